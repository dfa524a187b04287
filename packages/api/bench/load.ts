/**
 * Load benchmark of a school district (issue 9; not a timed test): the built API (`node dist/main.js`, what
 * `npm start` runs) in its own process(es), demo data seeded, and autocannon with BENCH_CONNECTIONS concurrent users
 * (default 200) for BENCH_SECONDS (default 20) on the read mix a teacher's day brings (feed widgets, searches,
 * detail, folders, notifications, Me), each request under one of the demo users' sessions. Runs on:
 *   - PGlite (the default, one process),
 *   - PostgreSQL with 1 worker and with N workers (API_WORKERS, default the core count) sharing Redis when it answers.
 * Writes reports/load-bench.md and .json (req/s, p50 / p95 / p99, errors). Env: BENCH_CONNECTIONS, BENCH_SECONDS,
 * BENCH_WORKERS, BENCH_ONLY (pglite-unbatched | pglite | pg1 | pgN, comma-separated), PG_TEST_URL, REDIS_URL.
 * Also the server CPU per request (the figure to compare on a shared machine).
 *
 *   pnpm --filter @platform/api bench:load
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresDb } from '../src/db/postgres';
// autocannon ships no types; the slice used here is declared below
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as {
  (opts: Record<string, unknown>): Promise<AutocannonResult>;
  (
    opts: Record<string, unknown>,
    cb: (err: unknown, r: AutocannonResult) => void,
  ): { on(ev: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
};

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
interface Row {
  cpuMsPerReq: number;
  setup: string;
  db: string;
  workers: number;
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  avg: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** load average (1 min) when the run started: above ~2.5 on 2 cores the machine was loaded by others */
  loadAtStart: number;
  /** per endpoint of the mix: requests, p99 / max ms, non-2xx by status */
  endpoints: Record<string, { n: number; p99: number; max: number; non2xx: Record<string, number> }>;
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 200);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const WORKERS = Number(process.env.BENCH_WORKERS || os.availableParallelism?.() || os.cpus().length);
const PG_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ONLY = (process.env.BENCH_ONLY || 'pglite-unbatched,pglite,pg1,pgN').split(',');
/** label suffix and extra server env for an A/B run (e.g. BENCH_LABEL=' (views unbatched)' EXPLORE_VIEWS_FLUSH_MS=0) */
const LABEL = process.env.BENCH_LABEL || '';
/** Connection counts at which the PostgreSQL setups are measured again (Little's law: 200 connections at 1,000 req/s
 *  mean ≥ 200 ms per request, so a p99 ≤ 50 ms can only be shown with few connections in flight). */
const PG_LOW_CONNECTIONS = (process.env.BENCH_PG_LOW_CONNECTIONS ?? '8').split(',').filter(Boolean).map(Number);
const USERS = [
  'teacher@demo.test',
  'manager@demo.test',
  'admin@demo.test',
  'author@demo.test',
  'approver@demo.test',
  'custom@demo.test',
  'freemium@demo.test',
  'trial@demo.test',
];
const ROOT = path.join(__dirname, '..');
/** The built server to run: dist/main.js (built first), or BENCH_SERVER, e.g. a copy of an older build for an A/B
 *  back to back (a copy under packages/api, so that it finds node_modules; not rebuilt). */
const SERVER_ENTRY = process.env.BENCH_SERVER
  ? path.resolve(process.env.BENCH_SERVER)
  : path.join(ROOT, 'dist/main.js');

/**
 * The read mix: what the feed, explore, a detail and the folders pages ask for. The ids are the ones the requesting
 * user sees in the lists (each demo user's licence shows a different catalogue: a detail of a program the licence
 * does not include is a correct 403, not load).
 */
