/**
 * Account contract (spec platform §3 User info / Profile, §5 password and email rules, §7 AccountApi,
 * §8 messages; krea §7 terms). Request schemas validate on the server; response types type the client.
 */
import { z } from 'zod';
import { localeInputSchema, type AppLocale } from './common';
import { PASSWORD_MIN, type LicenseStatusCode, type LicenseTypeCode } from './constants';

/** Email pattern of spec §5 (local part without spaces or <>()[]\.,;:@", optional quoted form, domain or bracketed IP). */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, 'Invalid email')
  .transform((v) => v.toLowerCase());
/** Password rule of spec §5: at least 6 characters, one uppercase, one lowercase, one digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'Invalid password format')
  .max(200)
  .regex(PASSWORD_PATTERN, 'Invalid password format');

// ---------------------------------------------------------------- requests
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .max(254)
    .regex(EMAIL_PATTERN, 'Wrong email format')
    .transform((v) => v.toLowerCase()),
  /** sign-in accepts any non-empty password (old passwords may predate the rule) */
  password: z.string().min(1, 'Please enter your password').max(200),
  locale: localeInputSchema.optional(),
});
export type SignInRequest = z.input<typeof signInSchema>;
export const subdomainParamSchema = z.object({
  subdomain: z
    .string()
    .trim()
    .min(1)
    .max(63)
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i, 'Invalid subdomain'),
});
export const getSubdomainQuerySchema = subdomainParamSchema;

export const resetPasswordEmailSchema = z.object({ email: emailSchema, locale: localeInputSchema.optional() });
export type ResetPasswordEmailRequest = z.input<typeof resetPasswordEmailSchema>;
export const resetPasswordSchema = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
  resetToken: z.string().min(10).max(200),
  newPassword: passwordSchema,
  locale: localeInputSchema.optional(),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

/** POST /AccountApi/LanguageConfiguration?DefaultMailingLanguage=&DefaultNavigationLanguage= (either or both). */
export const languageConfigurationQuerySchema = z
  .object({
    DefaultMailingLanguage: localeInputSchema.optional(),
    DefaultNavigationLanguage: localeInputSchema.optional(),
    locale: localeInputSchema.optional(),
  })
  .refine((v) => v.DefaultMailingLanguage !== undefined || v.DefaultNavigationLanguage !== undefined, {
    message: 'DefaultMailingLanguage or DefaultNavigationLanguage is required',
    path: ['DefaultMailingLanguage'],
  });
/** POST /AccountApi/NavigationTutorial { status } (also accepted as ?status=). */
export const navigationTutorialSchema = z.object({
  status: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
  locale: localeInputSchema.optional(),
});
export const positionsForNewUserQuerySchema = z.object({
  roleName: z.enum(['Admin', 'Manager', 'Teacher', 'Trial']).optional(),
  locale: localeInputSchema.optional(),
});

// ---------------------------------------------------------------- responses
export interface TokenResponse {
  /** short-lived access token (HS256 JWT), sent back as `Authorization: Bearer` */
  token: string;
  /** seconds until the access token expires */
  expiresIn: number;
}
export interface NamedRoleDto {
  id: number;
  name: string;
}
export interface IdName {
  id: number;
  name: string;
}
export interface BaseLicenseDto {
  id: number;
  code: LicenseTypeCode;
  level: number | null;
  levelName: string | null;
  expiresAt: string | null;
}
export interface LicenseDto {
  id: number | null;
  code: LicenseTypeCode;
  level: number | null;
  custom: boolean;
}
export interface KreaLicenseDto {
  id: number;
  status: LicenseStatusCode;
  expiresAt: string | null;
}
export interface WhitelabelLicenseDto {
  id: number;
  status: LicenseStatusCode;
  whitelabelLicenseConfiguration: { largeLogo: string | null; smallLogo: string | null; subdomain: string | null };
}
export interface LanguageConfigurationDto {
  DefaultMailingLanguage: AppLocale;
  DefaultNavigationLanguage: AppLocale;
}

/** Who a user is: what the user info (Me) and the profile (userVO) open with. */
export interface UserIdentityDto {
  userId: number;
  email: string;
  name: string | null;
  surname: string | null;
  fullName: string | null;
  avatar: string | null;
}

/** GET /AccountApi/Me (spec §3 User info). */
export interface UserInfoDto extends UserIdentityDto {
  primaryRoles: NamedRoleDto[];
  secondaryRoles: NamedRoleDto[];
  /** position name in the request locale (id in positionId) */
  position: string | null;
  positionId: number | null;
  educationalLevels: IdName[];
  schoolEducationalLevels: IdName[];
  schoolGroupEducationalLevels: IdName[];
  mainTrial: boolean;
  /** ISO timestamp */
  joinDate: string;
  /** remaining trial days (15 − days since joinDate, ≥ 0); null for non-trial users */
  trialDaysLeft: number | null;
  /** base licences that count for this user (types 1-3; for teachers only those of their levels) */
  baseLicenses: BaseLicenseDto[];
  /** the effective licence: custom (4) when every counted licence is custom, otherwise the highest base code; null when none */
  license: LicenseDto | null;
  customLicense: boolean;
  activeKreaLicense: KreaLicenseDto | null;
  /** the white-label licence of the user's school (or group) in any status; active when status is 1 */
  activeWhitelabelLicense: WhitelabelLicenseDto | null;
  schoolGroupId: number | null;
  schoolGroupName: string | null;
  schoolGroupType: number | null;
  schoolId: number | null;
  schoolName: string | null;
  languageConfiguration: LanguageConfigurationDto;
  signedTermsAndCondition: boolean;
  navigationTutorial: boolean;
  notificationLastSeen: string | null;
  /** true when the user has authoring access (active Krea licence + Author/ApprovingAuthor, or Admin) */
  kreaAccess: boolean;
}

/** GET /AccountApi/UserProfile (spec §3 Profile). */
export interface UserProfileDto {
  userProfile: {
    userVO: UserIdentityDto & {
      cellPhoneNumber: string | null;
      bio: string | null;
      position: IdName | null;
      educationalLevels: IdName[];
      subjects: IdName[];
      subjectsLabel: string | null;
      primaryRoles: NamedRoleDto[];
      secondaryRoles: NamedRoleDto[];
    };
    schoolGroupVO: {
      id: number | null;
      name: string | null;
      picture: string | null;
      educationalLevels: IdName[];
      currentSchool: {
        id: number;
        name: string;
        address: string | null;
        email: string | null;
        avatar: string | null;
        impartedLevels: IdName[];
      } | null;
    };
  };
  /** spec §5 profile completion by role */
  profileComplete: boolean;
}

/** GET /AccountApi/GetSubdomain?subdomain= */
export interface SubdomainInfoDto {
  subdomain: string;
  name: string;
  smallLogo: string | null;
  largeLogo: string | null;
  schoolId: number | null;
  schoolGroupId: number | null;
  /** white-label licence status (1 active, 2 suspended, 3 cancelled) or null when there is none */
  licenseStatus: LicenseStatusCode | null;
  active: boolean;
}
/** GET /krea/Account/TermsAndConditions */
export interface TermsAndConditionsDto {
  termsAndConditionsURL: string;
  signed: boolean;
  signedAt: string | null;
  version: string;
}
