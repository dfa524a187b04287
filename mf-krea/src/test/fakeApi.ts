/** A fake of the shared API client for component tests: routes → handlers, every call recorded (as mf-folders' fakeApi). */
import { apiClient, ApiError, type ApiRequestOptions, type ApiResponse } from '@platform/api-client';
import type { KreaContent, KreaContentCard } from '@platform/contracts';

export interface Call {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
  config?: ApiRequestOptions;
}
type Handler = (c: Call) => unknown;
export const calls: Call[] = [];
const routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = [];

export function on(method: string, pattern: RegExp, handler: Handler | unknown): void {
  routes.unshift({ method, pattern, handler: typeof handler === 'function' ? (handler as Handler) : () => handler });
}
export const fail =
  (status: number, code: string, message = code) =>
  () =>
    new ApiError(status, code, message);
export const callsTo = (method: string, pattern: RegExp) =>
  calls.filter((c) => c.method === method && pattern.test(c.url));

async function handle(
  method: string,
  url: string,
  params?: Record<string, unknown>,
  body?: unknown,
  config?: ApiRequestOptions,
): Promise<ApiResponse> {
  const c: Call = { method, url, params, body, config };
  calls.push(c);
  const r = routes.find((x) => x.method === method && x.pattern.test(url));
  if (!r) throw new ApiError(404, 'NOT_FOUND', `no fake for ${method} ${url}`);
  const data = await r.handler(c);
  if (data instanceof ApiError) throw data;
  return { data, status: 200, headers: {} };
}
export function installFakeApi(): void {
  calls.length = 0;
  routes.length = 0;
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((url: string, cfg: ApiRequestOptions = {}) =>
      handle('GET', url, cfg.params as Record<string, unknown> | undefined, undefined, cfg)) as typeof apiClient.get);
  jest
    .spyOn(apiClient, 'post')
    .mockImplementation(((url: string, body?: unknown, cfg: ApiRequestOptions = {}) =>
      handle('POST', url, cfg.params as Record<string, unknown> | undefined, body, cfg)) as typeof apiClient.post);
  jest
    .spyOn(apiClient, 'put')
    .mockImplementation(((url: string, body?: unknown, cfg: ApiRequestOptions = {}) =>
      handle('PUT', url, undefined, body, cfg)) as typeof apiClient.put);
  jest
    .spyOn(apiClient, 'delete')
    .mockImplementation(((url: string, cfg: ApiRequestOptions = {}) =>
      handle(
        'DELETE',
        url,
        cfg.params as Record<string, unknown> | undefined,
        undefined,
        cfg,
      )) as typeof apiClient.delete);
  on('GET', /^\/krea\/EducationalProgram$/, { data: [], totalCount: 0 });
  on('GET', /^\/krea\/Resource$/, { data: [], totalCount: 0 });
  on('GET', /^\/(AgeRangeApi|UDLApi|ODSApi\/GetAll|EvaluationMethodApi\/GetAll|EducationalLevelApi\/GetAll)$/, [
    { id: 1, key: 'a', name: 'Uno' },
    { id: 2, key: 'b', name: 'Dos' },
    { id: 3, key: 'c', name: 'Tres' },
  ]);
  on('GET', /\/PagedResources$/, {
    data: [{ id: 50, title: 'Sesión 1', locale: 'es', classes: 2, minutes: 90, available: [], position: 0 }],
    totalCount: 1,
  });
  on('GET', /\/Completeness$/, [
    { locale: 'es', percentage: 60, ready: false, missing: ['image', 'udl', 'sdgs', 'level'] },
  ]);
  on('GET', /\/Comments$/, []);
  on('GET', /\/History$/, []);
}

export const card = (id: number, title: string, extra: Partial<KreaContentCard> = {}): KreaContentCard => ({
  id,
  title,
  contentType: 2,
  image: null,
  locale: 'es',
  activatedLanguages: { es: 'approved' },
  completeness: 100,
  resources: 2,
  duration: 90,
  own: true,
  permission: 'owner',
  mainAuthor: 'Aurora Author',
  modifiedAt: '2026-11-20T10:00:00.000Z',
  keywords: [],
  ...extra,
});
export const content = (extra: Partial<KreaContent> = {}): KreaContent => ({
  id: 7,
  version: 3,
  contentType: 2,
  locale: 'es',
  locales: [{ locale: 'es', state: 'draft', stale: false, title: 'Huerto', completeness: 60 }],
  title: 'Huerto',
  rationale: 'Porque sí',
  goals: ['Uno'],
  image: null,
  videoUrl: null,
  detailDocumentUrl: null,
  ageRangeIds: [1],
  evaluationMethodId: null,
  udlIds: [],
  educationalLevelId: null,
  grade: null,
  sdgIds: [],
  customKreaFieldOptions: [],
  keywords: ['agua'],
  resourceCount: 1,
  duration: 90,
  completeness: 60,
  status: 'draft',
  permission: 'owner',
  canEdit: true,
  canApprove: false,
  canComment: true,
  owner: { userId: 1, name: 'Aurora Author' },
  modifiedBy: null,
  modifiedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
