/**
 * FolderApi (spec §7): the caller's folders. The calls that exist today; the folders work adds the rest here.
 */
import { apiClient } from '@platform/api-client';
import type { FolderInfo, FolderWithFlag, UpdateResourceInFolders } from '@platform/contracts';

const F = '/FolderApi';

export const allByUser = () => apiClient.get<FolderInfo[]>(`${F}/GetAllByUser`).then((r) => r.data);
/** Every folder the caller may add to, with whether resource `id` is in it. */
export const resourceInFolders = (id: number) => apiClient.get<FolderWithFlag[]>(`${F}/ResourceInFolders/${id}`).then((r) => r.data);
export const updateResourceInFolders = (body: UpdateResourceInFolders) =>
  apiClient.put<FolderWithFlag[]>(`${F}/UpdateResourceInFolders`, body).then((r) => r.data);
export const create = (name: string, description?: string) =>
  apiClient.post<FolderInfo>(`${F}/Create`, { name, ...(description ? { description } : {}) }).then((r) => r.data);
