/**
 * Krea contents (krea.md §2-§9): the /krea/EducationalProgram calls, the review workflow and comments
 * (docs/decisions/0021), and the owner-flagged resource list /krea/Resource used by the dashboard.
 *
 * A content (Project 1 or Program 2) has language versions; each version has a review state:
 * draft → inReview (an author asks to publish) → approved (an approving author or an admin approves; the version is
 * then live for teachers) or back to draft with a comment. An approving author / admin publishing goes straight to
 * approved. The content is "published" when at least one version is approved (§4).
 */
import { z } from 'zod';
import { dbIdSchema } from './common';
import type { COLLABORATOR_PERMISSIONS } from './constants';
import { exploreLocaleSchema, pageNumberSchema, type ExploreLocale } from './explore';
import { hasMarkup, PLAIN_TEXT_MESSAGE } from './rich-text';

export const KREA_LIMITS = {
  keywords: 10,
  keywordLength: 40,
  ages: 2,
  sdgs: 17,
  udls: 9,
  /** goals: 3 to 5 are the spec's suggestion (§5), shown, not enforced; one is needed to publish; 20 bounds input */
  goalsSuggested: { min: 3, max: 5 },
  goalsMax: 20,
  goalLength: 300,
  titleMax: 120,
  textMax: 5000,
  commentMax: 2000,
  urlMax: 500,
  resourcesMax: 100,
  /** custom Krea field options chosen on one content or resource (all fields together) */
  customFieldOptions: 50,
  resourcePageSize: 6,
  collaboratorsMax: 50,
} as const;
export const KREA_AUTOSAVE_MS = { content: 2000, resource: 1500 } as const;
export const CONTENT_TYPES = { project: 1, program: 2 } as const;
export type ContentType = 1 | 2;
export const REVIEW_STATES = ['draft', 'inReview', 'approved'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export type CollaboratorPermission = (typeof COLLABORATOR_PERMISSIONS)[number];
/** The phrase a user types to delete a content or a language (§5), in each UI language. */
export const DELETE_CONTENT_PHRASE: Record<ExploreLocale, string> = {
  es: 'eliminar contenido',
  en: 'delete content',
  ca: 'eliminar contingut',
};

/** Error codes of the Krea content calls; messages in English (§8), the client shows its translation. */
export const KREA_ERROR_CODES = {
  noLicense: 'NO_KREA_LICENSE',
  termsNotSigned: 'TERMS_NOT_SIGNED',
  noEditPermission: 'KREA_NO_EDIT_PERMISSION',
  ownerOnly: 'KREA_OWNER_ONLY',
  approverOnly: 'KREA_APPROVER_ONLY',
  versionConflict: 'KREA_VERSION_CONFLICT',
  notComplete: 'KREA_NOT_COMPLETE',
  notInReview: 'KREA_NOT_IN_REVIEW',
  localeExists: 'KREA_LOCALE_EXISTS',
  localeMissing: 'KREA_LOCALE_MISSING',
  duplicateKeyword: 'KREA_DUPLICATE_KEYWORD',
  orderNotPermutation: 'KREA_ORDER_NOT_PERMUTATION',
  unknownResource: 'KREA_UNKNOWN_RESOURCE',
  unknownUser: 'KREA_UNKNOWN_USER',
  titleRequired: 'KREA_TITLE_REQUIRED',
} as const;
export const KREA_MESSAGES = {
  titleRequired: 'The title is required',
  invalidUrl: 'Enter a valid URL',
  publishError: 'An error occurred while posting the content',
  phraseMismatch: 'The entered text does not match the expected',
  reviewFields: 'Please review the fields in red before continuing',
  versionConflict: 'Someone else saved this content meanwhile: reload to see their changes',
  sectionMinutesNeedClass: "Give the class's minutes before the minutes of its sections",
  sectionMinutesZero: 'The minutes of the sections add up to 0',
} as const;

const id = dbIdSchema;
const urlSchema = z
  .string()
  .trim()
  .max(KREA_LIMITS.urlMax)
  .refine((v) => v === '' || /^(https?:\/\/|\/files\/)\S+$/i.test(v), KREA_MESSAGES.invalidUrl);
const nullableUrl = urlSchema
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));
const text = z.string().max(KREA_LIMITS.textMax);
/** Plain text (ADR 0047): markup is refused with a 400, never stored; rendered as text. */
const noMarkup = (v: string) => !hasMarkup(v);

export const kreaIdParamSchema = z.object({ id });
export const kreaCommentParamSchema = z.object({ id, commentId: id });

