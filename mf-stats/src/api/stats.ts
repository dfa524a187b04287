/**
 * Typed calls of mf-stats: /MetricApi (spec §7 Metrics) and the used-content history (AcademicCourseApi). Types come
 * from @platform/contracts. (These move to @platform/api-client's `metric` group with the remote kit.)
 */
import { currentLocale } from '@platform/i18n';
import { createUsedContentApi } from '@platform/used-content';
import type {
  CategoryMetricResponse, ChosenMethodologiesResponse, ChosenSkillsResponse, CoverageDimension, CoverageMapResponse, MetricRange,
  MetricSchoolsResponse, MostValuedResponse, Paged, ReviewCategoryMetricResponse, UsedContentFilters, UsedContentRecordDto,
} from '@platform/contracts';
import { http } from './http';

type Params = Record<string, string | number | boolean | undefined>;
const clean = (p: Params) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== ''));
const get = async <T>(url: string, params: Params = {}) => (await http().get<T>(url, { params: clean({ locale: currentLocale(), ...params }) })).data;

export interface MetricResponses {
  CategoryMetric: CategoryMetricResponse;
  ReviewCategoryMetric: ReviewCategoryMetricResponse;
  ChosenMethodologies: ChosenMethodologiesResponse;
  ChosenSkills: ChosenSkillsResponse;
  MostValuedByTeachers: MostValuedResponse;
}
export type MetricName = keyof MetricResponses;

export interface HistoryQuery { pageNumber: number; academicCourseId?: number; contentId?: number; schoolId?: number }

export const statsApi = {
  schools: () => get<MetricSchoolsResponse>('/MetricApi/Schools'),
  metric: <N extends MetricName>(name: N, range: MetricRange, schoolId?: number | null) =>
    get<MetricResponses[N]>(`/MetricApi/${name}`, { range, schoolId: schoolId ?? undefined }),
  coverage: (range: MetricRange, dimension: CoverageDimension, schoolId?: number | null) =>
    get<CoverageMapResponse>('/MetricApi/CoverageMap', { range, dimension, schoolId: schoolId ?? undefined }),
  history: (q: HistoryQuery, admin: boolean) =>
    get<Paged<UsedContentRecordDto>>(admin ? '/AcademicCourseApi/UsedContentRecords/Admin' : '/AcademicCourseApi/UsedContentRecords', { ...q, pageSize: 5, ...(admin ? {} : { schoolId: undefined }) }),
  historyFilters: (admin: boolean, schoolId?: number) => get<UsedContentFilters>('/AcademicCourseApi/UsedContentRecords/Filters', { admin: admin ? 'true' : undefined, schoolId: admin ? schoolId : undefined }),
};

/** The shared register-use flow's calls over this remote's client. */
export const usedContentApi = createUsedContentApi(http);
