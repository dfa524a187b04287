import { lazyScreen } from '@platform/remote-kit';
import { reactRoutes } from '@platform/remote-kit/router';

/**
 * Each feature's screens are their own chunk, loaded with the route (first-load budget,
 * packages/mf-config/reports/first-load.md): /feed does not download search, resource or program screens.
 */
const FeedScreen = lazyScreen(() => import('./features/feed'), 'FeedScreen');
const SearchScreen = lazyScreen(() => import('./features/search'), 'SearchScreen');
const SeeMoreScreen = lazyScreen(() => import('./features/search'), 'SeeMoreScreen');
const ResourceScreen = lazyScreen(() => import('./features/resource'), 'ResourceScreen');
const ProgramsScreen = lazyScreen(() => import('./features/programs'), 'ProgramsScreen');
const ProgramScreen = lazyScreen(() => import('./features/programs'), 'ProgramScreen');

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
