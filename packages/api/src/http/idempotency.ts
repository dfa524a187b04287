/**
 * Idempotency keys for retried writes (issue 32). A client that did not get the answer to a POST, PATCH, PUT or DELETE
 * (the instance was killed, the connection broke, the balancer answered 502 — nginx never passes a POST that reached
 * an instance on to another one) sends it again with the same `Idempotency-Key` header (8-200 characters of letters,
 * digits, `_ . : -`; a UUID per logical write). Per caller (the signed-in user, or anonymous):
 *  - the first request with a key claims it (table idempotency_keys, status NULL) and runs; its answer below 500 is
 *    kept (status, content type, body); a 5xx answer releases the key, so the retry runs the write again;
 *  - a repeat after that answer gets the same answer again (header `Idempotent-Replayed: true`), the write is not run;
 *  - a repeat while the first is still running: 409 IDEMPOTENCY_IN_PROGRESS with Retry-After (retry later);
 *  - the same key with another request (method, URL or body): 422 IDEMPOTENCY_KEY_REUSED.
 * A claim whose instance died before answering is taken over as soon as that instance has missed its heartbeat for
 * DEAD_AFTER_S (each process writes one into api_instances every second; migration 0099), and in any case after 30 s.
 * Keys are forgotten after 24 h.
 * Without the header nothing changes. The one window left: an instance that dies after its transaction committed
 * and before the answer was stored (a few milliseconds) leaves a claim that a retry takes over and runs again.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { requestClaims } from '../db/write-claim';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const ABANDONED_AFTER_S = 30;
/** A process whose heartbeat is older than this is dead: its claims are taken over. */
const DEAD_AFTER_S = 5;
const HEARTBEAT_MS = 1000;

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  let claims = 0;
  // this process's heartbeat: its claims stay its own while it beats (a slow request is not run twice)
  const owner = randomUUID();
  const beat = () =>
    db
      .query(`INSERT INTO api_instances (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET seen_at = now()`, [owner])
      .catch(() => undefined); // the database away: the claims wait for the 30 s instead
  void beat();
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    // every request of this process has answered by now: its claims are settled
    await db.query('DELETE FROM api_instances WHERE id = $1', [owner]).catch(() => undefined);
  });
  // the request's claim store (db/write-claim): entered here, so the handler and its queries see it
  app.addHook('onRequest', (_req, _reply, done) => requestClaims.run({}, done));
  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (key === undefined || !WRITES.has(req.method)) return;
    if (typeof key !== 'string' || !KEY.test(key)) {
      return reply.code(400).send({
        statusCode: 400,
        code: 'INVALID_IDEMPOTENCY_KEY',
        message: 'Idempotency-Key must be 8 to 200 letters, digits or _ . : -',
      });
    }
    const scope = req.user ? `u:${req.user.userId}` : 'anonymous';
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
      .digest('base64url');
    if (++claims % 200 === 0) {
      await db.query(`DELETE FROM idempotency_keys WHERE started_at < now() - interval '24 hours'`);
      await db.query(`DELETE FROM api_instances WHERE seen_at < now() - interval '1 hour'`);
    }
    // claim the key, or take over a claim abandoned by an instance that died while running it (its heartbeat
    // stopped, or 30 s went by)
    const claimed = await db.query(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, owner) VALUES ($1, $2, $3, $5)
       ON CONFLICT (scope, key) DO UPDATE SET started_at = now(), owner = EXCLUDED.owner
         WHERE idempotency_keys.status IS NULL AND idempotency_keys.fingerprint = EXCLUDED.fingerprint
           AND NOT idempotency_keys.committed
           AND (idempotency_keys.started_at < now() - make_interval(secs => $4)
             OR (idempotency_keys.owner IS DISTINCT FROM EXCLUDED.owner AND NOT EXISTS (
               SELECT 1 FROM api_instances i
                WHERE i.id = idempotency_keys.owner AND i.seen_at > now() - make_interval(secs => $6))))
       RETURNING key`,
      [scope, key, fingerprint, ABANDONED_AFTER_S, owner, DEAD_AFTER_S],
    );
    if (claimed.rows.length) {
      req.idempotency = { scope, key };
      const store = requestClaims.getStore();
      if (store) store.claim = { scope, key, marked: false };
      return;
    }
    const { rows } = await db.query<{
      fingerprint: string;
      status: number | null;
      content_type: string | null;
      body: string | null;
      committed: boolean;
      running: boolean;
    }>(
      `SELECT k.fingerprint, k.status, k.content_type, k.body, k.committed,
              (k.started_at > now() - make_interval(secs => $3) AND EXISTS (
                SELECT 1 FROM api_instances i WHERE i.id = k.owner AND i.seen_at > now() - make_interval(secs => $4)
              )) AS running
         FROM idempotency_keys k WHERE k.scope = $1 AND k.key = $2`,
      [scope, key, ABANDONED_AFTER_S, DEAD_AFTER_S],
    );
    const row = rows[0];
    if (row && row.fingerprint !== fingerprint) {
      return reply.code(422).send({
        statusCode: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was used for another request',
      });
    }
    if (row && row.status === null && row.committed && !row.running) {
      // its instance died after the write committed and before the answer was stored: done, answer unknown
      return reply.code(409).send({
        statusCode: 409,
        code: 'IDEMPOTENCY_ANSWER_LOST',
        message: 'This write was done, but its answer was lost: reload to see it',
      });
    }
    if (!row || row.status === null) {
      return reply.code(409).header('retry-after', '1').send({
        statusCode: 409,
        code: 'IDEMPOTENCY_IN_PROGRESS',
        message: 'A request with this Idempotency-Key is still running; retry later',
      });
    }
    reply.code(row.status).header('idempotent-replayed', 'true');
    if (row.content_type) reply.header('content-type', row.content_type);
    return reply.send(row.body ?? '');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim) return payload;
    req.idempotency = undefined;
    const store = requestClaims.getStore();
    if (store) store.claim = undefined; // storing the answer is no write of the request's
    if (reply.statusCode >= 500) {
      await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL', [
        claim.scope,
        claim.key,
      ]);
      return payload;
    }
    const type = reply.getHeader('content-type');
    const textual = /json|^text\//i.test(String(type ?? ''));
    const body = !textual
      ? null
      : typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : null;
    if (body === null || body.includes('\u0000')) {
      // a file or a stream (a class pack, a program's PDF) is not kept: the key is released, a retry asks again
      await db
        .query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [claim.scope, claim.key])
        .catch(() => undefined);
      return payload;
    }
    await db
      .query('UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE scope = $1 AND key = $2', [
        claim.scope,
        claim.key,
        reply.statusCode,
        String(type),
        body,
      ])
      .catch(() =>
        // not kept: released, so that a retry runs again rather than wait for an answer that will never be stored
        db
          .query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [claim.scope, claim.key])
          .catch(() => undefined),
      );
    return payload;
  });
}
