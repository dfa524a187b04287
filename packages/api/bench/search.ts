/**
 * Search benchmark (not a timed test): generates the scaled catalogue (getCatalogue({ scale })) into PostgreSQL
 * (100k resources) and PGlite (10k), builds the explore search index (explore_search + explore_text, and the in-memory
 * facet store of the API process), then runs representative GetAllFiltered requests in-process (Fastify inject, real
 * handler: validation, text match, filters, ranking, cards and facet counts): text in each language, text + 2 facets,
 * facets only, an author. Writes p50/p95/p99 to reports/search-bench.md (+ .json).
 *
 *   pnpm --filter @platform/api exec tsx bench/search.ts
 * Env: PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_PG_SCALE (100000), BENCH_PGLITE_SCALE (10000),
 *      BENCH_N (requests per scenario, 120), BENCH_RESEED=1 (rebuild the cached PostgreSQL schema bench_search_<scale>),
 *      BENCH_SKIP_PG=1 / BENCH_SKIP_PGLITE=1, BENCH_APPEND=1 (keep the existing report's runs of other databases / scales).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openPglite, pgliteDb } from '../src/db/pglite';
import { postgresDb } from '../src/db/postgres';
import { migrate } from '../src/db/migrate';
import type { Db } from '../src/db/types';
import { buildServer } from '../src/server';
import { seed } from '../src/seed/seed';
import { getCatalogue, getReferenceData } from '../src/seed/catalogue';
import { issueAccessToken } from '../src/http/auth';
import { clearSearchCaches } from '../src/modules/explore/search';
import { ensureFresh } from '../src/modules/explore/common';
import { storeOf } from '../src/modules/explore/store';
import { existsSync, readFileSync } from 'node:fs';

const PG_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PG_SCALE = Number(process.env.BENCH_PG_SCALE || 100_000);
const PGLITE_SCALE = Number(process.env.BENCH_PGLITE_SCALE || 10_000);
const N = Number(process.env.BENCH_N || 120);
const SECRET = randomBytes(32).toString('hex');

interface Stat {
  db: string;
  scale: number;
  scenario: string;
  cache: 'cold' | 'warm';
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  avgResults: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const r1 = (x: number) => Math.round(x * 10) / 10;

/** Words of the base catalogue's titles in one language (what teachers type). */
function words(locale: 'es' | 'en' | 'ca'): string[] {
  const set = new Set<string>();
  for (const r of getCatalogue().resources)
    for (const w of r.title[locale].toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= 5) set.add(w);
  return [...set].slice(0, 60);
}

/** The search itself (results + total) and, separately, the facet counts the client asks for in parallel. */
function scenarios(): Array<{ name: string; urls: string[] }> {
  const base = baseScenarios();
  return [
    ...base,
    ...base
      .filter((s) => !s.name.startsWith('no filter'))
      .map((s) => ({
        name: `facets: ${s.name}`,
        urls: s.urls.map((u) => u.replace('/GetAllFiltered?', '/GetAllFilteredFacets?')),
      })),
  ];
}

function baseScenarios(): Array<{ name: string; urls: string[] }> {
  const ref = getReferenceData();
  const pick = <T>(xs: T[], i: number) => xs[(i * 7919) % xs.length];
  const topics = ref.topics.map((t) => t.id);
  const ages = ref.ageRanges.map((a) => a.id);
  const skills = ref.skills.map((s) => s.id);
  const cats = ref.categories.map((c) => c.id);
  const out: Array<{ name: string; urls: string[] }> = [];
  for (const l of ['es', 'en', 'ca'] as const) {
    const ws = words(l);
    out.push({
      name: `text (${l})`,
      urls: Array.from(
        { length: N },
        (_, i) => `/api/v1/ResourceApi/GetAllFiltered?locale=${l}&text=${encodeURIComponent(pick(ws, i))}`,
      ),
    });
  }
  const ws = words('es');
  out.push({
    name: 'text + 2 facets (es)',
    urls: Array.from(
      { length: N },
      (_, i) =>
        `/api/v1/ResourceApi/GetAllFiltered?locale=es&text=${encodeURIComponent(pick(ws, i + 3))}&topicIds=${pick(topics, i)}&ageRangeIds=${pick(ages, i + 1)}`,
    ),
  });
  out.push({
    name: 'facets only (en)',
    urls: Array.from(
      { length: N },
      (_, i) =>
        `/api/v1/ResourceApi/GetAllFiltered?locale=en&topicIds=${pick(topics, i)}&skillIds=${pick(skills, i + 2)}`,
    ),
  });
  out.push({
    name: 'facets only, page 5 (es)',
    urls: Array.from(
      { length: N },
      (_, i) =>
        `/api/v1/ResourceApi/GetAllFiltered?locale=es&categoryIds=${pick(cats, i)}&resourceTypes=${(i % 5) + 1}&pageNumber=5`,
    ),
  });
  const authors = getCatalogue().authors.length;
  out.push({
    name: 'author + topic (es)',
    urls: Array.from(
      { length: N },
      (_, i) =>
        `/api/v1/ResourceApi/GetAllFiltered?locale=es&authorIds=${(i % authors) + 1}&topicIds=${pick(topics, i + 5)}`,
    ),
  });
  out.push({
    name: 'no filter (ca)',
    urls: Array.from({ length: N }, (_, i) => `/api/v1/ResourceApi/GetAllFiltered?locale=ca&pageNumber=${i % 10}`),
  });
  return out;
}

