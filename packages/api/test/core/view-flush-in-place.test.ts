/**
 * The batched view flush no longer makes every cached card and search miss at once (issue 9, ADR 0042): a batch of
 * view counts only is written into the cached cards in place and keeps the search caches (unless a count crossed
 * zero: the `popular` filter), concurrent misses of the same cards run one load (single flight), and on PGlite the
 * requests arriving together after a write share one freshness check.
 */
import type { Db } from '../../src/db/types';
import { localWriteEpoch, ReadCache, readCacheOf } from '../../src/http/read-cache';
import { cachesOf } from '../../src/modules/explore/cache';
import { ensureFresh } from '../../src/modules/explore/common';
import { flushViewCounts, VIEWS_FLUSH_MS } from '../../src/modules/explore/views';
import { isPostgres, startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('teacher@demo.test')).token;
});
afterAll(async () => {
  await t?.close();
});

/** Counts the statements of `db` whose text contains `needle` while `fn` runs. */
async function counting<T>(db: Db, needle: string, fn: () => Promise<T>): Promise<{ n: number; value: T }> {
  const query = db.query;
  let n = 0;
  db.query = ((sql: string, params?: unknown[]) => {
    if (sql.includes(needle)) n += 1;
    return query.call(db, sql, params);
  }) as Db['query'];
  try {
    const value = await fn();
    return { n, value };
  } finally {
    db.query = query;
  }
}
const CARD_SQL = 'WITH ORDINALITY AS x(id, ord)';
type Card = { id: number; views: number };
const listCards = async () =>
  (await t.get('/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=100', token)).json.data as Card[];
// each call one window later than the last (the flush runs at most once per VIEWS_FLUSH_MS of the clock it is given)
let windows = 0;
const flushNow = () => flushViewCounts(t.db, Date.now() + ++windows * 2 * VIEWS_FLUSH_MS);

test('after a flush of views the cached cards show the new counts without being read again', async () => {
  await flushNow(); // nothing pending from other tests
  const before = await listCards();
  const id = before.find((c) => c.views > 0)?.id ?? before[0].id;
  const v0 = before.find((c) => c.id === id)!.views;
  // a text search fills the text-match cache
  expect((await t.get('/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=12&text=agua', token)).status).toBe(200);
  expect((await t.get(`/api/v1/ResourceApi/GetByLocale/${id}?locale=es`, token)).status).toBe(200);
  await flushNow();
  const { n, value: after } = await counting(t.db, CARD_SQL, listCards);
  expect(after.find((c) => c.id === id)!.views).toBe(v0 + 1);
  // every card of the list matches the index it is read from
  const { rows } = await t.db.query<{ resource_id: number; views: number }>(
    `SELECT resource_id, views FROM explore_search WHERE ui_locale = 'es' AND resource_id = ANY($1::int[])`,
    [after.map((c) => c.id)],
  );
  const views = new Map(rows.map((r) => [Number(r.resource_id), Number(r.views)]));
  for (const c of after) expect(c.views).toBe(views.get(c.id));
  if (readCacheOf(t.db)?.active) {
    expect(n).toBe(0); // patched in place, not reloaded
    // the text matches survived the flush (they do not depend on view counts)
    expect([...cachesOf(t.db).text.keys()].some((k) => k.includes('agua'))).toBe(true);
  }
});

test('a count crossing zero (either way) still reaches the popular filter after the flush', async () => {
  await flushNow();
  const popular = async () =>
    (await t.get('/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=100&popular=true', token)).json as {
      totalCount: number;
      data: Card[];
    };
  const p0 = await popular();
  const id = p0.data[p0.data.length - 1].id; // a public resource the teacher sees, with views
  // its views gone (as if purged) and queued for the flush like a view would be: 0 views, out of `popular`
  await t.db.query('DELETE FROM resource_views WHERE resource_id = $1', [id]);
  await t.db.query('INSERT INTO explore_views_dirty (resource_id) VALUES ($1) ON CONFLICT DO NOTHING', [id]);
  await flushNow();
  const p1 = await popular();
  expect(p1.totalCount).toBe(p0.totalCount - 1);
  expect(p1.data.some((c) => c.id === id)).toBe(false);
  // its first view: back in
  expect((await t.get(`/api/v1/ResourceApi/GetByLocale/${id}?locale=es`, token)).status).toBe(200);
  await flushNow();
  const p2 = await popular();
  expect(p2.totalCount).toBe(p0.totalCount);
  expect(p2.data.find((c) => c.id === id)?.views).toBe(1);
});

