import { Route, Routes } from '@platform/router';
import { NotFoundRedirect } from '@platform/ui';
import { FeedScreen, ProgramScreen, ProgramsScreen, ResourceScreen, SearchScreen, SeeMoreScreen } from './screens';

/** Sub-routes owned by mf-explore: /feed/*, /resource/:id/*, /programs, /program/:id. Unknown sub-paths → /not-found. */
export function App() {
  return (
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
  );
}
