/**
 * Registration contract (spec platform §3 New invited user / Trial user, §4 invitation token and trial states, §5
 * registration, password and trial-invite rules, §7 AccountApi trial / invitation / freemium / external calls, §8
 * messages, §9 limits). Request schemas validate on the server and in the forms; response types type the client.
 */
import { z } from 'zod';
import { localeInputSchema } from './common';
import { emailSchema, passwordSchema, type TokenResponse } from './account';
import { PHONE_PATTERN, TEAM_MESSAGES } from './profile';

const id = z.number().int().positive().max(2_147_483_647);
const noNul = (s: string) => !s.includes('\u0000');
const requiredText = (max: number) =>
  z.string().trim().min(1, 'Please, complete all fields').max(max).refine(noNul, 'must not contain NUL characters');

// ---------------------------------------------------------------- constants
/** §9 up to 4 colleagues invited per trial school; the trial invitation modal shows 4 inputs. */
export const TRIAL_INVITES_MAX = 4;
/** §5 trial invite email: check after 1500 ms of no typing, then ask the server after 500 ms. */
export const TRIAL_INVITE_DEBOUNCE_MS = 1500;
export const TRIAL_INVITE_SERVER_DEBOUNCE_MS = 500;
/** Trial sign-up email check (UserExists) debounce. */
export const USER_EXISTS_DEBOUNCE_MS = 500;
/** The email-confirmation link of a trial sign-up lasts two days. */
export const TRIAL_CONFIRM_HOURS = 48;
/** §8 messages the server answers and the forms show. */
export const REGISTRATION_MESSAGES = {
  emailTaken: TEAM_MESSAGES.emailTaken,
  emailsDoNotMatch: 'Emails do not match. Try again',
  passwordsDoNotMatch: 'Passwords do not match. Try again',
  terms: 'You must accept the terms and conditions',
  invitesMax: `You can invite up to ${TRIAL_INVITES_MAX} colleagues`,
  alreadyInvited: TEAM_MESSAGES.alreadyInvited,
  invalidToken: 'The link is not valid or has already been used',
  expiredToken: 'The link has expired',
  externalMismatch: 'The account selected does not match the invited user',
  notRegistered: 'The user is not registered',
  notMainTrialFreemium: 'Only the person who started the trial of your school can switch it to Freemium',
  noMainTrial: 'This trial school cannot take new members',
  joinRequestsMax: 'This trial school has too many requests waiting: ask its main user to invite you',
} as const;
/** Requests to join one trial school that may wait for its main user at once (ADR 0048). */
export const TRIAL_JOIN_PENDING_MAX = 10;

const phone = z.string().trim().regex(PHONE_PATTERN, 'Digits only');
const phoneCountry = z
  .string()
  .trim()
  .length(2)
  .regex(/^[A-Za-z]{2}$/)
  .transform((v) => v.toUpperCase());
const levelIds = z.array(id).max(20);
const terms = z.literal(true, { message: REGISTRATION_MESSAGES.terms });

/** §3 Trial user school: an existing trial school (id) or a new one (name, address, city, country, levels). */
export const trialSchoolSchema = z.union([
  z.object({ id }),
  z.object({
    name: requiredText(200),
    address: requiredText(300),
    city: z.string().trim().max(120).refine(noNul).optional().default(''),
    countryISO2: phoneCountry,
    impartedLevels: levelIds.min(1, 'Select at least one level'),
    addressLatitude: z.number().min(-90).max(90).optional().nullable(),
    addressLongitude: z.number().min(-180).max(180).optional().nullable(),
  }),
]);

// ---------------------------------------------------------------- requests
/** GET /AccountApi/UserExists?email= (public; rate-limited). */
export const userExistsQuerySchema = z.object({ email: emailSchema, locale: localeInputSchema.optional() });
/** GET /AccountApi/SearchTrialSchools?name= (public; rate-limited): existing trial schools a colleague can join. */
export const searchTrialSchoolsQuerySchema = z.object({
  name: z.string().trim().min(3).max(100).refine(noNul),
  locale: localeInputSchema.optional(),
});
export interface TrialSchoolDto {
  id: number;
  name: string;
  city: string;
  countryISO2: string | null;
}
/** GET /AccountApi/UserExistsInSchool?email= (a trial user with the main trial). */
export const userExistsInSchoolQuerySchema = userExistsQuerySchema;

