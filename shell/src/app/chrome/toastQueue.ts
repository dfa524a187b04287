/**
 * Toasts raised before the toast host is on screen (the guard's first decision runs while the shell starts, before
 * React has drawn the layout) wait here and are shown when it mounts; afterwards they go straight to the bus.
 */
import { bus, type EventMap } from '@platform/event-bus';

type ToastPayload = EventMap['platform.toast.show.v1'];

let hosts = 0;
const waiting: ToastPayload[] = [];

/** Shows `toast` now if a host listens, else as soon as one mounts. */
export function toastWhenShown(toast: ToastPayload): void {
  if (hosts > 0) bus.emit('platform.toast.show.v1', toast);
  else waiting.push(toast);
}

/** Called by the host once it listens: shows what waited; the returned function is called when it unmounts. */
export function toastHostMounted(): () => void {
  hosts++;
  for (const toast of waiting.splice(0)) bus.emit('platform.toast.show.v1', toast);
  return () => {
    hosts--;
  };
}
