import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@platform/router';
import { LoadingState, NotFoundRedirect } from '@platform/ui';

/**
 * Each screen is its own chunk, loaded with its route (first-load budget, packages/mf-config/reports/
 * first-load.md): /feed does not download the search, resource or program screens.
 */
const pick = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(() => load().then((c) => ({ default: c })));
const FeedScreen = pick(() => import('./features/feed/FeedScreen').then((m) => m.FeedScreen));
const SearchScreen = pick(() => import('./features/search/SearchScreen').then((m) => m.SearchScreen));
const SeeMoreScreen = pick(() => import('./features/search/SeeMoreScreen').then((m) => m.SeeMoreScreen));
const ResourceScreen = pick(() => import('./features/resource/ResourceScreen').then((m) => m.ResourceScreen));
const ProgramsScreen = pick(() => import('./features/programs/ProgramsScreen').then((m) => m.ProgramsScreen));
const ProgramScreen = pick(() => import('./features/programs/ProgramScreen').then((m) => m.ProgramScreen));

/** Sub-routes owned by mf-explore: /feed/*, /resource/:id/*, /programs, /program/:id. Unknown sub-paths → /not-found. */
export function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/feed">
          <Route index element={<FeedScreen />} />
          <Route path="search" element={<SearchScreen />} />
          <Route path="search/ephemeride/:ephemerideId" element={<SearchScreen />} />
          <Route path="see-more" element={<SeeMoreScreen />} />
        </Route>
        <Route path="/resource/:id">
          <Route index element={<ResourceScreen tab="presentation" />} />
          <Route path="t">
            <Route index element={<ResourceScreen tab="teacher" />} />
            <Route path="valuation" element={<ResourceScreen tab="teacher" part="valuation" />} />
            <Route path="class/:classId" element={<ResourceScreen tab="teacher" />} />
          </Route>
          <Route path="s">
            <Route index element={<ResourceScreen tab="student" />} />
            <Route path="class/:classId" element={<ResourceScreen tab="student" />} />
          </Route>
        </Route>
        <Route path="/programs" element={<ProgramsScreen />} />
        <Route path="/program/:id" element={<ProgramScreen />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
