/**
 * AcademicCourseApi (spec §7): the academic courses of a school, and the used-content records teachers register.
 */
import { apiClient } from '@platform/api-client';
import type { AcademicCourseDto, UsedContentRecordDto, UsedContentRecordInput } from '@platform/contracts';

/** GET /AcademicCourseApi[?schoolId]: the caller's school (admins without schoolId: the whole group). */
export const academicCourses = (schoolId?: number) =>
  apiClient.get<AcademicCourseDto[]>('/AcademicCourseApi', { params: { schoolId } }).then((r) => r.data);

/** GET /AcademicCourseApi/School/{id} */
export const academicCoursesOfSchool = (id: number) =>
  apiClient.get<AcademicCourseDto[]>(`/AcademicCourseApi/School/${id}`).then((r) => r.data);

/** POST /AcademicCourseApi/UsedContentRecord: a teacher registers the classes of a program or resource they used. */
export const registerUsedContent = (body: UsedContentRecordInput) =>
  apiClient.post<UsedContentRecordDto>('/AcademicCourseApi/UsedContentRecord', body).then((r) => r.data);
