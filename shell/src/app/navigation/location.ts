import { useMemo, useSyncExternalStore } from 'react';
import { useRenderScope } from '@platform/ui/base';

/**
 * The shell's view of the current location.
 *
 * Under single-spa ('single-spa' mode, set by installGuard) the location the shell renders is the
 * one single-spa COMMITTED: it changes on `single-spa:routing-event`, i.e. after the guard let the
 * navigation through, so a page the guard refuses is never rendered, not even for a frame.
 * Without single-spa (unit tests, standalone) navigation commits immediately.
 */
export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

type Mode = 'standalone' | 'single-spa';
let mode: Mode = 'standalone';
let seq = 0;
const listeners = new Set<() => void>();

function read(): ShellLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: String(++seq) };
}

let current: ShellLocation = typeof window !== 'undefined' ? read() : { pathname: '/', search: '', hash: '', key: '0' };

export function getLocation(): ShellLocation {
  return current;
}

export function subscribeLocation(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Re-reads window.location and notifies subscribers when it changed. */
export function commitLocation(force = false): void {
  const { pathname, search, hash } = window.location;
  if (!force && pathname === current.pathname && search === current.search && hash === current.hash) return;
  current = read();
  listeners.forEach((fn) => fn());
}

export function getRoutingMode(): Mode {
  return mode;
}

let wired = false;
export function setRoutingMode(next: Mode): void {
  mode = next;
  if (wired || typeof window === 'undefined') return;
  wired = true;
  window.addEventListener('single-spa:routing-event', () => commitLocation());
  window.addEventListener('popstate', () => {
    if (mode === 'standalone') commitLocation();
  });
}

function isExternal(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(to) && !to.startsWith(window.location.origin);
}

/** Navigates (single-spa aware: the guard sees every navigation). */
export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (isExternal(to)) {
    window.location.assign(to);
    return;
  }
  const url = to.startsWith(window.location.origin) ? to.slice(window.location.origin.length) : to;
  if (opts.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  if (mode === 'standalone') commitLocation();
}

// Standalone mode listens to popstate (back/forward) from the start.
setRoutingMode('standalone');

/**
 * The committed location (re-renders on every committed navigation). A server render (src/prerender.tsx, no window)
 * renders the location of its scope (`RenderScopeProvider`, ADR 0053).
 */
export function useShellLocation(): ShellLocation {
  const scope = useRenderScope();
  const committed = useSyncExternalStore(subscribeLocation, getLocation, getLocation);
  const server = scope?.location;
  const rendered = useMemo(
    () => (server ? { pathname: server.pathname, search: server.search, hash: '', key: '0' } : null),
    [server],
  );
  return rendered ?? committed;
}
