/**
 * Query helpers shared by the group modules (bundled with each group that uses them; no state).
 */
import { apiClient, type ApiClient } from '@platform/api-client';
import type { AppLocale } from '@platform/contracts';

/** A filter query as the screens build it: lists go to the API as comma lists (`topicIds=1,2`). */
export type ApiQuery = Record<string, string | number | boolean | ReadonlyArray<string | number> | null | undefined>;

/** Arrays as comma lists, empties dropped (the list filters of ResourceApi / EducationalProgramApi / KimpleFolderApi). */
export function commaLists(q: ApiQuery): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) out[k] = v.join(',');
    } else out[k] = v as string | number | boolean;
  }
  return out;
}

/**
 * GET `url` with a filter query (lists as comma lists), its body. `client`: the platform's one by default; a server
 * render passes its own (the feed's widgets, ADR 0053).
 */
export const getFiltered = <T>(url: string, q: ApiQuery = {}, client: ApiClient = apiClient) =>
  client.get<T>(url, { params: commaLists(q) }).then((r) => r.data);

/** POST {url}: the printable class pack (PDF) in `locale`; `classIds` = some of the classes (none = all). */
export const classPackPdf = (url: string, locale: AppLocale, classIds: number[] | undefined, timeout: number) =>
  apiClient
    .post<Blob>(url, {}, { params: commaLists({ locale, classIds }), responseType: 'blob', timeout })
    .then((r) => r.data);
