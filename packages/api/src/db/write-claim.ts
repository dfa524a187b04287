/**
 * The Idempotency-Key claim of the request being served (issue 32; http/idempotency.ts sets it, db/postgres reads it).
 * Every write a keyed request commits on PostgreSQL also marks its claim `committed` in the same transaction: if the
 * instance dies before the answer is stored, a retry then knows the write was done and does not run it again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WriteClaim {
  scope: string;
  key: string;
  /** a committed transaction of this request has marked it already */
  marked: boolean;
}

/** One store per request (entered in an onRequest hook); `claim` set once the key is claimed, cleared to answer. */
export const requestClaims = new AsyncLocalStorage<{ claim?: WriteClaim }>();

export const currentClaim = (): WriteClaim | undefined => requestClaims.getStore()?.claim;

export const MARK_COMMITTED_SQL = 'UPDATE idempotency_keys SET committed = true WHERE scope = $1 AND key = $2';
