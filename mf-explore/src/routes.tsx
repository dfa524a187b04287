import { lazyScreen } from '@platform/remote-kit';
import { reactRoutes } from '@platform/remote-kit/router';
import type { QueryClient } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/query-core';
import type { Locale } from '@platform/session';

/**
 * Each feature's screens are their own chunk, loaded with the route (first-load budget,
 * packages/mf-config/reports/first-load.md): /feed does not download search, resource or program screens.
 */
const loadFeed = () => import('./features/feed');
const loadSearch = () => import('./features/search');
// one chunk for a resource's page and the programs' (they share the program calls, the information request and the
// share modal): three files (each, the two shared parts) made the remote's chunk map longer on every first load
const loadResource = () => import(/* webpackChunkName: "resource" */ './features/resource');
const loadPrograms = () => import(/* webpackChunkName: "resource" */ './features/programs');
const FeedScreen = lazyScreen(loadFeed, 'FeedScreen');
const SearchScreen = lazyScreen(loadSearch, 'SearchScreen');
const SeeMoreScreen = lazyScreen(loadSearch, 'SeeMoreScreen');
const ResourceScreen = lazyScreen(loadResource, 'ResourceScreen');
const ProgramsScreen = lazyScreen(loadPrograms, 'ProgramsScreen');
const ProgramScreen = lazyScreen(loadPrograms, 'ProgramScreen');

/** The screen chunk a path needs (the first match), or null. */
export function screenLoaderFor(pathname: string): (() => Promise<unknown>) | null {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (p === '/feed') return loadFeed;
  if (p.startsWith('/feed/search') || p === '/feed/see-more') return loadSearch;
  if (p.startsWith('/resource/')) return loadResource;
  if (p === '/programs' || p.startsWith('/program/')) return loadPrograms;
  return null;
}

/**
 * On mount (after the shell's guard: the session is there): the first screen's data requests start at once, not when
 * the screen's first render commits. Only the feed has such a prefetch; other screens ask when they render.
 */
export function prefetchFirstScreen(pathname: string, search: string, locale: Locale, client: QueryClient): void {
  if (screenLoaderFor(pathname) !== loadFeed) return;
  void loadFeed()
    .then((m) => m.prefetchFeed(search, locale, client))
    .catch(() => undefined);
}

/**
 * On mount, when the server rendered the first screen (the feed or a resource's presentation: src/server.tsx, ADR
 * 0045): its answers go into the client before the kit hydrates the server's markup, and the screen's chunk is there
 * (resolves once both are).
 */
export function hydrateFirstScreen(
  state: DehydratedState,
  client: QueryClient,
  pathname: string = window.location.pathname,
): Promise<void> {
  const hydrate =
    screenLoaderFor(pathname) === loadResource
      ? loadResource().then((m) => m.hydrateResource)
      : loadFeed().then((m) => m.hydrateFeed);
  return hydrate.then((h) => h(client, state)).catch(() => undefined);
}

// The first screen's chunk starts downloading with this module (the shell fetches `./spa` while the session is
// restored), not after the mount and the router's first render: one step less before the screen asks its data.
if (typeof window !== 'undefined') void screenLoaderFor(window.location.pathname)?.().catch(() => undefined);

/** The screens of mf-explore by path (the kit sends unknown sub-paths to /not-found). */
export const routes = reactRoutes([
  {
    path: '/feed',
    children: [
      { index: true, element: <FeedScreen /> },
      { path: 'search', element: <SearchScreen /> },
      { path: 'search/ephemeride/:ephemerideId', element: <SearchScreen /> },
      { path: 'see-more', element: <SeeMoreScreen /> },
    ],
  },
  {
    path: '/resource/:id',
    children: [
      { index: true, element: <ResourceScreen tab="presentation" /> },
      { path: 't', element: <ResourceScreen tab="teacher" /> },
      { path: 't/valuation', element: <ResourceScreen tab="teacher" part="valuation" /> },
      { path: 't/class/:classId', element: <ResourceScreen tab="teacher" /> },
      { path: 's', element: <ResourceScreen tab="student" /> },
      { path: 's/class/:classId', element: <ResourceScreen tab="student" /> },
    ],
  },
  { path: '/programs', element: <ProgramsScreen /> },
  { path: '/program/:id', element: <ProgramScreen /> },
]);
