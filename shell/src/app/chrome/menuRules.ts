/** Which chrome entries a user sees (spec §2 app shell, §6 roles). Pure: unit-tested per role. */
import {
  canChangeLicense,
  hasAuthoringAccess,
  hasProfileEntries,
  isAdmin,
  isCustomLicense,
  isTrial,
  seesInvitations,
  trialDaysLeft,
  type UserInfo,
} from '@platform/session';

export type AvatarEntry =
  | 'myProfile'
  | 'mySchool'
  | 'mySchoolGroup'
  | 'sharingGroups'
  | 'preferences'
  | 'invitations'
  | 'help'
  | 'changeLicense'
  | 'logout';

export const AVATAR_TARGETS: Record<Exclude<AvatarEntry, 'logout'>, string> = {
  myProfile: '/profile/my-profile',
  mySchool: '/profile/school',
  mySchoolGroup: '/profile/school-group',
  sharingGroups: '/profile/sharing-groups',
  preferences: '/preferences',
  invitations: '/profile/invitations',
  help: '/faqs',
  changeLicense: '/license',
};

export function avatarMenuEntries(user: UserInfo | null): AvatarEntry[] {
  if (!user) return [];
  const entries: AvatarEntry[] = [];
  if (hasProfileEntries(user)) {
    entries.push('myProfile', isAdmin(user) ? 'mySchoolGroup' : 'mySchool', 'sharingGroups', 'preferences');
  }
  if (seesInvitations(user)) entries.push('invitations');
  entries.push('help');
  if (canChangeLicense(user)) entries.push('changeLicense');
  entries.push('logout');
  return entries;
}

export type NavEntry = 'explore' | 'myFolders' | 'programs' | 'statistics' | 'authoring';

export const NAV_TARGETS: Record<NavEntry, string> = {
  explore: '/feed',
  myFolders: '/folders',
  programs: '/programs',
  statistics: '/my-stats',
  authoring: '/krea',
};

export function loggedInNavEntries(user: UserInfo | null): NavEntry[] {
  if (!user) return [];
  const entries: NavEntry[] = ['explore', 'myFolders', 'programs'];
  if (!isCustomLicense(user)) entries.push('statistics');
  if (hasAuthoringAccess(user)) entries.push('authoring');
  return entries;
}

export interface TrialState {
  show: boolean;
  daysLeft: number;
  finished: boolean;
}

export function trialState(user: UserInfo | null, now: Date = new Date()): TrialState {
  if (!user || !isTrial(user)) return { show: false, daysLeft: 0, finished: false };
  const daysLeft = trialDaysLeft(user, now);
  return { show: true, daysLeft, finished: daysLeft === 0 };
}

export type PublicNavEntry = 'home' | 'content' | 'howItWorks' | 'impact';
export const PUBLIC_TARGETS: Record<PublicNavEntry, string> = {
  home: '/',
  content: '/content',
  howItWorks: '/how-it-works',
  impact: '/impact',
};

/** Logged-out entries: impact is hidden on a white-label host. */
export function publicNavEntries(isWhiteLabel: boolean): PublicNavEntry[] {
  return isWhiteLabel ? ['home', 'content', 'howItWorks'] : ['home', 'content', 'howItWorks', 'impact'];
}
