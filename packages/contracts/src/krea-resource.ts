/**
 * Krea resource editor (krea.md §2-§9, platform.md §3; docs/decisions/0025): /krea/Resource POST, GET/PUT/DELETE {id},
 * POST {id}/LocalizedResource, version history, publishing with the accessibility check.
 *
 * A resource has shared fields (type, skills, cross areas, ages, SDGs, topics, keywords, image, class structure) and
 * per-language texts (title, presentation, triggers, class sections, materials). A PUT saves one language plus the
 * shared fields and carries the `version` the editor holds: a different one is a 409 whose body holds the current
 * resource, so the editor can merge. Every saved state of a language is kept (GET {id}/Versions).
 *
 * Limits are enforced on every save (at most 3 skills, 3 cross areas, 2 ages, 10 keywords without duplicates, topic
 * rules, caption 200 characters, allowed organization / layout values, URLs, file locations). The minimums (a type,
 * a skill, a cross area, an age, an SDG, a title, organization and layout of each class) are what completeness counts;
 * publishing refuses a language that misses any of them, or fails the accessibility check. The title and the type can
 * never be cleared once set (400).
 */
import { z } from 'zod';
import { bodyIdSchema, dbIdSchema } from './common';
import { exploreLocaleSchema, IMPLEMENTATIONS, type ExploreLocale } from './explore';
import { customKreaFieldOptionsSchema, KREA_MESSAGES, type KreaCustomFieldOption, type ReviewState } from './krea';
import { hasMarkup, PLAIN_TEXT_MESSAGE } from './rich-text';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from './files';
import { quickChecksSchema, type QuickCheck } from './live';

export const RESOURCE_LIMITS = {
  skills: 3,
  crossAreas: 3,
  ages: 2,
  sdgs: 17,
  topics: 2,
  subtopicsPerTopic: 2,
  topicsAndSubtopics: 3,
  keywords: 10,
  keywordLength: 40,
  caption: 200,
  titleMax: 150,
  textMax: 20000,
  richMax: 100_000,
  nameMax: 200,
  classes: 30,
  materialsPerClass: 50,
  urlMax: 500,
  minutesMin: 1,
  minutesMax: 600,
  minutesSuggestedMin: 40,
  minutesSuggestedMax: 60,
  pageSize: 6,
} as const;
export const ORGANIZATION_TYPES = ['group', 'individual', 'individualGroup', 'smallGroups'] as const;
export const CLASS_LAYOUTS = ['row', 'group', 'circle', 'halfCircle'] as const;
export const TOPIC_SPECIALS = ['other', 'institutionalIdentity'] as const;
/** Material kind: electronic 1, physical 2, downloadable 3 (krea.md §3). */
export type MaterialKind = 1 | 2 | 3;
/** Downloadable material types (§5): PDF, PPT, Excel, Doc, PNG, JPG, Zip. */
export const DOWNLOADABLE_EXTENSIONS = [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS, 'zip'] as const;
/** The phrases typed to delete (§5), per UI language. */
export const DELETE_PHRASES: Record<
  'resource' | 'teacherClass' | 'studentClass' | 'completeClass',
  Record<ExploreLocale, string>
> = {
  resource: { es: 'eliminar recurso', en: 'delete resource', ca: 'eliminar recurs' },
  teacherClass: { es: 'eliminar clase docente', en: 'delete teacher class', ca: 'eliminar classe docent' },
  studentClass: { es: 'eliminar clase alumno', en: 'delete student class', ca: 'eliminar classe alumne' },
  completeClass: { es: 'eliminar clase completa', en: 'delete complete class', ca: 'eliminar classe completa' },
};

export const RESOURCE_ERROR_CODES = {
  versionConflict: 'KREA_VERSION_CONFLICT',
  titleRequired: 'KREA_TITLE_REQUIRED',
  typeRequired: 'KREA_TYPE_REQUIRED',
  duplicateKeyword: 'KREA_DUPLICATE_KEYWORD',
  topicRules: 'KREA_TOPIC_RULES',
  unknownValue: 'KREA_UNKNOWN_VALUE',
  badFile: 'KREA_BAD_FILE',
  localeExists: 'KREA_LOCALE_EXISTS',
  localeMissing: 'KREA_LOCALE_MISSING',
  notComplete: 'KREA_NOT_COMPLETE',
  accessibility: 'KREA_ACCESSIBILITY',
  versionMissing: 'KREA_VERSION_MISSING',
} as const;

