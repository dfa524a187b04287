import { Client, Pool, type PoolClient, type PoolConfig } from 'pg';
import { fromDatabase, isDatabaseConnectionLost, isReadOnlySql, statementDidNotRun } from './connection-errors';
import type { Db, QueryResult } from './types';
import { currentClaim, MARK_COMMITTED_SQL } from './write-claim';

/** Rethrows the driver's error marked as the database's when it is a lost connection. */
const marked = (e: unknown): never => {
  throw fromDatabase(e);
};
/** A statement on one client; a lost connection comes out marked. */
const on = (client: PoolClient | Client, sql: string, params?: unknown[]) => client.query(sql, params).catch(marked);

function clientDb(client: PoolClient | Client): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await on(client, sql, params);
      return { rows: r.rows as T[] };
    },
    transaction: (fn) => fn(db),
    async exec(sql: string) {
      await on(client, sql);
    },
    async close() {
      /* owned by the outer transaction */
    },
  };
  return db;
}

function unwrap<T>(r: { out: T } | { lost: unknown }): T {
  if ('out' in r) return r.out;
  throw r.lost;
}

/**
 * Db over a node-postgres pool. `schema` (tests) puts that schema first on every connection's search_path.
 *
 * Lost connections (issue 32: PostgreSQL terminating its backends, a restart, a failover): a connection that failed
 * leaves the pool (released with its error, so it is closed, never handed out again), and what is safe runs once
 * more on a new connection of its own (not from the pool, whose other idle connections were probably cut too and
 * may not have noticed yet) — a statement outside a transaction when it only reads or certainly did not run
 * (./connection-errors), a transaction whose connection broke before its COMMIT (nothing of it committed; `fn`
 * runs again from the start, so it must not have effects outside the database that cannot happen twice). A
 * connection lost during COMMIT, or during a write with no answer, is not retried (it may have committed): the
 * error goes up and the request answers 503 with Retry-After (http/errors).
 */
export function postgresDb(
  connectionString: string,
  opts: { schema?: string; max?: number } = {},
): Db & { pool: Pool } {
  const config: PoolConfig = { connectionString, max: opts.max ?? 10 };
  if (opts.schema) config.options = `-c search_path=${opts.schema},public`;
  const pool = new Pool(config);
  pool.on('error', () => {
    /* an idle client's connection failed: the pool has already dropped it */
  });

  /** A connection outside the pool for the one retry: certainly fresh. */
  async function fresh<T>(run: (c: Client) => Promise<T>): Promise<T> {
    const c = new Client(config);
    c.on('error', () => undefined); // a failure surfaces on the statement
    await c.connect().catch(marked);
    try {
      return await run(c);
    } finally {
      await c.end().catch(() => undefined);
    }
  }

  /** BEGIN, fn, COMMIT on `client`: the result, or the lost connection when nothing of it committed. */
  async function inTransaction<T>(
    client: PoolClient | Client,
    fn: (tx: Db) => Promise<T>,
  ): Promise<{ out: T } | { lost: unknown; broken: boolean }> {
    // a checked-out client whose connection dies between statements emits 'error': without a listener that
    // would be an uncaught exception; the next statement on it fails and is handled below
    let broken = false;
    const onError = () => (broken = true);
    client.on('error', onError);
    let committing = false;
    try {
      await on(client, 'BEGIN');
      const out = await fn(clientDb(client));
      // a keyed request's write marks its claim in the same transaction (./write-claim)
      const claim = currentClaim();
      if (claim) await on(client, MARK_COMMITTED_SQL, [claim.scope, claim.key]);
      committing = true;
      await on(client, 'COMMIT');
      if (claim) claim.marked = true;
      return { out };
    } catch (e) {
      // the database's connection only: a socket error of another service inside fn is fn's own failure
      const lost = broken || isDatabaseConnectionLost(e);
      if (!lost) await client.query('ROLLBACK').catch(() => undefined);
      if (lost && !committing) return { lost: e, broken: true };
      throw Object.assign(e as object, { connectionBroken: lost });
    } finally {
      client.removeListener('error', onError);
    }
  }

  const db: Db & { pool: Pool } = {
    kind: 'postgres',
    pool,
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      // a write of a keyed request commits with the mark of its claim (./write-claim): in a transaction of its own
      if (currentClaim() && !isReadOnlySql(sql)) return db.transaction((tx) => tx.query<T>(sql, params));
      try {
        // a client that fails is released with its error by pool.query: closed, never handed out again
        const r = await pool.query(sql, params);
        return { rows: r.rows as T[] };
      } catch (e) {
        fromDatabase(e);
        if (!isDatabaseConnectionLost(e) || !(statementDidNotRun(e) || isReadOnlySql(sql))) throw e;
      }
      const r = await fresh((c) => on(c, sql, params)); // once more, on a new connection
      return { rows: r.rows as T[] };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (e) {
        if (!isDatabaseConnectionLost(fromDatabase(e))) throw e;
        return fresh((c) => inTransaction(c, fn)).then(unwrap);
      }
      let first: { out: T } | { lost: unknown; broken: boolean };
      try {
        first = await inTransaction(client, fn);
      } catch (e) {
        const broken = (e as { connectionBroken?: boolean }).connectionBroken;
        client.release(broken ? (e as Error) : undefined);
        throw e;
      }
      if ('out' in first) {
        client.release();
        return first.out;
      }
      client.release(first.lost instanceof Error ? first.lost : new Error('connection lost')); // dropped from the pool
      // nothing of the first attempt committed: once more from the start, on a new connection
      return fresh((c) => inTransaction(c, fn)).then(unwrap);
    },
    async exec(sql: string) {
      await pool.query(sql).catch(marked);
    },
    async close() {
      await pool.end();
    },
  };
  return db;
}
