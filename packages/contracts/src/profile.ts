/**
 * Profile, school, school group, team and sharing groups (spec platform §3 Profile / School / Team user / Sharing
 * group / Author, §4 invitation status and team, §5 profile, school and photo rules, §6 who administers, §7 AccountApi
 * Edit / AuthorProfile / InviteUser / ResendInvitation, SchoolApi, SchoolGroupApi, SharingGroupApi, §8 messages, §9).
 * Request schemas validate on the server (and in the forms); response types type the client.
 */
import { z } from 'zod';
import { localeInputSchema } from './common';
import { emailSchema, type IdName } from './account';
import { BIO_MAX } from './constants';

const id = z.number().int().positive().max(2_147_483_647);
const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number) => z.string().max(max).refine(noNul, 'must not contain NUL characters');
const levelIds = z.array(id).max(20);

// ---------------------------------------------------------------- constants
/** Bio under 400 characters (§5, §9: BIO_MAX = 400 is the bound, so at most 399). */
export const BIO_MAX_LENGTH = BIO_MAX - 1;
/** §3 school size bands: under 300, 300-500, 501-1000, over 1000 students. */
export const STUDENT_BANDS = [1, 2, 3, 4] as const;
export type StudentBand = (typeof STUDENT_BANDS)[number];
export const STUDENT_BAND_KEYS: Record<StudentBand, string> = {
  1: 'under300',
  2: 'from300to500',
  3: 'from501to1000',
  4: 'over1000',
};
/** §4 team filters: none 0, confirmed 1, canceled 2, pending 3. */
export const TEAM_FILTERS = { none: 0, confirmed: 1, canceled: 2, pending: 3 } as const;
export type InvitationStatus = 'confirmed' | 'pending' | 'canceled';
/** §9 school users page sizes. */
export const TEAM_PAGE_SIZES = [10, 20, 30] as const;
/** roles a manager or admin may give (§6 invite options). */
export const TEAM_ROLES = ['Manager', 'Teacher'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const SHARING_GROUP_NAME_MAX = 100;
/** §8 team messages (the client shows them; the server answers them as `message`). */
export const TEAM_MESSAGES = {
  invite: 'Failed to send invite',
  edit: 'An error occurred when editing the user, please try again',
  remove: 'An error occurred when deleting the members, please try again',
  alreadyInvited: 'Already invited. Pick another colleague from your School.',
  emailTaken: 'Email address is already registered',
  currentPasswordRequired: 'Enter your current password to change your email',
  wrongPassword: 'The current password is not correct',
  noPassword: 'Your account has no password yet: set one with "Forgot your password?" before changing your email',
} as const;

/** An email change waits this long for the new address to confirm (ADR 0048). */
export const EMAIL_CHANGE_HOURS = 48;

/** POST /AccountApi/ConfirmEmailChange { token } (public: the link mailed to the new address). */
export const confirmEmailChangeSchema = z.object({
  token: z.string().trim().min(10).max(200),
  locale: localeInputSchema.optional(),
});
export type ConfirmEmailChangeRequest = z.input<typeof confirmEmailChangeSchema>;
export interface ConfirmEmailChangeResult {
  status: 'success';
  email: string;
}

/** Digits only (§5 phone-like inputs). */
export const PHONE_PATTERN = /^\d{4,15}$/;
/** http(s) URL for the author's website and social links. */
const urlSchema = z
  .string()
  .trim()
  .max(300)
  .refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Invalid URL (http:// or https://)')
  .transform((v) => (v === '' ? null : v));
/** A stored file of the platform (what UploadAsBase64 answered), or null to remove it. */
const fileLocation = z
  .string()
  .max(500)
  .regex(/^\/files\/[A-Za-z0-9_\-./]+$/, 'Not an uploaded file')
  .refine((v) => !v.includes('..'), 'Not an uploaded file')
  .nullable();

// ---------------------------------------------------------------- profile
/** PUT /AccountApi/Edit: the editable profile fields (§3 Profile). */
export const editProfileSchema = z.object({
  name: text(100)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'Please, complete all fields'),
  surname: text(100)
    .transform((v) => v.trim())
    .optional()
    .default(''),
  email: emailSchema.optional(),
  /**
   * Required when `email` differs from the current address (issue 26, ADR 0048): the new address only takes effect once
   * it confirms the link mailed to it.
   */
  currentPassword: z.string().max(200).optional(),
  /** digits only; '' clears it */
  cellPhoneNumber: z
    .string()
    .trim()
    .max(15)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Digits only')
    .optional()
    .nullable(),
  /** ISO2 of the §9 country whose prefix goes before the phone */
  phoneCountry: z
    .string()
    .length(2)
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .optional()
    .nullable(),
  positionId: id.optional().nullable(),
  bio: text(BIO_MAX_LENGTH).optional().nullable(),
  educationalLevelIds: levelIds.optional(),
  subjectIds: z.array(id).max(50).optional(),
  avatar: fileLocation.optional(),
  locale: localeInputSchema.optional(),
});
export type EditProfileRequest = z.input<typeof editProfileSchema>;

/** PUT /AccountApi/AuthorProfile: the author card (§2 author hover card, §3 Author). */
export const authorProfileSchema = z.object({
  description: text(200).optional().nullable(),
  /** the profile's rule (§5 "bio under 400"): the author card's bio keeps the same bound */
  bio: z
    .string()
    .max(BIO_MAX_LENGTH, `The bio must be under ${BIO_MAX} characters`)
    .refine(noNul, 'must not contain NUL characters')
    .optional()
    .nullable(),
  picture: fileLocation.optional(),
  website: urlSchema.optional().nullable(),
  facebook: urlSchema.optional().nullable(),
  instagram: urlSchema.optional().nullable(),
  twitter: urlSchema.optional().nullable(),
  locale: localeInputSchema.optional(),
});
export type AuthorProfileRequest = z.input<typeof authorProfileSchema>;
export interface AuthorProfileDto {
  authorId: number | null;
  name: string;
  description: string | null;
  bio: string | null;
  picture: string | null;
  website: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
}
/** GET /AccountApi/ProfileExtras: what UserProfile does not carry (phone country, completion hints). */
export interface ProfileExtrasDto {
  phoneCountry: string | null;
  /** the §5 fields still missing for the caller's role: bio, cellPhoneNumber, educationalLevels, subjectsLabel */
  missing: Array<'bio' | 'cellPhoneNumber' | 'educationalLevels' | 'subjectsLabel'>;
  isAuthor: boolean;
  /** an email change waiting for the new address to confirm (ADR 0048), else null */
  pendingEmail: string | null;
  /** false for an account created by Google / Microsoft sign-in that never set a password */
  hasPassword: boolean;
}

// ---------------------------------------------------------------- school
export const schoolIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const schoolIdPathSchema = z.object({ schoolId: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT /SchoolApi/{id} (§5 school save: name, address and network name required; email checked). */
export const updateSchoolSchema = z.object({
  name: text(150)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'requiredFields'),
  address: text(300)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'requiredFields'),
  networkName: text(150)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'requiredFields'),
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  centreKey: text(50)
    .transform((v) => v.trim())
    .optional()
    .nullable(),
  studentsBand: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .optional()
    .nullable(),
  educationalLevelIds: levelIds.optional(),
  avatar: fileLocation.optional(),
  locale: localeInputSchema.optional(),
});
export type UpdateSchoolRequest = z.input<typeof updateSchoolSchema>;

