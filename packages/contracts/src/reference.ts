/**
 * Reference data contract (spec platform §3 Reference lists, §7 Reference data; krea §7).
 */
import { z } from 'zod';
import { localeInputSchema } from './common';

export const localeQuerySchema = z.object({ locale: localeInputSchema.optional() });
export const academicCourseQuerySchema = z.object({
  schoolId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  locale: localeInputSchema.optional(),
});
export const subtopicFilterQuerySchema = z.object({
  topicIds: z
    .preprocess(
      (v) =>
        v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')),
      z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100),
    )
    .optional(),
  search: z.string().trim().max(100).optional(),
  locale: localeInputSchema.optional(),
});
export const topicFilterQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().positive().max(1000).optional(),
  locale: localeInputSchema.optional(),
});
/** POST /TopicApi/Suggest: topic as query param or body field. */
export const topicSuggestSchema = z.object({
  topic: z.string().trim().min(2, 'topic is required').max(100),
  locale: localeInputSchema.optional(),
});
export const faqQuerySchema = z.object({
  category: z.union([z.coerce.number().int().positive().max(100000), z.string().trim().min(1).max(50)]).optional(),
  locale: localeInputSchema.optional(),
});

export interface RefItemDto {
  id: number;
  key: string;
  name: string;
}
export interface CategoryItemDto extends RefItemDto {
  slug: string;
  color: string;
}
export interface AgeRangeDto extends RefItemDto {
  min: number;
  max: number;
}
export interface SdgDto extends RefItemDto {
  color: string;
}
export interface UdlDto extends RefItemDto {
  type: string;
}
export interface SubtopicDto extends RefItemDto {
  topicId: number;
  topicName: string;
}
export interface TopicItemDto extends RefItemDto {
  subtopics: Array<{ id: number; key: string; name: string }>;
}
export interface CountryDto {
  iso2: string;
  key: string;
  name: string;
  phonePrefix: string | null;
}
export interface AcademicCourseDto {
  id: number;
  name: string;
  schoolId: number;
  academicGrade: {
    id: number;
    name: string;
    institutionalOrder: number;
    educationalLevelId: number | null;
    countryIso2: string;
  };
}
export interface FaqSectionDto {
  id: number;
  key: string;
  name: string;
  order: number;
}
export interface FaqDto {
  id: number;
  sectionId: number;
  question: string;
  answer: string;
  order: number;
}
