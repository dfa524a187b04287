/**
 * Krea (krea.md §7): the authoring area's calls. The Krea screens add theirs here, one exported function each.
 */
import { apiClient } from '@platform/api-client';
import type { TermsAndConditionsDto } from '@platform/contracts';
import type {
  ContentType,
  ExploreLocale,
  KreaAuthor,
  KreaAvailableAuthor,
  KreaComment,
  KreaCompleteness,
  KreaContent,
  KreaContentCard,
  KreaEvent,
  KreaPaged,
  KreaResourceCard,
  KreaResourceItem,
  ReviewState,
  UpdateContentRequest,
  KreaResource,
  UpdateResourceRequest,
  KreaResourceVersion,
  KreaResourceVersionDetail,
  KreaA11yIssue,
  ResourceDetail,
  SchoolGroupUser,
} from '@platform/contracts';

/** GET /krea/Account/TermsAndConditions. Silent by default: a 403 means no authoring access, the caller decides. */
export const termsAndConditions = (opts: { silent?: boolean } = { silent: true }) =>
  apiClient.get<TermsAndConditionsDto>('/krea/Account/TermsAndConditions', opts).then((r) => r.data);

/** POST /krea/Account/TermsAndConditions/sign */
export const signTermsAndConditions = () =>
  apiClient.post<TermsAndConditionsDto>('/krea/Account/TermsAndConditions/sign').then((r) => r.data);

// ---------------------------------------------------------------- contents: /krea/EducationalProgram (krea.md §7, ADR 0021)

const E = '/krea/EducationalProgram';
export type ContentListStatus = 'approved' | 'hidden' | 'inReview';
export type ContentOwnership = 'all' | 'own' | 'collaborations';
export interface StatusAnswer {
  changed: ExploreLocale[];
  state: ReviewState;
  content: KreaContent;
}

/** POST /krea/EducationalProgram?locale&contentType */
export const createContent = (locale: ExploreLocale, contentType: ContentType) =>
  apiClient.post<KreaContent>(E, {}, { params: { locale, contentType }, ignoreLocale: true }).then((r) => r.data);
/** GET /krea/EducationalProgram (list by state and ownership) */
export const contents = (
  status: ContentListStatus,
  ownership: ContentOwnership = 'all',
  pageNumber = 0,
  pageSize = 24,
) =>
  apiClient
    .get<KreaPaged<KreaContentCard>>(E, { params: { status, ownership, pageNumber, pageSize } })
    .then((r) => r.data);
/** GET /krea/EducationalProgram/{id}?locale */
export const content = (id: number, locale?: ExploreLocale) =>
  apiClient.get<KreaContent>(`${E}/${id}`, locale ? { params: { locale } } : undefined).then((r) => r.data);
/** PUT /krea/EducationalProgram/{id} (version-checked; 409 KREA_VERSION_CONFLICT). Silent: the editor shows its own indicator. */
export const saveContent = (id: number, body: UpdateContentRequest) =>
  apiClient.put<KreaContent>(`${E}/${id}`, body, { silent: true }).then((r) => r.data);
/** GET /krea/EducationalProgram/{id}/Completeness */
export const completeness = (id: number) =>
  apiClient.get<KreaCompleteness[]>(`${E}/${id}/Completeness`).then((r) => r.data);
/** GET /krea/EducationalProgram/{id}/CalculateCompleteness */
export const calculateCompleteness = (id: number) =>
  apiClient.get<KreaCompleteness[]>(`${E}/${id}/CalculateCompleteness`).then((r) => r.data);
/** GET /krea/EducationalProgram/{id}/PagedResources */
export const pagedResources = (id: number, pageNumber = 0, pageSize = 6) =>
  apiClient
    .get<KreaPaged<KreaResourceItem>>(`${E}/${id}/PagedResources`, { params: { pageNumber, pageSize } })
    .then((r) => r.data);
/** PUT /krea/EducationalProgram/{id}/OrderResources */
export const orderResources = (id: number, resourceIds: number[]) =>
  apiClient.put<KreaPaged<KreaResourceItem>>(`${E}/${id}/OrderResources`, { resourceIds }).then((r) => r.data);
/** PUT /krea/EducationalProgram/{id}/Resources */
export const setResources = (id: number, resourceIds: number[]) =>
  apiClient.put<KreaPaged<KreaResourceItem>>(`${E}/${id}/Resources`, { resourceIds }).then((r) => r.data);
/** PUT /krea/EducationalProgram/{id}/Keywords */
export const setKeywords = (id: number, keywords: string[]) =>
  apiClient.put<KreaContent>(`${E}/${id}/Keywords`, { keywords }, { silent: true }).then((r) => r.data);
