/**
 * Typed calls of the folder API (spec platform §7 FolderApi and KimpleFolderApi). The client comes from
 * @platform/api-client (base /api/v1, bearer token, `locale` on every GET and POST / PUT body).
 *
 * Writes whose refusal is part of the screen's flow (403 NO_EDIT_PERMISSION, FOLDER_OWNER_ONLY, NOT_COLLEAGUE) are sent
 * `silent`: the screen shows the §8 message instead of the client's global 403 redirect to /unauthorized.
 */
import type {
  CreateFolder, EditPermissionResult, FolderDetail, FolderInfo, FolderUser, FolderUserPermission, OrderResources, Paged, ProgramCard,
  ProviderFolderCard, ResourceCard, ShareFolder, ShareFolderResult, ShareProviderFolder, ShareResult, UpdatePermissions,
} from '@platform/contracts';
import { http } from './http';

const silent = { silent: true } as const;
const get = async <T>(url: string, params: Record<string, string | number | undefined> = {}): Promise<T> => {
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  return (await http().get<T>(url, { params: clean })).data;
};
const post = async <T>(url: string, body: unknown): Promise<T> => (await http().post<T>(url, body, silent)).data;
const put = async <T>(url: string, body: unknown): Promise<T> => (await http().put<T>(url, body, silent)).data;
const del = async <T>(url: string): Promise<T> => (await http().delete<T>(url, silent)).data;

/** Folder list page size (spec §9). */
export const FOLDER_PAGE = 500;

export const foldersApi = {
  // personal folders
  myFolders: () => get<FolderInfo[]>('/FolderApi/GetAllByUser', { pageNumber: 0, pageSize: FOLDER_PAGE }),
  folder: (id: number) => get<FolderDetail>(`/FolderApi/GetByLocale/${id}`),
  create: (body: CreateFolder) => post<FolderInfo>('/FolderApi/Create', body),
  rename: (id: number, name: string) => put<FolderInfo>(`/FolderApi/Rename/${id}`, { name, id }),
  /** the body is the plain string (spec §7) */
  describe: async (id: number, description: string) =>
    (await http().put<FolderInfo>(`/FolderApi/${id}/Description`, JSON.stringify(description), { ...silent, headers: { 'Content-Type': 'application/json' } })).data,
  remove: (id: number) => del<{ id: number; deleted: true }>(`/FolderApi/Delete/${id}`),
  removeResource: (folderId: number, resourceId: number) => del<FolderInfo>(`/FolderApi/${folderId}/Resource/${resourceId}`),
  order: (folderId: number, body: OrderResources) => put<FolderDetail>(`/FolderApi/${folderId}/OrderResources`, body),
  editPermission: (id: number) => put<EditPermissionResult>(`/FolderApi/${id}/EditPermission`, {}),
  users: (folderId?: number) => get<FolderUser[]>('/FolderApi/GetUsers', { folderId }),
  userPermissions: (folderId: number) => get<FolderUserPermission[]>('/FolderApi/UserPermissions', { folderId }),
  updatePermissions: (body: UpdatePermissions) => put<FolderUserPermission[]>('/FolderApi/UpdatePermissions', body),
  share: (body: ShareFolder) => post<ShareFolderResult>('/FolderApi/Share', body),
  // provider folders
  providerFolders: () => get<Paged<ProviderFolderCard>>('/KimpleFolderApi/getAllByLocale', { pageNumber: 0, pageSize: FOLDER_PAGE }),
  providerFolder: (id: number) => get<ProviderFolderCard>(`/KimpleFolderApi/GetByLocale/${id}`),
  providerResources: (id: number, pageNumber: number, pageSize = 6) => get<Paged<ResourceCard>>(`/KimpleFolderApi/${id}/AssociatedResources`, { pageNumber, pageSize }),
  providerPrograms: (id: number, pageNumber: number, pageSize = 6) => get<Paged<ProgramCard>>(`/KimpleFolderApi/${id}/AssociatedEducationalPrograms`, { pageNumber, pageSize }),
  providerChildren: (id: number, pageNumber: number, pageSize = 6) => get<Paged<ProviderFolderCard>>(`/KimpleFolderApi/${id}/AssociatedFolders`, { pageNumber, pageSize }),
  copy: (id: number) => post<FolderInfo>(`/KimpleFolderApi/${id}/Save`, {}),
  shareProvider: (body: ShareProviderFolder) => post<ShareResult>('/KimpleFolderApi/Share', body),
};
