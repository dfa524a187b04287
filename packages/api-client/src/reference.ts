import type { Locale } from '@platform/session';
import { apiClient } from './client';

export interface RefItem { id: number; name: string; [k: string]: unknown }
export interface FaqSection { id?: number; name: string; [k: string]: unknown }
export interface Faq { question?: string; answer?: string; [k: string]: unknown }

/** Lists may come bare, under `data`, or under `data.data` (FAQ). */
export function unwrapList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object' && 'data' in body) return unwrapList<T>((body as { data: unknown }).data);
  return [];
}

const list = <T = RefItem>(url: string, params?: Record<string, unknown>) =>
  apiClient.get(url, { params }).then((r) => unwrapList<T>(r.data));

export const reference = {
  categories: () => list('/CategoryApi'),
  skills: () => list('/SkillApi'),
  ageRanges: () => list('/AgeRangeApi'),
  ods: () => list('/ODSApi/GetAll'),
  udls: () => list('/UDLApi'),
  evaluationMethods: () => list('/EvaluationMethodApi/GetAll'),
  academicCourses: (schoolId?: number) => list('/AcademicCourseApi', schoolId != null ? { schoolId } : undefined),
  academicCoursesOfSchool: (id: number) => list(`/AcademicCourseApi/School/${id}`),
  subtopicsFiltered: (filter?: Record<string, unknown>) => list('/SubtopicApi/GetAllFiltered', filter),
  subtopicsByLocale: (locale: Locale) => list(`/SubtopicApi/GetByLocale/${locale}`),
  subjects: () => list('/SubjectApi'),
  educationalLevels: () => list('/EducationalLevelApi/GetAll'),
  topics: () => list('/TopicApi/GetAll'),
  topicsFiltered: (filter?: Record<string, unknown>) => list('/TopicApi/GetAllFiltered', filter),
  suggestTopic: (topic: string) => apiClient.post('/TopicApi/Suggest', undefined, { params: { topic } }).then((r) => r.data),
  /** FAQ sections; the Contact section is placed first (spec §3). */
  faqSections: () =>
    list<FaqSection>('/FrequentlyAskedQuestion/Sections').then((s) =>
      [...s].sort((a, b) => Number(/contact/i.test(b.name)) - Number(/contact/i.test(a.name))),
    ),
  faqs: (category?: string | number) =>
    list<Faq>('/FrequentlyAskedQuestion/GetAll', category != null ? { category } : undefined),
};
