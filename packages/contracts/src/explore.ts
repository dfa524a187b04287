/**
 * Explore contract (spec §2 feed/search/resource/index sidebar, §3 Resource, class plans, program card,
 * paged list, author, review, share payloads, used-content record, §7 ResourceApi / EducationalProgramApi /
 * KimpleFolderApi / AccountApi Available* / AcademicCourseApi used content, §9 sizes). Folder contracts: ./folders.ts.
 *
 * Request schemas validate on the server (zod → 400) and type the client calls; response types are
 * the shapes the API answers.
 *
 * Language redirect (spec §4 "a resource unavailable in the selected language redirects to another
 * language"): GET /ResourceApi/GetByLocale/{id}?locale=xx and GET /EducationalProgramApi/GetByLocale/{id}
 * answer **200** with `{ redirect: { locale: 'en', id } }` (see `RedirectMarker`) when the content exists
 * but not in the requested language; the client loads the same id in `redirect.locale` and marks the
 * page as redirected. Unknown id → 404 NOT_FOUND.
 */
import { z } from 'zod';
import { usedContentExtraSchema } from './metrics';
import { bodyIdSchema, dbIdSchema, INT4_MAX, LOCALES, type AppLocale } from './common';
import type { FacetName } from './facets';

/** The languages of content (the enabled languages, spec §9). */
export const EXPLORE_LOCALES = LOCALES;
export type ExploreLocale = AppLocale;
export const exploreLocaleSchema = z.enum(EXPLORE_LOCALES);

/** §9 page sizes */
export const EXPLORE_PAGE_SIZES = {
  resources: 6,
  /** spec §9: program lists count their pages as items ÷ 4 (4 programs a page) */
  programs: 4,
  suggestions: 10,
  homeWidget: 4,
  ephemerides: 3,
  usedContentRecords: 5,
  providerFolders: 500,
} as const;

/** 1 Workshop, 2 Project, 3 Case, 4 DidacticSequence, 5 Exercise */
export const RESOURCE_TYPES = { workshop: 1, project: 2, case: 3, didacticSequence: 4, exercise: 5 } as const;
export const RESOURCE_TYPE_KEYS = ['workshop', 'project', 'case', 'didacticSequence', 'exercise'] as const;
/** 1 electronic, 2 physical, 3 downloadable */
export const MATERIAL_KINDS = { electronic: 1, physical: 2, downloadable: 3 } as const;
export const IMPLEMENTATIONS = ['online', 'offline', 'mix'] as const;
export type Implementation = (typeof IMPLEMENTATIONS)[number];
/** 'provider' = made by the platform's content team, 'krea' = authored by teachers in Krea */
export const CREATIONS = ['provider', 'krea'] as const;
/** Review categories 1..5 (spec §3 statistics: innovation, applicability, methodology, teacherGuide, author) */
export const REVIEW_CATEGORIES = [1, 2, 3, 4, 5] as const;
export const REVIEW_CATEGORY_KEYS = ['innovation', 'applicability', 'methodology', 'teacherGuide', 'author'] as const;
export const REVIEW_COMMENT_MAX = 500;

// ---------------------------------------------------------------- query helpers
/** Accepts `a=1&a=2`, `a=1,2` or `a[]=1`; yields an array of strings. */
const toList = (v: unknown): unknown => {
  if (v === undefined || v === null || v === '') return undefined;
  const arr = Array.isArray(v) ? v : [v];
  return arr
    .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
    .map((x) => (typeof x === 'string' ? x.trim() : x))
    .filter((x) => x !== '');
};
export const idListSchema = z.preprocess(toList, z.array(dbIdSchema).max(100)).optional();
/**
 * Ids of the search filters. The search index codes a filter value as `facet * 1_000_000 + id` in an
 * int4 array, so a larger id would be another facet's value (or overflow int4: a 500); refused with a 400.
 */
export const FACET_ID_MAX = 999_999;
const facetIdSchema = dbIdSchema.max(FACET_ID_MAX);
const facetIdListSchema = z.preprocess(toList, z.array(facetIdSchema).max(100)).optional();
const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(toList, z.array(z.enum(values)).max(20)).optional();
const intList = (min: number, max: number) =>
  z.preprocess(toList, z.array(z.coerce.number().int().min(min).max(max)).max(50)).optional();
