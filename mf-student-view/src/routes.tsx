import { lazyScreen } from '@platform/remote-kit';
import { plainRoutes } from '@platform/remote-kit/paths';
import { ClassScreen, TriggerScreen } from './features/student';

// the live class (issue 33): its own chunk, never part of /r/{id}'s first load
const live = () => import(/* webpackChunkName: "live" */ './features/live');
const LiveCodeScreen = lazyScreen(live, 'LiveCodeScreen');
const LiveJoinScreen = lazyScreen(live, 'LiveJoinScreen');
const LiveTeachScreen = lazyScreen(live, 'LiveTeachScreen');
const LiveSummaryScreen = lazyScreen(live, 'LiveSummaryScreen');

/**
 * The screens of mf-student-view by path, matched without react-router (first-load budget; the kit's
 * './paths' matcher follows react-router's rules). Unknown sub-paths go to /not-found.
 */
export const routes = plainRoutes([
  { path: '/r/:id', render: ({ id }) => <TriggerScreen id={id} /> },
  { path: '/r/:id/class/:classId', render: ({ id, classId }) => <ClassScreen id={id} classId={classId} /> },
  // the teacher's screen and summary (signed in: the shell's route live-teach), then the students' (public)
  { path: '/live/teach/:id', render: ({ id }) => <LiveTeachScreen id={id} /> },
  { path: '/live/teach/:id/summary', render: ({ id }) => <LiveSummaryScreen id={id} /> },
  { path: '/live', render: () => <LiveCodeScreen /> },
  { path: '/live/:code', render: ({ code }) => <LiveJoinScreen code={code} /> },
]);
