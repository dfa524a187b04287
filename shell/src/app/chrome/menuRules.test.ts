import { mkUser, joinedDaysAgo } from '../testing/users';
import { avatarMenuEntries, loggedInNavEntries, publicNavEntries, trialState } from './menuRules';

describe('menu rules (spec §2, §6)', () => {
  it('avatar entries per role', () => {
    expect(avatarMenuEntries(mkUser())).toEqual([
      'myProfile',
      'mySchool',
      'sharingGroups',
      'preferences',
      'help',
      'logout',
    ]);
    expect(avatarMenuEntries(mkUser({ primaryRoles: [{ name: 'Admin' }] }))).toEqual([
      'myProfile',
      'mySchoolGroup',
      'sharingGroups',
      'preferences',
      'help',
      'changeLicense',
      'logout',
    ]);
    expect(avatarMenuEntries(mkUser({ primaryRoles: [{ name: 'Trial' }], mainTrial: true }))).toEqual([
      'myProfile',
      'mySchool',
      'sharingGroups',
      'preferences',
      'invitations',
      'help',
      'changeLicense',
      'logout',
    ]);
    expect(avatarMenuEntries(mkUser({ primaryRoles: [{ name: 'ProviderStaff' }] }))).toEqual(['help', 'logout']);
    expect(avatarMenuEntries(null)).toEqual([]);
  });
  it('nav entries: statistics hidden for a custom licence, authoring only with access', () => {
    expect(loggedInNavEntries(mkUser())).toEqual(['explore', 'myFolders', 'programs', 'statistics']);
    expect(loggedInNavEntries(mkUser({ baseLicenses: [{ code: 4, level: 1 }] }))).toEqual([
      'explore',
      'myFolders',
      'programs',
    ]);
    expect(
      loggedInNavEntries(mkUser({ activeKreaLicense: true, secondaryRoles: [{ name: 'ApprovingAuthor' }] })),
    ).toContain('authoring');
  });
  it('trial state', () => {
    const now = new Date();
    expect(trialState(mkUser(), now)).toEqual({ show: false, daysLeft: 0, finished: false });
    expect(trialState(mkUser({ primaryRoles: [{ name: 'Trial' }], joinDate: joinedDaysAgo(3, +now) }), now)).toEqual({
      show: true,
      daysLeft: 12,
      finished: false,
    });
    expect(trialState(mkUser({ primaryRoles: [{ name: 'Trial' }], joinDate: joinedDaysAgo(16, +now) }), now)).toEqual({
      show: true,
      daysLeft: 0,
      finished: true,
    });
  });
  it('public entries hide impact on a white-label host', () => {
    expect(publicNavEntries(false)).toEqual(['home', 'content', 'howItWorks', 'impact']);
    expect(publicNavEntries(true)).toEqual(['home', 'content', 'howItWorks']);
  });
});
