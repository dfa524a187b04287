/**
 * The one database interface the whole API uses. Two implementations: PGlite (embedded, default,
 * persisted in a data folder) and node-postgres (when DATABASE_URL is set). SQL is plain PostgreSQL
 * with $1..$n parameters; it must run unchanged on both.
 */
export interface QueryResult<T> {
  rows: T[];
}
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs fn inside BEGIN/COMMIT (ROLLBACK on throw). Nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Runs a multi-statement SQL script without parameters (migrations). Optional: falls back to query(). */
  exec?(sql: string): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
