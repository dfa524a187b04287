/** A fake of the shared API client (`ApiClient`) for component tests: routes → handlers, every call recorded. */
import { apiClient, ApiError, type ApiRequestOptions, type ApiResponse } from '@platform/api-client';
import type { ResourceCard, ResourceDetail, ProgramDetail } from '@platform/contracts';

export interface Call {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
}
type Handler = (c: Call) => unknown;

export const calls: Call[] = [];
const routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = [];

export function on(method: string, pattern: RegExp, handler: Handler | unknown): void {
  routes.unshift({ method, pattern, handler: typeof handler === 'function' ? (handler as Handler) : () => handler });
}
export function resetApi(): void {
  calls.length = 0;
  routes.length = 0;
  installDefaults();
}

async function handle(
  method: string,
  url: string,
  params?: Record<string, unknown>,
  body?: unknown,
): Promise<ApiResponse> {
  const c: Call = { method, url, params, body };
  calls.push(c);
  const r = routes.find((x) => x.method === method && x.pattern.test(url));
  if (!r) throw new ApiError(404, 'NOT_FOUND', `no fake for ${method} ${url}`);
  const data = await r.handler(c);
  if (data instanceof ApiError) throw data;
  return { data, status: 200, headers: {} };
}
/**
 * The fake as the API's `fetchApi` of a server render (src/server.tsx, ADR 0045): the same routes, every call recorded
 * (its url without `/api/v1`, its query as params, strings); a failure answers its status and the API's error body.
 */
export async function fakeFetchApi(req: {
  method: string;
  url: string;
  body?: unknown;
}): Promise<{ status: number; data: unknown }> {
  const u = new URL(req.url, 'http://api.test');
  try {
    const r = await handle(
      req.method,
      u.pathname.replace(/^\/api\/v1(?=\/)/, ''),
      Object.fromEntries(u.searchParams),
      req.body,
    );
    return { status: r.status, data: r.data };
  } catch (e) {
    if (e instanceof ApiError)
      return { status: e.status, data: { statusCode: e.status, code: e.code, message: e.message } };
    throw e;
  }
}

/** Answers the shared client's calls (the api-client group modules call it) from the routes above. */
export function installFakeApi(): void {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((url: string, cfg: ApiRequestOptions = {}) =>
      handle('GET', url, cfg.params as Record<string, unknown> | undefined)) as typeof apiClient.get);
  jest
    .spyOn(apiClient, 'post')
    .mockImplementation(((url: string, body?: unknown, cfg: ApiRequestOptions = {}) =>
      handle('POST', url, cfg.params as Record<string, unknown> | undefined, body)) as typeof apiClient.post);
  jest
    .spyOn(apiClient, 'put')
    .mockImplementation(((url: string, body?: unknown) => handle('PUT', url, undefined, body)) as typeof apiClient.put);
  jest
    .spyOn(apiClient, 'delete')
    .mockImplementation(((url: string) => handle('DELETE', url)) as typeof apiClient.delete);
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

export function resourceDetail(over: Partial<ResourceDetail> = {}): ResourceDetail {
  const cls = (n: number) => ({
    id: 100 + n,
    classNumber: n,
    name: `Sesión ${n}`,
    organizationType: 'group',
    secondaryOrganizationType: null,
    classLayout: 'circle',
    minutesDuration: 45,
    necessaryMaterials: [{ kind: 2 as const, name: 'Tijeras' }],
    startSection: `<p>Inicio ${n}</p>`,
    developmentSection: `<p>Desarrollo ${n}</p>`,
    closureSection: `<p>Cierre ${n}</p>`,
    valuationSection: '',
    necessaryDownloadableMaterials: [{ kind: 3 as const, name: 'Ficha', file: '/files/f.pdf' }],
    studentStatement: `<p>Enunciado ${n}</p>`,
  });
  return {
    ...card(7, 'Robots recicladores'),
    presentation: '<p>Presentación del recurso</p><script>alert(1)</script>',
    rhetoricalQuestion: '¿Puede un robot separar la basura?',
    author: {
      id: 1,
      name: 'Ana Robles',
      picture: null,
      description: 'Maestra',
      bio: 'Maestra de primaria.',
      website: 'https://ana.example',
      facebook: null,
      instagram: null,
      twitter: null,
    },
    teacherMaterial: {
      classPlanDescription: '<p>Descripción</p>',
      pedagogicalGoal: '<p>Objetivo</p>',
      mediaSummary: [],
      hasMedia: false,
      classPlans: [cls(1), cls(2)],
      globalValuationSection: '<p>Valoración final</p>',
      globalValuationMaterials: [],
    },
    studentMaterial: {
      mediaSummary: [],
      studentPedagogicalGoal: '<p>Aprenderás</p>',
      rhetoricalQuestion: '¿Puede un robot separar la basura?',
      hasMedia: false,
      classPlans: [1, 2].map((n) => ({
        id: 100 + n,
        classNumber: n,
        name: `Sesión ${n}`,
        organizationType: 'group',
        classLayout: 'circle',
        minutesDuration: 45,
        statement: `<p>Enunciado ${n}</p>`,
        necessaryDownloadableMaterials: [],
      })),
    },
    skills: [{ id: 1, name: 'Creatividad' }],
    topics: [{ id: 1, name: 'Medio ambiente' }],
    subtopics: [],
    subjects: [],
    crossAreas: [],
    sdgs: [{ id: 4, name: 'Educación de calidad' }],
    materials: [{ kind: 2, name: 'Tijeras' }],
    myReview: null,
    reviewSummary: { average: 4.5, count: 2 },
    ...over,
  };
}

