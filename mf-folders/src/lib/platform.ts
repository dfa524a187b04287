import { bus } from '@platform/event-bus';
import { navigate } from '@platform/ui';

export const toast = (status: 'error' | 'success', message: string) =>
  bus.emit('platform.toast.show.v1', { status, message });
export const goTo = (to: string, replace = false) => navigate(to, { replace });
