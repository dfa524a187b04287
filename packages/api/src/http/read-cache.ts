/**
 * The read cache of the API (issue 9, ADR 0035): results that are the same for every caller who may see them
 * (reference lists per locale, resource cards per locale) kept in memory per API process, so a district's crowd does
 * not re-run the same queries on PGlite's single connection or on PostgreSQL.
 *
 * Exactness:
 * - an entry names the tables it was read from; every write statement that names one of them (INSERT / UPDATE /
 *   DELETE / TRUNCATE through this process's Db, in or out of a transaction, and again when the transaction commits)
 *   bumps that table's generation, and an entry read under an older generation is never served again;
 * - with several processes (PostgreSQL workers or instances) the bump is published on Redis (pub/sub) and every other
 *   process bumps too; without Redis on PostgreSQL there is no cache at all (another process's write could not reach
 *   us), and while the subscriber connection is down the cache is bypassed and emptied when it comes back;
 * - entries expire after their TTL anyway (a write the SQL scan cannot see, e.g. by hand in psql);
 * - only data that does not depend on the caller goes in: authorization (which ids a user may see) is decided
 *   outside, on every request, before the cached pieces are looked up.
 */
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types';

const WRITE_RE = /\b(insert|update|delete|truncate|merge)\b/i;
const TABLE_RE = /\b(?:from|join)\s+([a-z_][a-z0-9_]*)/gi;
export const CACHE_CHANNEL = 'platform-cache:invalidate';

/** The tables a SELECT reads (FROM / JOIN names): the dependencies of what it returns. */
export function tablesOf(sql: string): string[] {
  const out = new Set<string>();
  for (const m of sql.matchAll(TABLE_RE)) out.add(m[1].toLowerCase());
  return [...out];
}

/** The tables several SELECTs read (tablesOf of each, `JOIN LATERAL` is no table): the dependencies of an entry built from them. */
export function tablesIn(...sqls: string[]): string[] {
  return [...new Set(sqls.flatMap(tablesOf))].filter((t) => t !== 'lateral');
}

/**
 * Every table some cached read depends on, in every process alike (registered when the modules load, not on first
 * read: a process that never read a table must still tell the others about its writes to it).
 */
const cachedTables = new Map<string, RegExp>();
export function registerCachedTables(tables: Iterable<string>): void {
  for (const t of tables) if (!cachedTables.has(t)) cachedTables.set(t, new RegExp(`\\b${t}\\b`));
}

type WriteListener = (tables: string[] | null, sql: string) => void | Promise<void>;
const listeners = new WeakMap<object, Set<WriteListener>>();

/**
 * Makes `db` tell `fn` about the write statements it runs (in place: the object the modules and the tests hold is the
 * same). Inside a transaction the writes are reported at once and again after the commit (a concurrent read on another
 * connection may have re-cached the old rows in between).
 */
export function onDbWrite(db: Db, fn: WriteListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
    instrument(db, set, null);
  }
  set.add(fn);
  const s = set;
  return () => s.delete(fn);
}

function instrument(db: Db, set: Set<WriteListener>, pending: Set<string> | null): void {
  // the write returns once the other processes were told (Redis PUBLISH answered), so a read the caller makes next,
  // on any instance, finds the old entry already dropped
  const note = async (sql: string) => {
    if (!WRITE_RE.test(sql)) return;
    if (pending) pending.add(sql);
    await Promise.all([...set].map((fn) => fn(null, sql)));
  };
  const query = db.query.bind(db);
  const exec = db.exec?.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = (async (sql: string, params?: unknown[]) => {
    try {
      return await query(sql, params);
    } finally {
      await note(sql);
    }
  }) as Db['query'];
  if (exec)
    db.exec = async (sql: string) => {
      try {
        await exec(sql);
      } finally {
        await note(sql);
      }
    };
  db.transaction = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
    const inTx = new Set<string>();
    const result = await transaction((tx) => {
      if (tx !== db) instrument(tx, set, inTx);
      return fn(tx);
    });
    await Promise.all([...inTx].flatMap((sql) => [...set].map((l) => l(null, sql))));
    return result;
  };
}

