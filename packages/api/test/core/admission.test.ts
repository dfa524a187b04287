/**
 * Admission in arrival order (src/http/admission.ts, issue 9, ADR 0042): at most `max` API requests run their handlers
 * at once, the others wait in one FIFO; a slot is given back when the response closes (sent or aborted); a request that
 * waited maxWaitMs goes in anyway; paths outside the prefix and WebSocket upgrades are not counted.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerAdmission, type AdmissionStats } from '../../src/http/admission';
import { startTestApp, until } from './harness';

function deferred() {
  let resolve!: () => void;
  const p = new Promise<void>((r) => (resolve = r));
  return { p, resolve };
}

async function bareApp(max: number, maxWaitMs = 10_000) {
  const app: FastifyInstance = Fastify();
  const stats: AdmissionStats = registerAdmission(app, { max, maxWaitMs, prefix: '/api/' });
  const gates = new Map<string, ReturnType<typeof deferred>>();
  const order: string[] = [];
  const gate = (name: string) => {
    let g = gates.get(name);
    if (!g) gates.set(name, (g = deferred()));
    return g;
  };
  app.get('/api/slow/:name', async (req) => {
    const { name } = req.params as { name: string };
    await gate(name).p;
    order.push(name);
    return { name };
  });
  app.get('/api/fast/:name', async (req) => {
    order.push((req.params as { name: string }).name);
    return { ok: true };
  });
  app.get('/outside', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, stats, gate, order, base };
}

test('at most max handlers run; the others go in arrival order as slots come back', async () => {
  const { app, stats, gate, order, base } = await bareApp(2);
  try {
    const a = fetch(`${base}/api/slow/a`);
    const b = fetch(`${base}/api/slow/b`);
    await until(() => stats.running === 2, 3000, 'two running');
    const c = fetch(`${base}/api/fast/c`);
    await until(() => stats.waiting === 1, 3000, 'c waiting');
    const d = fetch(`${base}/api/fast/d`);
    await until(() => stats.waiting === 2, 3000, 'd waiting');
    // outside the prefix: not counted, answers at once
    expect((await fetch(`${base}/outside`)).status).toBe(200);
    expect(order).toEqual([]);
    gate('b').resolve();
    expect((await b).status).toBe(200);
    await until(() => order.length >= 3, 3000, 'c and d');
    expect(order).toEqual(['b', 'c', 'd']); // c before d: arrival order
    gate('a').resolve();
    expect((await a).status).toBe(200);
    expect((await c).status).toBe(200);
    expect((await d).status).toBe(200);
    await until(() => stats.running === 0, 3000, 'slots back');
    expect(stats).toMatchObject({ running: 0, waiting: 0, queued: 2, overdue: 0, peak: 2 });
  } finally {
    await app.close();
  }
});

test('a request aborted while waiting takes no slot; one waiting maxWaitMs goes in anyway', async () => {
  const { app, stats, gate, order, base } = await bareApp(1, 300);
  try {
    const a = fetch(`${base}/api/slow/a`);
    await until(() => stats.running === 1, 3000, 'a running');
    // a client that gives up while waiting
    const port = Number(new URL(base).port);
    const aborted = http.get({ host: '127.0.0.1', port, path: '/api/fast/gone' });
    aborted.on('error', () => undefined);
    await until(() => stats.waiting === 1, 3000, 'gone waiting');
    aborted.destroy();
    await new Promise((r) => setTimeout(r, 50));
    // overdue: b waits past maxWaitMs while a still holds the only slot, then runs beside it
    const b = await fetch(`${base}/api/fast/b`);
    expect(b.status).toBe(200);
    expect(stats.overdue).toBe(1);
    gate('a').resolve();
    expect((await a).status).toBe(200);
    await until(() => stats.running === 0, 3000, 'slots back');
    expect(order).toEqual(['b', 'a']); // the aborted one never ran
    expect(stats.running).toBe(0);
  } finally {
    await app.close();
  }
});

test('the API server: on by default on PGlite (32), off on PostgreSQL and with 0; API_MAX_INFLIGHT bounds its handlers and every slot comes back', async () => {
  const urls = [
    '/api/v1/TopicApi/GetAll?locale=es',
    '/api/v1/ResourceApi/Newest?locale=es&pageNumber=0&pageSize=4',
    '/api/v1/FolderApi/GetAllByUser?locale=es',
    '/api/v1/AccountApi/Me?locale=es',
    '/api/v1/ResourceApi/GetByLocale/999999?locale=es', // an error answer gives its slot back too
  ];
  const burst = async (t: Awaited<ReturnType<typeof startTestApp>>) => {
    const { token } = await t.login('teacher@demo.test');
    const res = await Promise.all(Array.from({ length: 60 }, (_, i) => t.get(urls[i % urls.length], token)));
    expect(res.filter((r) => r.status === 200).length).toBe(48);
  };
  const byDefault = await startTestApp();
  try {
    await burst(byDefault);
    await until(() => byDefault.app.admission.running === 0, 3000, 'slots back');
    if (byDefault.db.kind === 'pglite') {
      expect(byDefault.app.admission.peak).toBeGreaterThan(0);
      expect(byDefault.app.admission.peak).toBeLessThanOrEqual(32);
    } else expect(byDefault.app.admission.peak).toBe(0);
  } finally {
    await byDefault.close();
  }
  process.env.API_MAX_INFLIGHT = '0';
  const off = await startTestApp().finally(() => delete process.env.API_MAX_INFLIGHT);
  try {
    await burst(off);
    expect(off.app.admission.peak).toBe(0); // not counted at all
  } finally {
    await off.close();
  }
  process.env.API_MAX_INFLIGHT = '3';
  const on = await startTestApp().finally(() => delete process.env.API_MAX_INFLIGHT);
  try {
    await burst(on);
    await until(() => on.app.admission.running === 0, 3000, 'slots back');
    expect(on.app.admission.overdue).toBe(0);
    expect(on.app.admission.peak).toBeGreaterThan(0);
    expect(on.app.admission.peak).toBeLessThanOrEqual(3);
  } finally {
    await on.close();
  }
});
