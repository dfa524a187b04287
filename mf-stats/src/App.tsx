import { Route, Routes } from '@platform/router';
import { NotFoundRedirect, PlaceholderScreen } from '@platform/ui';
import { NS } from './i18n';

/** Sub-routes owned by mf-stats: /my-stats (the used-content history will live under /my-stats/*). */
export function App() {
  return (
    <Routes>
      <Route path="/my-stats" element={<PlaceholderScreen ns={NS} screen="myStats" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