interface Entry {
  value: unknown;
  at: number;
  ttl: number;
  tables: string[];
  gens: number[];
}

export interface ReadCacheOptions {
  /** false: every get() loads (PostgreSQL without Redis) */
  enabled: boolean;
  redisUrl?: string | null;
  log?: FastifyBaseLogger;
  maxEntries?: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** getMany's loads in flight per key, with the tables and generations they were started under */
  private readonly inflightMany = new Map<string, { p: Promise<Map<string, unknown>>; gens: string }>();
  private readonly latePatches = new Map<string, Array<(v: unknown) => unknown>>();
  private readonly gen = new Map<string, number>();
  private readonly id = randomUUID();
  private pub: Redis | null = null;
  private sub: Redis | null = null;
  private subReady = false;
  private readonly max: number;
  private unhook: (() => void) | null = null;
  /** counters for tests and the metrics: hits, loads, invalidations received from other processes */
  readonly stats = { hits: 0, loads: 0, remote: 0 };
  /** write statements run through this database handle so far, the epoch-neutral ones aside (see localWriteEpoch) */
  writes = 0;

  constructor(
    db: Db,
    private readonly opts: ReadCacheOptions,
  ) {
    this.max = opts.maxEntries ?? 20_000;
    this.unhook = onDbWrite(db, (_t, sql) => this.onWrite(sql));
    if (opts.enabled && opts.redisUrl) {
      const o = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false };
      this.pub = new Redis(opts.redisUrl, o);
      this.sub = new Redis(opts.redisUrl, { ...o, enableOfflineQueue: true });
      const errLog = (err: unknown) => opts.log?.warn({ err }, 'read cache: Redis unavailable, cache bypassed');
      this.pub.on('error', () => undefined);
      this.sub.on('error', errLog);
      this.sub.on('ready', () => {
        void this.sub!.subscribe(CACHE_CHANNEL).then(
          () => {
            this.clear(); // anything published while we were away is lost: start over
            this.subReady = true;
          },
          (err) => errLog(err),
        );
      });
      this.sub.on('close', () => {
        this.subReady = false;
      });
      this.sub.on('message', (_ch, msg) => {
        try {
          const m = JSON.parse(msg) as { from: string; tables: string[] };
          if (m.from === this.id || !Array.isArray(m.tables)) return;
          this.stats.remote += 1;
          this.bump(m.tables);
        } catch {
          /* not ours */
        }
      });
    }
  }

  /** Serving from the cache right now: enabled, and with Redis only while the invalidations can reach us. */
  get active(): boolean {
    return this.opts.enabled && (!this.sub || this.subReady);
  }

  /** Resolves once the cross-process channel is listening (tests; true at once without Redis). */
  async ready(timeoutMs = 5000): Promise<boolean> {
    const t0 = Date.now();
    while (this.sub && !this.subReady && Date.now() - t0 < timeoutMs) await new Promise((r) => setTimeout(r, 20));
    return this.active;
  }

  private genOf(t: string): number {
    return this.gen.get(t) ?? 0;
  }

  /**
   * The cached value of `key` read from `tables`, or `load()` (one load at a time per key and generation). The value
   * must not depend on who asks (see the header).
   */
  async get<T>(
    key: string,
    tables: string[],
    load: () => Promise<T>,
    ttlMs: number | ((value: T, loadStartedAt: number) => number) = 60_000,
  ): Promise<T> {
    if (!this.active) return load();
    registerCachedTables(tables);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < hit.ttl && hit.tables.every((t, i) => this.genOf(t) === hit.gens[i])) {
      this.stats.hits += 1;
      return hit.value as T;
    }
    const gens = tables.map((t) => this.genOf(t));
    const flightKey = `${key}\u0000${gens.join(',')}`;
    const running = this.inflight.get(flightKey);
    if (running) return running as Promise<T>;
    this.stats.loads += 1;
    const p = load().then(
      (value) => {
        this.inflight.delete(flightKey);
        // stored under the generations seen before the load: a write during the load makes it stale at once
        if (this.entries.size >= this.max) this.entries.clear();
        const ttl = typeof ttlMs === 'function' ? ttlMs(value, now) : ttlMs;
        if (ttl > 0) this.entries.set(key, { value, at: now, ttl, tables, gens });
        return value;
      },
      (err) => {
        this.inflight.delete(flightKey);
        throw err;
      },
    );
    this.inflight.set(flightKey, p);
    return p;
  }

  /**
   * Several keys at once: the cached ones, and `loadMissing` for the rest (e.g. resource cards by id). A key another
   * call is loading right now under the same generations is waited for, not loaded again (single flight: a crowd
   * missing the same cards at once runs one query, ADR 0042). `ttlMs` may be a function (e.g. jitter, so that entries
   * loaded together do not all expire together).
   */
  async getMany<V>(
    keys: string[],
    tables: string[],
    loadMissing: (missing: string[]) => Promise<Map<string, V>>,
    ttlMs: number | (() => number) = 30_000,
  ): Promise<Map<string, V>> {
    const out = new Map<string, V>();
    if (!this.active) return loadMissing(keys);
    registerCachedTables(tables);
    const now = Date.now();
    const gens = tables.map((t) => this.genOf(t));
    const gensKey = `${tables.join(',')}\u0000${gens.join(',')}`;
    const missing: string[] = [];
    const waits: Array<Promise<Map<string, unknown>>> = [];
    for (const k of keys) {
      const hit = this.entries.get(k);
      if (hit && now - hit.at < hit.ttl && hit.tables.every((t, i) => this.genOf(t) === hit.gens[i])) {
        this.stats.hits += 1;
        out.set(k, hit.value as V);
        continue;
      }
      const flight = this.inflightMany.get(k);
      if (flight && flight.gens === gensKey) waits.push(flight.p);
      else missing.push(k);
    }
    let mine: Promise<Map<string, unknown>> | null = null;
    if (missing.length) {
      this.stats.loads += 1;
      const p: Promise<Map<string, unknown>> = loadMissing(missing).then((loaded) => {
        if (this.entries.size + loaded.size >= this.max) this.entries.clear();
        const ttl = typeof ttlMs === 'function' ? ttlMs : () => ttlMs;
        for (const [k, v0] of loaded) {
          // patches that came while the load was in flight (see patch) apply to what it read
          const late = this.latePatches.get(k);
          const v = late ? late.reduce((x, fn) => fn(x), v0 as unknown) : v0;
          if (late) loaded.set(k, v as V);
          this.entries.set(k, { value: v, at: now, ttl: ttl(), tables, gens });
        }
        return loaded as Map<string, unknown>;
      });
      mine = p.finally(() => {
        for (const k of missing) {
          if (this.inflightMany.get(k)?.p === mine) this.inflightMany.delete(k);
          this.latePatches.delete(k);
        }
      });
      for (const k of missing) this.inflightMany.set(k, { p: mine, gens: gensKey });
    }
    const results = await Promise.all(mine ? [mine, ...waits] : waits);
    for (const m of results) for (const k of keys) if (!out.has(k) && m.has(k)) out.set(k, m.get(k) as V);
    return out;
  }

  /**
   * Changes the cached value of `key` in place (same generations, same expiry), e.g. a card's view count after the
   * batched view flush, instead of dropping it (ADR 0042). A load of `key` in flight gets the change too when it lands.
   * `fn` must not mutate its argument.
   */
  patch<V>(key: string, fn: (value: V) => V): void {
    const hit = this.entries.get(key);
    if (hit) hit.value = fn(hit.value as V);
    if (this.inflightMany.has(key)) {
      const late = this.latePatches.get(key) ?? [];
      late.push(fn as (v: unknown) => unknown);
      this.latePatches.set(key, late);
    }
  }

  /** Bumps `tables` here only (a change every process learns by itself, e.g. its explore store catching up). */
  bumpLocal(tables: string[]): void {
    this.bump(tables);
  }

  /**
   * A write named `tables`: local generations bumped, and published to the other processes (resolves when Redis
   * answered, 500 ms at most: a Redis that does not answer takes the subscribers down, which then bypass the cache).
   */
  async invalidate(tables: string[]): Promise<void> {
    if (!tables.length) return;
    this.bump(tables);
    if (this.pub && this.pub.status === 'ready') {
      const published = this.pub.publish(CACHE_CHANNEL, JSON.stringify({ from: this.id, tables })).catch(() => 0);
      await Promise.race([published, new Promise((r) => setTimeout(r, 500).unref())]);
    }
  }

  private bump(tables: string[]): void {
    for (const t of tables) this.gen.set(t, this.genOf(t) + 1);
  }

  private onWrite(sql: string): Promise<void> | void {
    if (!epochNeutral.has(sql)) this.writes += 1;
    if (!this.opts.enabled) return;
    const hit: string[] = [];
    const lower = sql.toLowerCase();
    for (const [t, re] of cachedTables) if (re.test(lower)) hit.push(t);
    if (hit.length) return this.invalidate(hit);
  }

  /** Empties the cache. */
  clear(): void {
    this.entries.clear();
  }

  async close(): Promise<void> {
    this.unhook?.();
    this.unhook = null;
    for (const c of [this.pub, this.sub]) {
      if (!c) continue;
      if (c.status === 'ready') await c.quit().catch(() => c.disconnect());
      else c.disconnect();
    }
  }
}

