/**
 * The nonce of an external sign-in, bound on the server (issue 26 item 5, docs/decisions/0049-sign-in-hardening.md).
 *
 * `POST /AccountApi/ExternalNonce` issues a random nonce (stored as its hash, valid NONCE_MINUTES) tied to this
 * browser: the httpOnly cookie `pl_oidc` (a random binder, `SameSite=Strict`, path /api/v1/AccountApi) whose hash is
 * stored with it. The browser sends the nonce in the authorization request; the provider puts it in the ID token. The
 * server then accepts a token for a sign-in only when its `nonce` claim is one it issued, to the browser presenting the
 * same cookie, unexpired and unused, and marks it used when the token signs someone in (single use). A token obtained
 * in another browser (login CSRF: an attacker's own token pushed into a victim's browser), replayed, or carrying a
 * nonce the server never issued is refused (401 INVALID_NONCE) and changes nothing.
 *
 * Stored in the database, so it holds across instances and restarts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { randomToken, sha256 } from './tokens';

export const NONCE_COOKIE = 'pl_oidc';
export const NONCE_COOKIE_PATH = '/api/v1/AccountApi';
/** how long an issued nonce may be used: the way to the provider and back, and the trial form after it */
export const NONCE_MINUTES = 30;
const BINDER = /^[A-Za-z0-9_-]{43}$/;

const INVALID = () =>
  ApiError.unauthorized(
    'The sign-in request is not valid any more (expired, already used or started in another browser): start again',
    'INVALID_NONCE',
  );

/** Issues a nonce for this browser (creating its binder cookie when it has none) and returns it. */
export async function issueNonce(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<string> {
  const presented = req.cookies?.[NONCE_COOKIE];
  const binder = typeof presented === 'string' && BINDER.test(presented) ? presented : randomToken();
  const nonce = randomToken();
  await db.query(
    `INSERT INTO external_nonces (nonce_hash, binder_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [sha256(nonce), sha256(binder), NONCE_MINUTES],
  );
  // the table only ever holds the last hour or so
  await db.query(`DELETE FROM external_nonces WHERE expires_at < now() - interval '1 hour'`);
  reply.setCookie(NONCE_COOKIE, binder, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: NONCE_COOKIE_PATH,
    maxAge: NONCE_MINUTES * 60,
  });
  reply.header('Cache-Control', 'no-store');
  return nonce;
}

/**
 * Checks that `nonce` (the verified ID token's claim) was issued by this server to this browser, is unexpired and
 * unused. `consume`: marks it used in the same statement (a second use, even concurrent, is refused). Throws 401
 * INVALID_NONCE otherwise.
 */
export async function checkNonce(
  db: Db,
  req: FastifyRequest,
  nonce: string | null,
  opts: { consume: boolean },
): Promise<void> {
  const binder = req.cookies?.[NONCE_COOKIE];
  if (!nonce || typeof binder !== 'string' || !BINDER.test(binder)) throw INVALID();
  const where = 'nonce_hash = $1 AND binder_hash = $2 AND used_at IS NULL AND expires_at > now()';
  const { rows } = opts.consume
    ? await db.query(`UPDATE external_nonces SET used_at = now() WHERE ${where} RETURNING 1`, [
        sha256(nonce),
        sha256(binder),
      ])
    : await db.query(`SELECT 1 FROM external_nonces WHERE ${where}`, [sha256(nonce), sha256(binder)]);
  if (!rows.length) throw INVALID();
}
