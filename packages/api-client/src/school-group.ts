/**
 * SchoolGroupApi (spec §7 School and school group): the group, its edit, its schools and their academic courses.
 */
import { apiClient } from '@platform/api-client';
import type {
  AssociatedSchoolDto,
  SchoolGroupDto,
  SchoolWithCoursesDto,
  UpdateSchoolGroupRequest,
} from '@platform/contracts';

const G = '/SchoolGroupApi';

/** GET /SchoolGroupApi/{id} */
export const byId = (id: number) => apiClient.get<SchoolGroupDto>(`${G}/${id}`).then((r) => r.data);
/** PUT /SchoolGroupApi/{id} */
export const update = (id: number, body: UpdateSchoolGroupRequest) =>
  apiClient.put<SchoolGroupDto>(`${G}/${id}`, body, { silent: true }).then((r) => r.data);
/** GET /SchoolGroupApi/{id}/AssociatedSchools */
export const associatedSchools = (id: number) =>
  apiClient.get<AssociatedSchoolDto[]>(`${G}/${id}/AssociatedSchools`).then((r) => r.data);
/** GET /SchoolGroupApi/{id}/SchoolsWithCourses */
export const schoolsWithCourses = (id: number) =>
  apiClient.get<SchoolWithCoursesDto[]>(`${G}/${id}/SchoolsWithCourses`).then((r) => r.data);
