import { plainRoutes } from '@platform/remote-kit/paths';
import { ClassScreen, TriggerScreen } from './features/student';

/**
 * The screens of mf-student-view by path, matched without react-router (first-load budget; the kit's
 * './paths' matcher follows react-router's rules). Unknown sub-paths go to /not-found.
 */
export const routes = plainRoutes([
  { path: '/r/:id', render: ({ id }) => <TriggerScreen id={id} /> },
  { path: '/r/:id/class/:classId', render: ({ id, classId }) => <ClassScreen id={id} classId={classId} /> },
]);
