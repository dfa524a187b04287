/** Open/closed state of the notification drawer (the bell opens it from any bar). */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();
const set = (v: boolean) => {
  open = v;
  listeners.forEach((fn) => fn());
};
export const openNotifications = () => set(true);
export const closeNotifications = () => set(false);
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
export const useNotificationsOpen = () => useSyncExternalStore(subscribe, () => open, () => open);
