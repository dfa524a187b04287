/**
 * SharingGroupApi (spec §7 Sharing groups, §3 Sharing group): my groups of colleagues to share with.
 */
import { apiClient } from '@platform/api-client';
import type { CreateSharingGroupRequest, SharingGroupDto } from '@platform/contracts';

const G = '/SharingGroupApi';
const members = (userIds: number[]) => ({ userSharingGroups: userIds.map((userId) => ({ userId })) });

/** POST /SharingGroupApi/Create { name, userSharingGroups } */
export const create = (body: CreateSharingGroupRequest) =>
  apiClient.post<SharingGroupDto>(`${G}/Create`, body, { silent: true }).then((r) => r.data);
/** GET /SharingGroupApi/GetByOwner?ownerId */
export const byOwner = (ownerId?: number) =>
  apiClient.get<SharingGroupDto[]>(`${G}/GetByOwner`, { params: { ownerId } }).then((r) => r.data);
/** GET /SharingGroupApi/{id} */
export const byId = (id: number) => apiClient.get<SharingGroupDto>(`${G}/${id}`).then((r) => r.data);
/** PUT /SharingGroupApi/{groupId}/Edit { name } */
export const rename = (groupId: number, name: string) =>
  apiClient.put<SharingGroupDto>(`${G}/${groupId}/Edit`, { name }, { silent: true }).then((r) => r.data);
/** DELETE /SharingGroupApi/{id} */
export const remove = (id: number) =>
  apiClient.delete<{ id: number; deleted: boolean }>(`${G}/${id}`, { silent: true }).then((r) => r.data);
/** PUT /SharingGroupApi/{groupId}/AddMembers { userSharingGroups } */
export const addMembers = (groupId: number, userIds: number[]) =>
  apiClient.put<SharingGroupDto>(`${G}/${groupId}/AddMembers`, members(userIds), { silent: true }).then((r) => r.data);
/** PUT /SharingGroupApi/{groupId}/RemoveMembers { userSharingGroups } */
export const removeMembers = (groupId: number, userIds: number[]) =>
  apiClient
    .put<SharingGroupDto>(`${G}/${groupId}/RemoveMembers`, members(userIds), { silent: true })
    .then((r) => r.data);
