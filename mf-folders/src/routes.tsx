import { reactRoutes } from '@platform/remote-kit/router';
import { Placeholder } from './features/folders';

/** The screens of mf-folders by path (the kit sends unknown sub-paths to /not-found). */
export const routes = reactRoutes([
  { path: '/folders', element: <Placeholder screen="folders" /> },
  { path: '/folders/:id', element: <Placeholder screen="folder" /> },
  { path: '/kimple-folders/:id', element: <Placeholder screen="kimpleFolder" /> },
]);
