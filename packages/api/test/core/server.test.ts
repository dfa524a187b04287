/** Server-wide behaviour: error shape, 404, security headers, CORS, OpenAPI, health, static apps. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let apps: TestApp;
let root: string;
beforeAll(async () => {
  t = await startTestApp();
  root = mkdtempSync(path.join(tmpdir(), 'apps-'));
  mkdirSync(path.join(root, 'shell/dist/assets'), { recursive: true });
  mkdirSync(path.join(root, 'mf-explore/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), '{"mf-explore":"/mf/mf-explore/mf-manifest.json"}');
  writeFileSync(path.join(root, 'shell/dist/assets/main.3f2a9c1d7b.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'mf-explore/dist/mf-manifest.json'), '{"name":"mf-explore"}');
  writeFileSync(path.join(root, 'mf-explore/dist/remoteEntry.js'), 'var x;');
  // a build folder the shell does not list is not served
  mkdirSync(path.join(root, 'mf-unlisted/dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-unlisted/dist/remoteEntry.js'), 'var y;');
  apps = await startTestApp({ serveApps: true, appsRoot: root });
});
afterAll(async () => {
  await t?.close();
  await apps?.close();
  rmSync(root, { recursive: true, force: true });
});

test('GET /health', async () => {
  const r = await t.get('/health');
  expect(r.status).toBe(200);
  expect(r.json).toMatchObject({ status: 'ok', database: 'ok' });
});

test('unknown API route → 404 in the error shape', async () => {
  const r = await t.get('/api/v1/NoSuchApi/Thing');
  expect(r.status).toBe(404);
  expect(r.json).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
  const p = await t.request('DELETE', '/api/v1/AccountApi/Me');
  expect(p.status).toBe(404);
  expect(p.json.code).toBe('NOT_FOUND');
});

test('security headers: CSP same-origin scripts, nosniff, frame options', async () => {
  const r = await t.get('/health');
  const csp = r.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-eval/);
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  expect(r.headers.get('x-frame-options')).toBeTruthy();
});

test('CORS: allowlisted origin gets credentials; others get no allow-origin', async () => {
  const ok = await t.request('OPTIONS', '/api/v1/AccountApi/SignIn', {
    headers: { origin: 'http://allowed.test', 'access-control-request-method': 'POST' },
  });
  expect(ok.headers.get('access-control-allow-origin')).toBe('http://allowed.test');
  expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
  const bad = await t.request('OPTIONS', '/api/v1/AccountApi/SignIn', {
    headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
  });
  expect(bad.headers.get('access-control-allow-origin')).toBeNull();
});

test('OpenAPI document lists the routes with their verbs and schemas', async () => {
  const r = await t.get('/api/v1/openapi.json');
  expect(r.status).toBe(200);
  expect(r.json.openapi).toBe('3.1.0');
  const paths = r.json.paths;
  expect(paths['/api/v1/AccountApi/SignIn'].post.requestBody).toBeDefined();
  expect(paths['/api/v1/AccountApi/SignIn/{subdomain}'].post).toBeDefined();
  expect(paths['/api/v1/AccountApi/Me'].get.security).toEqual([{ bearer: [] }]);
  expect(paths['/api/v1/AccountApi/NotificationLastSeen'].put).toBeDefined();
  expect(paths['/api/v1/krea/Account/TermsAndConditions/sign'].post).toBeDefined();
  expect(
    paths['/api/v1/FrequentlyAskedQuestion/GetAll'].get.parameters.some((p: { name: string }) => p.name === 'category'),
  ).toBe(true);
  expect(paths['/api/v1/AcademicCourseApi/School/{id}'].get).toBeDefined();
});

test('body too large → 413 in the error shape', async () => {
  const r = await t.request('POST', '/api/v1/AccountApi/SignIn', {
    body: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
  });
  expect(r.status).toBe(413);
  expect(r.json).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
});

test('static apps: shell at /, SPA fallback for HTML navigations, remotes under /mf, cache headers', async () => {
  const home = await apps.request('GET', '/', { headers: { accept: 'text/html' } });
  expect(home.status).toBe(200);
  expect(home.text).toContain('shell');
  expect(home.headers.get('cache-control')).toBe('no-cache');
  const deep = await apps.request('GET', '/feed/search?x=1', {
    headers: { accept: 'text/html,application/xhtml+xml' },
  });
  expect(deep.status).toBe(200);
  expect(deep.text).toContain('shell');
  const remotes = await apps.get('/remotes.json');
  expect(remotes.json).toEqual({ 'mf-explore': '/mf/mf-explore/mf-manifest.json' });
  expect(remotes.headers.get('cache-control')).toBe('no-cache');
  const hashed = await apps.get('/assets/main.3f2a9c1d7b.js');
  expect(hashed.headers.get('cache-control')).toContain('immutable');
  const manifest = await apps.get('/mf/mf-explore/mf-manifest.json');
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect((await apps.get('/mf/mf-explore/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
  // API 404s stay JSON even for HTML clients; unknown assets are 404
  const api = await apps.request('GET', '/api/v1/Nope', { headers: { accept: 'text/html' } });
  expect(api.status).toBe(404);
  expect(api.json.code).toBe('NOT_FOUND');
  expect((await apps.get('/mf/mf-explore/missing.js')).status).toBe(404);
  expect((await apps.get('/mf/mf-unlisted/remoteEntry.js')).status).toBe(404);
});
