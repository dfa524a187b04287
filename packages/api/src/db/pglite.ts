import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db, QueryResult } from './types';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

/** Opens PGlite with the extensions the schema uses (unaccent; btree_gist for plan_fit, 0091). dataDir undefined = in memory. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { unaccent, btree_gist } });
}

/**
 * One query per turn of the event loop (issue 9, ADR 0035). PGlite runs a query synchronously (WASM, in this thread)
 * and hands its connection on through promises, so the requests in flight used to chain query after query without the
 * event loop reaching its I/O phase; and Node (libuv 1.46) accepts one new connection per turn of the loop. Under a
 * crowd the turns grew to hundreds of milliseconds: new connections waited seconds in the kernel's accept queue
 * (p99 6.6 s, max 20 s at 200 connections while the server-side time stayed under 0.6 s). Here the queries of a
 * database wait in one FIFO and each runs in its own turn (setImmediate), so connections are accepted and requests
 * read while the queue is long, and join it in their turn. A transaction is one job (its own queries go straight
 * to PGlite, which it holds). PGLITE_FAIR=0 turns it off (benchmark A/B).
 */
const FAIR = process.env.PGLITE_FAIR !== '0';
interface Turns {
  jobs: Array<() => Promise<void>>;
  running: boolean;
}
const turnsOf = new WeakMap<PGlite, Turns>();
function inTurn<T>(pg: PGlite, job: () => Promise<T>): Promise<T> {
  if (!FAIR) return job();
  let t = turnsOf.get(pg);
  if (!t) {
    t = { jobs: [], running: false };
    turnsOf.set(pg, t);
  }
  const turns = t;
  return new Promise<T>((resolve, reject) => {
    turns.jobs.push(() => job().then(resolve, reject));
    if (!turns.running) {
      turns.running = true;
      setImmediate(drain, turns);
    }
  });
}
function drain(turns: Turns): void {
  const job = turns.jobs.shift();
  if (!job) {
    turns.running = false;
    return;
  }
  void job().finally(() => setImmediate(drain, turns));
}

function wrap(q: Queryable, outer: PGlite, txActive: boolean): Db {
  const run = <T>(job: () => Promise<T>) => (txActive ? job() : inTurn(outer, job));
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await run(() => q.query<T>(sql, params as unknown[] | undefined));
      return { rows: r.rows };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (txActive) return fn(db);
      return run(() => outer.transaction(async (tx) => fn(wrap(tx, outer, true))));
    },
    async exec(sql: string) {
      await run(() => q.exec(sql));
    },
    async close() {
      if (!txActive) await outer.close();
    },
  };
  return db;
}

/**
 * Db over one PGlite instance. PGlite is single-connection: queries are serialised by PGlite itself;
 * a transaction holds the connection until it ends.
 */
export function pgliteDb(pg: PGlite): Db & { pg: PGlite } {
  return Object.assign(wrap(pg, pg, false), { pg });
}