export const schoolExistsQuerySchema = z.object({
  centreKey: z.string().trim().max(50).optional().default(''),
  /** the school being edited (its own key is not a clash) */
  schoolId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  locale: localeInputSchema.optional(),
});

export interface TeamMemberBrief {
  userId: number;
  name: string;
  email: string;
  avatar: string | null;
}
/** GET /SchoolApi/{id} (§3 School). */
export interface SchoolDto {
  id: number;
  name: string;
  address: string | null;
  email: string | null;
  centreKey: string | null;
  studentsBand: StudentBand | null;
  educationalLevels: IdName[];
  networkName: string | null;
  avatar: string | null;
  schoolGroupId: number | null;
  schoolGroupName: string | null;
  managers: TeamMemberBrief[];
  teamCount: number;
  /** the caller may edit it and administer its team */
  canEdit: boolean;
}
/** GET /SchoolApi/GetUserSchools: the schools the caller belongs to (admins: every school of the group). */
export interface UserSchoolDto {
  id: number;
  name: string;
  avatar: string | null;
  current: boolean;
  canManage: boolean;
}

/** GET /SchoolApi/GetUsersStatusBySchool/{id}?pageNumber&pageSize&filter (§4 filters none 0 … pending 3). */
export const teamQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (TEAM_PAGE_SIZES as readonly number[]).includes(v), 'pageSize is 10, 20 or 30')
    .default(10),
  filter: z.coerce.number().int().min(0).max(3).default(0),
  locale: localeInputSchema.optional(),
});
/** §3 Team user. */
export interface TeamUserDto {
  userId: number;
  name: string | null;
  email: string;
  avatar: string | null;
  /** primary role name: Admin | Manager | Teacher | Trial */
  role: string;
  /** §4 user state in school list: admin 1, manager 2, teacher 3 */
  state: number;
  educationalLevels: IdName[];
  invitationStatus: InvitationStatus;
  invitationSent: string | null;
  invitationExpiresAt: string | null;
}

