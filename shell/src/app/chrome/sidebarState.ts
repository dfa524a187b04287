/** Open/closed state of the mobile sidebar (the hamburger of every bar opens it). */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();
const set = (v: boolean) => {
  open = v;
  listeners.forEach((fn) => fn());
};
export const openSidebar = () => set(true);
export const closeSidebar = () => set(false);
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
export const useSidebarOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