const boolFlag = z
  .preprocess(
    (v) => (v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === false ? false : v),
    z.boolean(),
  )
  .optional();
export const pageNumberSchema = z.coerce.number().int().min(0).max(1_000_000).default(0);
export const pageSizeSchema = (def: number, max = 100) => z.coerce.number().int().min(1).max(max).default(def);
export const idParamSchema = z.object({ id: dbIdSchema });
export const limitQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(4),
  pageNumber: pageNumberSchema,
});
export const pagingQuerySchema = (def: number, max = 100) =>
  z.object({ pageNumber: pageNumberSchema, pageSize: pageSizeSchema(def, max) });

/** The feed filters of §2 that travel in the route query (also accepted by every list call). */
export { FEED_FILTER_KEYS } from './facets';

/** ResourceApi/GetAllFiltered (and the Available* facet calls) query: every filter of §2. */
export const resourceFilterSchema = z.object({
  text: z.string().trim().max(200).optional(),
  topicIds: facetIdListSchema,
  subtopicIds: facetIdListSchema,
  /** single subtopic route (search/subtopic) */
  subtopicId: facetIdSchema.optional(),
  months: intList(1, 12),
  skillIds: facetIdListSchema,
  ODSIds: intList(1, 17),
  ageRangeIds: facetIdListSchema,
  subjectIds: facetIdListSchema,
  authorId: facetIdSchema.optional(),
  categoryIds: facetIdListSchema,
  creations: enumList(CREATIONS),
  languages: enumList(EXPLORE_LOCALES),
  crossAreaIds: facetIdListSchema,
  resourceTypes: intList(1, 5),
  materialKinds: intList(1, 3),
  /** number of classes: exact values; 5 means "5 or more" */
  numberOfClasses: intList(1, 5),
  implementations: enumList(IMPLEMENTATIONS),
  popular: boolFlag,
  ephemerideId: facetIdSchema.optional(),
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema(EXPLORE_PAGE_SIZES.resources),
  /** also return facet counts (default true on GetAllFiltered) */
  facets: boolFlag,
});
export type ResourceFilter = z.infer<typeof resourceFilterSchema>;
export type ResourceFilterInput = z.input<typeof resourceFilterSchema>;

/**
 * What the search and feed routes accept (GetAllFiltered, GetAllFilteredFacets, Newest, Recommended, Custom,
 * AccountApi/Available*): the §2 filters plus `authorIds` (several authors, `a=1,2` or repeated; the single
 * `authorId` of the feed route is still accepted).
 */
export const searchFilterSchema = resourceFilterSchema.extend({ authorIds: facetIdListSchema });
export type SearchFilterQuery = z.infer<typeof searchFilterSchema>;
export type SearchFilterQueryInput = z.input<typeof searchFilterSchema>;

export const programFilterSchema = z.object({
  text: z.string().trim().max(200).optional(),
  categoryIds: idListSchema,
  ageRangeIds: idListSchema,
  languages: enumList(EXPLORE_LOCALES),
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema(EXPLORE_PAGE_SIZES.programs),
});
export type ProgramFilter = z.infer<typeof programFilterSchema>;

export const providerFolderFilterSchema = z.object({
  text: z.string().trim().max(200).optional(),
  crossAreaIds: idListSchema,
  ODSIds: intList(1, 17),
  ageRangeIds: idListSchema,
  featured: boolFlag,
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema(EXPLORE_PAGE_SIZES.resources, 500),
});

export const searchSuggestionsQuerySchema = z.object({
  search: z.string().trim().min(1).max(100),
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema(EXPLORE_PAGE_SIZES.suggestions, 50),
});

export const ephemeridesQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema(EXPLORE_PAGE_SIZES.ephemerides, 100),
  /** ISO date (the client sends the start of today); default today */
  startDate: z
    .string()
    .trim()
    .max(40)
    .optional()
    .refine((s) => s === undefined || !Number.isNaN(Date.parse(s)), 'invalid date'),
});

// ---------------------------------------------------------------- bodies
export const addResourceReviewSchema = z.object({
  resourceId: dbIdSchema,
  /** usefulness 1..5 */
  rating: z.number().int().min(1).max(5),
  /** review categories 1..5 with liked (true) / to improve (false) */
  categories: z
    .array(z.object({ category: z.number().int().min(1).max(5), liked: z.boolean() }))
    .max(10)
    .default([])
    .refine((a) => new Set(a.map((c) => c.category)).size === a.length, 'repeated category'),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX).nullish(),
  locale: exploreLocaleSchema.optional(),
});
export type AddResourceReview = z.input<typeof addResourceReviewSchema>;