function mix(resourceIds: number[], programIds: number[]): Array<(i: number) => string> {
  const pick = <T>(xs: T[], i: number) => xs[i % xs.length];
  return [
    () => '/api/v1/AccountApi/Me?locale=es',
    () => '/api/v1/NotificationApi/Cards?locale=es&pageNumber=0&pageSize=5',
    () => '/api/v1/ResourceApi/Newest?locale=es&pageNumber=0&pageSize=4',
    () => '/api/v1/ResourceApi/Recommended?locale=es&pageNumber=0&pageSize=4',
    () => '/api/v1/ResourceApi/GetMostViewedResources?locale=es&limit=4',
    (i) =>
      `/api/v1/ResourceApi/GetAllFiltered?locale=es&pageNumber=0&pageSize=12&text=${pick(['agua', 'energia', 'clima', 'emprender', 'igualdad', 'reciclaje'], i)}`,
    () => '/api/v1/ResourceApi/GetAllFiltered?locale=es&pageNumber=0&pageSize=12',
    (i) => `/api/v1/ResourceApi/GetByLocale/${pick(resourceIds, i)}?locale=es`,
    () => '/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageNumber=0&pageSize=8',
    (i) => `/api/v1/EducationalProgramApi/GetByLocale/${pick(programIds, i)}?locale=es`,
    () => '/api/v1/FolderApi/GetAllByUser?locale=es',
    () => '/api/v1/TopicApi/GetAll?locale=es',
    () => '/api/v1/CategoryApi?locale=es',
  ];
}

/**
 * CPU time (user + system, ms) used so far by the server: the process and its worker children (Linux /proc). On a
 * shared machine latency depends on what else runs; CPU per request does not, so it is the figure to compare.
 */