async function prepare(
  kind: 'pglite' | 'postgres',
  scale: number,
): Promise<{ db: Db; cleanup: () => Promise<void>; seedMs: number; indexMs: number; storeMs: number }> {
  let db: Db;
  let cleanup: () => Promise<void>;
  let fresh = true;
  if (kind === 'pglite') {
    db = pgliteDb(await openPglite());
    cleanup = async () => {
      await db.close();
    };
  } else {
    const schema = `bench_search_${scale}`;
    const admin = postgresDb(PG_URL, { max: 1 });
    await admin.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
    if (process.env.BENCH_RESEED === '1') await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    const exists =
      (await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = $1`, [schema]))
        .rows[0].n > 0;
    if (exists) {
      const probe = postgresDb(PG_URL, { schema, max: 1 });
      const ok = await probe
        .query<{ n: number }>('SELECT count(*)::int AS n FROM resources')
        .then((r) => r.rows[0].n >= scale)
        .catch(() => false);
      await probe.close();
      if (ok) fresh = false;
      else await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    }
    if (fresh) await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.close();
    db = postgresDb(PG_URL, { schema, max: 10 });
    cleanup = async () => {
      await db.close();
    };
  }
  await migrate(db);
  let seedMs = 0;
  if (fresh) {
    const t0 = Date.now();
    await seed(db, { catalogue: getCatalogue({ scale }) });
    seedMs = Date.now() - t0;
    console.log(`${kind}: seeded ${scale} resources in ${seedMs} ms`);
  }
  const t1 = Date.now();
  await ensureFresh(db);
  const indexMs = Date.now() - t1;
  // steady state: statistics and visibility map up to date (autovacuum would do it shortly after a rebuild)
  if (kind === 'postgres') await db.query('VACUUM (ANALYZE) explore_search, explore_text');
  else await db.query('ANALYZE');
  console.log(`${kind}: search index ready in ${indexMs} ms`);
  const t2 = Date.now();
  await storeOf(db);
  const storeMs = Date.now() - t2;
  console.log(`${kind}: in-memory facet store loaded in ${storeMs} ms`);
  return { db, cleanup, seedMs, indexMs, storeMs };
}

async function measure(app: FastifyInstance, token: string, db: string, scale: number): Promise<Stat[]> {
  const out: Stat[] = [];
  for (const s of scenarios()) {
    for (const cache of ['cold', 'warm'] as const) {
      const times: number[] = [];
      let results = 0;
      // warm: every query once before timing (facet / count caches filled)
      if (cache === 'warm')
        for (const u of s.urls)
          await app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}` } });
      for (const u of s.urls) {
        if (cache === 'cold') clearSearchCaches();
        const t0 = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}` } });
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        results += (res.json() as { totalCount: number }).totalCount;
      }
      const st: Stat = {
        db,
        scale,
        scenario: s.name,
        cache,
        n: times.length,
        p50: r1(pct(times, 50)),
        p95: r1(pct(times, 95)),
        p99: r1(pct(times, 99)),
        max: r1(Math.max(...times)),
        avgResults: Math.round(results / times.length),
      };
      out.push(st);
      console.log(st);
    }
  }
  return out;
}

async function run(
  kind: 'pglite' | 'postgres',
  scale: number,
): Promise<{ stats: Stat[]; seedMs: number; indexMs: number; storeMs: number; loadavg: number[] }> {
  const { db, cleanup, seedMs, indexMs, storeMs } = await prepare(kind, scale);
  const app = await buildServer(
    {
      port: 0,
      dataDir: path.join(os.tmpdir(), 'search-bench'),
      serveApps: false,
      demoData: false,
      outboxReadable: false,
      jwtSecret: SECRET,
      production: true,
      corsOrigins: [],
      rateLimit: { signInMax: 1e9, resetMax: 1e9, windowMs: 60_000 },
    } as never,
    { db, logger: false },
  );
  await app.ready();
  const { rows } = await db.query<{ id: number; school_id: number | null }>(
    `SELECT id, school_id FROM users WHERE email = 'teacher@demo.test'`,
  );
  const g = await db.query<{ g: number | null }>('SELECT school_group_id AS g FROM schools WHERE id = $1', [
    rows[0].school_id,
  ]);
  const token = issueAccessToken(
    {
      userId: rows[0].id,
      email: 'teacher@demo.test',
      primaryRoles: ['Teacher'],
      secondaryRoles: [],
      schoolId: rows[0].school_id,
      schoolGroupId: g.rows[0]?.g ?? null,
    },
    SECRET,
  );
  // warm-up (not timed): a pass over other queries so the server and the database caches are in a steady state
  for (const sc of scenarios())
    for (const u of sc.urls.slice(0, 10))
      await app.inject({
        method: 'GET',
        url: u.replace('locale=', 'pageNumber=1&locale='),
        headers: { authorization: `Bearer ${token}` },
      });
  const stats = await measure(app, token, kind, scale);
  const loadavg = os.loadavg().map((x) => Math.round(x * 10) / 10);
  await app.close();
  await cleanup();
  return { stats, seedMs, indexMs, storeMs, loadavg };
}

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

async function main() {
  type Run = {
    db: string;
    scale: number;
    seedMs: number;
    indexMs: number;
    storeMs: number;
    loadavg: number[];
    stats: Stat[];
  };
  const runs: Run[] = [];
  if (process.env.BENCH_SKIP_PG !== '1' && (await pgReachable()))
    runs.push({ db: 'postgres', scale: PG_SCALE, ...(await run('postgres', PG_SCALE)) });
  else
    console.log(
      process.env.BENCH_SKIP_PG === '1' ? 'PostgreSQL skipped (BENCH_SKIP_PG=1)' : 'PostgreSQL not reachable: skipped',
    );
  if (process.env.BENCH_SKIP_PGLITE !== '1')
    runs.push({ db: 'pglite', scale: PGLITE_SCALE, ...(await run('pglite', PGLITE_SCALE)) });
  const out = path.join(__dirname, '..', 'reports');
  mkdirSync(out, { recursive: true });
  const prev = path.join(out, 'search-bench.json');
  if (process.env.BENCH_APPEND === '1' && existsSync(prev)) {
    for (const r of (JSON.parse(readFileSync(prev, 'utf8')) as { runs: Run[] }).runs)
      if (!runs.some((x) => x.db === r.db && x.scale === r.scale)) runs.push(r);
    runs.sort((a, b) => (a.db === b.db ? b.scale - a.scale : a.db === 'postgres' ? -1 : 1));
  }
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    requestsPerScenario: N,
  };
  writeFileSync(path.join(out, 'search-bench.json'), JSON.stringify({ meta, runs }, null, 2) + '\n');
  const pg = runs.find((r) => r.db === 'postgres');
  const worstPgP95 = pg ? Math.max(...pg.stats.map((s) => s.p95)) : null;
  const md = [
    '# Search benchmark (ResourceApi/GetAllFiltered)',
    '',
    `Generated by \`bench/search.ts\` on ${meta.date}: Node ${meta.node}, ${meta.cpus} CPUs (${meta.cpu}). Each scenario runs ${N} different requests`,
    'one after another through the real handler (Fastify inject: auth, zod validation, index query, resource cards, total count and facet counts of',
    '16 facets incl. authors). **cold** clears the in-process result caches (counts, facets, text matches) before every request (worst case);',
    '**warm** repeats queries already seen. The in-memory facet store (src/modules/explore/store.ts, a replica of the index kept in step',
    'through explore_search_log) is loaded once per process like an index and is not cleared. Times in milliseconds.',
    'Catalogue: `getCatalogue({ scale })` seeded with the demo accounts; index: `explore_search` (0010) + `explore_text` (0011).',
    '',
    ...runs.map(
      (r) =>
        `- ${r.db}: ${r.scale.toLocaleString('en')} resources${r.seedMs ? `, seeded in ${(r.seedMs / 1000).toFixed(0)} s` : ' (schema reused)'}, search index built in ${(r.indexMs / 1000).toFixed(1)} s, facet store loaded in ${((r.storeMs ?? 0) / 1000).toFixed(1)} s; machine load average at the end of the run ${r.loadavg?.join(' / ') ?? '?'} (1 / 5 / 15 min, ${os.cpus().length} CPUs shared with other work)`,
    ),
    '',
    pg
      ? `Target: p95 ≤ 50 ms on PostgreSQL at ${pg.scale.toLocaleString('en')} resources. Worst cold p95 measured: **${worstPgP95} ms** → ${worstPgP95! <= 50 ? 'met' : 'NOT met'}.`
      : 'PostgreSQL was not reachable: no PostgreSQL figures.',
    '',
    '| database | resources | scenario | cache | n | p50 | p95 | p99 | max | avg results |',
    '|---|---:|---|---|---:|---:|---:|---:|---:|---:|',
    ...runs.flatMap((r) =>
      r.stats.map(
        (s) =>
          `| ${s.db} | ${s.scale.toLocaleString('en')} | ${s.scenario} | ${s.cache} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ${s.avgResults} |`,
      ),
    ),
    '',
  ].join('\n');
  writeFileSync(path.join(out, 'search-bench.md'), md);
  console.log(md);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