/** POST /krea/EducationalProgram?locale&contentType */
export const createContentQuerySchema = z.object({
  locale: exploreLocaleSchema,
  contentType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});

/** A chosen option of a custom Krea field (GET /AccountApi/CustomizedFields lists the fields and their options). */
export interface KreaCustomFieldOption {
  id: number;
  customKreaFieldId: number;
}
/** The chosen options of a content or resource: the whole set (a save replaces it); `customKreaFieldId`, when sent, must be the option's field. */
export const customKreaFieldOptionsSchema = z
  .array(z.object({ id: dbIdSchema, customKreaFieldId: dbIdSchema.optional() }))
  .max(KREA_LIMITS.customFieldOptions);

/** PUT /krea/EducationalProgram/{id}: the fields of one language version plus the shared ones; `version` guards against lost updates. */
export const updateContentSchema = z.object({
  version: z.number().int().min(1),
  locale: exploreLocaleSchema,
  title: z
    .string()
    .trim()
    .max(KREA_LIMITS.titleMax, 'The title is too long')
    .refine(noMarkup, PLAIN_TEXT_MESSAGE)
    .optional(),
  /** rich text: sanitised with the one allowlist (./rich-text) */
  rationale: text.nullable().optional(),
  goals: z
    .array(z.string().trim().min(1).max(KREA_LIMITS.goalLength).refine(noMarkup, PLAIN_TEXT_MESSAGE))
    .max(KREA_LIMITS.goalsMax)
    .optional(),
  image: nullableUrl,
  videoUrl: nullableUrl,
  detailDocumentUrl: nullableUrl.refine((v) => v == null || /\.(pdf|docx?)(\?|$)/i.test(v), 'Upload a valid file'),
  ageRangeIds: z.array(id).max(KREA_LIMITS.ages, 'At most 2 ages').optional(),
  evaluationMethodId: id.nullable().optional(),
  udlIds: z.array(id).max(KREA_LIMITS.udls).optional(),
  educationalLevelId: id.nullable().optional(),
  grade: z.string().trim().max(60).refine(noMarkup, PLAIN_TEXT_MESSAGE).nullable().optional(),
  sdgIds: z.array(z.number().int().min(1).max(17)).max(17).optional(),
  customKreaFieldOptions: customKreaFieldOptionsSchema.optional(),
  /** confirm a translation flagged "may be out of date" without editing it */
  confirmUpToDate: z.boolean().optional(),
});
export type UpdateContentRequest = z.input<typeof updateContentSchema>;
export type UpdateContentBody = z.output<typeof updateContentSchema>;

export const contentKeywordsSchema = z.object({
  keywords: z
    .array(z.string().trim().toLowerCase().min(1).max(KREA_LIMITS.keywordLength).refine(noMarkup, PLAIN_TEXT_MESSAGE))
    .max(KREA_LIMITS.keywords, 'At most 10 keywords')
    .refine((k) => new Set(k).size === k.length, 'Duplicate keywords are not allowed'),
});
export const updateStatusSchema = z.object({
  status: z.enum(['published', 'unpublished']),
  locales: z.array(exploreLocaleSchema).min(1).max(3),
});
export const reviewDecisionSchema = z
  .object({
    locale: exploreLocaleSchema,
    decision: z.enum(['approve', 'return']),
    comment: z.string().trim().max(KREA_LIMITS.commentMax).refine(noMarkup, PLAIN_TEXT_MESSAGE).optional(),
  })
  .refine((b) => b.decision === 'approve' || !!b.comment, {
    message: 'A comment is required to send it back',
    path: ['comment'],
  });