const trialBase = {
  fullName: requiredText(150),
  cellPhoneNumber: phone,
  phoneCountry,
  positionId: id,
  school: trialSchoolSchema,
  /** the user's levels; none: all the school's */
  educationalLevelIds: levelIds.optional().default([]),
  termsAccepted: terms,
  locale: localeInputSchema.optional(),
};

/** POST /AccountApi/RegisterTrialUser (§3 Trial user, §5 rules). */
export const registerTrialUserSchema = z
  .object({
    email: emailSchema,
    repeatEmail: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(200),
    ...trialBase,
  })
  .refine((v) => v.email === v.repeatEmail, { message: REGISTRATION_MESSAGES.emailsDoNotMatch, path: ['repeatEmail'] })
  .refine((v) => v.password === v.confirmPassword, {
    message: REGISTRATION_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterTrialUserRequest = z.input<typeof registerTrialUserSchema>;

/** POST /AccountApi/RegisterExternalTrialUser: the email comes from the verified ID token, no password. */
export const registerExternalTrialUserSchema = z.object({
  provider: z.enum(['google', 'microsoft']),
  idToken: z.string().min(20).max(8000),
  ...trialBase,
});
export type RegisterExternalTrialUserRequest = z.input<typeof registerExternalTrialUserSchema>;

/**
 * POST /AccountApi/RequestToJoinTrialSchool (issue 26, ADR 0048): asks the main user of an existing trial school to
 * invite me. No account is created: the invitation they send registers me.
 */
export const requestToJoinTrialSchoolSchema = z
  .object({
    schoolId: id,
    email: emailSchema,
    repeatEmail: emailSchema,
    fullName: requiredText(150),
    termsAccepted: terms,
    locale: localeInputSchema.optional(),
  })
  .refine((v) => v.email === v.repeatEmail, { message: REGISTRATION_MESSAGES.emailsDoNotMatch, path: ['repeatEmail'] });
export type RequestToJoinTrialSchoolRequest = z.input<typeof requestToJoinTrialSchoolSchema>;
/** POST /AccountApi/TrialJoinRequests/{id}/Invite and /Decline */
export const trialJoinRequestParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /AccountApi/ConfirmTrialEmail { userId, token } */
export const confirmTrialEmailSchema = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
  token: z.string().trim().min(10).max(200),
  locale: localeInputSchema.optional(),
});
export type ConfirmTrialEmailRequest = z.input<typeof confirmTrialEmailSchema>;

/** GET /AccountApi/GetInvitedUserInfo?token= */
export const invitedUserInfoQuerySchema = z.object({
  token: z.string().trim().min(10).max(200),
  locale: localeInputSchema.optional(),
});

