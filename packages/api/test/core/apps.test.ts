/**
 * The served apps (issue 18): GET /remotes.json is the shell build's map with the deploy folder's overrides laid over
 * it, read on every request (a deploy or rollback needs no restart); /deployed/<name>/<version>/ serves the deployed
 * files (manifests not cached, hashed files immutable); a second instance on the same deploy folder answers the same.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { manifestFile } from '../../src/http/apps';
import { withRemotesMap } from '../../src/render/app-shell';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let root: string;
let deployDir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const manifest = (name: string, react: string) =>
  JSON.stringify({
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: 'react', version: react, requiredVersion: `^${react}`, singleton: true }],
  });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'api-apps-'));
  deployDir = path.join(root, 'deploy');
  write(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="es"><head><title>t</title></head><body><div id="shell-root"></div></body></html>',
  );
  write(
    path.join(root, 'shell/dist/remotes.json'),
    JSON.stringify({ 'mf-folders': '/mf/mf-folders/mf-manifest.json', 'mf-stats': '/mf/mf-stats/mf-manifest.json' }),
  );
  write(path.join(root, 'shell/dist/mf-manifest.json'), manifest('shell', '19.2.0'));
  write(path.join(root, 'mf-folders/dist/mf-manifest.json'), manifest('mf-folders', '19.2.0'));
  write(path.join(root, 'mf-folders/dist/remoteEntry.js'), '/* built */');
  t = await startTestApp({ serveApps: true, appsRoot: root, deployDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

test("without deploys, /remotes.json is the shell build's map, not cached", async () => {
  const r = await t.get('/remotes.json');
  expect(r.status).toBe(200);
  expect(r.headers.get('cache-control')).toBe('no-cache');
  expect(r.json).toEqual({
    'mf-folders': '/mf/mf-folders/mf-manifest.json',
    'mf-stats': '/mf/mf-stats/mf-manifest.json',
  });
  expect((await t.get('/mf/mf-folders/remoteEntry.js')).text).toBe('/* built */');
});

test('a deploy (files + overrides) is served at once, by this instance and by another on the same folder', async () => {
  const v = '20260101-100000Z-abcdef12';
  write(path.join(deployDir, 'remotes/mf-folders', v, 'mf-manifest.json'), manifest('mf-folders', '19.3.0'));
  write(path.join(deployDir, 'remotes/mf-folders', v, 'remoteEntry.js'), '/* deployed */');
  write(path.join(deployDir, 'remotes/mf-folders', v, '123.0a1b2c3d.js'), '/* chunk */');
  write(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({ 'mf-folders': `/deployed/mf-folders/${v}/mf-manifest.json`, 'not a remote': '/x', 'mf-krea': 5 }),
  );
  const B = await t.another();
  for (const inst of [t, B]) {
    const r = await inst.get('/remotes.json');
    expect(r.json).toEqual({
      'mf-folders': `/deployed/mf-folders/${v}/mf-manifest.json`,
      'mf-stats': '/mf/mf-stats/mf-manifest.json',
    });
    const entry = await inst.get(`/deployed/mf-folders/${v}/remoteEntry.js`);
    expect(entry.text).toBe('/* deployed */');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await inst.get(`/deployed/mf-folders/${v}/123.0a1b2c3d.js`)).headers.get('cache-control')).toContain(
      'immutable',
    );
  }
  // rollback = the override removed: the shell's build again
  write(path.join(deployDir, 'remotes.json'), '{}');
  expect((await B.get('/remotes.json')).json['mf-folders']).toBe('/mf/mf-folders/mf-manifest.json');
});

test('paths outside the deploy folder are not served; a missing deployed file is a 404', async () => {
  expect((await t.get('/deployed/../shell/dist/remotes.json')).status).toBe(404);
  expect((await t.get('/deployed/mf-folders/nope/remoteEntry.js')).status).toBe(404);
  const broken = await t.get('/deployed/%2e%2e/%2e%2e/etc/passwd');
  expect(broken.status).toBe(404);
});

test('manifest URLs map to our files only', () => {
  const o = { appsRoot: '/apps', deployDir: '/dep' };
  expect(manifestFile('/mf/mf-stats/mf-manifest.json', o)).toBe('/apps/mf-stats/dist/mf-manifest.json');
  expect(manifestFile('/deployed/mf-stats/v1/mf-manifest.json', o)).toBe('/dep/remotes/mf-stats/v1/mf-manifest.json');
  expect(manifestFile('/deployed/mf-stats/../mf-manifest.json', o)).toBeNull();
  expect(manifestFile('https://cdn.example/mf-stats/mf-manifest.json', o)).toBeNull();
});

test("a browser-rendered route's page carries the run-time remotes map (deploys included), not cached", async () => {
  const v = '20260102-100000Z-0a1b2c3d';
  write(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({ 'mf-stats': `/deployed/mf-stats/${v}/mf-manifest.json` }),
  );
  try {
    const r = await t.request('GET', '/feed', { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    const m = /<script id="platform-remotes" type="application\/json">(.*?)<\/script><\/head>/.exec(r.text);
    expect(m).not.toBeNull();
    expect(JSON.parse(m![1]!)).toEqual({
      'mf-folders': '/mf/mf-folders/mf-manifest.json',
      'mf-stats': `/deployed/mf-stats/${v}/mf-manifest.json`,
    });
    expect(r.text).toContain('<div id="shell-root"></div>');
    // an API path is never the page
    expect((await t.request('GET', '/api/v1/nope', { headers: { accept: 'text/html' } })).status).toBe(404);
  } finally {
    write(path.join(deployDir, 'remotes.json'), '{}');
  }
});

test('an unknown sub-path of a hub is a JSON 404, not the page', async () => {
  for (const url of ['/liveClassHub/nope', '/notificationHub/nope/deeper', '/liveClassHub/negotiate']) {
    const r = await t.request('GET', url, { headers: { accept: 'text/html' } });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.json).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  }
  // the student's join page next to the hub path is still the page
  expect((await t.request('GET', '/live/ABC123', { headers: { accept: 'text/html' } })).status).toBe(200);
});

test('the remotes map cannot close its script element', () => {
  const html = withRemotesMap('<html><head><title>t</title></head><body></body></html>', {
    'mf-x': '/a</script><script>alert(1)</script>',
  });
  expect(html).not.toContain('</script><script>');
  expect(html).toContain('\\u003c/script>');
  const json = /type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
  expect(JSON.parse(json)).toEqual({ 'mf-x': '/a</script><script>alert(1)</script>' });
  expect(withRemotesMap('<p>no head</p>', {})).toBe('<p>no head</p>');
});
