/**
 * GET /api/v1/openapi.json documents every route: each registered /api/v1 route (and the hub's negotiate) appears
 * with a summary, explicit tags and the zod schemas of its input (params / query / body), or declares that it reads
 * none (`noInput`). The route list comes from Fastify itself (printRoutes), so a new route registered without
 * `config: doc({...})` makes this file fail.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDoc } from '../../src/http/openapi';
import { startTestApp, type TestApp } from './harness';

interface Route {
  method: string;
  url: string;
}
type Op = {
  operationId: string;
  summary?: string;
  tags?: string[];
  'x-no-input'?: boolean;
  parameters: Array<{ name: string; in: string; required: boolean; schema?: Record<string, unknown> }>;
  requestBody?: { content: { 'application/json': { schema?: Record<string, unknown> } } };
};

let t: TestApp;
let spec: { openapi: string; paths: Record<string, Record<string, Op>> };
beforeAll(async () => {
  t = await startTestApp();
  const r = await t.get('/api/v1/openapi.json');
  expect(r.status).toBe(200);
  spec = r.json;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Every (method, url) Fastify routes, read back from its route tree: printRoutes nests children under parents and
 * prints parameters of different names at the same place as one segment (`:programId|:id|:contentId`); such a route
 * is resolved to the registered URL it stands for (the collected route whose URL is one of the alternatives).
 */
