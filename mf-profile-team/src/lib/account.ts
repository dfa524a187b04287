/** mf-profile-team's own helpers shared by its features (what its lib/platform.ts held besides the kit's toast and goTo). */
import { bus } from '@platform/event-bus';
import { isApiError } from '@platform/api-client';
import * as accountApi from '@platform/api-client/account';
import { sessionStore, userInfoAtom } from '@platform/session';

/** Asks the server for the user info again (name, photo, levels) so the shell's avatar menu shows the change at once. */
export async function refreshUserInfo(): Promise<void> {
  const me = await accountApi.me();
  sessionStore.set(userInfoAtom, me);
  bus.emit('platform.session.changed.v1', { status: 'authenticated' });
}
/** The server's error code, or null. */
export const codeOf = (e: unknown): string | null => (isApiError(e) ? (e.code ?? null) : null);
export const statusOf = (e: unknown): number | null => (isApiError(e) ? (e.status ?? null) : null);
