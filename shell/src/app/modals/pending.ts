/**
 * Global-modal requests that arrive before a modal host listens. A remote can ask for a shell modal as soon as its
 * own data arrives (the account-activation page opens "your account is active" when its confirmation call answers),
 * which on a fast network is before the shell's layout — and the ModalHost in it — has mounted: the request would be
 * lost. From the shell's start (installShellListeners) until a host mounts, the latest open request is kept (a close
 * request drops it, as it would close it); the host takes it when it mounts. While a host is mounted nothing is kept.
 */
import { bus, type EventMap } from '@platform/event-bus';

type OpenRequest = EventMap['platform.modal.open.v1'];

let pending: OpenRequest | null = null;
let hosts = 0;
let installed: (() => void) | null = null;

/** Starts keeping requests made while no host is mounted (idempotent); returns how to stop. */
export function keepModalRequests(): () => void {
  if (installed) return installed;
  const offs = [
    bus.on('platform.modal.open.v1', (req) => {
      if (hosts === 0) pending = req;
    }),
    bus.on('platform.modal.close.v1', ({ modal }) => {
      if (hosts === 0 && (!modal || pending?.modal === modal)) pending = null;
    }),
  ];
  installed = () => {
    offs.forEach((off) => off());
    installed = null;
    pending = null;
  };
  return installed;
}

/** A host has mounted: from now on requests are its own. Returns the request kept meanwhile, if any. */
export function modalHostMounted(): OpenRequest | null {
  hosts += 1;
  const kept = pending;
  pending = null;
  return kept;
}

/** A host has unmounted. */
export function modalHostUnmounted(): void {
  hosts = Math.max(0, hosts - 1);
}
