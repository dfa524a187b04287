/**
 * Statistics contract (spec platform §3 Statistics, §6 who sees what, §7 /MetricApi, §9 stats ranges) and the
 * used-content history (§3 used-content record, §6 admin variant, §9 five a page).
 *
 * Every metric answers a `MetricResponse<T>`: the list the spec names (`data`) plus what the screen needs to say
 * how it was computed (range, scope, sample size, enough data or not, sample or real).
 *
 * What each metric counts (from real data, in the chosen range):
 * - CategoryMetric: resource views (resource_views), share of each category.
 * - ReviewCategoryMetric: the liked review categories (1-5) of the reviews written, share of each mention.
 * - ChosenMethodologies: used resources of the registered used-content records, share of each resource type.
 * - ChosenSkills: the skills of those used resources, per (category, age range) group, share within the group.
 * - MostValuedByTeachers: per aspect the share of reviews that liked it; and the best-rated resources.
 * Scope (§6): a teacher their own activity; a manager their school (records of the school, views and reviews of its
 * members); an admin one school of their group at a time (`schoolId`, default their current school).
 *
 * Values and types only (no zod): the UI imports the values from '@platform/contracts/metrics-data', so zod stays
 * off the remotes' bundles. The request schemas are in metrics.ts.
 */
import type { AppLocale } from './common';

// ---------------------------------------------------------------- ranges (§9: 1, 3, 6, 12 months)
export const METRIC_RANGES = ['last30days', 'lastTrimester', 'lastSemester', 'lastYear'] as const;
export type MetricRange = (typeof METRIC_RANGES)[number];
export const METRIC_RANGE_MONTHS: Record<MetricRange, number> = {
  last30days: 1,
  lastTrimester: 3,
  lastSemester: 6,
  lastYear: 12,
};
export const DEFAULT_METRIC_RANGE: MetricRange = 'last30days';
/** Below this many counted events a metric shows the not-enough-data message (§8). */
export const MIN_METRIC_SAMPLE = 3;
/** Number of best-rated resources MostValuedByTeachers lists. */
export const MOST_VALUED_RESOURCES = 5;

export const COVERAGE_DIMENSIONS = ['sdg', 'skill', 'resourceType'] as const;
export type CoverageDimension = (typeof COVERAGE_DIMENSIONS)[number];

// ---------------------------------------------------------------- responses
export type MetricScope = 'own' | 'school';
/** Why statistics are not shown as real data: sample (trial/freemium, §6) or excluded by the licence. */
export type MetricAccess = 'real' | 'sample' | 'excluded';

export interface MetricResponse<T> {
  range: MetricRange;
  /** ISO start and end of the window */
  from: string;
  to: string;
  scope: MetricScope;
  schoolId: number | null;
  /** true: the built-in sample statistics of §6 (trial and freemium users), never real data */
  sample: boolean;
  /** counted events (views, reviews or used resources) */
  sampleSize: number;
  /** false below MIN_METRIC_SAMPLE events: the screen shows the not-enough-data message */
  enoughData: boolean;
  data: T;
}

export interface CategoryPercentage {
  categoryId: number;
  categoryName: string;
  categoryKey: string;
  count: number;
  percentage: number;
}
export interface ReviewCategoryPercentage {
  reviewCategory: 1 | 2 | 3 | 4 | 5;
  key: ReviewAspectKey;
  count: number;
  percentage: number;
}
export type MethodologyKey = 'workshop' | 'project' | 'case' | 'didacticSequence' | 'exercise';
export interface MethodologyPercentage {
  methodology: MethodologyKey;
  type: 1 | 2 | 3 | 4 | 5;
  count: number;
  percentage: number;
}
export interface SkillPercentage {
  skillId: number;
  skillName: string;
  count: number;
  percentage: number;
}
export interface SkillGroup {
  categoryId: number;
  categoryName: string;
  ageRangeId: number;
  ageRange: string;
  ageMin: number;
  ageMax: number;
  /** used resources counted in this group */
  total: number;
  skills: SkillPercentage[];
}
export type ReviewAspectKey = 'innovation' | 'applicability' | 'methodology' | 'teacherGuide' | 'author';
export const REVIEW_ASPECTS: ReviewAspectKey[] = [
  'innovation',
  'applicability',
  'methodology',
  'teacherGuide',
  'author',
];
export interface AspectPercentage {
  aspect: ReviewAspectKey;
  reviewCategory: 1 | 2 | 3 | 4 | 5;
  count: number;
  percentage: number;
}
export interface MostValuedResource {
  resourceId: number;
  title: string;
  averageRating: number;
  reviews: number;
}
export interface MostValued {
  aspects: AspectPercentage[];
  resources: MostValuedResource[];
}