export const shareResourceSchema = z.object({
  resourceLink: z.string().trim().min(1).max(2000),
  recipientIds: z.array(bodyIdSchema).min(1, 'selectTeacher').max(200),
  resourceName: z.string().trim().min(1).max(300),
  resourceId: dbIdSchema,
  resourceLocale: exploreLocaleSchema,
  message: z.string().trim().max(500).optional(),
  locale: exploreLocaleSchema.optional(),
});
export type ShareResource = z.input<typeof shareResourceSchema>;

export const shareProgramSchema = z.object({
  programId: dbIdSchema,
  recipientIds: z.array(bodyIdSchema).min(1, 'selectTeacher').max(200),
  programLink: z.string().trim().min(1).max(2000),
  programName: z.string().trim().min(1).max(300),
  programLocale: exploreLocaleSchema,
  locale: exploreLocaleSchema.optional(),
});
export type ShareProgram = z.input<typeof shareProgramSchema>;

export const requestInformationSchema = z.object({
  id: dbIdSchema,
  message: z.string().trim().max(500).optional(),
  locale: exploreLocaleSchema.optional(),
});

export const shareableLinkQuerySchema = z.object({
  /** class plan ids the students may see (empty = all) */
  classIds: idListSchema,
});

/** @deprecated the student view's query is studentLinkQuerySchema (./student.ts) */
export const studentResourceQuerySchema = z.object({
  id: dbIdSchema,
  classIds: idListSchema,
});

export const usedContentRecordSchema = z
  .object({
    educationalProgramId: bodyIdSchema,
    educationalProgramCompleted: z.boolean(),
    academicCourse: z
      .object({
        id: bodyIdSchema.optional(),
        academicGrade: z
          .object({
            id: bodyIdSchema.optional(),
            institutionalOrder: z.number().int().min(-INT4_MAX).max(INT4_MAX).optional(),
          })
          .optional(),
      })
      .optional(),
    academicCourseId: bodyIdSchema.optional(),
    schoolYear: z.string().trim().max(20).optional(),
    usedContentRecordResources: z
      .array(
        z.object({
          resourceId: bodyIdSchema,
          resourceCompleted: z.boolean(),
          classPlanIds: z.array(bodyIdSchema).max(100),
        }),
      )
      .min(1)
      .max(200),
    locale: exploreLocaleSchema.optional(),
    // krea §3 use registration: school, month and year, experience text (metrics.ts)
  })
  .extend(usedContentExtraSchema.shape);
export type UsedContentRecordInput = z.input<typeof usedContentRecordSchema>;

// ---------------------------------------------------------------- route params and widget queries
/** A positive int4 id taken from the path or the query. */
const int4IdSchema = dbIdSchema;
const widgetLimitSchema = z.coerce.number().int().min(1).max(50).default(EXPLORE_PAGE_SIZES.homeWidget);

/** ?limit of the home widgets (1..50, default 4): ResourceApi/GetLastViewedResources, KimpleFolderApi/GetMostViewedKimpleFolders. */
export const widgetLimitQuerySchema = z.object({ limit: widgetLimitSchema });
export type WidgetLimitQuery = z.infer<typeof widgetLimitQuerySchema>;

/** GET /ResourceApi/GetMostViewedResources: every feed filter plus ?limit (the page size). */
export const mostViewedQuerySchema = resourceFilterSchema.extend({ limit: widgetLimitSchema });
export type MostViewedQuery = z.infer<typeof mostViewedQuerySchema>;

/** GET /ResourceApi/AssociatedResources?id={resourceId}&limit */
export const associatedResourcesQuerySchema = z.object({ id: int4IdSchema, limit: widgetLimitSchema });
export type AssociatedResourcesQuery = z.infer<typeof associatedResourcesQuerySchema>;

/** GET /ResourceApi/{resourceId}/UsedContentRecords[/{schoolId}] */
export const resourceUsedContentParamsSchema = z.object({
  resourceId: int4IdSchema,
  schoolId: int4IdSchema.optional(),
});
export type ResourceUsedContentParams = z.infer<typeof resourceUsedContentParamsSchema>;

