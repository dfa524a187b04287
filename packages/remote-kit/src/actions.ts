/**
 * What a remote asks of the platform around it (issue 29: the per-remote `lib/platform.ts` copies): a toast, shown
 * by the shell (`platform.toast.show.v1` on the event bus), and a navigation to any path of the platform, this
 * remote's or another app's (single-spa hears it; `@platform/ui/base`'s navigate).
 */
import { bus } from '@platform/event-bus';
import { navigate } from '@platform/ui/base';

/** Shows a toast: a success or an error, with its (already translated) message. */
export const toast = (status: 'error' | 'success', message: string): void =>
  bus.emit('platform.toast.show.v1', { status, message });

/** Goes to `to` (a path or a URL); `replace` replaces the current history entry instead of adding one. */
export const goTo = (to: string, replace = false): void => navigate(to, { replace });
