import { reactRoutes } from '@platform/remote-kit/router';
import { Placeholder } from './features/stats';

/** The screens of mf-stats by path (the kit sends unknown sub-paths to /not-found). */
export const routes = reactRoutes([
  { path: '/my-stats', element: <Placeholder screen="myStats" /> },
]);