/** GET /EducationalProgramApi/PagedResources/{programId}, /EducationalProgramApi/{programId}/ClassPlans */
export const programIdParamSchema = z.object({ programId: int4IdSchema });
export type ProgramIdParam = z.infer<typeof programIdParamSchema>;

/** GET /EducationalProgramApi/{contentId}/UsedContentRecords[/{schoolId}] */
export const programUsedContentParamsSchema = z.object({ contentId: int4IdSchema, schoolId: int4IdSchema.optional() });
export type ProgramUsedContentParams = z.infer<typeof programUsedContentParamsSchema>;

/** POST /EducationalProgramApi/{id}/GeneratePDF body: the language of the PDF (default ?locale); other fields are ignored. */
export const generateProgramPdfSchema = z.object({ locale: exploreLocaleSchema.optional() }).passthrough();
export type GenerateProgramPdf = z.input<typeof generateProgramPdfSchema>;

/** /KimpleFolderApi/{id}/AssociatedFolders | AssociatedResources | AssociatedEducationalPrograms */
export const providerFolderIdParamSchema = z.object({ id: int4IdSchema });
export type ProviderFolderIdParam = z.infer<typeof providerFolderIdParamSchema>;

/** Error codes the explore API puts in ApiError.code (client maps them to §8 messages). */
export const EXPLORE_ERROR_CODES = {
  folderNameRequired: 'FOLDER_NAME_REQUIRED',
  folderNameTooLong: 'FOLDER_NAME_TOO_LONG',
  folderNameRepeated: 'FOLDER_NAME_REPEATED',
  selectTeacher: 'SELECT_TEACHER',
  notColleague: 'NOT_COLLEAGUE',
  noEditPermission: 'NO_EDIT_PERMISSION',
  usedContentIncomplete: 'USED_CONTENT_INCONSISTENT',
} as const;

// ---------------------------------------------------------------- responses
export interface Paged<T> {
  data: T[];
  totalCount: number;
  pages: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}
export interface FacetCount {
  id: number | string;
  name: string;
  count: number;
}
export type Facets = Partial<Record<FacetName, FacetCount[]>>;
export interface PagedWithFacets<T> extends Paged<T> {
  facets?: Facets;
}

export interface RefDto {
  id: number;
  name: string;
}
export interface CategoryDto {
  id: number;
  slug: string;
  name: string;
  color: string;
}
export interface AuthorDto {
  id: number;
  name: string;
  picture: string | null;
  description: string;
  bio: string;
  website?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  twitter?: string | null;
}
export interface ResourceCard {
  id: number;
  title: string;
  cover: string | null;
  locale: ExploreLocale;
  author: { id: number; name: string; picture: string | null };
  category: CategoryDto | null;
  type: number;
  ageMin: number;
  ageMax: number;
  numberOfClasses: number;
  durationMinutes: number;
  implementation: Implementation;
  languages: ExploreLocale[];
  novelty: boolean;
  views?: number;
}
export interface MaterialDto {
  kind: 1 | 2 | 3;
  name: string;
  file?: string | null;
}
export interface MediaDto {
  kind: 1 | 2;
  url: string;
  caption?: string | null;
}
export interface TeacherClassPlan {
  id: number;
  classNumber: number;
  name: string;
  organizationType: string;
  secondaryOrganizationType: string | null;
  classLayout: string;
  minutesDuration: number;
  necessaryMaterials: MaterialDto[];
  startSection: string;
  developmentSection: string;
  closureSection: string;
  valuationSection: string;
  necessaryDownloadableMaterials: MaterialDto[];
  studentStatement: string;
}
export interface StudentClassPlan {
  id: number;
  classNumber: number;
  name: string;
  organizationType: string;
  classLayout: string;
  minutesDuration: number;
  statement: string;
  necessaryDownloadableMaterials: MaterialDto[];
}
export interface ResourceDetail extends ResourceCard {
  presentation: string;
  rhetoricalQuestion: string;
  author: AuthorDto;
  teacherMaterial: {
    classPlanDescription: string;
    pedagogicalGoal: string;
    mediaSummary: MediaDto[];
    hasMedia: boolean;
    classPlans: TeacherClassPlan[];
    globalValuationSection: string | null;
    globalValuationMaterials: MaterialDto[];
  };
  studentMaterial: {
    mediaSummary: MediaDto[];
    studentPedagogicalGoal: string;
    rhetoricalQuestion: string;
    hasMedia: boolean;
    classPlans: StudentClassPlan[];
  };
  skills: RefDto[];
  topics: RefDto[];
  subtopics: RefDto[];
  subjects: RefDto[];
  crossAreas: RefDto[];
  sdgs: Array<RefDto & { color?: string }>;
  materials: MaterialDto[];
  myReview: { rating: number; categories: Array<{ category: number; liked: boolean }>; comment: string | null } | null;
  reviewSummary: { average: number | null; count: number };
}
/** GET /ResourceApi/GetStudentResource: `id` is the student link of /r/{id} (./student.ts), not the resource. */
export interface StudentResource {
  id: number;
  resourceId: number;
  title: string;
  locale: ExploreLocale;
  cover: string | null;
  author: { id: number; name: string; picture: string | null };
  category: CategoryDto | null;
  numberOfClasses: number;
  /** the languages the resource exists in (locale is the asked one when it is among them, else a fallback) */
  languages: ExploreLocale[];
  studentMaterial: ResourceDetail['studentMaterial'];
}
export interface RedirectMarker {
  redirect: { locale: ExploreLocale; id: number };
}
export const isRedirect = (v: unknown): v is RedirectMarker =>
  !!v && typeof v === 'object' && 'redirect' in (v as object);

