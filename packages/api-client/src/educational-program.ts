/**
 * EducationalProgramApi (spec §7): programs and projects, their class plans, PDF, sharing and used content.
 */
import { apiClient } from '@platform/api-client';
import type {
  AppLocale,
  Paged,
  ProgramCard,
  ProgramClassPlans,
  ProgramDetail,
  RedirectMarker,
  ResourceCard,
  ShareProgram,
  UsedContentRecordDto,
} from '@platform/contracts';
import { classPackPdf, getFiltered as get, type ApiQuery } from './params';

const P = '/EducationalProgramApi';

/** The program lists: the catalogue, or the custom (school group) ones; `owned` = only those the caller's school uses. */
export const list = (filter: ApiQuery, o: { owned?: boolean; custom?: boolean } = {}) =>
  get<Paged<ProgramCard>>(
    `${P}/${o.custom ? (o.owned ? 'CustomOwned' : 'Custom') : o.owned ? 'GetAllFilteredOwned' : 'GetAllFiltered'}`,
    filter,
  );
/** GET /EducationalProgramApi/GetByLocale/{id}: the program in `locale`, or where it is available instead. */
export const byLocale = (id: number, locale?: AppLocale) =>
  get<ProgramDetail | RedirectMarker>(`${P}/GetByLocale/${id}`, locale ? { locale } : {});
export const classPlans = (id: number) => get<ProgramClassPlans>(`${P}/${id}/ClassPlans`);
export const pagedResources = (id: number, pageNumber: number, pageSize = 6) =>
  get<Paged<ResourceCard>>(`${P}/PagedResources/${id}`, { pageNumber, pageSize });
/** POST /EducationalProgramApi/{id}/GeneratePDF: the program as a PDF in `locale`. */
export const pdf = (id: number, locale: AppLocale) =>
  apiClient.post<Blob>(`${P}/${id}/GeneratePDF`, { locale }, { responseType: 'blob' }).then((r) => r.data);
export const requestInformation = (id: number, message?: string) =>
  apiClient.post<{ ok: true }>(`${P}/RequestInformation`, { id, message }).then((r) => r.data);
export const share = (body: ShareProgram) => apiClient.post<{ sent: number }>(`${P}/Share`, body).then((r) => r.data);
/** GET /EducationalProgramApi/{id}/UsedContentRecords[/{schoolId}] */
export const usedContentRecords = (programId: number, pageNumber: number, pageSize = 5, schoolId?: number) =>
  get<Paged<UsedContentRecordDto>>(`${P}/${programId}/UsedContentRecords${schoolId ? `/${schoolId}` : ''}`, {
    pageNumber,
    pageSize,
  });
/** POST /EducationalProgramApi/{id}/ClassPack: the printable class pack (PDF) of the program in `locale`; `classIds` = some of its classes (none = all). */
export const classPack = (id: number, locale: AppLocale, classIds?: number[]) =>
  classPackPdf(`${P}/${id}/ClassPack`, locale, classIds, 180_000);
