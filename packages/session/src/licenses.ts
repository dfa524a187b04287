import type { EducationalLevel, UserInfo } from './types';
import { LicenseStatus, LicenseType } from './types';

/** Spec §4/§9: trial lasts 15 days from joinDate. */
export const TRIAL_DAYS = 15;
const DAY_MS = 86_400_000;

type U = UserInfo | null | undefined;

export const primaryRoleNames = (u: U): string[] => (u?.primaryRoles ?? []).map((r) => r.name);
export const secondaryRoleNames = (u: U): string[] => (u?.secondaryRoles ?? []).map((r) => r.name);
export const hasPrimaryRole = (u: U, name: string): boolean => primaryRoleNames(u).includes(name);
export const hasSecondaryRole = (u: U, name: string): boolean => secondaryRoleNames(u).includes(name);

export const isAdmin = (u: U): boolean => hasPrimaryRole(u, 'Admin');
export const isManager = (u: U): boolean => hasPrimaryRole(u, 'Manager');
export const isTeacher = (u: U): boolean => hasPrimaryRole(u, 'Teacher');
export const isTrial = (u: U): boolean => hasPrimaryRole(u, 'Trial');
/** The internal provider-staff role: no profile, school or preferences entries. */
export const isProviderStaff = (u: U): boolean => hasPrimaryRole(u, 'ProviderStaff');

/** Whole days elapsed since joinDate (UTC calendar days), 0 when unknown. */
export function daysSinceJoin(u: U, now: Date = new Date()): number {
  if (!u?.joinDate) return 0;
  const join = new Date(u.joinDate);
  if (Number.isNaN(join.getTime())) return 0;
  const a = Date.UTC(join.getUTCFullYear(), join.getUTCMonth(), join.getUTCDate());
  const b = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.floor((b - a) / DAY_MS);
}

/** 15 − days since joinDate, never below 0. */
export function trialDaysLeft(u: U, now: Date = new Date()): number {
  return Math.max(0, TRIAL_DAYS - daysSinceJoin(u, now));
}

/** A trial user whose 15 days are over. */
export function isTrialEnded(u: U, now: Date = new Date()): boolean {
  return isTrial(u) && trialDaysLeft(u, now) === 0;
}

export function hasActiveKreaLicense(u: U): boolean {
  return u?.activeKreaLicense?.status === LicenseStatus.Active;
}

/** Spec §6: active Krea licence AND (Author or ApprovingAuthor secondary role OR Admin primary role). */
export function hasAuthoringAccess(u: U): boolean {
  return (
    hasActiveKreaLicense(u) && (hasSecondaryRole(u, 'Author') || hasSecondaryRole(u, 'ApprovingAuthor') || isAdmin(u))
  );
}

export function hasActiveWhitelabelLicense(u: U): boolean {
  return u?.activeWhitelabelLicense?.status === LicenseStatus.Active;
}

/**
 * Licences that count for the user: for teachers only those whose level is among the teacher's
 * educational levels (spec §6); for everyone else all of them.
 */
export function effectiveLicenses(u: U) {
  const all = u?.baseLicenses ?? [];
  if (!isTeacher(u)) return all;
  const levels = new Set((u?.educationalLevels ?? []).map((l) => l.id));
  // a licence without level applies to every level (as the server counts it)
  return all.filter((l) => l.level === null || l.level === undefined || levels.has(l.level));
}

/** The effective licence code the server computed in Me (`license.code`: custom 4 when every counted licence is custom). */
function serverLicenseCode(u: U): number | null {
  return typeof u?.license?.code === 'number' ? u.license.code : null;
}

/**
 * Custom licence: there are licences and all of them are custom (code 4). Me's `customLicense` / `license.code`
 * say it when present (Me lists only licences 1-3 in baseLicenses); otherwise baseLicenses decide.
 */
export function isCustomLicense(u: U): boolean {
  if (u?.customLicense === true || serverLicenseCode(u) === LicenseType.Custom) return true;
  const l = effectiveLicenses(u);
  return l.length > 0 && l.every((x) => x.code === LicenseType.Custom);
}

/** Freemium: every licence that counts is freemium (Me's `license.code` 1 says it when present). */
export function isFreemium(u: U): boolean {
  const code = serverLicenseCode(u);
  if (code !== null) return code === LicenseType.Freemium;
  const l = effectiveLicenses(u);
  return l.length > 0 && l.every((x) => x.code === LicenseType.Freemium);
}

/** Statistics link is hidden for a custom licence. */
export const showsStatistics = (u: U): boolean => !!u && !isCustomLicense(u);
/** Trial or freemium users see built-in sample statistics. */
export const usesSampleStatistics = (u: U): boolean => isTrial(u) || isFreemium(u);
/** "Change license" menu entry: trial or admin. */
export const canChangeLicense = (u: U): boolean => isTrial(u) || isAdmin(u);
/** "See invitations": trial with mainTrial. */
export const seesInvitations = (u: U): boolean => isTrial(u) && u?.mainTrial === true;
/** Managers and admins administer the team and see metrics. */
export const canManageTeam = (u: U): boolean => isAdmin(u) || isManager(u);
/** Profile, school and preferences entries are absent for provider staff. */
export const hasProfileEntries = (u: U): boolean => !!u && !isProviderStaff(u);

/** Levels shown (spec §6): admin → school group's, teacher → own, others → current school's. */
export function shownEducationalLevels(u: U): EducationalLevel[] {
  if (!u) return [];
  if (isAdmin(u)) return u.schoolGroupEducationalLevels ?? [];
  if (isTeacher(u)) return u.educationalLevels ?? [];
  return u.schoolEducationalLevels ?? [];
}