export interface ProgramCard {
  id: number;
  name: string;
  author: string;
  mainAuthor: { id: number; name: string; picture: string | null };
  coAuthors: Array<{ id: number; name: string }>;
  base: string | null;
  categoryId: number | null;
  categoryReferenceId: string | null;
  categoryColor: string | null;
  classTotalQuantity: number;
  resourceTotalQuantity: number;
  thumbnail: string | null;
  ageRange: { min: number; max: number };
  secondaryAgeRange: { min: number; max: number } | null;
  novelty: boolean;
  activatedLanguages: ExploreLocale[];
  usedEducationalProgram: boolean;
  contentType: 1 | 2;
  locale: ExploreLocale;
}
export interface ProgramDetail extends ProgramCard {
  title: string;
  foundation: string;
  pedagogicalObjective: string;
  level: string | null;
  year: string;
  durationMinutes: number;
  udls: Array<{ id: number; type: string; name: string }>;
  evaluationMethod: RefDto | null;
  keywords: string[];
  resources: Array<ResourceCard & { order: number }>;
}
export interface ProgramClassPlans {
  resources: Array<{
    resourceId: number;
    title: string;
    order: number;
    classPlans: Array<{ id: number; classNumber: number; name: string; minutesDuration: number }>;
  }>;
}

export interface ProviderFolderCard {
  id: number;
  name: string;
  description: string;
  cover: string | null;
  durationMinutes: number;
  sessions: number;
  resourcesCount: number;
  programsCount: number;
  crossAreas: RefDto[];
  ageMin: number;
  ageMax: number;
  sdgs: RefDto[];
  novelty: boolean;
  featured: boolean;
}
export interface EphemerideDto {
  id: number;
  month: number;
  day: number;
  date: string;
  name: string;
  description: string;
  folderId: number | null;
  resourcesCount: number;
}
export interface TopicDto {
  id: number;
  name: string;
  subtopics: RefDto[];
  resourcesCount?: number;
}
export interface SuggestionDto {
  kind: 'resource' | 'program' | 'topic' | 'folder';
  id: number;
  text: string;
}

export interface UsedContentRecordDto {
  id: number;
  createdAt: string;
  educationalProgramId: number | null;
  educationalProgramCompleted: boolean;
  content: string;
  teacher: { id: number; name: string };
  academicCourse: { id: number; name: string } | null;
  /** krea §3: the school, month and year of the use and the experience text (null when not given) */
  school?: { id: number; name: string } | null;
  month?: number | null;
  year?: number | null;
  experience?: string | null;
  /** the live class that made this record (issue 33): its summary is LiveClassApi/{id}/Summary; null otherwise */
  liveSessionId?: number | null;
  resources: Array<{
    resourceId: number;
    resource: string;
    resourceCompleted: boolean;
    classes: Array<{ id: number; classNumber: number; name: string }>;
  }>;
}
