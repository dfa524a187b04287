/**
 * SchoolApi (spec §7 School and school group): a school, its edit, the caller's schools, the team (paged, filtered),
 * centre-key uniqueness, removing members and editing a member's role and levels.
 */
import { apiClient } from '@platform/api-client';
import type {
  EditSchoolUserRequest,
  PagedList,
  SchoolDto,
  TeamUserDto,
  UpdateSchoolRequest,
  UserSchoolDto,
} from '@platform/contracts';

import { readAndEdit } from './read-edit';

const S = '/SchoolApi';

/** GET /SchoolApi/{id}; PUT /SchoolApi/{id} */
export const { byId, update } = readAndEdit<SchoolDto, UpdateSchoolRequest>(S);
/** GET /SchoolApi/GetUserSchools */
export const userSchools = () => apiClient.get<UserSchoolDto[]>(`${S}/GetUserSchools`).then((r) => r.data);
/** GET /SchoolApi/GetUsersStatusBySchool/{id}?pageNumber&pageSize&filter (none 0, confirmed 1, canceled 2, pending 3) */
export const team = (id: number, q: { pageNumber: number; pageSize: number; filter: number }) =>
  apiClient.get<PagedList<TeamUserDto>>(`${S}/GetUsersStatusBySchool/${id}`, { params: q }).then((r) => r.data);
/** GET /SchoolApi/SchoolExists?centreKey&schoolId: true when another school has the key. */
export const exists = (centreKey: string, schoolId?: number) =>
  apiClient.get<boolean>(`${S}/SchoolExists`, { params: { centreKey, schoolId }, silent: true }).then((r) => r.data);
/** PUT /SchoolApi/{id}/RemoveMembers { userIds } */
export const removeMembers = (id: number, userIds: number[]) =>
  apiClient.put<{ removed: number[] }>(`${S}/${id}/RemoveMembers`, { userIds }, { silent: true }).then((r) => r.data);
/** POST /SchoolApi/{id}/EditUser { userId, role, educationalLevelIds } */
export const editUser = (id: number, body: EditSchoolUserRequest) =>
  apiClient.post<TeamUserDto>(`${S}/${id}/EditUser`, body, { silent: true }).then((r) => r.data);