export type CategoryMetricResponse = MetricResponse<CategoryPercentage[]>;
export type ReviewCategoryMetricResponse = MetricResponse<ReviewCategoryPercentage[]>;
export type ChosenMethodologiesResponse = MetricResponse<MethodologyPercentage[]>;
export type ChosenSkillsResponse = MetricResponse<SkillGroup[]>;
export type MostValuedResponse = MetricResponse<MostValued>;

/** GET /MetricApi/Schools: whose statistics the caller may see, and how. */
export interface MetricSchoolsResponse {
  access: MetricAccess;
  scope: MetricScope;
  /** admins: the schools of their group; managers: their school; teachers: [] */
  schools: Array<{ id: number; name: string }>;
  defaultSchoolId: number | null;
  /** coverage map available (managers and admins with real statistics) */
  coverage: boolean;
}

/** GET /MetricApi/CoverageMap: academic courses × SDGs / skills / resource types of one school. */
export interface CoverageColumn {
  id: number;
  key: string;
  name: string;
  color: string | null;
}
export interface CoverageRow {
  courseId: number | null;
  name: string;
  institutionalOrder: number | null;
}
export interface CoverageCell {
  courseId: number | null;
  columnId: number;
  classes: number;
  records: number;
}
export interface CoverageMapResponse {
  range: MetricRange;
  from: string;
  to: string;
  schoolId: number;
  dimension: CoverageDimension;
  rows: CoverageRow[];
  columns: CoverageColumn[];
  /** only the non-empty cells */
  cells: CoverageCell[];
  /** columns no course touched in the range */
  untouched: number[];
}

/** The code of the 403 a licence without statistics gets (§6 'This functionality is not included in your current license'). */
export const METRICS_NOT_IN_LICENSE = 'METRICS_NOT_IN_LICENSE';

// ---------------------------------------------------------------- used-content history
export const USED_CONTENT_PAGE_SIZE = 5;
export interface UsedContentFilters {
  contents: Array<{ id: number; name: string }>;
  courses: Array<{ id: number; name: string }>;
  schools: Array<{ id: number; name: string }>;
}

// ---------------------------------------------------------------- register use: the extra fields of krea §3
export const EXPERIENCE_MAX = 1000;
/** Years a use may be registered for: this one and the previous ones. */
export const USED_CONTENT_YEARS_BACK = 5;

