import { lazyScreen } from '@platform/remote-kit';
import { reactRoutes } from '@platform/remote-kit/router';

/** Each screen is its own chunk (the charts, recharts, are a further lazy chunk of the statistics screen). */
const StatsScreen = lazyScreen(() => import(/* webpackChunkName: "stats-screen" */ './features/stats'), 'StatsScreen');
const HistoryScreen = lazyScreen(
  () => import(/* webpackChunkName: "stats-history" */ './features/history'),
  'HistoryScreen',
);

/** The screens of mf-stats by path (the kit sends unknown sub-paths to /not-found). */
export const routes = reactRoutes([
  { path: '/my-stats', element: <StatsScreen /> },
  { path: '/my-stats/used-content', element: <HistoryScreen /> },
]);
