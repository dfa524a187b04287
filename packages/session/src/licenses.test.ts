import {
  trialDaysLeft,
  isTrialEnded,
  hasActiveKreaLicense,
  hasAuthoringAccess,
  isCustomLicense,
  effectiveLicenses,
  showsStatistics,
  isProviderStaff,
  canChangeLicense,
  seesInvitations,
  usesSampleStatistics,
  shownEducationalLevels,
  canManageTeam,
  hasProfileEntries,
  isFreemium,
  hasActiveWhitelabelLicense,
  daysSinceJoin,
} from './licenses';
import { testUser, type TestUserInput } from './testing';

const base: TestUserInput = {
  userId: 1,
  email: 'a@b.c',
  primaryRoles: [{ name: 'Teacher' }],
  secondaryRoles: [],
  educationalLevels: [1],
  baseLicenses: [{ code: 2, level: 1 }],
};
const user = (p: TestUserInput) => testUser({ ...base, ...p });
const now = new Date('2025-03-20T10:00:00Z');

describe('trial', () => {
  it('counts 15 minus days since join', () => {
    expect(trialDaysLeft(user({ joinDate: '2025-03-20T08:00:00Z' }), now)).toBe(15);
    expect(trialDaysLeft(user({ joinDate: '2025-03-15T23:00:00Z' }), now)).toBe(10);
    expect(daysSinceJoin(user({ joinDate: '2025-03-15' }), now)).toBe(5);
  });
  it('never goes below 0', () => {
    expect(trialDaysLeft(user({ joinDate: '2024-01-01' }), now)).toBe(0);
  });
  it('isTrialEnded only for trial role at 0 days', () => {
    const old = '2025-03-05';
    expect(isTrialEnded(user({ primaryRoles: [{ name: 'Trial' }], joinDate: old }), now)).toBe(true);
    expect(isTrialEnded(user({ primaryRoles: [{ name: 'Trial' }], joinDate: '2025-03-06' }), now)).toBe(false);
    expect(isTrialEnded(user({ primaryRoles: [{ name: 'Teacher' }], joinDate: old }), now)).toBe(false);
  });
});

describe('krea and authoring', () => {
  it('hasActiveKreaLicense: a Krea licence with the active status', () => {
    expect(hasActiveKreaLicense(user({ activeKreaLicense: true }))).toBe(true);
    expect(hasActiveKreaLicense(user({ activeKreaLicense: { status: 1 } }))).toBe(true);
    expect(hasActiveKreaLicense(user({ activeKreaLicense: { status: 2 } }))).toBe(false);
    expect(hasActiveKreaLicense(user({ activeKreaLicense: null }))).toBe(false);
    expect(hasActiveKreaLicense(null)).toBe(false);
  });
  it('authoring needs krea AND (author | approving author | admin)', () => {
    expect(hasAuthoringAccess(user({ activeKreaLicense: true, secondaryRoles: [{ name: 'Author' }] }))).toBe(true);
    expect(hasAuthoringAccess(user({ activeKreaLicense: true, secondaryRoles: [{ name: 'ApprovingAuthor' }] }))).toBe(
      true,
    );
    expect(hasAuthoringAccess(user({ activeKreaLicense: true, primaryRoles: [{ name: 'Admin' }] }))).toBe(true);
    expect(hasAuthoringAccess(user({ activeKreaLicense: true }))).toBe(false);
    expect(hasAuthoringAccess(user({ activeKreaLicense: false, secondaryRoles: [{ name: 'Author' }] }))).toBe(false);
  });
});

