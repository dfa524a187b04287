/** A fake of the shared API client (`ApiClient`) for component tests: routes → handlers, every call recorded. */
import { apiClient, ApiError, type ApiRequestOptions, type ApiResponse } from '@platform/api-client';
import type {
  FolderDetail,
  FolderInfo,
  FolderUser,
  FolderUserPermission,
  ProviderFolderCard,
  ResourceCard,
} from '@platform/contracts';

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
/** A handler that never answers (to look at loading states). */
export const never = () => new Promise(() => undefined);
export const fail =
  (status: number, code: string, message = code) =>
  () =>
    new ApiError(status, code, message);
export function resetApi(): void {
  calls.length = 0;
  routes.length = 0;
  installDefaults();
}
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
/** Answers the shared client's calls (the api-client group modules call it) from the routes above. */
export function installFakeApi(): void {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((url: string, cfg: ApiRequestOptions = {}) =>
      handle('GET', url, cfg.params as Record<string, unknown> | undefined, undefined, cfg)) as typeof apiClient.get);
  jest
    .spyOn(apiClient, 'post')
    .mockImplementation(((url: string, body?: unknown, cfg: ApiRequestOptions = {}) =>
      handle('POST', url, undefined, body, cfg)) as typeof apiClient.post);
  jest
    .spyOn(apiClient, 'put')
    .mockImplementation(((url: string, body?: unknown, cfg: ApiRequestOptions = {}) =>
      handle('PUT', url, undefined, body, cfg)) as typeof apiClient.put);
  jest
    .spyOn(apiClient, 'delete')
    .mockImplementation(((url: string, cfg: ApiRequestOptions = {}) =>
      handle('DELETE', url, undefined, undefined, cfg)) as typeof apiClient.delete);
}

export const card = (id: number, title: string, extra: Partial<ResourceCard> = {}): ResourceCard => ({
  id,
  title,
  cover: null,
  locale: 'es',
  author: { id: 1, name: 'Ana Robles', picture: null },
  category: { id: 1, slug: 'computationalThinking', name: 'Pensamiento computacional', color: '#2F80ED' },
  type: 1,
  ageMin: 9,
  ageMax: 11,
  numberOfClasses: 2,
  durationMinutes: 90,
  implementation: 'offline',
  languages: ['es', 'en'],
  novelty: false,
  ...extra,
});
export const paged = <T>(data: T[], totalCount = data.length, pageNumber = 0, pageSize = 6) => ({
  data,
  totalCount,
  pages: Math.ceil(totalCount / pageSize),
  totalPages: Math.ceil(totalCount / pageSize),
  pageNumber,
  pageSize,
});

export function folder(id: number, name: string, extra: Partial<FolderInfo> = {}): FolderInfo {
  return {
    id,
    name,
    description: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    copiedAt: null,
    resourcesCount: 0,
    permission: 'Owner',
    origin: 1,
    owner: { userId: 1, name: 'Tomás Teacher' },
    locale: 'es',
    sharedCount: 0,
    ...extra,
  };
}
export function detail(
  id: number,
  name: string,
  resources: ResourceCard[],
  extra: Partial<FolderDetail> = {},
): FolderDetail {
  return {
    ...folder(id, name, { resourcesCount: resources.length }),
    copiedFromKimpleFolderId: null,
    canEdit: true,
    resources: resources.map((c, i) => ({ resourceId: c.id, order: i, addedAt: '2026-03-05T10:00:00.000Z', card: c })),
    ...extra,
  };
}
export const provider = (id: number, name: string, extra: Partial<ProviderFolderCard> = {}): ProviderFolderCard => ({
  id,
  name,
  description: 'Una selección de recursos',
  cover: null,
  durationMinutes: 150,
  sessions: 4,
  resourcesCount: 3,
  programsCount: 1,
  crossAreas: [{ id: 1, name: 'Matemáticas' }],
  ageMin: 6,
  ageMax: 11,
  sdgs: [{ id: 13, name: 'Acción por el clima' }],
  novelty: true,
  featured: false,
  ...extra,
});
export const colleague = (userId: number, name: string, permission: FolderUser['permission'] = null): FolderUser => ({
  userId,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@demo.test`,
  schoolName: 'Colegio Demo Norte',
  permission,
});
export const perm = (
  userId: number,
  name: string,
  permission: FolderUserPermission['permission'],
): FolderUserPermission => ({
  user: { userId, name, email: `${name.split(' ')[0].toLowerCase()}@demo.test` },
  permission,
});

function installDefaults(): void {
  on('GET', /FolderApi\/GetAllByUser/, [
    folder(1, 'Ciencias', { resourcesCount: 2, description: 'Para el trimestre', sharedCount: 1 }),
    folder(2, 'Copiada', { origin: 2, copiedAt: '2026-04-01T10:00:00.000Z', resourcesCount: 5 }),
    folder(3, 'Claustro', { permission: 'Read', owner: { userId: 9, name: 'Marta Manager' }, resourcesCount: 3 }),
    folder(4, 'Proyectos', { permission: 'Edit', owner: { userId: 9, name: 'Marta Manager' } }),
  ]);
  on(
    'GET',
    /KimpleFolderApi\/getAllByLocale/,
    paged(
      [provider(11, 'Retos del planeta'), provider(12, 'Agua y océanos', { novelty: false, durationMinutes: 120 })],
      2,
      0,
      500,
    ),
  );
  on(
    'GET',
    /FolderApi\/GetByLocale\/1$/,
    detail(1, 'Ciencias', [card(101, 'Robots recicladores'), card(102, 'Huerto lunar'), card(103, 'Píxel a píxel')], {
      description: 'Para el trimestre',
      sharedCount: 1,
    }),
  );
  on(
    'GET',
    /FolderApi\/GetByLocale\/3$/,
    detail(3, 'Claustro', [card(101, 'Robots recicladores'), card(102, 'Huerto lunar')], {
      permission: 'Read',
      canEdit: false,
      owner: { userId: 9, name: 'Marta Manager' },
    }),
  );
  on('GET', /FolderApi\/GetUsers/, [
    colleague(7, 'Marta Manager', 'Edit'),
    colleague(8, 'Ada Admin'),
    colleague(10, 'Álvaro Approver'),
  ]);
  on('GET', /FolderApi\/UserPermissions/, [perm(1, 'Tomás Teacher', 'Owner'), perm(7, 'Marta Manager', 'Read')]);
  on('GET', /KimpleFolderApi\/GetByLocale\/11$/, provider(11, 'Retos del planeta'));
  on('GET', /KimpleFolderApi\/11\/AssociatedResources/, (c: Call) =>
    paged(
      [card(201 + Number(c.params?.pageNumber ?? 0) * 10, `Recurso página ${Number(c.params?.pageNumber ?? 0) + 1}`)],
      7,
      Number(c.params?.pageNumber ?? 0),
    ),
  );
  on('GET', /KimpleFolderApi\/11\/AssociatedEducationalPrograms/, paged([]));
  on('GET', /KimpleFolderApi\/11\/AssociatedFolders/, paged([provider(12, 'Agua y océanos')]));
}