// ---------------------------------------------------------------- built-in sample statistics (§6)
type L10n = Record<AppLocale, string>;
const l = (es: string, en: string, ca: string): L10n => ({ es, en, ca });
const SAMPLE_CATEGORIES: Array<[number, string, L10n, number]> = [
  [1, 'computationalThinking', l('Pensamiento computacional', 'Computational thinking', 'Pensament computacional'), 38],
  [2, 'globalCitizenship', l('Ciudadanía global', 'Global citizenship', 'Ciutadania global'), 31],
  [3, 'entrepreneurialSpirit', l('Espíritu emprendedor', 'Entrepreneurial spirit', 'Esperit emprenedor'), 22],
  [4, 'teachersTraining', l('Formación docente', 'Teacher training', 'Formació docent'), 9],
];
const SAMPLE_SKILLS: Array<[number, L10n]> = [
  [1, l('Resolución de problemas', 'Problem solving', 'Resolució de problemes')],
  [2, l('Pensamiento crítico', 'Critical thinking', 'Pensament crític')],
  [3, l('Trabajo en equipo', 'Teamwork', 'Treball en equip')],
  [7, l('Creatividad', 'Creativity', 'Creativitat')],
  [8, l('Comunicación efectiva', 'Effective communication', 'Comunicació efectiva')],
];
const SAMPLE_AGES: Array<[number, number, number, L10n]> = [
  [4, 12, 15, l('12-15 años', '12-15 years', '12-15 anys')],
  [5, 16, 18, l('16-18 años', '16-18 years', '16-18 anys')],
];

/** The built-in sample statistics trial and freemium users see (§6: the five methodologies; age ranges 12-15 and 16-18). */
export function sampleMetrics(locale: AppLocale, range: MetricRange = DEFAULT_METRIC_RANGE) {
  const now = new Date();
  const from = new Date(now);
  from.setMonth(from.getMonth() - METRIC_RANGE_MONTHS[range]);
  const env = <T>(data: T, sampleSize: number): MetricResponse<T> => ({
    range,
    from: from.toISOString(),
    to: now.toISOString(),
    scope: 'own',
    schoolId: null,
    sample: true,
    sampleSize,
    enoughData: true,
    data,
  });
  const methodologies: MethodologyPercentage[] = [
    { methodology: 'workshop', type: 1, count: 9, percentage: 30 },
    { methodology: 'project', type: 2, count: 7, percentage: 23.3 },
    { methodology: 'case', type: 3, count: 5, percentage: 16.7 },
    { methodology: 'didacticSequence', type: 4, count: 6, percentage: 20 },
    { methodology: 'exercise', type: 5, count: 3, percentage: 10 },
  ];
  const skillShares = [
    [30, 25, 20, 15, 10],
    [15, 30, 25, 10, 20],
  ];
  const skills: SkillGroup[] = SAMPLE_AGES.flatMap(([ageRangeId, ageMin, ageMax, name], ai) =>
    SAMPLE_CATEGORIES.slice(0, 3).map(([categoryId, , cname], ci) => ({
      categoryId,
      categoryName: cname[locale],
      ageRangeId,
      ageRange: name[locale],
      ageMin,
      ageMax,
      total: 20,
      skills: SAMPLE_SKILLS.map(([skillId, sname], si) => {
        const percentage = skillShares[(ai + ci) % 2][si];
        return { skillId, skillName: sname[locale], count: percentage / 5, percentage };
      }),
    })),
  );
  const reviewShares = [28, 26, 20, 16, 10];
  const reviewCategories: ReviewCategoryPercentage[] = REVIEW_ASPECTS.map((key, i) => ({
    reviewCategory: (i + 1) as 1,
    key,
    count: reviewShares[i] / 2,
    percentage: reviewShares[i],
  }));
  const aspectShares = [72, 64, 55, 41, 23];
  return {
    categoryMetric: env<CategoryPercentage[]>(
      SAMPLE_CATEGORIES.map(([categoryId, categoryKey, n, percentage]) => ({
        categoryId,
        categoryKey,
        categoryName: n[locale],
        count: percentage,
        percentage,
      })),
      100,
    ),
    reviewCategoryMetric: env(reviewCategories, 50),
    chosenMethodologies: env(methodologies, 30),
    chosenSkills: env(skills, 120),
    mostValuedByTeachers: env<MostValued>(
      {
        aspects: REVIEW_ASPECTS.map((aspect, i) => ({
          aspect,
          reviewCategory: (i + 1) as 1,
          count: aspectShares[i],
          percentage: aspectShares[i],
        })),
        resources: [],
      },
      100,
    ),
  };
}
export type SampleMetrics = ReturnType<typeof sampleMetrics>;
