/**
 * '@platform/remote-kit/router' — a remote's route table on react-router (through @platform/router, the
 * platform's shared facade). `src/routes.tsx`:
 *
 *   export const routes = reactRoutes([
 *     { path: '/folders', element: <FoldersScreen /> },
 *     { path: '/folders/:id', element: <FolderScreen /> },
 *   ]);
 *
 * Paths are absolute (the shell gives the remote whole top-level paths); nested `children` work as in
 * react-router. Unknown sub-paths go to /not-found (replace). The kit adds the router and the catch-all. A server
 * render renders the location of its RenderScope (`@platform/ui/base`), as with './paths'.
 */
import { BrowserRouter, MemoryRouter, useRoutes, type RouteObject } from '@platform/router';
import { useRenderScope } from '@platform/ui/render-scope';
import { RemoteNotFound } from './catchall';
import type { RemoteRoutes } from './descriptor';

export type { RouteObject };

const join = (parent: string, path: string | undefined) =>
  !path ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

function collectPaths(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((r) => {
    const here = r.index ? parent : join(parent, r.path);
    return [...(r.element !== undefined || r.index ? [here] : []), ...collectPaths(r.children ?? [], here)];
  });
}

export function reactRoutes(table: RouteObject[]): RemoteRoutes {
  const all: RouteObject[] = [...table, { path: '*', element: <RemoteNotFound /> }];
  function Table() {
    return useRoutes(all);
  }
  function Routes() {
    // a server render (a remote's src/server.tsx) has no window: it renders its scope's location; the browser's
    // hydration reads window.location like every other render
    const scope = useRenderScope();
    if (scope || typeof window === 'undefined') {
      const { pathname, search } = scope?.location ?? { pathname: '/', search: '' };
      return (
        <MemoryRouter initialEntries={[`${pathname}${search && !search.startsWith('?') ? '?' : ''}${search}`]}>
          <Table />
        </MemoryRouter>
      );
    }
    return (
      <BrowserRouter>
        <Table />
      </BrowserRouter>
    );
  }
  return Object.assign(Routes, { paths: [...new Set(collectPaths(table))] });
}
