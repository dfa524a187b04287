/**
 * Errors that mean the database connection failed, not the statement (issue 32): PostgreSQL terminated the session
 * (pg_terminate_backend, a restart, a failover: SQLSTATE 57P01-57P03), a connection exception (class 08), too many
 * connections (53300), or the socket closed or could not open (node-postgres' own errors, which carry no SQLSTATE).
 * The pool (./postgres) retries what is safe once on a fresh connection; what is left is answered 503 with
 * Retry-After (http/errors): DATABASE_UNAVAILABLE when the database's (fromDatabase), SERVICE_UNAVAILABLE for the
 * same socket errors from another service (S3, SMTP).
 */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const SOCKET_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|socket hang up/i;

export function isConnectionLost(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^57P0[123]$/.test(code) || code.startsWith('08') || code === '53300') return true;
  if (SOCKET_CODES.has(code)) return true;
  return typeof e.message === 'string' && SOCKET_MESSAGES.test(e.message);
}

/**
 * A lost connection where the statement certainly did not run or did not commit: the server answered it with the
 * termination of the session (57P01-57P03: PostgreSQL never sends that error after committing a statement; commits
 * hold interrupts off), refused the connection (08001, 08004, 53300, ECONNREFUSED), or the client never sent it (its
 * connection was already broken). A socket closed mid-statement with no answer is not here: it may have committed.
 */
export function statementDidNotRun(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^57P0[123]$/.test(code) || code === '08001' || code === '08004' || code === '53300') return true;
  if (code === 'ECONNREFUSED') return true;
  return typeof e.message === 'string' && /not queryable|timeout exceeded when trying to connect/i.test(e.message);
}

/** A statement that only reads: safe to run again whatever happened to the first attempt. */
export function isReadOnlySql(sql: string): boolean {
  const s = sql.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  return /^(SELECT|WITH|SHOW|VALUES|TABLE)\b/i.test(s) && !/\b(INSERT|UPDATE|DELETE|MERGE|NEXTVAL|SETVAL)\b/i.test(s);
}

const FROM_DATABASE = Symbol.for('platform.databaseConnectionLost');

/**
 * Marks a lost connection thrown by the database driver as the database's (db/postgres does it for every error of
 * node-postgres); returns the error. A socket error from elsewhere (S3, SMTP, inside a transaction's function) stays
 * unmarked: it neither retries a transaction nor answers DATABASE_UNAVAILABLE.
 */
export function fromDatabase(err: unknown): unknown {
  if (isConnectionLost(err)) (err as Record<symbol, unknown>)[FROM_DATABASE] = true;
  return err;
}

/** A lost database connection (marked by fromDatabase). */
export function isDatabaseConnectionLost(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as Record<symbol, unknown>)[FROM_DATABASE] === true;
}