/** PUT /krea/EducationalProgram/{id}/UpdateStatus */
export const updateStatus = (id: number, status: 'published' | 'unpublished', locales: ExploreLocale[]) =>
  apiClient.put<StatusAnswer>(`${E}/${id}/UpdateStatus`, { status, locales }, { silent: true }).then((r) => r.data);
/** POST /krea/EducationalProgram/{id}/Review (approving authors, admins) */
export const review = (id: number, locale: ExploreLocale, decision: 'approve' | 'return', comment?: string) =>
  apiClient
    .post<{ state: ReviewState; content: KreaContent }>(
      `${E}/${id}/Review`,
      { locale, decision, ...(comment ? { comment } : {}) },
      { ignoreLocale: true },
    )
    .then((r) => r.data);
/** GET /krea/EducationalProgram/{id}/History */
export const history = (id: number) => apiClient.get<KreaEvent[]>(`${E}/${id}/History`).then((r) => r.data);
/** DELETE {base}/{id}[?locale&onlyLocale=true]: the whole program or resource, or only one of its languages. */
const deleteIn = (base: string) => (id: number, locale?: ExploreLocale) =>
  apiClient
    .delete<{ id: number; deleted: boolean }>(
      `${base}/${id}`,
      locale ? { params: { locale, onlyLocale: 'true' } } : undefined,
    )
    .then((r) => r.data);
/** POST {base}/{id}/{action}: a new language of a program or resource, empty or a copy of another one. */
const addLanguageIn =
  <T>(base: string, action: string) =>
  (id: number, locale: ExploreLocale, copyFrom?: ExploreLocale) =>
    apiClient
      .post<T>(`${base}/${id}/${action}`, { locale, ...(copyFrom ? { copyFrom } : {}) }, { ignoreLocale: true })
      .then((r) => r.data);
/** DELETE /krea/EducationalProgram/{id}[?locale&onlyLocale=true] */
export const deleteContent = deleteIn(E);
/** POST /krea/EducationalProgram/{id}/LocalizedEducationalProgram */
export const addLanguage = addLanguageIn<KreaContent>(E, 'LocalizedEducationalProgram');
/** PUT /krea/EducationalProgram/{id}/ContentType */
export const setContentType = (id: number, contentType: ContentType) =>
  apiClient.put<KreaContent>(`${E}/${id}/ContentType`, { contentType }).then((r) => r.data);
/** GET /krea/EducationalProgram/AvailableAuthors */
export const availableAuthors = () => apiClient.get<KreaAvailableAuthor[]>(`${E}/AvailableAuthors`).then((r) => r.data);
/** GET /krea/EducationalProgram/{id}/Authors */
export const authors = (id: number) => apiClient.get<KreaAuthor[]>(`${E}/${id}/Authors`).then((r) => r.data);
/** PUT /krea/EducationalProgram/{id}/Authors */
export const setAuthors = (id: number, list: Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>) =>
  apiClient.put<KreaAuthor[]>(`${E}/${id}/Authors`, { authors: list }).then((r) => r.data);
/** GET /krea/EducationalProgram/{id}/Comments */
export const comments = (id: number) => apiClient.get<KreaComment[]>(`${E}/${id}/Comments`).then((r) => r.data);
/** POST /krea/EducationalProgram/{id}/Comments */
export const addComment = (id: number, c: { locale: ExploreLocale; anchor: string; body: string; parentId?: number }) =>
  apiClient.post<KreaComment[]>(`${E}/${id}/Comments`, c, { ignoreLocale: true }).then((r) => r.data);
/** PUT /krea/EducationalProgram/{id}/Comments/{commentId}/Resolve */
export const resolveComment = (id: number, commentId: number) =>
  apiClient.put<KreaComment[]>(`${E}/${id}/Comments/${commentId}/Resolve`, {}).then((r) => r.data);
/** GET /krea/Resource?owner[&text] (dashboard lists and "add existing resources": mine / my network), 6 from page 0 */
export const resources = (owner: boolean, pageNumber = 0, pageSize = 6, text?: string) =>
  apiClient
    .get<KreaPaged<KreaResourceCard>>('/krea/Resource', {
      params: { owner: String(owner), pageNumber, pageSize, ...(text ? { text } : {}) },
    })
    .then((r) => r.data);
/** GET /AccountApi/GetAllUsersFromSchoolGroup[?text]: users of my school group (collaborator selection) */
export const usersFromSchoolGroup = (text?: string) =>
  apiClient
    .get<SchoolGroupUser[]>('/AccountApi/GetAllUsersFromSchoolGroup', text ? { params: { text } } : undefined)
    .then((r) => r.data);