export function programDetail(over: Partial<ProgramDetail> = {}): ProgramDetail {
  return {
    id: 3,
    name: 'Programa verde',
    title: 'Programa verde',
    author: 'Ana Robles',
    mainAuthor: { id: 1, name: 'Ana Robles', picture: null },
    coAuthors: [],
    base: null,
    categoryId: 1,
    categoryReferenceId: 'x',
    categoryColor: '#2F80ED',
    classTotalQuantity: 3,
    resourceTotalQuantity: 2,
    thumbnail: null,
    ageRange: { min: 9, max: 11 },
    secondaryAgeRange: null,
    novelty: false,
    activatedLanguages: ['es', 'en'],
    usedEducationalProgram: false,
    contentType: 2,
    locale: 'es',
    foundation: '<p>Fundamentación</p>',
    pedagogicalObjective: '<p>Objetivo del programa</p>',
    level: 'Primaria',
    year: '4º',
    durationMinutes: 135,
    udls: [{ id: 1, type: 'engagement', name: 'Captar el interés' }],
    evaluationMethod: null,
    keywords: [],
    resources: [
      { ...card(7, 'Robots recicladores'), order: 1 },
      { ...card(8, 'Huerto lunar'), order: 2 },
    ],
    ...over,
  };
}

function installDefaults(): void {
  on('GET', /GetLastViewedResources/, [card(1, 'Recurso reciente')]);
  // three pages of 4 (12 resources)
  on('GET', /GetMostViewedResources/, (c: Call) =>
    paged(
      [card(10 + Number(c.params?.pageNumber ?? 0), `Más visto ${Number(c.params?.pageNumber ?? 0) + 1}`)],
      12,
      Number(c.params?.pageNumber ?? 0),
      4,
    ),
  );
  on('GET', /AvailableMonths/, [
    { id: 4, name: 'Abril', count: 2 },
    { id: 5, name: 'Mayo', count: 0 },
  ]);
  on('GET', /AvailableSkills/, [{ id: 3, name: 'Creatividad', count: 4 }]);
  on('GET', /AvailableODS/, [{ id: 13, name: 'Acción por el clima', count: 1 }]);
  on('GET', /AvailableAgeRanges/, [{ id: 2, name: '9-11', count: 5 }]);
  on('GET', /AvailableSubjects/, [{ id: 6, name: 'Ciencias naturales', count: 2 }]);
  on(
    'GET',
    /AccountApi\/AvailableSuggestions/,
    paged(
      [
        { kind: 'topic', id: 1, text: 'Medio ambiente' },
        { kind: 'resource', id: 7, text: 'Robots recicladores' },
        { kind: 'program', id: 3, text: 'Programa verde' },
        { kind: 'folder', id: 9, text: 'Carpeta destacada' },
      ],
      4,
      0,
      10,
    ),
  );
  on('GET', /AvailableTopics/, [
    { id: 1, name: 'Medio ambiente', count: 5 },
    { id: 2, name: 'Robótica', count: 3 },
  ]);
  on(
    'GET',
    /GetEphemerides/,
    paged(
      [
        {
          id: 5,
          month: 4,
          day: 22,
          date: '2026-04-22',
          name: 'Día de la Tierra',
          description: 'Cuidamos el planeta',
          folderId: null,
          resourcesCount: 2,
        },
      ],
      1,
      0,
      3,
    ),
  );
  on('GET', /GetMostViewedKimpleFolders/, [
    {
      id: 9,
      name: 'Carpeta destacada',
      description: '',
      cover: null,
      durationMinutes: 60,
      sessions: 2,
      resourcesCount: 3,
      programsCount: 0,
      crossAreas: [],
      ageMin: 6,
      ageMax: 12,
      sdgs: [],
      novelty: true,
      featured: true,
    },
  ]);
  on('GET', /Recommended/, paged([card(2, 'Recurso recomendado')], 1, 0, 4));
  on('GET', /Newest/, paged([card(3, 'Recurso nuevo')], 1, 0, 4));
  on('GET', /\/ResourceApi\/GetAllFiltered$/, (c: Call) =>
    c.params?.text === 'nada' ? paged([], 0) : paged([card(7, 'Robots recicladores'), card(8, 'Huerto lunar')], 2),
  );
  on('GET', /\/ResourceApi\/GetAllFilteredFacets/, (c: Call) =>
    c.params?.text === 'nada'
      ? { totalCount: 0, facets: {} }
      : {
          totalCount: 2,
          facets: {
            topics: [{ id: 1, name: 'Medio ambiente', count: 2 }],
            resourceTypes: [{ id: 1, name: 'Taller', count: 2 }],
          },
        },
  );
  on('GET', /EducationalProgramApi\/(GetAllFiltered|Custom|GetAllFilteredOwned|CustomOwned)/, (c: Call) =>
    c.params?.text === 'nada' ? paged([], 0) : paged([programDetail()], 1),
  );
  on('GET', /KimpleFolderApi\/GetAllFiltered/, (c: Call) => (c.params?.text === 'nada' ? paged([], 0) : paged([], 0)));
  on(
    'GET',
    /AvailableSearchSuggestions/,
    paged(
      [
        { kind: 'resource', id: 7, text: 'Robots recicladores' },
        { kind: 'topic', id: 1, text: 'Robótica' },
      ],
      2,
      0,
      10,
    ),
  );
  on('GET', /ResourceApi\/GetByLocale\/7/, resourceDetail());
  on('GET', /FolderApi\/ResourceInFolders\/7/, [
    { folderId: 1, folderName: 'Ciencias', inFolder: false, permission: 'Owner' },
    { folderId: 2, folderName: 'Compartida', inFolder: true, permission: 'Read' },
  ]);
  on('GET', /ResourceApi\/Colleagues/, [
    { userId: 2, name: 'Marta Manager', email: 'manager@demo.test', schoolName: 'Norte' },
  ]);
  on('POST', /AddResourceReview/, { id: 1 });
  on('POST', /ResourceApi\/Share/, { sent: 1 });
  on('PUT', /UpdateResourceInFolders/, []);
  on('POST', /FolderApi\/Create/, (c: Call) => ({
    id: 3,
    name: (c.body as { name: string }).name,
    description: null,
    createdAt: '',
    resourcesCount: 0,
    permission: 'Owner',
    origin: 1,
  }));
  on('GET', /GetShareableLink\/7/, {
    link: '/r/7',
    url: 'https://kimple.example/r/7',
    id: 7,
    resourceId: 7,
    classIds: [101],
  });
  on('GET', /StudentLinks\/7$/, []);
  on('GET', /EducationalProgramApi\/GetByLocale\/3/, programDetail());
  on('GET', /EducationalProgramApi\/3\/ClassPlans/, {
    resources: [
      {
        resourceId: 7,
        title: 'Robots recicladores',
        order: 1,
        classPlans: [
          { id: 101, classNumber: 1, name: 'Sesión 1', minutesDuration: 45 },
          { id: 102, classNumber: 2, name: 'Sesión 2', minutesDuration: 45 },
        ],
      },
      {
        resourceId: 8,
        title: 'Huerto lunar',
        order: 2,
        classPlans: [{ id: 201, classNumber: 1, name: 'Única', minutesDuration: 45 }],
      },
    ],
  });
  on('GET', /EducationalProgramApi\/3\/UsedContentRecords/, paged([], 0, 0, 5));
  on('GET', /ResourceApi\/\d+\/UsedContentRecords/, paged([], 0, 0, 5));
  on('GET', /\/AcademicCourseApi$/, [{ id: 11, name: '4º Primaria', academicGrade: { id: 4 } }]);
  on('POST', /AcademicCourseApi\/UsedContentRecord/, { id: 1 });
}
installDefaults();
