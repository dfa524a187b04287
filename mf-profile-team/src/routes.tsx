import { Navigate } from '@platform/router';
import { lazyScreen } from '@platform/remote-kit';
import { reactRoutes } from '@platform/remote-kit/router';

/** Each screen is its own chunk, loaded with its route. */
const MyProfileScreen = lazyScreen(() => import('./features/my-profile'), 'MyProfileScreen');
const MyProfileEditScreen = lazyScreen(() => import('./features/my-profile'), 'MyProfileEditScreen');
const SchoolScreen = lazyScreen(() => import('./features/school'), 'SchoolScreen');
const SchoolEditScreen = lazyScreen(() => import('./features/school'), 'SchoolEditScreen');
const SchoolGroupScreen = lazyScreen(() => import('./features/school'), 'SchoolGroupScreen');
const SchoolGroupEditScreen = lazyScreen(() => import('./features/school'), 'SchoolGroupEditScreen');
const TeamScreen = lazyScreen(() => import('./features/team'), 'TeamScreen');
const SharingGroupsScreen = lazyScreen(() => import('./features/sharing-groups'), 'SharingGroupsScreen');
const InvitationsScreen = lazyScreen(() => import('./features/registration/InvitationsScreen'), 'InvitationsScreen');
const TrialScreen = lazyScreen(() => import('./features/registration/RegistrationScreens'), 'TrialScreen');
const RegisterScreen = lazyScreen(() => import('./features/registration/RegistrationScreens'), 'RegisterScreen');
const ActivateScreen = lazyScreen(() => import('./features/registration/RegistrationScreens'), 'ActivateScreen');
const UsedTokenScreen = lazyScreen(() => import('./features/registration/RegistrationScreens'), 'UsedTokenScreen');
const ConfirmEmailScreen = lazyScreen(() => import('./features/registration/ConfirmEmailScreen'), 'ConfirmEmailScreen');
const ExpiredTokenScreen = lazyScreen(
  () => import('./features/registration/RegistrationScreens'),
  'ExpiredTokenScreen',
);

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
      // avatar menu "See invitations" (trial user with the main trial, spec §2)
      { path: 'invitations', element: <InvitationsScreen /> },
    ],
  },
  { path: '/trial', element: <TrialScreen /> },
  { path: '/register', element: <RegisterScreen /> },
  { path: '/activate', element: <ActivateScreen /> },
  { path: '/used-token', element: <UsedTokenScreen /> },
  { path: '/expired-token', element: <ExpiredTokenScreen /> },
  // the link mailed to the new address of an email change (ADR 0048)
  { path: '/confirm-email', element: <ConfirmEmailScreen /> },
]);
