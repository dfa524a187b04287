import { lazy, Suspense } from 'react';
import { Route, Routes } from '@platform/router';
import { LoadingState, NotFoundRedirect } from '@platform/ui';
import { QueryProvider } from '@platform/ui/query';

const StatsScreen = lazy(() => import(/* webpackChunkName: "stats-screen" */ './features/stats').then((m) => ({ default: m.StatsScreen })));
const HistoryScreen = lazy(() => import(/* webpackChunkName: "stats-history" */ './features/history').then((m) => ({ default: m.HistoryScreen })));

/** Sub-routes owned by mf-stats: /my-stats (statistics) and /my-stats/used-content (used-content history). */
export function App() {
  return (
    <QueryProvider>
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path="/my-stats" element={<StatsScreen />} />
          <Route path="/my-stats/used-content" element={<HistoryScreen />} />
          <Route path="*" element={<NotFoundRedirect />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
