import { Navigate } from '@platform/router';
import { reactRoutes } from '@platform/remote-kit/router';
import { Placeholder } from './features/krea';

/** The screens of mf-krea by path (the kit sends unknown sub-paths to /not-found). */
export const routes = reactRoutes([
  {
    path: '/krea',
    children: [
      // the entry goes to the published list
      { index: true, element: <Navigate to="/krea/published" replace /> },
      { path: 'published', element: <Placeholder screen="published" /> },
      { path: 'drafts', element: <Placeholder screen="drafts" /> },
      { path: 'in-revision', element: <Placeholder screen="inRevision" /> },
      { path: 'create-content', element: <Placeholder screen="createContent" /> },
      { path: 'my-resources', element: <Placeholder screen="myResources" /> },
      { path: 'schools-group-resources', element: <Placeholder screen="networkResources" /> },
      { path: 'content/:id', element: <Placeholder screen="content" /> },
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
