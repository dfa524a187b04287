/**
 * KimpleFolderApi (spec §7): the provider's folders and the ephemerides.
 */
import { apiClient } from '@platform/api-client';
import type { EphemerideDto, Paged, ProviderFolderCard } from '@platform/contracts';
import { commaLists, type ApiQuery } from './params';

const K = '/KimpleFolderApi';
const get = <T>(url: string, q: ApiQuery = {}) => apiClient.get<T>(url, { params: commaLists(q) }).then((r) => r.data);

export const search = (filter: ApiQuery) => get<Paged<ProviderFolderCard>>(`${K}/GetAllFiltered`, filter);
export const mostViewed = (limit = 4) => get<ProviderFolderCard[]>(`${K}/GetMostViewedKimpleFolders`, { limit });
/** The ephemerides from `startDate` on (the feed's calendar widget), paged. */
export const ephemerides = (pageNumber: number, pageSize: number, startDate: string) =>
  get<Paged<EphemerideDto>>(`${K}/GetEphemerides`, { pageNumber, pageSize, startDate });
export const allEphemerides = () => get<EphemerideDto[]>(`${K}/GetAllEphemerides`);
