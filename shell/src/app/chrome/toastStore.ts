/**
 * The platform's one toast (spec §2), kept outside React. The store listens to the bus from the shell's start, so a
 * toast raised before a host is on screen (the guard's first decision runs before React draws the layout) or while the
 * layout is swapped (signing in replaces the visitor's layout with the signed-in one, and its host) is shown by
 * whichever host is mounted. Its time on screen starts when a host shows it.
 */
import { bus, type EventMap } from '@platform/event-bus';

export type ToastPayload = EventMap['platform.toast.show.v1'];
export type Toast = ToastPayload & { id: number };
export const DEFAULT_TOAST_MS = 4000;

let current: Toast | null = null;
let seq = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
const hosts = new Set<() => void>();

function changed(): void {
  for (const host of hosts) host();
}

function startClock(): void {
  const shown = current;
  if (!shown || timer || hosts.size === 0) return;
  timer = setTimeout(() => {
    timer = null;
    if (current?.id === shown.id) {
      current = null;
      changed();
    }
  }, shown.durationMs ?? DEFAULT_TOAST_MS);
}

/** One at a time: a new toast replaces the current one. */
export function showToast(payload: ToastPayload): void {
  if (timer) clearTimeout(timer);
  timer = null;
  current = { ...payload, id: ++seq };
  startClock();
  changed();
}

export function dismissToast(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  current = null;
  changed();
}

export const currentToast = (): Toast | null => current;

/** A host listens (useSyncExternalStore); a toast waiting for a host starts its clock now. */
export function subscribeToast(host: () => void): () => void {
  hosts.add(host);
  startClock();
  return () => {
    hosts.delete(host);
  };
}

bus.on('platform.toast.show.v1', showToast);