// ---------------------------------------------------------------- one cache per database handle
const byDb = new WeakMap<Db, { cache: ReadCache; users: number }>();

/**
 * The read cache of `db`, created on first use (buildServer); servers sharing one handle (tests) share its cache.
 * Released with releaseReadCache.
 */
export function attachReadCache(db: Db, opts: ReadCacheOptions): ReadCache {
  const e = byDb.get(db);
  if (e) {
    e.users += 1;
    return e.cache;
  }
  const cache = new ReadCache(db, opts);
  byDb.set(db, { cache, users: 1 });
  return cache;
}
export async function releaseReadCache(db: Db): Promise<void> {
  const e = byDb.get(db);
  if (!e) return;
  e.users -= 1;
  if (e.users > 0) return;
  byDb.delete(db);
  await e.cache.close();
}
/**
 * Write statements (exact SQL text) that localWriteEpoch does not count: the view records of the detail pages, whose
 * tables' triggers only queue explore_views_dirty (0021), which flushViewCounts drains on its clock in a statement of
 * its own (that one counts). Without this every detail request moved the epoch and the explore lists re-ran their
 * freshness checks after each one (issue 9, ADR 0037). Only statements whose triggers write none of explore_search,
 * explore_search_dirty, explore_search_log belong here; read-cache invalidation by table name is not affected.
 */
