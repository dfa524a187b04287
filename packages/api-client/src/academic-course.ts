/**
 * AcademicCourseApi (spec §7): the academic courses of a school, and the used-content records teachers register.
 */
import { apiClient } from '@platform/api-client';
import type {
  AcademicCourseDto,
  Paged,
  UsedContentFilters,
  UsedContentRecordDto,
  UsedContentRecordInput,
} from '@platform/contracts';

/** GET /AcademicCourseApi[?schoolId]: the caller's school (admins without schoolId: the whole group). */
export const academicCourses = (schoolId?: number) =>
  apiClient.get<AcademicCourseDto[]>('/AcademicCourseApi', { params: { schoolId } }).then((r) => r.data);

/** GET /AcademicCourseApi/School/{id} */
export const academicCoursesOfSchool = (id: number) =>
  apiClient.get<AcademicCourseDto[]>(`/AcademicCourseApi/School/${id}`).then((r) => r.data);

/** POST /AcademicCourseApi/UsedContentRecord: a teacher registers the classes of a program or resource they used. */
export const registerUsedContent = (body: UsedContentRecordInput) =>
  apiClient.post<UsedContentRecordDto>('/AcademicCourseApi/UsedContentRecord', body).then((r) => r.data);

/** The used-content history filters (spec §3, §9 five a page): academic course and content (program); admins a school. */
export interface UsedContentHistoryQuery {
  pageNumber: number;
  pageSize?: number;
  academicCourseId?: number;
  contentId?: number;
  schoolId?: number;
}
const historyParams = (q: UsedContentHistoryQuery) =>
  Object.fromEntries(Object.entries({ pageSize: 5, ...q }).filter(([, v]) => v !== undefined));

/** GET /AcademicCourseApi/UsedContentRecords: my records (managers: my school's), newest first. */
export const usedContentHistory = (q: UsedContentHistoryQuery) =>
  apiClient
    .get<Paged<UsedContentRecordDto>>('/AcademicCourseApi/UsedContentRecords', {
      params: historyParams({ ...q, schoolId: undefined }),
    })
    .then((r) => r.data);

/** GET /AcademicCourseApi/UsedContentRecords/Admin: the admin variant (§6), the group's schools or one (schoolId). */
export const usedContentHistoryAdmin = (q: UsedContentHistoryQuery) =>
  apiClient
    .get<Paged<UsedContentRecordDto>>('/AcademicCourseApi/UsedContentRecords/Admin', { params: historyParams(q) })
    .then((r) => r.data);

/** GET /AcademicCourseApi/UsedContentRecords/Filters: contents and courses of those records (admin: and the schools). */
export const usedContentFilters = (admin: boolean, schoolId?: number) =>
  apiClient
    .get<UsedContentFilters>('/AcademicCourseApi/UsedContentRecords/Filters', {
      params: admin ? { admin: 'true', ...(schoolId ? { schoolId } : {}) } : {},
    })
    .then((r) => r.data);