function registeredRoutes(app: FastifyInstance): Route[] {
  const collected = app.openapiRegistry.list();
  const resolve = (method: string, printed: string): string => {
    if (!printed.includes('|')) return printed;
    const re = new RegExp(
      `^${printed
        .split('/')
        .map((seg) =>
          seg.includes('|')
            ? `(?:${seg
                .split('|')
                .map((x) => x.replace(/[.*+?^${}()[\]\\]/g, '\\$&'))
                .join('|')})`
            : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    );
    const hits = collected.filter((c) => c.method === method.toLowerCase() && re.test(c.url));
    return hits.length === 1 ? hits[0].url : printed;
  };
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const url = (depth ? stack[depth - 1] : '') + m[2];
    stack[depth] = url;
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, url: resolve(method, url) });
    }
  }
  return out;
}

/** The routes the document must describe: the API under /api/v1 and the hub's negotiate (a JSON endpoint). */
const mustDocument = (r: Route) => r.url.startsWith('/api/v1/') || r.url === '/notificationHub/negotiate';
const key = (r: Route) => `${r.method.toUpperCase()} ${r.url}`;
const pathVars = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

function docOf(url: string, method: string): RouteDoc | undefined {
  return t.app.openapiRegistry.list().find((r) => r.url === url && r.method === method.toLowerCase())?.doc;
}

test('the route tree is read completely (sanity check of the parser)', () => {
  const routes = registeredRoutes(t.app);
  const keys = new Set(routes.map(key));
  for (const k of [
    'POST /api/v1/AccountApi/SignIn',
    'POST /api/v1/AccountApi/SignIn/:subdomain',
    'GET /api/v1/ResourceApi/GetByLocale/:id',
    'GET /api/v1/EducationalProgramApi/:contentId/UsedContentRecords/:schoolId',
    'PUT /api/v1/FolderApi/UpdateResourceInFolders',
    'GET /api/v1/NotificationApi/:id',
    'POST /notificationHub/negotiate',
    'GET /health',
  ]) {
    expect([k, keys.has(k)]).toEqual([k, true]);
  }
  expect(routes.filter(mustDocument).length).toBeGreaterThan(80);
});

test('every registered /api/v1 route is in the OpenAPI document', () => {
  const missing = registeredRoutes(t.app)
    .filter(mustDocument)
    .filter((r) => !spec.paths[r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[r.method.toLowerCase()])
    .map(key);
  expect(missing).toEqual([]);
});

test('every route has a summary, explicit tags and the schemas of its input', () => {
  const problems: string[] = [];
  for (const r of registeredRoutes(t.app).filter(mustDocument)) {
    const k = key(r);
    const method = r.method.toLowerCase();
    const op = spec.paths[r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method];
    const d = docOf(r.url, r.method);
    if (!op || !d) {
      problems.push(`${k}: not documented (config: doc({...}))`);
      continue;
    }
    if (!op.summary?.trim()) problems.push(`${k}: no summary`);
    if (!d.tags?.length || !op.tags?.every((x) => typeof x === 'string' && x.trim())) problems.push(`${k}: no tags`);
    // path parameters: a params schema naming every variable of the URL
    const vars = pathVars(r.url);
    if (vars.length) {
      if (!d.params) problems.push(`${k}: path parameters without a params schema`);
      for (const v of vars) {
        const p = op.parameters.find((x) => x.in === 'path' && x.name === v);
        const shape = (d.params as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
        if (!p?.schema || !(v in shape)) problems.push(`${k}: path parameter ${v} is not in the params schema`);
      }
    }
    // input: a route documents what it reads (params / query / body), or says it reads none
    if (!d.params && !d.query && !d.body && !d.noInput)
      problems.push(`${k}: no params / query / body schema (or noInput: true)`);
    if (d.noInput && (d.params || d.query || d.body)) problems.push(`${k}: noInput together with input schemas`);
    if (d.noInput && vars.length) problems.push(`${k}: noInput on a route with path parameters`);
    if (d.query) {
      const json = op.parameters.filter((x) => x.in === 'query');
      if (!json.length) problems.push(`${k}: query schema without properties`);
      if (json.some((x) => !x.schema)) problems.push(`${k}: query parameter without a schema`);
    }
    if (d.body) {
      const schema = op.requestBody?.content['application/json'].schema;
      // an object with its properties, or (a body the spec sends as a plain string, e.g. FolderApi/{folderId}/Description) a union of those and strings
      const described = (s: { properties?: object; type?: string; anyOf?: unknown[] } | undefined): boolean =>
        !!s &&
        (!!s.properties ||
          (Array.isArray(s.anyOf) &&
            s.anyOf.length > 0 &&
            s.anyOf.every((b) => (b as { type?: string }).type === 'string' || described(b as typeof s))));
      if (!described(schema as { properties?: object } | undefined))
        problems.push(`${k}: body schema missing from the document`);
    } else if (op.requestBody) problems.push(`${k}: requestBody without a body schema`);
    if (['post', 'put', 'patch'].includes(method) && !d.body && !d.noInput && !d.query && !vars.length)
      problems.push(`${k}: ${r.method} without a body schema`);
  }
  expect(problems).toEqual([]);
});

test('operation ids are unique; authenticated routes carry the bearer scheme', () => {
  const ids = Object.values(spec.paths).flatMap((p) => Object.values(p).map((op) => op.operationId));
  expect(new Set(ids).size).toBe(ids.length);
  expect(spec.paths['/api/v1/ResourceApi/GetAllFiltered'].get).toMatchObject({
    security: [{ bearer: [] }],
    tags: ['ResourceApi'],
  });
  expect(spec.paths['/api/v1/ResourceApi/GetAllFiltered'].get.parameters.map((p) => p.name)).toEqual(
    expect.arrayContaining(['text', 'topicIds', 'pageNumber', 'pageSize']),
  );
  const upload = spec.paths['/api/v1/FileApi/UploadAsBase64'].post;
  expect(upload.requestBody?.content['application/json'].schema).toMatchObject({
    properties: { content: expect.any(Object), filePath: expect.any(Object) },
  });
  const records = spec.paths['/api/v1/EducationalProgramApi/{contentId}/UsedContentRecords/{schoolId}'].get;
  expect(records.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema?.type])).toEqual([
    ['contentId', 'integer'],
    ['schoolId', 'integer'],
  ]);
  expect(spec.paths['/notificationHub/negotiate'].post.summary).toBeTruthy();
});
