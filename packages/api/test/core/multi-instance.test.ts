/**
 * More than one API instance on one database (issue 18): an upload stored by one instance is served by another
 * (a files folder both mount, each with its own data folder), sessions survive the restart of either instance, and
 * the readiness endpoint and graceful shutdown let a load balancer take an instance out without losing requests.
 * (The hub and the rate limits across instances: realtime-redis.test.ts, ratelimit-redis.test.ts, limits-shared.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestApp } from './harness';
import { samples } from './files-samples';

let t: TestApp;
let shared: string;
let slowStarted = 0;
const slowRoutes = (app: FastifyInstance) => {
  app.get('/test/slow', async () => {
    slowStarted += 1;
    await new Promise((r) => setTimeout(r, 800));
    return { done: true };
  });
};

beforeAll(async () => {
  shared = mkdtempSync(path.join(tmpdir(), 'api-shared-files-'));
  t = await startTestApp({ filesDir: shared });
});
afterAll(async () => {
  await t?.close();
  rmSync(shared, { recursive: true, force: true });
});

const ownDataDir = () => mkdtempSync(path.join(tmpdir(), 'api-instance-'));

test('an upload on instance A is downloaded from instance B (own data folders, one files folder)', async () => {
  const B = await t.another({ dataDir: ownDataDir(), filesDir: shared });
  const user = await t.createUser();
  const up = await t.request('POST', '/api/v1/FileApi/UploadAsBase64', {
    token: user.token,
    body: {
      content: samples.png.toString('base64'),
      extension: 'png',
      filePath: `Users/${user.userId}/profile_202601011200`,
    },
  });
  expect(up.status).toBe(200);
  const got = await fetch(B.url + up.json.location);
  expect(got.status).toBe(200);
  expect(got.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await got.arrayBuffer()).equals(samples.png)).toBe(true);
  // an instance on another files folder does not have it: the store, not the database, holds the bytes
  const C = await t.another({ dataDir: ownDataDir(), filesDir: ownDataDir() });
  expect((await fetch(C.url + up.json.location)).status).toBe(404);
});

test('a session survives the restart of either instance', async () => {
  const A = await t.another();
  const { token, cookie } = await A.login('teacher@demo.test');
  await A.close(); // A restarts: a new process with the same configuration (JWT_SECRET) on the same database
  const A2 = await t.another();
  expect((await A2.get('/api/v1/AccountApi/Me', token)).status).toBe(200);
  const refreshed = await A2.request('POST', '/api/v1/AccountApi/RefreshToken', { cookie, body: {} });
  expect(refreshed.status).toBe(200);
  const next = refreshed.setCookie.find((c) => c.startsWith('refresh_token='))!.split(';')[0];
  // and the other instance goes on with the rotated session
  const B = await t.another();
  await A2.close();
  const again = await B.request('POST', '/api/v1/AccountApi/RefreshToken', { cookie: next, body: {} });
  expect(again.status).toBe(200);
  expect((await B.get('/api/v1/AccountApi/Me', again.json.token)).status).toBe(200);
  // the rotated-away cookie is refused (rotation is in the shared database, not in one instance's memory)
  expect((await B.request('POST', '/api/v1/AccountApi/RefreshToken', { cookie, body: {} })).status).toBe(401);
});

test('readiness: 200 when ready; graceful shutdown answers 503 on /ready, finishes the request in flight, then closes', async () => {
  const A = await t.another({}, { extend: slowRoutes });
  try {
    const ready = await A.get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', database: 'ok', instance: 'ok' });
    expect((await A.get('/health')).json).toMatchObject({ status: 'ok', database: 'ok' });

    const before = slowStarted;
    const inFlight = fetch(`${A.url}/test/slow`).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as unknown,
    }));
    for (let i = 0; slowStarted === before; i++) {
      if (i > 500) throw new Error(`the slow request never started: ${JSON.stringify(await inFlight)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const closed = A.app.lifecycle.shutdown({ drainMs: 300 });
    await new Promise((r) => setTimeout(r, 50));
    const draining = await A.get('/ready');
    expect(draining.status).toBe(503);
    expect(draining.json).toMatchObject({ status: 'not ready', instance: 'draining' });
    expect((await A.get('/health')).status).toBe(200); // alive while draining
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await closed;
    expect(A.app.server.listening).toBe(false); // closed: no new connections (the process exits next, main.ts)
  } finally {
    await A.close();
  }
});
