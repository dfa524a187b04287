/**
 * User info as returned by GET /AccountApi/Me (spec §3). Defined here until @platform/contracts
 * exports an equivalent type; keep the two structurally compatible.
 */
export type Locale = 'es' | 'en' | 'ca';
export type PrimaryRoleName = 'Admin' | 'Manager' | 'Teacher' | 'Trial' | 'ProviderStaff';
export type SecondaryRoleName = 'Author' | 'ApprovingAuthor';

export interface NamedRole<N extends string = string> {
  name: N | string;
}

/** Licence type codes (spec §6/§9): freemium 1, programFee 2, campus 3, custom 4. */
export const LicenseType = { Freemium: 1, ProgramFee: 2, Campus: 3, Custom: 4 } as const;
export type LicenseCode = (typeof LicenseType)[keyof typeof LicenseType];
/** Licence status (spec §4): active 1, suspended 2, cancelled 3. */
export const LicenseStatus = { Active: 1, Suspended: 2, Cancelled: 3 } as const;

export interface BaseLicense {
  code: number;
  /** educational level id (or name) the licence applies to; null = every level */
  level: number | string | null;
}

export interface WhitelabelLicense {
  status: number;
  whitelabelLicenseConfiguration?: { largeLogo?: string | null; smallLogo?: string | null } | null;
}

export interface LanguageConfiguration {
  DefaultMailingLanguage?: Locale | string | null;
  DefaultNavigationLanguage?: Locale | string | null;
}

export type EducationalLevel = number | string | { id: number | string; name?: string };

export interface UserInfo {
  userId: number;
  email: string;
  avatar?: string | null;
  primaryRoles: NamedRole<PrimaryRoleName>[];
  secondaryRoles: NamedRole<SecondaryRoleName>[];
  position?: string | null;
  educationalLevels: EducationalLevel[];
  schoolEducationalLevels?: EducationalLevel[];
  schoolGroupEducationalLevels?: EducationalLevel[];
  mainTrial?: boolean;
  /** ISO date */
  joinDate?: string | null;
  baseLicenses: BaseLicense[];
  /** the effective licence Me computed ({ code, custom }) */
  license?: unknown;
  /** Me: true when every counted licence is custom (code 4) */
  customLicense?: boolean;
  activeKreaLicense?: boolean | { status?: number } | null;
  activeWhitelabelLicense?: WhitelabelLicense | null;
  schoolGroupId?: number | null;
  schoolGroupName?: string | null;
  schoolGroupType?: string | number | null;
  schoolId?: number | null;
  schoolName?: string | null;
  languageConfiguration?: LanguageConfiguration | null;
  signedTermsAndCondition?: boolean;
}

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';
