/** Request schemas of the statistics and the used-content history (zod); values and types: metrics-data.ts. */
import { z } from 'zod';
import { dbIdSchema, localeInputSchema } from './common';
import {
  DEFAULT_METRIC_RANGE,
  EXPERIENCE_MAX,
  METRIC_RANGES,
  USED_CONTENT_PAGE_SIZE,
  COVERAGE_DIMENSIONS,
  type MetricRange,
} from './metrics-data';

export * from './metrics-data';

const NUL_FREE = (s: string) => !s.includes('\u0000');
/** `range` accepts the names or the month counts of §9 (1, 3, 6, 12). */
export const metricRangeSchema = z.preprocess(
  (v) => {
    const byMonths: Record<string, MetricRange> = {
      '1': 'last30days',
      '3': 'lastTrimester',
      '6': 'lastSemester',
      '12': 'lastYear',
    };
    return typeof v === 'string' && byMonths[v]
      ? byMonths[v]
      : typeof v === 'number' && byMonths[String(v)]
        ? byMonths[String(v)]
        : v;
  },
  z.enum(METRIC_RANGES, {
    message: 'range must be last30days, lastTrimester, lastSemester or lastYear (or 1, 3, 6, 12)',
  }),
);
/** GET /MetricApi/* query. */
export const metricQuerySchema = z.object({
  range: metricRangeSchema.default(DEFAULT_METRIC_RANGE),
  /** managers: their school (default); admins: a school of their group (default their current school); teachers: not allowed */
  schoolId: dbIdSchema.optional(),
  locale: localeInputSchema.optional(),
});
export type MetricQuery = z.input<typeof metricQuerySchema>;
/** GET /MetricApi/CoverageMap query. */
export const coverageQuerySchema = metricQuerySchema.extend({
  dimension: z.enum(COVERAGE_DIMENSIONS, { message: 'dimension must be sdg, skill or resourceType' }).default('sdg'),
});
export type CoverageQuery = z.input<typeof coverageQuerySchema>;
/** GET /AcademicCourseApi/UsedContentRecords (own or school) and /AcademicCourseApi/UsedContentRecords/Admin. */
export const usedContentHistoryQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(USED_CONTENT_PAGE_SIZE),
  /** academic course (grade) id */
  academicCourseId: dbIdSchema.optional(),
  /** content = educational program id */
  contentId: dbIdSchema.optional(),
  /** admin variant: one school of the group (default all of them) */
  schoolId: dbIdSchema.optional(),
  locale: localeInputSchema.optional(),
});
export type UsedContentHistoryQuery = z.input<typeof usedContentHistoryQuerySchema>;
export const usedContentFiltersQuerySchema = z.object({
  schoolId: dbIdSchema.optional(),
  admin: z.enum(['true', 'false']).optional(),
  locale: localeInputSchema.optional(),
});
export const usedContentExtraSchema = z.object({
  schoolId: dbIdSchema.optional(),
  month: z.number().int().min(1).max(12).optional(),
  year: z.number().int().min(2000).max(2100).optional(),
  experience: z
    .string()
    .trim()
    .max(EXPERIENCE_MAX, 'experienceTooLong')
    .refine(NUL_FREE, 'invalidCharacters')
    .optional(),
});
