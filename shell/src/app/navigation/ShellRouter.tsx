/**
 * react-router adapter of the shell, for shell code that renders react-router APIs (none on the
 * first-load path: the chrome uses ShellLink and the shell's own route matching, so the shell's
 * first load needs no router). Wrap such a subtree in <ShellRouter>.
 */
import type { ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from '@platform/router';
import { navigate, useShellLocation } from './location';

export { useShellLocation };

const toHref = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/** react-router navigator that goes through the browser history, so single-spa and the guard see every navigation. */
export const shellNavigator: Navigator = {
  createHref: toHref,
  push: (to) => navigate(toHref(to)),
  replace: (to) => navigate(toHref(to), { replace: true }),
  go: (delta) => window.history.go(delta),
};

/** Renders react-router routes for the location single-spa committed (see ./location). */
export function ShellRouter({ children }: { children: ReactNode }) {
  const loc = useShellLocation();
  return (
    <Router
      location={{ pathname: loc.pathname, search: loc.search, hash: loc.hash, state: null, key: loc.key }}
      navigator={shellNavigator}
    >
      {children}
    </Router>
  );
}