describe('licences', () => {
  it('teachers count only licences of their levels', () => {
    const u = user({
      educationalLevels: [1],
      baseLicenses: [
        { code: 4, level: 1 },
        { code: 2, level: 2 },
      ],
    });
    expect(effectiveLicenses(u).map(({ code, level }) => ({ code, level }))).toEqual([{ code: 4, level: 1 }]);
    expect(isCustomLicense(u)).toBe(true);
    expect(showsStatistics(u)).toBe(false);
  });
  it('teacher levels may be objects', () => {
    const u = user({
      educationalLevels: [{ id: 2, name: 'Secondary' }],
      baseLicenses: [
        { code: 4, level: 1 },
        { code: 2, level: 2 },
      ],
    });
    expect(isCustomLicense(u)).toBe(false);
  });
  it('non-teachers count all licences; custom means all custom', () => {
    const m = user({
      primaryRoles: [{ name: 'Manager' }],
      baseLicenses: [
        { code: 4, level: 1 },
        { code: 2, level: 2 },
      ],
    });
    expect(effectiveLicenses(m)).toHaveLength(2);
    expect(isCustomLicense(m)).toBe(false);
    expect(showsStatistics(m)).toBe(true);
    const all = user({
      primaryRoles: [{ name: 'Manager' }],
      baseLicenses: [
        { code: 4, level: 1 },
        { code: 4, level: 2 },
      ],
    });
    expect(isCustomLicense(all)).toBe(true);
    expect(isCustomLicense(user({ baseLicenses: [] }))).toBe(false);
  });
  it('sample statistics for trial or freemium', () => {
    expect(usesSampleStatistics(user({ primaryRoles: [{ name: 'Trial' }] }))).toBe(true);
    expect(usesSampleStatistics(user({ baseLicenses: [{ code: 1, level: 1 }] }))).toBe(true);
    expect(isFreemium(user({ baseLicenses: [{ code: 1, level: 1 }] }))).toBe(true);
    expect(usesSampleStatistics(user({}))).toBe(false);
  });
  it('white-label active only with status 1', () => {
    expect(hasActiveWhitelabelLicense(user({ activeWhitelabelLicense: { status: 1 } }))).toBe(true);
    expect(hasActiveWhitelabelLicense(user({ activeWhitelabelLicense: { status: 3 } }))).toBe(false);
  });
});

describe('roles', () => {
  it('provider staff', () => {
    const ps = user({ primaryRoles: [{ name: 'ProviderStaff' }] });
    expect(isProviderStaff(ps)).toBe(true);
    expect(hasProfileEntries(ps)).toBe(false);
    expect(isProviderStaff(user({}))).toBe(false);
    expect(hasProfileEntries(user({}))).toBe(true);
  });
  it('change license: trial or admin', () => {
    expect(canChangeLicense(user({ primaryRoles: [{ name: 'Trial' }] }))).toBe(true);
    expect(canChangeLicense(user({ primaryRoles: [{ name: 'Admin' }] }))).toBe(true);
    expect(canChangeLicense(user({ primaryRoles: [{ name: 'Manager' }] }))).toBe(false);
  });
  it('invitations: trial with mainTrial', () => {
    expect(seesInvitations(user({ primaryRoles: [{ name: 'Trial' }], mainTrial: true }))).toBe(true);
    expect(seesInvitations(user({ primaryRoles: [{ name: 'Trial' }], mainTrial: false }))).toBe(false);
    expect(seesInvitations(user({ primaryRoles: [{ name: 'Admin' }], mainTrial: true }))).toBe(false);
  });
  it('team management: admin or manager', () => {
    expect(canManageTeam(user({ primaryRoles: [{ name: 'Manager' }] }))).toBe(true);
    expect(canManageTeam(user({}))).toBe(false);
  });
  it('levels shown by role', () => {
    const u = { educationalLevels: [1], schoolEducationalLevels: [2], schoolGroupEducationalLevels: [3] };
    const ids = (p: TestUserInput) => shownEducationalLevels(user(p)).map((l) => l.id);
    expect(ids({ ...u, primaryRoles: [{ name: 'Admin' }] })).toEqual([3]);
    expect(ids({ ...u })).toEqual([1]);
    expect(ids({ ...u, primaryRoles: [{ name: 'Manager' }] })).toEqual([2]);
  });

  it('follows what Me computed: customLicense / license.code, and licences without level count for teachers', () => {
    // Me of custom@demo.test: no licence 1-3 in baseLicenses, license { code: 4 }, customLicense true
    const custom = user({
      baseLicenses: [],
      license: { id: 9, code: 4, level: null, custom: true },
      customLicense: true,
    });
    expect(isCustomLicense(custom)).toBe(true);
    expect(showsStatistics(custom)).toBe(false);
    // Me of freemium@demo.test: a personal freemium licence without level
    const freemium = user({
      educationalLevels: [1],
      baseLicenses: [{ code: 1, level: null }],
      license: { id: 8, code: 1, level: null, custom: false },
      customLicense: false,
    });
    expect(isFreemium(freemium)).toBe(true);
    expect(usesSampleStatistics(freemium)).toBe(true);
    expect(showsStatistics(freemium)).toBe(true);
    expect(
      isFreemium(
        user({
          baseLicenses: [
            { code: 1, level: null },
            { code: 3, level: null },
          ],
          license: { id: 7, code: 3, level: null, custom: false },
        }),
      ),
    ).toBe(false);
    expect(
      effectiveLicenses(
        user({
          educationalLevels: [1],
          baseLicenses: [
            { code: 3, level: null },
            { code: 2, level: 2 },
          ],
        }),
      ).map((l) => [l.code, l.level]),
    ).toEqual([[3, null]]);
  });
});
