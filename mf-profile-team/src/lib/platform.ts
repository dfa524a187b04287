import { bus } from '@platform/event-bus';
import { navigate } from '@platform/ui';
import { isApiError } from '@platform/api-client';
import * as accountApi from '@platform/api-client/account';
import { sessionStore, userInfoAtom } from '@platform/session';

export const toast = (status: 'error' | 'success', message: string) =>
  bus.emit('platform.toast.show.v1', { status, message });
export const goTo = (to: string, replace = false) => navigate(to, { replace });

/** Asks the server for the user info again (name, photo, levels) so the shell's avatar menu shows the change at once. */
export async function refreshUserInfo(): Promise<void> {
  const me = await accountApi.me();
  sessionStore.set(userInfoAtom, me);
  bus.emit('platform.session.changed.v1', { status: 'authenticated' });
}

/** The server's error code, or null. */
export const codeOf = (e: unknown): string | null => (isApiError(e) ? (e.code ?? null) : null);
export const statusOf = (e: unknown): number | null => (isApiError(e) ? (e.status ?? null) : null);