const acceptBase = {
  token: z.string().trim().min(10).max(200),
  fullName: requiredText(150),
  positionId: id,
  cellPhoneNumber: phone,
  phoneCountry,
  /** limited to the school's levels; none: all the school's */
  educationalLevelIds: levelIds.optional().default([]),
  termsAccepted: terms,
  locale: localeInputSchema.optional(),
};
/** POST /AccountApi/AcceptInvitation (§3 New invited user, §5 registration). */
export const acceptInvitationSchema = z
  .object({ ...acceptBase, password: passwordSchema, confirmPassword: z.string().max(200) })
  .refine((v) => v.password === v.confirmPassword, {
    message: REGISTRATION_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type AcceptInvitationRequest = z.input<typeof acceptInvitationSchema>;
/** POST /AccountApi/AcceptExternalInvitation: the ID token's email must be the invited one. */
export const acceptExternalInvitationSchema = z.object({
  ...acceptBase,
  provider: z.enum(['google', 'microsoft']),
  idToken: z.string().min(20).max(8000),
});
export type AcceptExternalInvitationRequest = z.input<typeof acceptExternalInvitationSchema>;

/**
 * POST /AccountApi/RequestInvitationResend { token, locale? } (the expired-token page): the expired invitation link's
 * own token (issue 26: never by user and school ids, which anyone could send to cancel someone's live link).
 */
export const requestInvitationResendSchema = z.object({
  token: z.string().trim().min(10).max(200),
  locale: localeInputSchema.optional(),
});
export type RequestInvitationResendRequest = z.input<typeof requestInvitationResendSchema>;

/** POST /AccountApi/SendTrialUsersInvitation { emails } (§5: 1 to 4, distinct). */
export const sendTrialUsersInvitationSchema = z.object({
  emails: z
    .array(emailSchema)
    .min(1, 'Enter at least one email')
    .max(TRIAL_INVITES_MAX, REGISTRATION_MESSAGES.invitesMax)
    .refine((v) => new Set(v).size === v.length, REGISTRATION_MESSAGES.alreadyInvited),
  locale: localeInputSchema.optional(),
});
export type SendTrialUsersInvitationRequest = z.input<typeof sendTrialUsersInvitationSchema>;

/** GET /AccountApi/ExternalGoogleInfo?token= (also ExternalMicrosoftInfo) */
export const externalTokenQuerySchema = z.object({
  token: z.string().trim().min(20).max(8000),
  locale: localeInputSchema.optional(),
});
/**
 * POST /AccountApi/ExternalGoogleLogin (also ExternalMicrosoftLogin) with the JSON body { token } only: never in the
 * query string nor as text/plain (a cross-site form could send those: login CSRF). ADR 0049.
 */
export const externalLoginSchema = z.object({
  token: z.string().trim().min(20).max(8000),
  locale: localeInputSchema.optional(),
});
export type ExternalLoginRequest = z.input<typeof externalLoginSchema>;
/** POST /AccountApi/ExternalNonce: the nonce the next authorization request must carry (single use, this browser). */
export interface ExternalNonceDto {
  nonce: string;
}

// ---------------------------------------------------------------- responses
export interface UserExistsDto {
  exists: boolean;
}
export interface UserExistsInSchoolDto {
  exists: boolean;
  inSchool: boolean;
}
export interface RegisterTrialUserResult {
  userId: number;
  email: string;
}
/** 202 of RequestToJoinTrialSchool (and of RegisterTrialUser / RegisterExternalTrialUser given an existing school). */
export interface TrialJoinRequestResult {
  joinRequested: true;
  email: string;
  schoolName: string;
}
/** GET /AccountApi/TrialJoinRequests (the main trial user): requests waiting for an answer, newest first. */
export interface TrialJoinRequestDto {
  id: number;
  fullName: string;
  email: string;
  createdAt: string;
}
export type ActivationStatus = 'success' | 'expired' | 'used' | 'invalid';
/** The account is active and its user signed in (the refresh cookie is set). */
export interface ConfirmTrialEmailResult extends TokenResponse {
  status: 'success';
}

/** GET /AccountApi/GetInvitedUserInfo (§3 New invited user): expired carries only the ids for the resend. */
export interface InvitedUserInfoDto {
  expired: boolean;
  userId: number;
  schoolId: number;
  email?: string;
  schoolName?: string;
  kind?: 'school' | 'trial';
  role?: string;
  /** levels the invitation proposed */
  educationalLevels?: Array<{ id: number; name: string }>;
  schoolEducationalLevels?: Array<{ id: number; name: string }>;
}

/** GET /AccountApi/GetInvitedTrialUsers (§3 invited emails / invitations). */
export interface InvitedTrialUsersDto {
  confirmed: string[];
  pending: string[];
  /** invitations whose link ran out unused: listed, but holding no slot */
  expired: string[];
  /** confirmed and pending invitations: the slots taken of `max` */
  count: number;
  max: number;
  emailsWithState: Array<{ email: string; state: 'confirmed' | 'pending' | 'expired' }>;
}

export interface RequestFreemiumLicenseResult {
  licensed: number;
  userIds: number[];
}

/** GET /AccountApi/ExternalProviders: which sign-in buttons exist (none without configuration). */
export interface ExternalProvidersDto {
  /** authorizationEndpoint: where the browser gets the ID token (OIDC implicit, response_type=id_token; ADR 0026) */
  google: { clientId: string; authorizationEndpoint: string } | null;
  microsoft: { clientId: string; authority: string; authorizationEndpoint: string } | null;
}
/** GET /AccountApi/ExternalGoogleInfo / ExternalMicrosoftInfo: what prefills the trial form. */
export interface ExternalUserInfoDto {
  provider: 'google' | 'microsoft';
  email: string;
  fullName: string | null;
  registered: boolean;
}
/** 404 code of External*Login when the verified identity has no account (§4 "not registered"). */
export const EXTERNAL_NOT_REGISTERED = 'EXTERNAL_NOT_REGISTERED';
/**
 * 403 code of the external sign-in calls when the provider does not assert that the token's holder owns its email
 * (Microsoft without the verified-domain claim): no account is linked or created by that email (ADR 0049).
 */
export const EXTERNAL_EMAIL_UNVERIFIED = 'EXTERNAL_EMAIL_UNVERIFIED';
