import { Navigate } from '@platform/router';
import { reactRoutes } from '@platform/remote-kit/router';
import { Placeholder } from './features/profile';

/** The screens of mf-profile-team by path (the kit sends unknown sub-paths to /not-found). */
export const routes = reactRoutes([
  {
    path: '/profile',
    children: [
      { index: true, element: <Navigate to="/profile/my-profile" replace /> },
      { path: 'my-profile', element: <Placeholder screen="myProfile" /> },
      { path: 'my-profile/edit', element: <Placeholder screen="myProfileEdit" /> },
      { path: 'school', element: <Placeholder screen="school" /> },
      { path: 'school/edit', element: <Placeholder screen="schoolEdit" /> },
      { path: 'school-group', element: <Placeholder screen="schoolGroup" /> },
      { path: 'school-group/edit', element: <Placeholder screen="schoolGroupEdit" /> },
      { path: 'team/:schoolId', element: <Placeholder screen="team" /> },
      // avatar menu "See invitations" (trial user with the main trial, spec §2)
      { path: 'invitations', element: <Placeholder screen="invitations" /> },
    ],
  },
  { path: '/trial', element: <Placeholder screen="trial" /> },
  { path: '/register', element: <Placeholder screen="register" /> },
  { path: '/activate', element: <Placeholder screen="activate" /> },
  { path: '/used-token', element: <Placeholder screen="usedToken" /> },
  { path: '/expired-token', element: <Placeholder screen="expiredToken" /> },
]);
