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

import { readAndEdit } from './read-edit';

const G = '/SchoolGroupApi';

/** GET /SchoolGroupApi/{id}; PUT /SchoolGroupApi/{id} */
export const { byId, update } = readAndEdit<SchoolGroupDto, UpdateSchoolGroupRequest>(G);
/** GET /SchoolGroupApi/{id}/AssociatedSchools */
export const associatedSchools = (id: number) =>
  apiClient.get<AssociatedSchoolDto[]>(`${G}/${id}/AssociatedSchools`).then((r) => r.data);
/** GET /SchoolGroupApi/{id}/SchoolsWithCourses */
export const schoolsWithCourses = (id: number) =>
  apiClient.get<SchoolWithCoursesDto[]>(`${G}/${id}/SchoolsWithCourses`).then((r) => r.data);