function serverCpuMs(pid: number): number {
  const tick = 10; // USER_HZ 100
  const one = (p: number) => {
    const f = `/proc/${p}/stat`;
    if (!existsSync(f)) return 0;
    const parts = readFileSync(f, 'utf8').split(') ')[1].split(' ');
    return (Number(parts[11]) + Number(parts[12])) * tick;
  };
  const kids = (p: number): number[] => {
    const f = `/proc/${p}/task/${p}/children`;
    return existsSync(f) ? readFileSync(f, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
  };
  return one(pid) + kids(pid).reduce((a, k) => a + one(k), 0);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
const reachable = (url: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const u = new URL(url);
    const s = net.connect(Number(u.port || port), u.hostname);
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(800, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });

async function waitHealthy(base: string, child: ChildProcess, ms = 240_000): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

const ENDPOINT_NAMES = [
  'Me',
  'Notification cards',
  'Newest',
  'Recommended',
  'Most viewed',
  'Resource search (text)',
  'Resource search',
  'Resource detail',
  'Program list',
  'Program detail',
  'My folders',
  'Topics',
  'Categories',
];

async function runSetup(
  setup: string,
  env: Record<string, string>,
  workers: number,
  connectionCounts: number[] = [CONNECTIONS],
): Promise<Row[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'load-bench-'));
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      SERVE_APPS: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_MAX: '100000',
      RESET_RATE_MAX: '100000',
      API_WORKERS: String(workers),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(base, child);
    const tokens: string[] = [];
    for (const email of USERS) {
      const r = await fetch(`${base}/api/v1/AccountApi/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Demo1234' }),
      });
      if (!r.ok) throw new Error(`sign in ${email}: ${r.status}`);
      tokens.push(((await r.json()) as { token: string }).token);
    }
    const auth = { authorization: `Bearer ${tokens[0]}` };
    // each user's own lists: the ids its licence shows
    const userPaths: Array<Array<(i: number) => string>> = [];
    for (const token of tokens) {
      const h = { authorization: `Bearer ${token}` };
      const res = (await (
        await fetch(`${base}/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=40`, { headers: h })
      ).json()) as { data: Array<{ id: number }> };
      const progs = (await (
        await fetch(`${base}/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageSize=20`, { headers: h })
      ).json()) as { data: Array<{ id: number }> };
      userPaths.push(
        mix(
          res.data.map((x) => x.id),
          progs.data.map((x) => x.id),
        ),
      );
    }
    const paths = userPaths[0];
    // warm-up (caches, JIT, connection pools), not measured
    await autocannon({
      url: base,
      connections: 20,
      duration: 3,
      requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[0](0), headers: auth }) }],
    });
    const rows: Row[] = [];
    for (const connections of connectionCounts) {
      let n = 0;
      const perEndpoint: Array<{ times: number[]; non2xx: Record<string, number> }> = [];
      const loadAtStart = os.loadavg()[0];
      const times: number[] = [];
      const cpu0 = serverCpuMs(child.pid!);
      const r = await new Promise<AutocannonResult>((resolve, reject) => {
        const inst = autocannon(
          {
            url: base,
            connections,
            duration: SECONDS,
            timeout: 30,
            requests: [
              {
                setupRequest: (req: Record<string, unknown>, context: Record<string, number>) => {
                  const i = n++;
                  const k = i % paths.length;
                  const u = i % tokens.length;
                  context.k = k;
                  context.t0 = performance.now();
                  return {
                    ...req,
                    method: 'GET',
                    path: userPaths[u][k](Math.floor(i / paths.length)),
                    headers: { authorization: `Bearer ${tokens[u]}` },
                  };
                },
                onResponse: (status: number, _body: unknown, context: Record<string, number>) => {
                  const e = (perEndpoint[context.k] ??= { times: [], non2xx: {} });
                  e.times.push(performance.now() - context.t0);
                  if (status < 200 || status > 299) e.non2xx[status] = (e.non2xx[status] ?? 0) + 1;
                },
              },
            ],
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        );
        inst.on('response', (_c, _s, _b, ms) => {
          times.push(ms);
        });
      });
      const cpuMs = serverCpuMs(child.pid!) - cpu0;
      times.sort((a, b) => a - b);
      const pct = (p: number) =>
        Number((times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0).toFixed(1));
      const row: Row = {
        cpuMsPerReq: Number((cpuMs / Math.max(1, r.requests.total)).toFixed(2)),
        setup,
        db: env.DATABASE_URL ? 'postgres' : 'pglite',
        workers,
        connections,
        seconds: SECONDS,
        rps: Math.round(r.requests.average),
        p50: pct(50),
        p95: pct(95),
        p99: pct(99),
        avg: Number(r.latency.average.toFixed(1)),
        max: r.latency.max,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        loadAtStart: Number(loadAtStart.toFixed(1)),
        endpoints: Object.fromEntries(
          // Array.from: an endpoint that got no answer in the run (a very loaded machine) is a hole, not skipped
          Array.from({ length: ENDPOINT_NAMES.length }, (_, k) => perEndpoint[k]).map((e, k) => {
            const ts = (e?.times ?? []).sort((x, y) => x - y);
            return [
              ENDPOINT_NAMES[k],
              {
                n: ts.length,
                p99: Number((ts[Math.min(ts.length - 1, Math.floor(0.99 * ts.length))] ?? 0).toFixed(1)),
                max: Number((ts[ts.length - 1] ?? 0).toFixed(1)),
                non2xx: e?.non2xx ?? {},
              },
            ];
          }),
        ),
      };
      console.log({ ...row, endpoints: undefined });
      rows.push(row);
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => {
      const t = setTimeout(() => {
        child.kill('SIGKILL');
        r(null);
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(t);
        r(null);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.env.BENCH_SERVER) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'build.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const rows: Row[] = [];
  // A/B of migration 0021: views flushed to the explore index on every request, as before it
  if (ONLY.includes('pglite-unbatched'))
    rows.push(
      ...(await runSetup(
        `PGlite, 1 process, views unbatched (before 0021)${LABEL}`,
        { EXPLORE_VIEWS_FLUSH_MS: '0' },
        1,
      )),
    );
  if (ONLY.includes('pglite')) rows.push(...(await runSetup(`npm start default (PGlite, 1 process)${LABEL}`, {}, 1)));
  if (ONLY.some((x) => x.startsWith('pg')) && (await reachable(PG_URL, 5432))) {
    const redisUp = await reachable(REDIS_URL, 6379);
    const dbName = `load_bench_${Date.now()}`;
    const admin = postgresDb(PG_URL, { max: 1 });
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    const ext = postgresDb(u.toString(), { max: 1 });
    await ext.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await ext.close();
    const env = { DATABASE_URL: u.toString(), ...(redisUp ? { REDIS_URL } : {}) };
    try {
      const counts = [CONNECTIONS, ...PG_LOW_CONNECTIONS.filter((c) => c !== CONNECTIONS)];
      if (ONLY.includes('pg1')) rows.push(...(await runSetup(`PostgreSQL, 1 worker${LABEL}`, env, 1, counts)));
      if (ONLY.includes('pgN'))
        rows.push(
          ...(await runSetup(
            `PostgreSQL, ${WORKERS} workers${redisUp ? ' + Redis' : ''}${LABEL}`,
            env,
            WORKERS,
            counts,
          )),
        );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error('drop failed', e));
      await admin.close();
    }
  } else if (ONLY.some((x) => x.startsWith('pg'))) console.log('PostgreSQL not reachable: skipped');

  const out = path.join(ROOT, 'reports');
  mkdirSync(out, { recursive: true });
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    loadAvg: load,
    connections: CONNECTIONS,
    seconds: SECONDS,
    users: USERS.length,
  };
  writeFileSync(path.join(out, 'load-bench.json'), JSON.stringify({ meta, results: rows }, null, 2) + '\n');
  const md = [
    '# Load benchmark: the read mix of a school district',
    '',
    `Generated by \`pnpm --filter @platform/api bench:load\` (bench/load.ts) on ${meta.date}: Node ${meta.node}, ${meta.cpus} CPUs (${meta.cpu}),`,
    `load average at the end ${load} (the machine is shared: autocannon runs on the same cores as the server).`,
    `${CONNECTIONS} concurrent connections for ${SECONDS} s after a 3 s warm-up, each request under one of ${USERS.length} demo sessions,`,
    `cycling through ${mix([1], [1]).length} GETs: Me, notification cards, the feed widgets (newest, recommended, most viewed), resource search with and`,
    'without text, resource detail (records a view), program list and detail, my folders, topics, categories.',
    'The built server (`node dist/main.js`, as `npm start`) runs in its own process(es), demo data seeded, logs at warn, rate limits high.',
    '',
    "Server CPU ms / request is the server processes' user + system CPU over the run divided by the requests answered: unlike",
    'latency it does not depend on what else the machine runs; 1000 / it is the req/s one idle core could serve (the API',
    'processes only: with PostgreSQL its own server CPU comes on top, and autocannon shares the same two cores).',
    '',
    'The PostgreSQL setups are measured twice: at the district load of 200 connections, and at a low connection count',
    `(${PG_LOW_CONNECTIONS.join(', ')}). By Little's law 200 connections at 1,000 req/s mean at least 200 ms per request, so the`,
    'target "≥ 1,000 req/s at p99 ≤ 50 ms" can only be shown with few requests in flight: the low-connection rows are where',
    'it is judged. "load at start" is the 1-minute load average when the row started: above ~2.5 on these 2 cores other',
    "helpers' work was running too and the latencies of that row are from a loaded machine (CPU / request much less, though contention inflates it too).",
    '',
    '| setup | workers | connections | req/s | p50 ms | p95 ms | p99 ms | avg ms | max ms | requests | non-2xx | errors | server CPU ms / req | req/s per idle core | load at start |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.setup} | ${r.workers} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.avg} | ${r.max} | ${r.requests} | ${r.non2xx} | ${r.errors} | ${r.cpuMsPerReq} | ${r.cpuMsPerReq > 0 ? Math.round(1000 / r.cpuMsPerReq) : '–'} | ${r.loadAtStart}${r.loadAtStart > 2.5 ? ' (loaded)' : ''} |`,
    ),
    '',
    '## Per endpoint (p99 / max ms, non-2xx by status)',
    '',
    `| setup | connections | ${ENDPOINT_NAMES.join(' | ')} |`,
    `|---|---:|${ENDPOINT_NAMES.map(() => '---:').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${r.setup} | ${r.connections} | ${ENDPOINT_NAMES.map((k) => {
          const e = r.endpoints[k];
          if (!e) return '–';
          const bad = Object.entries(e.non2xx)
            .map(([st, c]) => `${c}×${st}`)
            .join(' ');
          return `${e.p99} / ${e.max}${bad ? ` (${bad})` : ''}`;
        }).join(' | ')} |`,
    ),
    '',
    ...(existsSync(path.join(__dirname, 'load-history.md'))
      ? [readFileSync(path.join(__dirname, 'load-history.md'), 'utf8')]
      : []),
  ].join('\n');
  writeFileSync(path.join(out, 'load-bench.md'), md);
  console.log(md);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
