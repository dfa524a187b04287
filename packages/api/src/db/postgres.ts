import { Pool, type PoolClient, type PoolConfig } from 'pg';
import type { Db, QueryResult } from './types';

function clientDb(client: PoolClient): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await client.query(sql, params);
      return { rows: r.rows as T[] };
    },
    transaction: (fn) => fn(db),
    async exec(sql: string) {
      await client.query(sql);
    },
    async close() {
      /* owned by the outer transaction */
    },
  };
  return db;
}

/** Db over a node-postgres pool. `schema` (tests) puts that schema first on every connection's search_path. */
export function postgresDb(
  connectionString: string,
  opts: { schema?: string; max?: number } = {},
): Db & { pool: Pool } {
  const config: PoolConfig = { connectionString, max: opts.max ?? 10 };
  if (opts.schema) config.options = `-c search_path=${opts.schema},public`;
  const pool = new Pool(config);
  pool.on('error', () => {
    /* idle client errors are surfaced on next query */
  });
  // timestamps and bigint counts as JS values
  const db: Db & { pool: Pool } = {
    kind: 'postgres',
    pool,
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await pool.query(sql, params);
      return { rows: r.rows as T[] };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(clientDb(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
  return db;
}
