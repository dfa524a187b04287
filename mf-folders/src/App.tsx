import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@platform/router';
import { LoadingState, NotFoundRedirect } from '@platform/ui';
import { QueryProvider } from '@platform/ui/query';

/** Each page is its own chunk, loaded with its route. */
const pick = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(() => load().then((c) => ({ default: c })));
const FoldersScreen = pick(() => import('./features/folders-list').then((m) => m.FoldersScreen));
const FolderScreen = pick(() => import('./features/folder-detail').then((m) => m.FolderScreen));
const KimpleFolderScreen = pick(() => import('./features/provider-folder').then((m) => m.KimpleFolderScreen));

/**
 * Sub-routes owned by mf-folders: /folders, /folders/:id, /kimple-folders/:id. Unknown sub-paths → /not-found.
 * The screens use react-query: the platform's ONE QueryClient is provided here.
 */
export function App() {
  return (
    <QueryProvider>
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/folders" element={<FoldersScreen />} />
        <Route path="/folders/:id" element={<FolderScreen />} />
        <Route path="/kimple-folders/:id" element={<KimpleFolderScreen />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
    </QueryProvider>
  );
}
