/**
 * The two sub-routes of the public student view, matched without react-router.
 *
 * /r/{id} is the platform's lightest first route (budget 170 KB gz of JS,
 * packages/mf-config/reports/first-load.md) and react-router alone weighed 14.2 KB gz of it. These
 * two patterns need only a matcher and the current path, so they are matched here with the same
 * rules react-router applies (case-insensitive, trailing slashes ignored, each segment URI-decoded,
 * `%2F` kept as `/` inside a param). If this remote ever needs nested layouts, links or loaders, go
 * back to `@platform/router` and re-run the benchmark.
 */
import { useSyncExternalStore } from 'react';

export type StudentRoute =
  | { name: 'trigger'; params: { id: string } }
  | { name: 'class'; params: { id: string; classId: string } }
  | { name: 'not-found' };

/** As react-router's decodePath: decode each segment, keep encoded slashes encoded. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const param = (v: string) => v.replace(/%2F/g, '/');
const TRIGGER = /^\/r\/([^/]+)\/*$/i;
const CLASS = /^\/r\/([^/]+)\/class\/([^/]+)\/*$/i;

/** `/r/:id` → trigger tab, `/r/:id/class/:classId` → class tab, anything else → not found. */
export function matchStudentRoute(pathname: string): StudentRoute {
  const path = decodePath(pathname);
  let m = CLASS.exec(path);
  if (m) return { name: 'class', params: { id: param(m[1]!), classId: param(m[2]!) } };
  m = TRIGGER.exec(path);
  if (m) return { name: 'trigger', params: { id: param(m[1]!) } };
  return { name: 'not-found' };
}

// The path follows history like react-router's BrowserRouter: single-spa (and @platform/ui's
// navigate when single-spa is not running) fire popstate after every pushState/replaceState.
const subscribe = (fn: () => void) => {
  window.addEventListener('popstate', fn);
  return () => window.removeEventListener('popstate', fn);
};
const getPathname = () => window.location.pathname;

/** The current pathname, re-rendering on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, getPathname, getPathname);
}
