/**
 * ResourceApi (spec §7): the feed widgets, search, a resource in a language, reviews, sharing.
 */
import { apiClient, type ApiClient } from '@platform/api-client';
import type {
  AddResourceReview,
  AppLocale,
  Facets,
  MyStudentLinkDto,
  StudentLinkDto,
  Paged,
  PagedWithFacets,
  PlanQueryInput,
  PlanResponse,
  RedirectMarker,
  ResourceCard,
  ResourceDetail,
  ShareResource,
  StudentResource,
  UsedContentRecordDto,
} from '@platform/contracts';
import { classPackPdf, commaLists, getFiltered as get, type ApiQuery } from './params';

const R = '/ResourceApi';

/** A resource (or program) that is not in the asked language answers where it is (spec §4 language redirect). */
export const isRedirect = (v: unknown): v is RedirectMarker =>
  !!v && typeof v === 'object' && 'redirect' in v && !!(v as RedirectMarker).redirect?.locale;

// ---- feed widgets
export const lastViewed = (limit = 4, client?: ApiClient) =>
  get<ResourceCard[]>(`${R}/GetLastViewedResources`, { limit }, client);
export const mostViewed = (limit: number, pageNumber: number, filter: ApiQuery = {}, client?: ApiClient) =>
  get<Paged<ResourceCard>>(`${R}/GetMostViewedResources`, { ...filter, limit, pageNumber }, client);
export const recommended = (filter: ApiQuery = {}, client?: ApiClient) =>
  get<Paged<ResourceCard>>(`${R}/Recommended`, { pageSize: 4, ...filter }, client);
export const newest = (filter: ApiQuery = {}, client?: ApiClient) =>
  get<Paged<ResourceCard>>(`${R}/Newest`, { pageSize: 4, ...filter }, client);
export const custom = (filter: ApiQuery = {}) => get<Paged<ResourceCard>>(`${R}/Custom`, { pageSize: 4, ...filter });
export const associated = (id: number, client?: ApiClient) =>
  get<ResourceCard[]>(`${R}/AssociatedResources`, { id }, client);

// ---- search
export const search = (filter: ApiQuery) => get<PagedWithFacets<ResourceCard>>(`${R}/GetAllFiltered`, filter);
/** The facet counts of a search (asked in parallel with the results). */
export const searchFacets = (filter: ApiQuery) =>
  get<{ totalCount: number; facets: Facets }>(`${R}/GetAllFilteredFacets`, filter);

// ---- one resource
/** GET /ResourceApi/GetByLocale/{id}: the resource in `locale`, or where it is available instead. */
export const byLocale = (id: number, locale?: AppLocale, client?: ApiClient) =>
  get<ResourceDetail | RedirectMarker>(`${R}/GetByLocale/${id}`, locale ? { locale } : {}, client);
/** GET /ResourceApi/GetStudentResource?id={linkId}: the public student view of a student link (no session needed; docs/decisions/0011). */
export const studentResource = (id: number, classIds?: number[], opts: { silent?: boolean } = {}) =>
  apiClient
    .get<StudentResource>(`${R}/GetStudentResource`, { params: commaLists({ id, classIds }), ...opts })
    .then((r) => r.data);
export const addReview = (body: AddResourceReview) =>
  apiClient.post<{ ok: true }>(`${R}/AddResourceReview`, body).then((r) => r.data);
export const share = (body: ShareResource) => apiClient.post<{ sent: number }>(`${R}/Share`, body).then((r) => r.data);
/** GET /ResourceApi/GetShareableLink/{resourceId}?classIds: my student link `/r/{linkId}` for these classes (none = all). */
export const shareableLink = (id: number, classIds: number[]) =>
  get<StudentLinkDto>(`${R}/GetShareableLink/${id}`, { classIds });
export const requestInformation = (id: number, message?: string) =>
  apiClient.post<{ ok: true }>(`${R}/RequestInformation`, { id, message }).then((r) => r.data);
/** The colleagues of the caller's school group (share with colleagues). */
export const colleagues = () =>
  get<Array<{ userId: number; name: string; email: string; schoolName: string | null }>>(`${R}/Colleagues`);
/** GET /ResourceApi/{id}/UsedContentRecords[/{schoolId}] */
export const usedContentRecords = (resourceId: number, pageNumber: number, pageSize = 5, schoolId?: number) =>
  get<Paged<UsedContentRecordDto>>(`${R}/${resourceId}/UsedContentRecords${schoolId ? `/${schoolId}` : ''}`, {
    pageNumber,
    pageSize,
  });
export type { ApiQuery } from './params';

// ---- beyond the spec (issue 19)
/** POST /ResourceApi/{id}/ClassPack: the printable class pack (PDF) in `locale`; `classIds` = some classes (none = all). */
export const classPack = (id: number, locale: AppLocale, classIds?: number[]) =>
  classPackPdf(`${R}/${id}/ClassPack`, locale, classIds, 120_000);
/** GET /ResourceApi/PlanWithWhatIHave: resources and single classes that fit the time and the materials at hand, with reasons. */
export const planWithWhatIHave = (q: PlanQueryInput) => get<PlanResponse>(`${R}/PlanWithWhatIHave`, q as ApiQuery);
/** GET /ResourceApi/StudentLinks/{resourceId}: my live student links of a resource, newest first. */
export const studentLinks = (resourceId: number) => get<MyStudentLinkDto[]>(`${R}/StudentLinks/${resourceId}`);
/** DELETE /ResourceApi/StudentLink/{linkId}: stop sharing; students get the not-available page from then on. */
export const revokeStudentLink = (linkId: number) =>
  apiClient.delete<{ ok: true }>(`${R}/StudentLink/${linkId}`).then((r) => r.data);
