import { Navigate } from '@platform/router';
import { lazyScreen } from '@platform/remote-kit';
import { reactRoutes } from '@platform/remote-kit/router';
import { Placeholder } from './features/profile';

/** Each screen is its own chunk, loaded with its route. */
const MyProfileScreen = lazyScreen(() => import('./features/my-profile'), 'MyProfileScreen');
const MyProfileEditScreen = lazyScreen(() => import('./features/my-profile'), 'MyProfileEditScreen');
const SchoolScreen = lazyScreen(() => import('./features/school'), 'SchoolScreen');
const SchoolEditScreen = lazyScreen(() => import('./features/school'), 'SchoolEditScreen');
const SchoolGroupScreen = lazyScreen(() => import('./features/school'), 'SchoolGroupScreen');
const SchoolGroupEditScreen = lazyScreen(() => import('./features/school'), 'SchoolGroupEditScreen');
const TeamScreen = lazyScreen(() => import('./features/team'), 'TeamScreen');
const SharingGroupsScreen = lazyScreen(() => import('./features/sharing-groups'), 'SharingGroupsScreen');

/** The screens of mf-profile-team by path (the kit sends unknown sub-paths to /not-found). */
export const routes = reactRoutes([
  {
    path: '/profile',
    children: [
      { index: true, element: <Navigate to="/profile/my-profile" replace /> },
      { path: 'my-profile', element: <MyProfileScreen /> },
      { path: 'my-profile/edit', element: <MyProfileEditScreen /> },
      { path: 'school', element: <SchoolScreen /> },
      { path: 'school/edit', element: <SchoolEditScreen /> },
      { path: 'school-group', element: <SchoolGroupScreen /> },
      { path: 'school-group/edit', element: <SchoolGroupEditScreen /> },
      { path: 'team/:schoolId', element: <TeamScreen /> },
      // issue 13: the spec shows no path for sharing groups (ADR 0017)
      { path: 'sharing-groups', element: <SharingGroupsScreen /> },
      // avatar menu "See invitations" (trial user with the main trial, spec §2) — registration issue
      { path: 'invitations', element: <Placeholder screen="invitations" /> },
    ],
  },
  { path: '/trial', element: <Placeholder screen="trial" /> },
  { path: '/register', element: <Placeholder screen="register" /> },
  { path: '/activate', element: <Placeholder screen="activate" /> },
  { path: '/used-token', element: <Placeholder screen="usedToken" /> },
  { path: '/expired-token', element: <Placeholder screen="expiredToken" /> },
]);
