/** Business constants and enums of spec platform §4, §6, §9 and krea §3, §9. */

export const PRIMARY_ROLES = ['Admin', 'Manager', 'Teacher', 'Trial', 'ProviderStaff'] as const;
export type PrimaryRole = (typeof PRIMARY_ROLES)[number];
/** Secondary roles: Author 1, ApprovingAuthor 2. */
export const SECONDARY_ROLES = ['Author', 'ApprovingAuthor'] as const;
export type SecondaryRole = (typeof SECONDARY_ROLES)[number];
export const SECONDARY_ROLE_IDS = { Author: 1, ApprovingAuthor: 2 } as const;

/** Licence types: freemium 1, programFee 2, campus 3, custom 4. */
export const LICENSE_TYPES = { freemium: 1, programFee: 2, campus: 3, custom: 4 } as const;
export type LicenseTypeCode = (typeof LICENSE_TYPES)[keyof typeof LICENSE_TYPES];
/** Licence status: active 1, suspended 2, cancelled 3. */
export const LICENSE_STATUS = { active: 1, suspended: 2, cancelled: 3 } as const;
export type LicenseStatusCode = (typeof LICENSE_STATUS)[keyof typeof LICENSE_STATUS];
/** Per-language content status: approved 1, comingSoon 2, hidden 3. */
export const CONTENT_STATUS = { approved: 1, comingSoon: 2, hidden: 3 } as const;
/** Invitation status strings and the numeric filter of the school user list. */
export const INVITATION_STATUS = ['pending', 'confirmed', 'canceled', 'removed'] as const;
export const INVITATION_FILTER = { none: 0, confirmed: 1, canceled: 2, pending: 3 } as const;
/** User state in the school list: none 0, admin 1, manager 2, teacher 3. */
export const SCHOOL_USER_STATE = { none: 0, admin: 1, manager: 2, teacher: 3 } as const;
export const FOLDER_PERMISSIONS = ['Read', 'Edit', 'Owner'] as const;
export type FolderPermission = (typeof FOLDER_PERMISSIONS)[number];
export const COLLABORATOR_PERMISSIONS = ['owner', 'editor', 'commenter'] as const;

export const TRIAL_DAYS = 15;
export const INVITATION_DAYS = 14;
export const RESET_TOKEN_MINUTES = 60;
export const PASSWORD_MIN = 6;
export const BIO_MAX = 400;
export const MAX_TRIAL_INVITES = 4;

/** Positions (spec §3). */
export const POSITION_KEYS = [
  'principal',
  'vicePrincipal',
  'levelCoordinator',
  'areaCoordinator',
  'innovationCoordinator',
  'academicOrPedagogicalCoordinator',
  'teacherEducation',
  'teacher',
  'iCT',
  'pastoral',
  'management',
] as const;
/** Phone prefixes (spec §9), keyed by ISO 3166-1 alpha-2; OT = other (no prefix). */
export const PHONE_PREFIXES: Record<string, string | null> = {
  AR: '+54',
  ES: '+34',
  US: '+1',
  PE: '+51',
  UY: '+598',
  MX: '+52',
  CO: '+57',
  OT: null,
};

/** Remaining trial days: 15 minus whole days since joining, not below 0 (spec §4). */
export function trialDaysLeft(joinDate: string | Date, now: Date = new Date()): number {
  const joined = typeof joinDate === 'string' ? new Date(joinDate) : joinDate;
  const days = Math.floor((now.getTime() - joined.getTime()) / 86_400_000);
  return Math.max(0, TRIAL_DAYS - days);
}
