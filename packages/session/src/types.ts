import type { AppLocale, IdName, UserInfoDto } from '@platform/contracts';

/** The platform's languages (spec §9): es (default), en, ca. */
export type Locale = AppLocale;

/** User info as returned by GET /AccountApi/Me (spec §3): the contract's type. */
export type UserInfo = UserInfoDto;
export type EducationalLevel = IdName;

/** Licence type codes (spec §6/§9): freemium 1, programFee 2, campus 3, custom 4. */
export const LicenseType = { Freemium: 1, ProgramFee: 2, Campus: 3, Custom: 4 } as const;
export type LicenseCode = (typeof LicenseType)[keyof typeof LicenseType];
/** Licence status (spec §4): active 1, suspended 2, cancelled 3. */
export const LicenseStatus = { Active: 1, Suspended: 2, Cancelled: 3 } as const;

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';
