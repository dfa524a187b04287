import { Navigate } from '@platform/router';
import { lazyScreen } from '@platform/remote-kit';
import { reactRoutes } from '@platform/remote-kit/router';
import { Placeholder } from './features/krea';
import { DashboardScreen, ResourcesScreen } from './features/dashboard';

const CreateContentScreen = lazyScreen(() => import('./features/create'), 'CreateContentScreen');
const ContentEditorScreen = lazyScreen(() => import('./features/editor'), 'ContentEditorScreen');

/** The screens of mf-krea by path (the kit sends unknown sub-paths to /not-found). The resource editor is Krea part 2. */
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
          { index: true, element: <Placeholder screen="resourcePresentation" /> },
          { path: 't', element: <Placeholder screen="resourceTeacher" /> },
          { path: 't/valuation', element: <Placeholder screen="resourceTeacher" /> },
          { path: 't/class/:classId', element: <Placeholder screen="resourceTeacher" /> },
          { path: 's', element: <Placeholder screen="resourceStudent" /> },
          { path: 's/class/:classId', element: <Placeholder screen="resourceStudent" /> },
        ],
      },
    ],
  },
]);
