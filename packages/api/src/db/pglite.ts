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

function wrap(q: Queryable, outer: PGlite, txActive: boolean): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[] | undefined);
      return { rows: r.rows };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (txActive) return fn(db);
      return outer.transaction(async (tx) => fn(wrap(tx, outer, true)));
    },
    async exec(sql: string) {
      await q.exec(sql);
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
