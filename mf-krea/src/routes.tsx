import { Navigate } from '@platform/router';
import { lazyScreen } from '@platform/remote-kit';
import { reactRoutes } from '@platform/remote-kit/router';
import { DashboardScreen, ResourcesScreen } from './features/dashboard';

const CreateContentScreen = lazyScreen(() => import('./features/create'), 'CreateContentScreen');
const ContentEditorScreen = lazyScreen(() => import('./features/editor'), 'ContentEditorScreen');
const ResourceEditorScreen = lazyScreen(() => import('./features/resource'), 'ResourceEditorScreen');
const PreviewScreen = lazyScreen(() => import('./features/resource'), 'PreviewScreen');

/** The screens of mf-krea by path (the kit sends unknown sub-paths to /not-found). The resource editor (four steps) answers every tab route. */
export const routes = reactRoutes([
  {
    path: '/krea',
    children: [
      // the entry goes to the published list
      { index: true, element: <Navigate to="/krea/published" replace /> },
      { path: 'published', element: <DashboardScreen tab="published" /> },
      { path: 'drafts', element: <DashboardScreen tab="drafts" /> },
      { path: 'in-revision', element: <DashboardScreen tab="inRevision" /> },
      { path: 'create-content', element: <CreateContentScreen /> },
      { path: 'my-resources', element: <ResourcesScreen owner /> },
      { path: 'schools-group-resources', element: <ResourcesScreen owner={false} /> },
      { path: 'content/:id', element: <ContentEditorScreen /> },
      {
        path: 'resource/:id',
        children: [
          { index: true, element: <ResourceEditorScreen tab="presentation" /> },
          { path: 't', element: <ResourceEditorScreen tab="teacher" /> },
          { path: 't/valuation', element: <ResourceEditorScreen tab="class" /> },
          { path: 't/class/:classId', element: <ResourceEditorScreen tab="class" /> },
          { path: 's', element: <ResourceEditorScreen tab="student" /> },
          { path: 's/class/:classId', element: <ResourceEditorScreen tab="class" /> },
          // the previews: the draft as teachers and students get it (the shared @platform/resource-view components)
          // keyed: switching between the two previews starts again at the trigger (their class lists differ)
          { path: 'preview', element: <PreviewScreen key="teacher" kind="teacher" /> },
          { path: 'preview/student', element: <PreviewScreen key="student" kind="student" /> },
        ],
      },
    ],
  },
]);