test('PGlite: the requests arriving together after a write share one freshness check', async () => {
  if (isPostgres()) return expect(localWriteEpoch(t.db)).toBeNull(); // one check each there (other processes write)
  await ensureFresh(t.db);
  // a write that moves the write count (not one of the view records)
  await t.db.query(`UPDATE users SET name = name WHERE email = 'teacher@demo.test'`);
  const { n } = await counting(t.db, 'explore_search_dirty', () =>
    Promise.all(Array.from({ length: 20 }, () => ensureFresh(t.db))),
  );
  expect(n).toBe(1);
  // and a write after that check started is seen by a new one
  await t.db.query(`UPDATE users SET name = name WHERE email = 'teacher@demo.test'`);
  expect((await counting(t.db, 'explore_search_dirty', () => ensureFresh(t.db))).n).toBe(1);
});

// ---------------------------------------------------------------- ReadCache.getMany / patch (no database)
function fakeDb(): Db {
  const db: Db = {
    kind: 'pglite',
    query: async () => ({ rows: [] }),
    transaction: async (fn) => fn(db),
    close: async () => undefined,
  } as Db;
  return db;
}
function deferred<T>() {
  let resolve!: (v: T) => void;
  const p = new Promise<T>((r) => (resolve = r));
  return { p, resolve };
}

test('getMany: concurrent misses of the same keys run one load; a write in between starts another', async () => {
  const cache = new ReadCache(fakeDb(), { enabled: true });
  const calls: string[][] = [];
  const gate = deferred<void>();
  const load = async (missing: string[]) => {
    calls.push(missing);
    await gate.p;
    return new Map(missing.map((k) => [k, { k, n: calls.length }]));
  };
  const a = cache.getMany(['x', 'y'], ['t_one'], load);
  const b = cache.getMany(['y', 'x'], ['t_one'], load);
  const c = cache.getMany(['x', 'z'], ['t_one'], load); // z alone is loaded
  await Promise.resolve();
  expect(calls).toEqual([['x', 'y'], ['z']]);
  gate.resolve();
  const [ra, rb, rc] = await Promise.all([a, b, c]);
  expect(ra.get('x')).toEqual({ k: 'x', n: 2 });
  expect(rb.get('y')).toBe(ra.get('y'));
  expect(rc.get('x')).toBe(ra.get('x'));
  expect(rc.get('z')).toEqual({ k: 'z', n: 2 });
  // cached now: no load
  await cache.getMany(['x', 'y', 'z'], ['t_one'], load);
  expect(calls.length).toBe(2);
  // a load in flight under older generations is not shared after a write
  await cache.invalidate(['t_one']);
  const gate2 = deferred<void>();
  const slow = async (missing: string[]) => {
    calls.push(missing);
    await gate2.p;
    return new Map(missing.map((k) => [k, { k, n: calls.length }]));
  };
  const d = cache.getMany(['x'], ['t_one'], slow);
  await cache.invalidate(['t_one']);
  const e = cache.getMany(['x'], ['t_one'], slow);
  await Promise.resolve();
  expect(calls.length).toBe(4);
  gate2.resolve();
  await Promise.all([d, e]);
  await cache.close();
});

test('patch: a cached value changes in place, and a load in flight gets the change when it lands', async () => {
  const cache = new ReadCache(fakeDb(), { enabled: true });
  let loads = 0;
  const load = async (missing: string[]) => {
    loads += 1;
    return new Map(missing.map((k) => [k, { k, views: 1 }]));
  };
  await cache.getMany(['a'], ['t_two'], load);
  cache.patch<{ views: number }>('a', (v) => ({ ...v, views: 5 }));
  expect((await cache.getMany(['a'], ['t_two'], load)).get('a')).toEqual({ k: 'a', views: 5 });
  expect(loads).toBe(1);
  const gate = deferred<void>();
  const inFlight = cache.getMany(['b'], ['t_two'], async (missing) => {
    await gate.p;
    return load(missing);
  });
  await Promise.resolve();
  cache.patch<{ views: number }>('b', (v) => ({ ...v, views: 9 }));
  gate.resolve();
  expect((await inFlight).get('b')).toEqual({ k: 'b', views: 9 });
  expect((await cache.getMany(['b'], ['t_two'], load)).get('b')).toEqual({ k: 'b', views: 9 });
  // a key nobody holds: nothing to change, nothing kept for later
  cache.patch<{ views: number }>('c', (v) => ({ ...v, views: 7 }));
  expect((await cache.getMany(['c'], ['t_two'], load)).get('c')).toEqual({ k: 'c', views: 1 });
  await cache.close();
});