export const addLocaleSchema = z.object({ locale: exploreLocaleSchema, copyFrom: exploreLocaleSchema.optional() });
export const deleteContentQuerySchema = z.object({
  locale: exploreLocaleSchema.optional(),
  onlyLocale: z.enum(['true', 'false']).optional(),
});
export const contentTypeSchema = z.object({ contentType: z.union([z.literal(1), z.literal(2)]) });
export const orderResourcesBodySchema = z.object({ resourceIds: z.array(id).max(KREA_LIMITS.resourcesMax) });
export const contentResourcesSchema = z.object({ resourceIds: z.array(id).max(KREA_LIMITS.resourcesMax) });
export const contentAuthorsSchema = z.object({
  authors: z
    .array(z.object({ userId: id, permission: z.enum(['editor', 'commenter', 'none']) }))
    .max(KREA_LIMITS.collaboratorsMax),
});
export const contentListQuerySchema = z.object({
  status: z.enum(['approved', 'hidden', 'inReview']).default('approved'),
  ownership: z.enum(['all', 'own', 'collaborations']).default('all'),
  locale: exploreLocaleSchema.optional(),
  pageNumber: pageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export const pagedResourcesQuerySchema = z.object({
  locale: exploreLocaleSchema.optional(),
  pageNumber: pageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(KREA_LIMITS.resourcePageSize),
});
export const kreaResourceListQuerySchema = z.object({
  owner: z.enum(['true', 'false']).default('true'),
  /** only resources with a language waiting for review: an approver's whole network, anyone else's own (ADR 0047) */
  inReview: z.enum(['true', 'false']).default('false'),
  locale: exploreLocaleSchema.optional(),
  pageNumber: pageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(60).default(KREA_LIMITS.resourcePageSize),
  /** words of the title (any language of the resource), case- and accent-insensitive */
  text: z.string().trim().max(100).optional(),
});
/** GET /AccountApi/GetAllUsersFromSchoolGroup: users of the caller's school group (collaborator selection). */
export const schoolGroupUsersQuerySchema = z.object({
  text: z.string().trim().max(100).optional(),
  locale: exploreLocaleSchema.optional(),
});
export const createCommentSchema = z.object({
  locale: exploreLocaleSchema,
  anchor: z.string().trim().min(1).max(60).refine(noMarkup, PLAIN_TEXT_MESSAGE),
  body: z.string().trim().min(1, 'Write a comment').max(KREA_LIMITS.commentMax).refine(noMarkup, PLAIN_TEXT_MESSAGE),
  parentId: id.optional(),
});

// ---------------------------------------------------------------- answers
export interface KreaLocaleState {
  locale: ExploreLocale;
  state: ReviewState;
  stale: boolean;
  title: string;
  completeness: number;
}
export interface KreaContentCard {
  id: number;
  title: string;
  contentType: ContentType;
  image: string | null;
  locale: ExploreLocale;
  activatedLanguages: Partial<Record<ExploreLocale, ReviewState>>;
  completeness: number;
  resources: number;
  duration: number;
  own: boolean;
  permission: CollaboratorPermission | 'approver';
  mainAuthor: string;
  modifiedAt: string;
  keywords: string[];
}
export interface KreaResourceItem {
  id: number;
  title: string;
  locale: ExploreLocale | null;
  classes: number;
  minutes: number;
  available: ExploreLocale[];
  position: number;
}
export interface KreaContent {
  id: number;
  version: number;
  contentType: ContentType;
  locale: ExploreLocale;
  locales: KreaLocaleState[];
  title: string;
  rationale: string | null;
  goals: string[];
  image: string | null;
  videoUrl: string | null;
  detailDocumentUrl: string | null;
  ageRangeIds: number[];
  evaluationMethodId: number | null;
  udlIds: number[];
  educationalLevelId: number | null;
  grade: string | null;
  sdgIds: number[];
  customKreaFieldOptions: KreaCustomFieldOption[];
  keywords: string[];
  resourceCount: number;
  duration: number;
  completeness: number;
  status: 'published' | 'draft';
  permission: CollaboratorPermission | 'approver';
  canEdit: boolean;
  canApprove: boolean;
  canComment: boolean;
  owner: { userId: number; name: string };
  modifiedBy: { userId: number; name: string } | null;
  modifiedAt: string;
}
export interface KreaCompleteness {
  locale: ExploreLocale;
  percentage: number;
  ready: boolean;
  missing: string[];
}
export interface KreaAuthor {
  userId: number;
  name: string;
  email: string;
  permission: CollaboratorPermission;
}
export interface KreaAvailableAuthor {
  userId: number;
  name: string;
  email: string;
}
/** A user of the caller's school group; `canCollaborate`: an author, approving author or admin (may be invited). */
export interface SchoolGroupUser {
  userId: number;
  name: string;
  email: string;
  school: string;
  canCollaborate: boolean;
}
export interface KreaEvent {
  id: number;
  action: string;
  locale: ExploreLocale | null;
  comment: string | null;
  user: string;
  at: string;
}
export interface KreaComment {
  id: number;
  locale: ExploreLocale | null;
  anchor: string;
  body: string;
  parentId: number | null;
  user: { userId: number; name: string };
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
}
export interface KreaResourceCard {
  id: number;
  title: string;
  image: string | null;
  locale: ExploreLocale | null;
  available: ExploreLocale[];
  /** its languages waiting for an approver's review (ADR 0047) */
  inReview: ExploreLocale[];
  own: boolean;
  modifiedAt: string;
}
export interface KreaPaged<T> {
  data: T[];
  totalCount: number;
}
