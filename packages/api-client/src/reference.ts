/**
 * Reference data (spec §3 Reference lists, §7): names in the request locale. FAQ included.
 */
import { apiClient } from '@platform/api-client';
import type {
  AgeRangeDto,
  AppLocale,
  CategoryItemDto,
  CountryDto,
  FaqDto,
  FaqSectionDto,
  RefItemDto,
  SdgDto,
  SubtopicDto,
  TopicItemDto,
  UdlDto,
} from '@platform/contracts';

const list = <T>(url: string, params?: Record<string, unknown>) =>
  apiClient.get<T[]>(url, { params }).then((r) => r.data);

export const categories = () => list<CategoryItemDto>('/CategoryApi');
export const skills = () => list<RefItemDto>('/SkillApi');
export const ageRanges = () => list<AgeRangeDto>('/AgeRangeApi');
export const sdgs = () => list<SdgDto>('/ODSApi/GetAll');
export const udls = () => list<UdlDto>('/UDLApi');
export const evaluationMethods = () => list<RefItemDto>('/EvaluationMethodApi/GetAll');
export const subjects = () => list<RefItemDto>('/SubjectApi');
export const educationalLevels = () => list<RefItemDto>('/EducationalLevelApi/GetAll');
export const crossAreas = () => list<RefItemDto>('/CrossAreaApi');
export const months = () => list<{ id: number; name: string }>('/MonthApi');
export const countries = () => list<CountryDto>('/CountryApi');
export const topics = () => list<TopicItemDto>('/TopicApi/GetAll');
export const topicsFiltered = (filter: { search?: string; categoryId?: number } = {}) =>
  list<TopicItemDto>('/TopicApi/GetAllFiltered', filter);
export const subtopicsFiltered = (filter: { topicIds?: number[]; search?: string } = {}) =>
  list<SubtopicDto>('/SubtopicApi/GetAllFiltered', { ...filter, topicIds: filter.topicIds?.join(',') || undefined });
export const subtopicsByLocale = (locale: AppLocale) => list<SubtopicDto>(`/SubtopicApi/GetByLocale/${locale}`);
/** POST /TopicApi/Suggest (authors). */
export const suggestTopic = (topic: string) =>
  apiClient.post<{ id: number; topic: string; success: true }>('/TopicApi/Suggest', { topic }).then((r) => r.data);

/** FAQ sections, the Contact section first (the server orders them, spec §3). */
export const faqSections = () => list<FaqSectionDto>('/FrequentlyAskedQuestion/Sections');
/** FAQ questions of one section (id or key), or all; the API answers them under `data`. */
export const faqs = (category?: string | number) =>
  apiClient
    .get<{ data: FaqDto[] }>('/FrequentlyAskedQuestion/GetAll', { params: { category } })
    .then((r) => r.data.data);
