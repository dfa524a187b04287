/**
 * '@platform/remote-kit/paths' — a route table without a router library, for the public student view:
 * /r/{id} is the platform's lightest first route (170 KB gz of JS, packages/mf-config/README.md) and
 * react-router alone weighed 14.2 KB gz of it. `src/routes.tsx`:
 *
 *   export const routes = plainRoutes([
 *     { path: '/r/:id', render: ({ id }) => <TriggerScreen id={id} /> },
 *     { path: '/r/:id/class/:classId', render: ({ id, classId }) => <ClassScreen id={id} classId={classId} /> },
 *   ]);
 *
 * Patterns have literal segments, `:param` segments and an optional trailing `*` (the rest, as param
 * `*`). They match the way react-router does: case-insensitive, trailing slashes ignored, each segment
 * URI-decoded (`%2F` stays a `/` inside a param). First match wins. Unknown paths go to /not-found.
 * When a remote needs nested layouts, links or loaders, move it to './router' and re-run the benchmark.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { useRenderScope } from '@platform/ui/render-scope';
import { RemoteNotFound } from './catchall';
import type { RemoteRoutes } from './descriptor';

export type PathParams = Readonly<Record<string, string>>;
export interface PathRoute {
  path: string;
  render: (params: PathParams) => ReactNode;
}

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

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

interface Compiled {
  re: RegExp;
  names: string[];
}
const cache = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  let c = cache.get(pattern);
  if (c) return c;
  const names: string[] = [];
  const segments = pattern.replace(/\/+$/, '').split('/').filter(Boolean);
  let source = '';
  for (const [i, seg] of segments.entries()) {
    if (seg === '*' && i === segments.length - 1) {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (seg.startsWith(':')) {
      names.push(seg.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escape(seg)}`;
    }
  }
  c = { re: new RegExp(`^${source || ''}/*$`, 'i'), names };
  cache.set(pattern, c);
  return c;
}

/** The params of `pathname` for `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): PathParams | null {
  const { re, names } = compile(pattern);
  const m = re.exec(decodePath(pathname));
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = (m[i + 1] ?? '').replace(/%2F/g, '/').replace(/\/+$/, '');
  });
  return params;
}

// The path follows history like react-router's BrowserRouter: single-spa (and @platform/ui's navigate
// when single-spa is not running) fire popstate after every pushState/replaceState.
const subscribe = (fn: () => void) => {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('popstate', fn);
  return () => window.removeEventListener('popstate', fn);
};
const getPathname = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

/**
 * The current pathname, re-rendering on every navigation. A server render (a remote's src/server.tsx, no window)
 * renders the path of its RenderScope (`@platform/ui/base`): each render its own, none shared.
 */
export function usePathname(): string {
  const scope = useRenderScope();
  const pathname = useSyncExternalStore(subscribe, getPathname, getPathname);
  return scope ? scope.location.pathname : pathname;
}

export function plainRoutes(table: readonly PathRoute[]): RemoteRoutes {
  function Routes() {
    const pathname = usePathname();
    for (const route of table) {
      const params = matchPath(route.path, pathname);
      if (params) return route.render(params);
    }
    return <RemoteNotFound />;
  }
  return Object.assign(Routes, { paths: table.map((r) => r.path) });
}
