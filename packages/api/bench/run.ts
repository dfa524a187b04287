/**
 * API latency benchmark (not a timed test): autocannon against an in-process server for SignIn, Me and one
 * reference list, on PGlite and (when reachable) PostgreSQL. Writes reports/api-bench.md and .json.
 * Env: BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 10), PG_TEST_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// autocannon ships no types; the slice used here is declared below
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;
import { openPglite, pgliteDb } from '../src/db/pglite';
import { postgresDb } from '../src/db/postgres';
import { migrate } from '../src/db/migrate';
import type { Db } from '../src/db/types';
import { buildServer } from '../src/server';
import { seed } from '../src/seed/seed';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Row {
  db: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  avg: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PG_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function pgReachable(): Promise<boolean> {
  const db = postgresDb(PG_URL, { max: 1 });
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await db.close().catch(() => undefined);
  }
}

async function runOn(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  let db: Db;
  let cleanup = async () => {};
  if (kind === 'pglite') {
    db = pgliteDb(await openPglite());
  } else {
    const schema = `bench_${Date.now()}`;
    const admin = postgresDb(PG_URL, { max: 1 });
    await admin.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
    await admin.query(`CREATE SCHEMA ${schema}`);
    db = postgresDb(PG_URL, { schema, max: 10 });
    cleanup = async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    };
  }
  await migrate(db);
  await seed(db);
  const app = await buildServer(
    {
      port: 0,
      dataDir: path.join(os.tmpdir(), 'api-bench'),
      serveApps: false,
      demoData: false,
      outboxReadable: false,
      jwtSecret: randomBytes(32).toString('hex'),
      production: true,
      corsOrigins: [],
      rateLimit: { signInMax: 1e9, resetMax: 1e9, windowMs: 60_000 },
    },
    { db, logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/v1/AccountApi/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'teacher@demo.test', password: 'Demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const targets = [
    {
      endpoint: 'POST /AccountApi/SignIn',
      url: '/api/v1/AccountApi/SignIn',
      opts: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'teacher@demo.test', password: 'Demo1234' }),
      },
    },
    {
      endpoint: 'GET /AccountApi/Me',
      url: '/api/v1/AccountApi/Me?locale=en',
      opts: { headers: { authorization: `Bearer ${token}` } },
    },
    {
      endpoint: 'GET /CategoryApi',
      url: '/api/v1/CategoryApi?locale=ca',
      opts: { headers: { authorization: `Bearer ${token}` } },
    },
  ];
  const rows: Row[] = [];
  for (const t of targets) {
    const r = await autocannon({ url: base + t.url, connections: CONNECTIONS, duration: SECONDS, ...t.opts });
    if (r.non2xx > 0) throw new Error(`${t.endpoint}: ${r.non2xx} non-2xx answers`);
    rows.push({
      db: kind,
      endpoint: t.endpoint,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      avg: Number(r.latency.average.toFixed(2)),
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    });
    console.log(rows[rows.length - 1]);
  }
  await app.close();
  await db.close();
  await cleanup();
  return rows;
}

async function main() {
  const rows = await runOn('pglite');
  if (await pgReachable()) rows.push(...(await runOn('postgres')));
  else console.log('PostgreSQL not reachable: skipped');
  const out = path.join(__dirname, '..', 'reports');
  mkdirSync(out, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    seconds: SECONDS,
    connections: CONNECTIONS,
  };
  writeFileSync(path.join(out, 'api-bench.json'), JSON.stringify({ meta, results: rows }, null, 2) + '\n');
  const md = [
    '# API benchmark',
    '',
    `Generated by \`pnpm --filter @platform/api bench\` (bench/run.ts) on ${meta.date}: Node ${meta.node}, ${meta.cpus} CPUs (${meta.cpu}),`,
    `autocannon ${CONNECTIONS} connections × ${SECONDS} s per endpoint against an in-process server (logger off, rate limits off), demo data seeded.`,
    'SignIn is dominated by argon2id verification (19 MiB, t=2) by design.',
    '',
    '| database | endpoint | requests/s | p50 ms | p99 ms | avg ms | requests | non-2xx | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.avg} | ${r.requests} | ${r.non2xx} | ${r.errors} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(path.join(out, 'api-bench.md'), md);
  console.log(md);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
