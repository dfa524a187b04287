/**
 * Lost answers (issue 32). ./http gives every write (POST, PUT, PATCH, DELETE) an `Idempotency-Key` — one per call,
 * so one per user action; a caller that retries an action itself passes its own `Idempotency-Key` header — except
 * sign-in/refresh/logout, whose answers set cookies a replay would not carry. This module, loaded by ./http the first
 * time an answer is lost (so no first load carries it), decides what happens then (`again`): a request whose answer was lost (no response: a network error; or 502/503/504 from the balancer or a
 *   stopping instance) is sent once more after `defaults.retryDelayMs` (400 ms; the response's headers are not read:
 *   ./http does not keep them, to stay out of the first load's bytes) —
 *   reads as they are, writes with the same key, so the server runs the write at most once and answers the retry
 *   with the first answer. When that retry finds the first attempt still running (409 IDEMPOTENCY_IN_PROGRESS) it
 *   waits for it (1 s: the server's Retry-After) up to 8 times. A timeout the caller chose, a cancel, a streamed body and a
 *   server render's client (./http does not ask) are not retried; nor is a write without a key.
 */
import type { ApiRequestConfig } from './core';
import type { Failure } from './http';

export interface Attempt {
  /** the lost answer was sent again already */
  retried: boolean;
  /** waits for a first attempt still running */
  waits: number;
}

/** The server's Retry-After for a write still running (409 IDEMPOTENCY_IN_PROGRESS). */
const IN_PROGRESS_WAIT_MS = 1000;
/** How many times a retried write waits for its first attempt, still running on the server: a claim of a killed
 * instance is taken over once its heartbeat is 5 s old (api idempotency.ts), so 8 s covers it. */
const MAX_IN_PROGRESS_WAITS = 8;
const KEY_HEADER = /^idempotency-key$/i;
const READS = /^(get|head|options)$/i;

const hasKey = (config: ApiRequestConfig) =>
  Object.entries(config.headers ?? {}).some(([k, v]) => KEY_HEADER.test(k) && v !== undefined);

/** Waits as the failure asks and answers the next attempt, or null when the failure is the caller's. */
export async function again(
  config: ApiRequestConfig,
  { error, status }: Failure,
  attempt: Attempt,
  delayMs = 400,
): Promise<Attempt | null> {
  const keyed = hasKey(config);
  // a write without a key (sign-in, refresh, logout) is not sent twice
  if (!READS.test(config.method ?? 'get') && !keyed) return null;
  let next: Attempt | null = null;
  if (status === 409) {
    if (keyed && attempt.retried && error.code === 'IDEMPOTENCY_IN_PROGRESS' && attempt.waits < MAX_IN_PROGRESS_WAITS)
      next = { retried: true, waits: attempt.waits + 1 };
  } else if (
    !attempt.retried &&
    (status === undefined ? error.code === 'NETWORK_ERROR' : status >= 502 && status <= 504) &&
    !(typeof ReadableStream !== 'undefined' && config.data instanceof ReadableStream)
  ) {
    next = { retried: true, waits: attempt.waits };
  }
  if (next) await new Promise((r) => setTimeout(r, status === 409 ? IN_PROGRESS_WAIT_MS : delayMs));
  return next;
}