/** PUT /SchoolApi/{id}/RemoveMembers */
export const removeMembersSchema = z.object({
  userIds: z.array(id).min(1).max(200),
  locale: localeInputSchema.optional(),
});
/** POST /SchoolApi/{id}/EditUser: role and levels of a member. */
export const editSchoolUserSchema = z.object({
  userId: id,
  role: z.enum(TEAM_ROLES),
  educationalLevelIds: levelIds.min(1, 'Select at least one level'),
  locale: localeInputSchema.optional(),
});
export type EditSchoolUserRequest = z.input<typeof editSchoolUserSchema>;

/** POST /AccountApi/InviteUser (§5: role, at least one level, at least one email). */
export const inviteUserSchema = z.object({
  schoolId: id,
  emails: z.array(emailSchema).min(1, 'Enter your email address.').max(20),
  role: z.enum(TEAM_ROLES),
  educationalLevelIds: levelIds.min(1, 'Select at least one level'),
  locale: localeInputSchema.optional(),
});
export type InviteUserRequest = z.input<typeof inviteUserSchema>;
export interface InviteUserResult {
  invited: TeamUserDto[];
}
/** POST /AccountApi/ResendInvitation?schoolId= { userIds }: pending / canceled ones get a new link; confirmed are skipped. */
export const resendInvitationSchema = z.object({
  schoolId: z.coerce.number().int().positive().max(2_147_483_647),
  userIds: z.array(id).min(1).max(200),
  locale: localeInputSchema.optional(),
});
export interface ResendInvitationResult {
  sent: number[];
  skipped: number[];
}

// ---------------------------------------------------------------- school group
/** PUT /SchoolGroupApi/{id} (§5: group name required). */
export const updateSchoolGroupSchema = z.object({
  name: text(150)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'requiredFields'),
  picture: fileLocation.optional(),
  educationalLevelIds: levelIds.optional(),
  locale: localeInputSchema.optional(),
});
export type UpdateSchoolGroupRequest = z.input<typeof updateSchoolGroupSchema>;
export interface SchoolGroupDto {
  id: number;
  name: string;
  picture: string | null;
  educationalLevels: IdName[];
  schools: UserSchoolDto[];
  canEdit: boolean;
}
export interface AssociatedSchoolDto {
  id: number;
  name: string;
  address: string | null;
  avatar: string | null;
  teamCount: number;
}
export interface SchoolWithCoursesDto {
  id: number;
  name: string;
  courses: IdName[];
}

