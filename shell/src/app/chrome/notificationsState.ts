/**
 * Notification drawer open/closed state and the bell's "unseen" flag (spec §4). Tiny on purpose: the
 * shell layout imports it on every first route; the SignalR hub (notifications/hub.ts) and the drawer's
 * list logic (notifications/machine.ts) are loaded on demand and write into it.
 */
import { useSyncExternalStore } from 'react';
import { useServerPage } from '../serverPage';

interface State {
  open: boolean;
  unseen: boolean;
}
let state: State = { open: false, unseen: false };
const listeners = new Set<() => void>();
const set = (patch: Partial<State>) => {
  const next = { ...state, ...patch };
  if (next.open === state.open && next.unseen === state.unseen) return;
  state = next;
  listeners.forEach((fn) => fn());
};
/** Opening the drawer resets the bell (spec §4: "resets it on opening"). */
export const openNotifications = () => set({ open: true, unseen: false });
export const closeNotifications = () => set({ open: false });
/** NewNotification(bool) from the hub, or false once notifications are marked seen. */
export const setUnseenNotifications = (unseen: boolean) => set({ unseen });
export const getNotificationsState = (): Readonly<State> => state;
/** Test helper: back to closed, nothing unseen. */
export const resetNotificationsState = () => set({ open: false, unseen: false });
/**
 * How long after a signed-in bar appears the bell starts the SignalR connection (then on browser idle): well
 * after the first page settled, so the client chunk is never part of the first load. Tests lower it.
 */
export const hubStart = { delayMs: 5_000 };
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
export const useNotificationsOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => state.open,
    () => state.open,
  );
/** The bell's state (a server render's: its ServerPage's). */
export function useUnseenNotifications(): boolean {
  const server = useServerPage();
  const unseen = useSyncExternalStore(
    subscribe,
    () => state.unseen,
    () => state.unseen,
  );
  return server ? server.unseen : unseen;
}
