/**
 * KimpleFolderApi (spec §7): the provider's folders and the ephemerides.
 */
import { apiClient, type ApiClient } from '@platform/api-client';
import type {
  EphemerideDto,
  FolderInfo,
  Paged,
  ProgramCard,
  ProviderFolderCard,
  ResourceCard,
  ShareProviderFolder,
  ShareResult,
} from '@platform/contracts';
import { getFiltered as get, type ApiQuery } from './params';

const K = '/KimpleFolderApi';

export const search = (filter: ApiQuery) => get<Paged<ProviderFolderCard>>(`${K}/GetAllFiltered`, filter);
export const mostViewed = (limit = 4, client?: ApiClient) =>
  get<ProviderFolderCard[]>(`${K}/GetMostViewedKimpleFolders`, { limit }, client);
/** The ephemerides from `startDate` on (the feed's calendar widget), paged. */
export const ephemerides = (pageNumber: number, pageSize: number, startDate: string, client?: ApiClient) =>
  get<Paged<EphemerideDto>>(`${K}/GetEphemerides`, { pageNumber, pageSize, startDate }, client);
export const allEphemerides = () => get<EphemerideDto[]>(`${K}/GetAllEphemerides`);
/** GET /KimpleFolderApi/getAllByLocale: the provider folders of the UI language (500 a page, spec §9). */
export const allByLocale = (pageNumber = 0, pageSize = 500) =>
  get<Paged<ProviderFolderCard>>(`${K}/getAllByLocale`, { pageNumber, pageSize });
/** GET /KimpleFolderApi/GetByLocale/{id} */
export const byLocale = (id: number) => get<ProviderFolderCard>(`${K}/GetByLocale/${id}`);
/** GET /KimpleFolderApi/{id}/AssociatedResources | AssociatedEducationalPrograms | AssociatedFolders (paged) */
export const resources = (id: number, pageNumber: number, pageSize = 6) =>
  get<Paged<ResourceCard>>(`${K}/${id}/AssociatedResources`, { pageNumber, pageSize });
export const programs = (id: number, pageNumber: number, pageSize = 6) =>
  get<Paged<ProgramCard>>(`${K}/${id}/AssociatedEducationalPrograms`, { pageNumber, pageSize });
export const folders = (id: number, pageNumber: number, pageSize = 6) =>
  get<Paged<ProviderFolderCard>>(`${K}/${id}/AssociatedFolders`, { pageNumber, pageSize });
/** POST /KimpleFolderApi/{id}/Save: a copy in my folders (origin 2). */
export const save = (id: number) =>
  apiClient.post<FolderInfo>(`${K}/${id}/Save`, {}, { silent: true }).then((r) => r.data);
/** POST /KimpleFolderApi/Share { folderId, recipientIds, folderLocale } */
export const share = (body: ShareProviderFolder) =>
  apiClient.post<ShareResult>(`${K}/Share`, body, { silent: true }).then((r) => r.data);