const urlRe = /^(https?:\/\/|\/files\/)\S+$/i;
const url = z
  .string()
  .trim()
  .max(RESOURCE_LIMITS.urlMax)
  .refine((v) => v === '' || urlRe.test(v), KREA_MESSAGES.invalidUrl);
const nullableUrl = url
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));
/** Plain text (ADR 0047): markup is refused with a 400, never stored. */
const noMarkup = (v: string) => !hasMarkup(v);
const plain = (max: number) => z.string().max(max).refine(noMarkup, PLAIN_TEXT_MESSAGE);
const rich = z.string().max(RESOURCE_LIMITS.richMax);
const ids = (max: number, label: string) => z.array(bodyIdSchema).max(max, `${label}: at most ${max}`);

export const materialSchema = z.object({
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  name: z
    .string()
    .trim()
    .min(1, 'The material needs a name')
    .max(RESOURCE_LIMITS.nameMax)
    .refine(noMarkup, PLAIN_TEXT_MESSAGE),
  fileUrl: url
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export const mediaSchema = z.object({
  kind: z.union([z.literal(1), z.literal(2)]),
  url: z
    .string()
    .trim()
    .min(1)
    .max(RESOURCE_LIMITS.urlMax)
    .refine((v) => urlRe.test(v), KREA_MESSAGES.invalidUrl),
  caption: plain(RESOURCE_LIMITS.caption).nullable().optional(),
});
/** The four sections of a class that can be timed, as fields of a class plan. */
export const SECTION_MINUTE_KEYS = [
  'startMinutes',
  'developmentMinutes',
  'closureMinutes',
  'valuationMinutes',
] as const;
export type SectionMinuteKey = (typeof SECTION_MINUTE_KEYS)[number];
/** Minutes of one section: a whole number from 0 to the class maximum, or null (not given). */
const sectionMinutes = z
  .number({ error: 'Minutes must be a whole number' })
  .int('Minutes must be a whole number')
  .min(0, 'Minutes cannot be negative')
  .max(RESOURCE_LIMITS.minutesMax)
  .nullable()
  .default(null);
/** The minutes given to a class's sections (absent ones count 0). */
export const sectionMinutesSum = (c: Partial<Record<SectionMinuteKey, number | null | undefined>>): number =>
  SECTION_MINUTE_KEYS.reduce((n, k) => n + (c[k] ?? 0), 0);
export const classPlanSchema = z
  .object({
    id: bodyIdSchema.optional(),
    name: plain(RESOURCE_LIMITS.nameMax).default(''),
    organizationType: z.enum(ORGANIZATION_TYPES).nullable().default(null),
    secondaryOrganizationType: z.enum(ORGANIZATION_TYPES).nullable().default(null),
    classLayout: z.enum(CLASS_LAYOUTS).nullable().default(null),
    minutesDuration: z
      .number()
      .int()
      .min(RESOURCE_LIMITS.minutesMin)
      .max(RESOURCE_LIMITS.minutesMax)
      .nullable()
      .default(null),
    teacherEnabled: z.boolean().default(true),
    studentEnabled: z.boolean().default(true),
    startSection: rich.default(''),
    developmentSection: rich.default(''),
    closureSection: rich.default(''),
    valuationSection: rich.default(''),
    evaluationSuggestions: rich.default(''),
    studentStatement: rich.default(''),
    teacherMaterials: z.array(materialSchema).max(RESOURCE_LIMITS.materialsPerClass).default([]),
    studentMaterials: z.array(materialSchema).max(RESOURCE_LIMITS.materialsPerClass).default([]),
    // minutes per section (the class pack's timings, issue 19): none given = the pack suggests a split
    startMinutes: sectionMinutes,
    developmentMinutes: sectionMinutes,
    closureMinutes: sectionMinutes,
    valuationMinutes: sectionMinutes,
    // the live class's questions (issue 33, live.ts): at most 10, in this language like every text of the class
    quickChecks: quickChecksSchema,
  })
  .superRefine((c, ctx) => {
    const given = SECTION_MINUTE_KEYS.filter((k) => c[k] != null);
    if (!given.length) return;
    const sum = sectionMinutesSum(c);
    if (c.minutesDuration == null)
      ctx.addIssue({ code: 'custom', path: [given[0]], message: KREA_MESSAGES.sectionMinutesNeedClass });
    else if (sum > c.minutesDuration)
      ctx.addIssue({
        code: 'custom',
        path: [given[given.length - 1]],
        message: `The sections add up to ${sum} min, more than the class's ${c.minutesDuration} min`,
      });
    else if (sum === 0) ctx.addIssue({ code: 'custom', path: [given[0]], message: KREA_MESSAGES.sectionMinutesZero });
  });
export const topicChoiceSchema = z.object({
  topicId: bodyIdSchema,
  subtopicIds: z
    .array(bodyIdSchema)
    .min(1, 'Choose one or two sub-topics')
    .max(RESOURCE_LIMITS.subtopicsPerTopic, 'Choose one or two sub-topics'),
});

/** PUT /krea/Resource/{id}: one language plus the shared fields; absent = unchanged; `classPlans` replaces the list. */
export const updateResourceSchema = z.object({
  version: z.number().int().positive(),
  locale: exploreLocaleSchema,
  // general data
  title: plain(RESOURCE_LIMITS.titleMax).optional(),
  type: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
    .nullable()
    .optional(),
  implementation: z.enum(IMPLEMENTATIONS).nullable().optional(),
  skillIds: ids(RESOURCE_LIMITS.skills, 'skills').optional(),
  crossAreaIds: ids(RESOURCE_LIMITS.crossAreas, 'cross areas').optional(),
  ageRangeIds: ids(RESOURCE_LIMITS.ages, 'ages').optional(),
  sdgIds: ids(RESOURCE_LIMITS.sdgs, 'SDGs').optional(),
  topics: z.array(topicChoiceSchema).max(RESOURCE_LIMITS.topics, 'Choose one or two topics').optional(),
  topicSpecial: z.enum(TOPIC_SPECIALS).nullable().optional(),
  customKreaFieldOptions: customKreaFieldOptionsSchema.optional(),
  keywords: z
    .array(z.string().trim().min(1).max(RESOURCE_LIMITS.keywordLength).refine(noMarkup, PLAIN_TEXT_MESSAGE))
    .max(RESOURCE_LIMITS.keywords, `At most ${RESOURCE_LIMITS.keywords} keywords`)
    .optional(),
  benefits: rich.nullable().optional(),
  // introductory content
  image: nullableUrl,
  imageAlt: plain(RESOURCE_LIMITS.nameMax).nullable().optional(),
  videoUrl: nullableUrl,
  caption: plain(RESOURCE_LIMITS.caption).nullable().optional(),
  presentation: rich.nullable().optional(),
  rhetoricalQuestion: plain(RESOURCE_LIMITS.textMax).nullable().optional(),
  // triggers
  teacherMedia: mediaSchema.nullable().optional(),
  studentMedia: mediaSchema.nullable().optional(),
  classPlanDescription: rich.nullable().optional(),
  pedagogicalGoal: rich.nullable().optional(),
  studentPedagogicalGoal: rich.nullable().optional(),
  // classes and global valuation
  classPlans: z.array(classPlanSchema).max(RESOURCE_LIMITS.classes).optional(),
  globalValuationSection: rich.nullable().optional(),
  globalValuationMaterials: z.array(materialSchema).max(RESOURCE_LIMITS.materialsPerClass).optional(),
});
export type UpdateResourceRequest = z.input<typeof updateResourceSchema>;
export type UpdateResourceBody = z.output<typeof updateResourceSchema>;

export const createResourceQuerySchema = z.object({ locale: exploreLocaleSchema });
export const createResourceBodySchema = z
  .object({ title: plain(RESOURCE_LIMITS.titleMax).optional(), ignoreLocale: z.boolean().optional() })
  .default({});
export const resourceLocaleQuerySchema = z.object({ locale: exploreLocaleSchema.optional() });
export const deleteResourceQuerySchema = z.object({
  locale: exploreLocaleSchema.optional(),
  onlyLocale: z.enum(['true', 'false']).optional(),
});
export const addResourceLocaleSchema = z.object({
  locale: exploreLocaleSchema,
  copyFrom: exploreLocaleSchema.optional(),
});
export const resourceVersionParamSchema = z.object({ id: dbIdSchema, versionId: dbIdSchema });
export const resourceVersionsQuerySchema = z.object({ locale: exploreLocaleSchema });
export const restoreVersionSchema = z.object({ version: z.number().int().positive() });
export const resourceStatusSchema = z.object({
  status: z.enum(['published', 'unpublished']),
  locales: z.array(exploreLocaleSchema).min(1).max(3),
});

// ---------------------------------------------------------------- answers
export interface KreaMaterial {
  kind: MaterialKind;
  name: string;
  fileUrl: string | null;
}
export interface KreaMedia {
  kind: 1 | 2;
  url: string;
  caption: string | null;
}
export interface KreaClassPlan {
  id: number;
  classNumber: number;
  name: string;
  organizationType: string | null;
  secondaryOrganizationType: string | null;
  classLayout: string | null;
  minutesDuration: number | null;
  /** minutes per section (null = not given; the class pack then suggests a split) */
  startMinutes: number | null;
  developmentMinutes: number | null;
  closureMinutes: number | null;
  valuationMinutes: number | null;
  teacherEnabled: boolean;
  studentEnabled: boolean;
  startSection: string;
  developmentSection: string;
  closureSection: string;
  valuationSection: string;
  evaluationSuggestions: string;
  studentStatement: string;
  teacherMaterials: KreaMaterial[];
  studentMaterials: KreaMaterial[];
  /** the live class's quick checks in this language (issue 33), with their correct flags: the editor's view only */
  quickChecks: QuickCheck[];
}
/** The completeness of the four steps (percentages) and of the whole language version. */
export interface KreaResourceProgress {
  general: number;
  intro: number;
  triggers: number;
  classes: number;
  total: number;
  missing: string[];
}
export interface KreaResourceLocale {
  locale: ExploreLocale;
  title: string;
  available: boolean;
  /** draft → inReview (a plain Author asked to publish) → approved (published); as a content's (ADR 0047) */
  reviewState: ReviewState;
}
export interface KreaResource {
  id: number;
  version: number;
  locale: ExploreLocale;
  locales: KreaResourceLocale[];
  availableLanguages: Partial<Record<ExploreLocale, boolean>>;
  title: string;
  type: number | null;
  implementation: string | null;
  skillIds: number[];
  crossAreaIds: number[];
  ageRangeIds: number[];
  sdgIds: number[];
  topics: Array<{ topicId: number; subtopicIds: number[] }>;
  topicSpecial: string | null;
  customKreaFieldOptions: KreaCustomFieldOption[];
  keywords: string[];
  benefits: string | null;
  image: string | null;
  imageAlt: string | null;
  videoUrl: string | null;
  caption: string | null;
  presentation: string | null;
  rhetoricalQuestion: string | null;
  teacherMedia: KreaMedia | null;
  studentMedia: KreaMedia | null;
  classPlanDescription: string | null;
  pedagogicalGoal: string | null;
  studentPedagogicalGoal: string | null;
  classPlans: KreaClassPlan[];
  globalValuationSection: string | null;
  globalValuationMaterials: KreaMaterial[];
  progress: KreaResourceProgress;
  permission: 'owner' | 'editor' | 'commenter';
  canEdit: boolean;
  /** an approving author / admin: publishes directly and may approve or send back what waits for review */
  canApprove: boolean;
  /** the reviewer's comment when this language was sent back to draft (until it is sent again) */
  reviewComment: string | null;
  own: boolean;
  groupId: number | null;
  groupName: string | null;
  modifiedBy: { userId: number; name: string } | null;
  modifiedAt: string;
}
/** The editable part of a resource (what a version keeps and what a PUT sends). */
export type KreaResourceState = Omit<
  KreaResource,
  | 'id'
  | 'version'
  | 'locales'
  | 'availableLanguages'
  | 'progress'
  | 'permission'
  | 'canEdit'
  | 'canApprove'
  | 'reviewComment'
  | 'own'
  | 'groupId'
  | 'groupName'
  | 'modifiedBy'
  | 'modifiedAt'
>;
export interface KreaResourceVersion {
  id: number;
  version: number;
  locale: ExploreLocale;
  user: string;
  at: string;
  restoredFrom: number | null;
  title: string;
}
export interface KreaResourceVersionDetail extends KreaResourceVersion {
  state: KreaResourceState;
}
/** The body of a 409 on PUT {id}: the resource as it is now. */
export interface KreaResourceConflict {
  statusCode: 409;
  code: 'KREA_VERSION_CONFLICT';
  message: string;
  current: KreaResource;
}
/** One finding of the accessibility check (§ beyond the spec): where it is (a field path) and what is wrong. */
export interface KreaA11yIssue {
  field: string;
  rule: 'imageAlt' | 'emptyLink' | 'headingOrder' | 'missingCaption';
  detail: string;
}
