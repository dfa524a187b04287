/**
 * MetricApi (spec §7 Metrics): whose statistics the caller may see, the five metrics for a range (and a school of an
 * admin's group), and the school coverage map. Rules and definitions: docs/decisions/0015-statistics.md.
 */
import { apiClient } from '@platform/api-client';
import type {
  CategoryMetricResponse,
  ChosenMethodologiesResponse,
  ChosenSkillsResponse,
  CoverageDimension,
  CoverageMapResponse,
  MetricRange,
  MetricSchoolsResponse,
  MostValuedResponse,
  ReviewCategoryMetricResponse,
} from '@platform/contracts';

const M = '/MetricApi';

/** The five metrics by call name. */
export interface MetricResponses {
  CategoryMetric: CategoryMetricResponse;
  ReviewCategoryMetric: ReviewCategoryMetricResponse;
  ChosenMethodologies: ChosenMethodologiesResponse;
  ChosenSkills: ChosenSkillsResponse;
  MostValuedByTeachers: MostValuedResponse;
}
export type MetricName = keyof MetricResponses;

/** GET /MetricApi/Schools: access (real, sample, excluded), scope and the schools the caller may pick. */
export const schools = () => apiClient.get<MetricSchoolsResponse>(`${M}/Schools`).then((r) => r.data);

/** GET /MetricApi/{CategoryMetric|ReviewCategoryMetric|ChosenMethodologies|ChosenSkills|MostValuedByTeachers}?range&schoolId */
export const metric = <N extends MetricName>(name: N, range: MetricRange, schoolId?: number | null) =>
  apiClient
    .get<MetricResponses[N]>(`${M}/${name}`, { params: { range, ...(schoolId ? { schoolId } : {}) } })
    .then((r) => r.data);

/** GET /MetricApi/CoverageMap?range&dimension&schoolId */
export const coverageMap = (range: MetricRange, dimension: CoverageDimension, schoolId?: number | null) =>
  apiClient
    .get<CoverageMapResponse>(`${M}/CoverageMap`, { params: { range, dimension, ...(schoolId ? { schoolId } : {}) } })
    .then((r) => r.data);
