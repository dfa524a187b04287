import { lazyScreen } from '@platform/remote-kit';
import { reactRoutes } from '@platform/remote-kit/router';

/** Each page is its own chunk, loaded with its route. */
const FoldersScreen = lazyScreen(() => import('./features/folders-list'), 'FoldersScreen');
const FolderScreen = lazyScreen(() => import('./features/folder-detail'), 'FolderScreen');
const KimpleFolderScreen = lazyScreen(() => import('./features/provider-folder'), 'KimpleFolderScreen');

/** The screens of mf-folders by path (the kit sends unknown sub-paths to /not-found). */
export const routes = reactRoutes([
  { path: '/folders', element: <FoldersScreen /> },
  { path: '/folders/:id', element: <FolderScreen /> },
  { path: '/kimple-folders/:id', element: <KimpleFolderScreen /> },
]);
