/**
 * Typed calls of the explore API (spec §7 ResourceApi, EducationalProgramApi, KimpleFolderApi, AccountApi
 * Available*, AcademicCourseApi used content, FolderApi minimum). The client comes from
 * @platform/api-client (base /api/v1, bearer token, locale on every call).
 */
import { http } from './http';
import type {
  Paged, PagedWithFacets, Facets, ResourceCard, ResourceDetail, RedirectMarker, ProgramCard, ProgramDetail, ProgramClassPlans,
  ProviderFolderCard, EphemerideDto, SuggestionDto, UsedContentRecordDto, FolderInfo, FolderWithFlag, FacetCount,
  AddResourceReview, ShareResource, ShareProgram, UsedContentRecordInput, UpdateResourceInFolders, ExploreLocale,
} from './types';

export type Query = Record<string, string | number | boolean | Array<string | number> | undefined | null>;

/** Arrays go as comma lists (`topicIds=1,2`), empties are dropped. */
export function toParams(q: Query): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) { if (v.length) out[k] = v.join(','); } else out[k] = v;
  }
  return out;
}
const get = async <T>(url: string, q: Query = {}, locale?: ExploreLocale): Promise<T> =>
  (await http().get<T>(url, { params: { ...toParams(q), ...(locale ? { locale } : {}) } })).data;
const post = async <T>(url: string, body: unknown): Promise<T> => (await http().post<T>(url, body)).data;
const put = async <T>(url: string, body: unknown): Promise<T> => (await http().put<T>(url, body)).data;

export const exploreApi = {
  // feed
  lastViewed: (limit = 4) => get<ResourceCard[]>('/ResourceApi/GetLastViewedResources', { limit }),
  mostViewed: (limit: number, pageNumber: number, q: Query = {}) => get<Paged<ResourceCard>>('/ResourceApi/GetMostViewedResources', { ...q, limit, pageNumber }),
  recommended: (q: Query = {}) => get<Paged<ResourceCard>>('/ResourceApi/Recommended', { pageSize: 4, ...q }),
  newest: (q: Query = {}) => get<Paged<ResourceCard>>('/ResourceApi/Newest', { pageSize: 4, ...q }),
  custom: (q: Query = {}) => get<Paged<ResourceCard>>('/ResourceApi/Custom', { pageSize: 4, ...q }),
  associated: (id: number) => get<ResourceCard[]>('/ResourceApi/AssociatedResources', { id }),
  ephemerides: (pageNumber: number, pageSize: number, startDate: string) => get<Paged<EphemerideDto>>('/KimpleFolderApi/GetEphemerides', { pageNumber, pageSize, startDate }),
  mostViewedFolders: (limit = 4) => get<ProviderFolderCard[]>('/KimpleFolderApi/GetMostViewedKimpleFolders', { limit }),
  // search
  searchResources: (q: Query) => get<PagedWithFacets<ResourceCard>>('/ResourceApi/GetAllFiltered', q),
  /** facet counts of a search (asked in parallel with the results) */
  searchFacets: (q: Query) => get<{ totalCount: number; facets: Facets }>('/ResourceApi/GetAllFilteredFacets', q),
  searchPrograms: (q: Query) => get<Paged<ProgramCard>>('/EducationalProgramApi/GetAllFiltered', q),
  searchFolders: (q: Query) => get<Paged<ProviderFolderCard>>('/KimpleFolderApi/GetAllFiltered', q),
  /** popular topics and titles (shown while the search box is focused and empty) */
  popularSuggestions: (locale: ExploreLocale) => get<Paged<SuggestionDto>>('/AccountApi/AvailableSuggestions', { pageNumber: 0, pageSize: 10 }, locale),
  suggestions: (search: string) => get<Paged<SuggestionDto>>('/AccountApi/AvailableSearchSuggestions', { search, pageNumber: 0, pageSize: 10 }),
  available: (kind: 'Topics' | 'Months' | 'Skills' | 'ODS' | 'AgeRanges' | 'Subjects', q: Query) => get<FacetCount[]>(`/AccountApi/Available${kind}`, q),
  allEphemerides: () => get<EphemerideDto[]>('/KimpleFolderApi/GetAllEphemerides'),
  // resource
  resource: (id: number, locale?: ExploreLocale) => get<ResourceDetail | RedirectMarker>(`/ResourceApi/GetByLocale/${id}`, {}, locale),
  review: (body: AddResourceReview) => post<{ ok: true }>('/ResourceApi/AddResourceReview', body),
  share: (body: ShareResource) => post<{ sent: number }>('/ResourceApi/Share', body),
  shareableLink: (id: number, classIds: number[]) => get<{ link: string }>(`/ResourceApi/GetShareableLink/${id}`, { classIds }),
  requestInformation: (id: number, message?: string) => post<{ ok: true }>('/ResourceApi/RequestInformation', { id, message }),
  colleagues: () => get<Array<{ userId: number; name: string; email: string; schoolName: string | null }>>('/ResourceApi/Colleagues'),
  // folders
  myFolders: () => get<FolderInfo[]>('/FolderApi/GetAllByUser'),
  resourceInFolders: (id: number) => get<FolderWithFlag[]>(`/FolderApi/ResourceInFolders/${id}`),
  updateResourceInFolders: (body: UpdateResourceInFolders) => put<FolderWithFlag[]>('/FolderApi/UpdateResourceInFolders', body),
  createFolder: (name: string) => post<FolderInfo>('/FolderApi/Create', { name }),
  // programs
  programs: (q: Query, owned = false, custom = false) =>
    get<Paged<ProgramCard>>(`/EducationalProgramApi/${custom ? (owned ? 'CustomOwned' : 'Custom') : owned ? 'GetAllFilteredOwned' : 'GetAllFiltered'}`, q),
  program: (id: number, locale?: ExploreLocale) => get<ProgramDetail | RedirectMarker>(`/EducationalProgramApi/GetByLocale/${id}`, {}, locale),
  programClassPlans: (id: number) => get<ProgramClassPlans>(`/EducationalProgramApi/${id}/ClassPlans`),
  programResources: (id: number, pageNumber: number, pageSize = 6) => get<Paged<ResourceCard>>(`/EducationalProgramApi/PagedResources/${id}`, { pageNumber, pageSize }),
  programPdf: async (id: number, locale: ExploreLocale): Promise<Blob> => (await http().post(`/EducationalProgramApi/${id}/GeneratePDF`, { locale }, { responseType: 'blob' })).data as Blob,
  programRequestInformation: (id: number, message?: string) => post<{ ok: true }>('/EducationalProgramApi/RequestInformation', { id, message }),
  programShare: (body: ShareProgram) => post<{ sent: number }>('/EducationalProgramApi/Share', body),
  usedContentRecords: (programId: number, pageNumber: number, pageSize = 5) => get<Paged<UsedContentRecordDto>>(`/EducationalProgramApi/${programId}/UsedContentRecords`, { pageNumber, pageSize }),
  registerUsedContent: (body: UsedContentRecordInput) => post<UsedContentRecordDto>('/AcademicCourseApi/UsedContentRecord', body),
  /** reference data (AcademicCourseApi of the reference module): bare list or under `data` */
  academicCourses: async () => {
    const body = await get<unknown>('/AcademicCourseApi');
    const list = Array.isArray(body) ? body : body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data : [];
    return list as Array<{ id: number; name: string; academicGrade?: { id: number } }>;
  },
};