const epochNeutral = new Set<string>();
export function writeEpochNeutral(sql: string): string {
  epochNeutral.add(sql);
  return sql;
}

/**
 * How many write statements (INSERT / UPDATE / DELETE / TRUNCATE / MERGE, in or out of transactions) have run through
 * `db` so far (the writeEpochNeutral ones aside), when nothing else can write to its database: a PGlite handle (one process, and the handle itself, not
 * a view on it) with a server built on it. Null otherwise (PostgreSQL: another process may write; no shortcut). A
 * check that found "nothing changed" (e.g. no dirty explore rows) stays true while this number does not move.
 */
export function localWriteEpoch(db: Db): number | null {
  if (db.kind !== 'pglite' || !('pg' in db)) return null;
  return byDb.get(db)?.cache.writes ?? null;
}

/** The read cache of `db`, or null (no server built on it: plain loads). */
export function readCacheOf(db: Db): ReadCache | null {
  return byDb.get(db)?.cache ?? null;
}
/** `load()` through the read cache of `db` when there is one. */
export function cachedRead<T>(
  db: Db,
  key: string,
  tables: string[],
  load: () => Promise<T>,
  /** ms, or from the value loaded and the time its load started (an entry valid until a known instant) */
  ttlMs?: number | ((value: T, loadStartedAt: number) => number),
): Promise<T> {
  const c = byDb.get(db)?.cache;
  return c ? c.get(key, tables, load, ttlMs) : load();
}