// ---------------------------------------------------------------- resources: /krea/Resource (krea.md §7, ADR 0025)
const R = '/krea/Resource';
/** POST /krea/Resource?locale {title?} */
export const createResource = (locale: ExploreLocale, title?: string) =>
  apiClient
    .post<KreaResource>(
      R,
      { ...(title ? { title } : {}), ignoreLocale: true },
      { params: { locale }, ignoreLocale: true },
    )
    .then((r) => r.data);
/** GET /krea/Resource/{id}?locale */
export const resource = (id: number, locale?: ExploreLocale) =>
  apiClient.get<KreaResource>(`${R}/${id}`, locale ? { params: { locale } } : undefined).then((r) => r.data);
/** PUT /krea/Resource/{id} (version-checked; a 409 KREA_VERSION_CONFLICT carries `current`). Silent: the editor shows its own indicator. */
export const saveResource = (id: number, body: UpdateResourceRequest) =>
  apiClient.put<KreaResource>(`${R}/${id}`, body, { silent: true, ignoreLocale: true }).then((r) => r.data);
/** DELETE /krea/Resource/{id}[?locale&onlyLocale=true] */
export const deleteResource = deleteIn(R);
/** POST /krea/Resource/{id}/LocalizedResource */
export const addResourceLanguage = addLanguageIn<KreaResource>(R, 'LocalizedResource');
/** GET /krea/Resource/{id}/Versions?locale */
export const resourceVersions = (id: number, locale: ExploreLocale) =>
  apiClient.get<KreaResourceVersion[]>(`${R}/${id}/Versions`, { params: { locale } }).then((r) => r.data);
/** GET /krea/Resource/{id}/Versions/{versionId} */
export const resourceVersion = (id: number, versionId: number) =>
  apiClient.get<KreaResourceVersionDetail>(`${R}/${id}/Versions/${versionId}`).then((r) => r.data);
/** POST /krea/Resource/{id}/Versions/{versionId}/Restore {version} */
export const restoreResourceVersion = (id: number, versionId: number, version: number) =>
  apiClient
    .post<KreaResource>(`${R}/${id}/Versions/${versionId}/Restore`, { version }, { silent: true, ignoreLocale: true })
    .then((r) => r.data);
/** GET /krea/Resource/{id}/Accessibility?locale */
export const resourceAccessibility = (id: number, locale: ExploreLocale) =>
  apiClient
    .get<{ locale: ExploreLocale; issues: KreaA11yIssue[]; progress: KreaResource['progress'] }>(
      `${R}/${id}/Accessibility`,
      { params: { locale } },
    )
    .then((r) => r.data);
/** PUT /krea/Resource/{id}/Status {status, locales} */
export const setResourceStatus = (id: number, status: 'published' | 'unpublished', locales: ExploreLocale[]) =>
  apiClient
    .put<KreaResource>(`${R}/${id}/Status`, { status, locales }, { silent: true, ignoreLocale: true })
    .then((r) => r.data);
/** POST /krea/Resource/{id}/Review {locale, decision, comment?}: an approver approves or sends back (ADR 0047) */
export const reviewResource = (id: number, locale: ExploreLocale, decision: 'approve' | 'return', comment?: string) =>
  apiClient
    .post<KreaResource>(
      `${R}/${id}/Review`,
      { locale, decision, ...(comment ? { comment } : {}) },
      { ignoreLocale: true },
    )
    .then((r) => r.data);
/** GET /krea/Resource?inReview=true: resources waiting for review (an approver: of the network; else mine) */
export const resourcesInReview = (pageNumber = 0, pageSize = 24) =>
  apiClient
    .get<KreaPaged<KreaResourceCard>>('/krea/Resource', { params: { inReview: 'true', pageNumber, pageSize } })
    .then((r) => r.data);
/** GET /krea/Resource/{id}/Preview?locale: the resource as teachers and students get it */
export const resourcePreview = (id: number, locale: ExploreLocale) =>
  apiClient.get<ResourceDetail>(`${R}/${id}/Preview`, { params: { locale } }).then((r) => r.data);
/** GET /krea/Resource/{id}/Authors: the resource's collaborators, owner first */
export const resourceAuthors = (id: number) => apiClient.get<KreaAuthor[]>(`${R}/${id}/Authors`).then((r) => r.data);
/** PUT /krea/Resource/{id}/Authors (owner only): invite (editor / commenter), change or remove (none) */
export const setResourceAuthors = (
  id: number,
  list: Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>,
) => apiClient.put<KreaAuthor[]>(`${R}/${id}/Authors`, { authors: list }).then((r) => r.data);
