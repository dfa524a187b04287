/**
 * FolderApi (spec §7 Personal folders): the 16 calls. Writes whose refusal the screens explain themselves
 * (403 NO_EDIT_PERMISSION / FOLDER_OWNER_ONLY / NOT_COLLEAGUE, 400 name rules) are `silent`: no global 403 redirect.
 */
import { apiClient } from '@platform/api-client';
import type {
  CreateFolder,
  EditPermissionResult,
  FolderDetail,
  FolderInfo,
  FolderUser,
  FolderUserPermission,
  FolderWithFlag,
  OrderResources,
  ShareFolder,
  ShareFolderResult,
  UpdatePermissions,
  UpdateResourceInFolders,
} from '@platform/contracts';

const F = '/FolderApi';
const silent = { silent: true } as const;

/** GET /FolderApi/GetAllByUser: mine then shared with me, a page of 500 (spec §9). */
export const allByUser = (pageNumber = 0, pageSize = 500) =>
  apiClient.get<FolderInfo[]>(`${F}/GetAllByUser`, { params: { pageNumber, pageSize } }).then((r) => r.data);
/** GET /FolderApi/ResourceInFolders/{id}: every folder of mine, with whether resource `id` is in it. */
export const resourceInFolders = (id: number) =>
  apiClient.get<FolderWithFlag[]>(`${F}/ResourceInFolders/${id}`).then((r) => r.data);
/** PUT /FolderApi/UpdateResourceInFolders */
export const updateResourceInFolders = (body: UpdateResourceInFolders) =>
  apiClient.put<FolderWithFlag[]>(`${F}/UpdateResourceInFolders`, body).then((r) => r.data);
/** POST /FolderApi/Create */
export const create = (name: string, description?: string) =>
  apiClient
    .post<FolderInfo>(`${F}/Create`, { name, ...(description ? { description } : {}) } satisfies CreateFolder, silent)
    .then((r) => r.data);
/** GET /FolderApi/GetByLocale/{id}: the folder with its resources in order (cards in the UI language). */
export const byLocale = (id: number) => apiClient.get<FolderDetail>(`${F}/GetByLocale/${id}`).then((r) => r.data);
/** PUT /FolderApi/Rename/{id} { name, id } */
export const rename = (id: number, name: string) =>
  apiClient.put<FolderInfo>(`${F}/Rename/${id}`, { name, id }, silent).then((r) => r.data);
/** PUT /FolderApi/{folderId}/Description: the body is the plain string (a JSON string). */
export const describe = (folderId: number, description: string) =>
  apiClient
    .put<FolderInfo>(`${F}/${folderId}/Description`, JSON.stringify(description), {
      ...silent,
      headers: { 'Content-Type': 'application/json' },
    })
    .then((r) => r.data);
/** DELETE /FolderApi/Delete/{id} */
export const remove = (id: number) =>
  apiClient.delete<{ id: number; deleted: true }>(`${F}/Delete/${id}`, silent).then((r) => r.data);
/** DELETE /FolderApi/{folderId}/Resource/{resourceId} */
export const removeResource = (folderId: number, resourceId: number) =>
  apiClient.delete<FolderInfo>(`${F}/${folderId}/Resource/${resourceId}`, silent).then((r) => r.data);
/** DELETE /FolderApi/RemoveFromAllFolders/{id}: the resource out of every folder I own or edit. */
export const removeFromAllFolders = (resourceId: number) =>
  apiClient.delete<FolderWithFlag[]>(`${F}/RemoveFromAllFolders/${resourceId}`, silent).then((r) => r.data);
/** PUT /FolderApi/{folderId}/OrderResources { resourceIds } (a permutation of the folder's resources). */
export const orderResources = (folderId: number, body: OrderResources) =>
  apiClient.put<FolderDetail>(`${F}/${folderId}/OrderResources`, body, silent).then((r) => r.data);
/** PUT /FolderApi/{id}/EditPermission: may I edit it? (403 NO_EDIT_PERMISSION otherwise) */
export const editPermission = (id: number) =>
  apiClient.put<EditPermissionResult>(`${F}/${id}/EditPermission`, {}, silent).then((r) => r.data);
/** GET /FolderApi/GetUsers?folderId: colleagues of my school network to share with. */
export const users = (folderId?: number) =>
  apiClient.get<FolderUser[]>(`${F}/GetUsers`, { params: folderId ? { folderId } : {} }).then((r) => r.data);
/** GET /FolderApi/UserPermissions?folderId */
export const userPermissions = (folderId: number) =>
  apiClient.get<FolderUserPermission[]>(`${F}/UserPermissions`, { params: { folderId } }).then((r) => r.data);
/** PUT /FolderApi/UpdatePermissions { folderId, userPermissions, removedUserIds? } */
export const updatePermissions = (body: UpdatePermissions) =>
  apiClient.put<FolderUserPermission[]>(`${F}/UpdatePermissions`, body, silent).then((r) => r.data);
/** POST /FolderApi/Share { folderId, recipients: [{ userId, permission }] } */
export const share = (body: ShareFolder) =>
  apiClient.post<ShareFolderResult>(`${F}/Share`, body, silent).then((r) => r.data);