// ---------------------------------------------------------------- sharing groups
const groupName = text(SHARING_GROUP_NAME_MAX)
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, 'Please, complete the name');
const members = z.array(z.object({ userId: id })).max(200);
export const groupIdParamSchema = z.object({ groupId: z.coerce.number().int().positive().max(2_147_483_647) });
/** POST /SharingGroupApi/Create { name, userSharingGroups: [{ userId }] } */
export const createSharingGroupSchema = z.object({
  name: groupName,
  userSharingGroups: members.default([]),
  locale: localeInputSchema.optional(),
});
export type CreateSharingGroupRequest = z.input<typeof createSharingGroupSchema>;
/** PUT /SharingGroupApi/{groupId}/Edit { name } */
export const editSharingGroupSchema = z.object({ name: groupName, locale: localeInputSchema.optional() });
/** PUT /SharingGroupApi/{groupId}/AddMembers | RemoveMembers { userSharingGroups: [{ userId }] } (or userIds) */
export const sharingGroupMembersSchema = z
  .object({
    userSharingGroups: members.optional(),
    userIds: z.array(id).max(200).optional(),
    locale: localeInputSchema.optional(),
  })
  .refine((b) => (b.userSharingGroups?.length ?? 0) + (b.userIds?.length ?? 0) > 0, {
    message: 'selectTeacher',
    path: ['userSharingGroups'],
  })
  .transform((b) => ({
    userIds: [...new Set([...(b.userIds ?? []), ...(b.userSharingGroups ?? []).map((m) => m.userId)])],
  }));
export type SharingGroupMembersRequest = z.input<typeof sharingGroupMembersSchema>;
export const getByOwnerQuerySchema = z.object({
  ownerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  locale: localeInputSchema.optional(),
});
/** §3 Sharing group. */
export interface SharingGroupDto {
  id: number;
  name: string;
  ownerId: number;
  userSharingGroups: Array<{
    userId: number;
    name: string;
    email: string;
    avatar: string | null;
    schoolName: string | null;
  }>;
}

// ---------------------------------------------------------------- moving between schools (issue 31 item 7)
/**
 * POST /AccountApi/ChangeSchool { schoolId }: makes `schoolId` my current school. Allowed when I belong to it (an
 * active membership; admins: any school of their group) or when I hold a pending, unexpired invitation to it (accepting
 * it: I join with the invited role and levels). 403 NOT_A_MEMBER otherwise; 404 unknown school.
 */
export const changeSchoolSchema = z.object({ schoolId: id, locale: localeInputSchema.optional() });
export type ChangeSchoolRequest = z.input<typeof changeSchoolSchema>;
export interface ChangeSchoolResult {
  schoolId: number;
  schoolName: string;
  /** the invitation accepted by this change, if any */
  acceptedInvitationId: number | null;
}
/** GET /AccountApi/SchoolInvitations: invitations of my (existing) account to other schools, still pending. */
export interface SchoolInvitationDto {
  id: number;
  schoolId: number;
  schoolName: string;
  role: TeamRole;
  inviterName: string | null;
  expiresAt: string;
}
/** POST /AccountApi/DeclineSchoolInvitation { invitationId }: 404 INVITATION_NOT_FOUND when not mine or not pending. */
export const declineSchoolInvitationSchema = z.object({ invitationId: id, locale: localeInputSchema.optional() });
export type DeclineSchoolInvitationRequest = z.input<typeof declineSchoolInvitationSchema>;

/**
 * POST /AccountApi/RequestTrialInformation: a trial (or freemium) user asks the sales team about plans. Stored and
 * mailed to support; the requester gets the fixed confirmation.
 */
export const TRIAL_INFO_TOPICS = ['plans', 'prices', 'demo', 'other'] as const;
export const requestTrialInformationSchema = z.object({
  topic: z.enum(TRIAL_INFO_TOPICS),
  message: text(1000).optional(),
  phone: z
    .string()
    .regex(/^\d{6,15}$/, 'Phone: digits only (6 to 15)')
    .optional(),
  locale: localeInputSchema.optional(),
});
export type RequestTrialInformationRequest = z.input<typeof requestTrialInformationSchema>;

/** GET /AccountApi/CustomizedFields: the custom Krea fields of my school group (and global ones) with their options. */
export interface CustomizedFieldOptionDto {
  id: number;
  customKreaFieldId: number;
  key: string;
  name: string;
}
export interface CustomizedFieldDto {
  id: number;
  key: string;
  name: string;
  options: CustomizedFieldOptionDto[];
}
