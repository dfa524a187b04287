/**
 * The page session (docs/decisions/0045-signed-in-feed-from-the-server.md §1): a second cookie, `pl_session`, that
 * tells page requests (GET /feed) "this browser holds that refresh family". The refresh cookie is scoped to
 * /api/v1/AccountApi, so a page request does not carry it.
 *
 * Value: base64url(JSON {u: userId, f: familyId, e: expiresAtEpochSeconds}) "." base64url(HMAC-SHA256 of the first
 * part), keyed with a key of its own derived from the JWT secret (HKDF). `HttpOnly; Secure; SameSite=Lax; Path=/`, the
 * refresh cookie's max age. Set wherever the refresh cookie is set, cleared wherever it is cleared (account/index.ts).
 *
 * Valid when the signature matches, it has not expired, and that user still has a live refresh token in that family
 * (not revoked, not expired): a logout, a password reset or a stolen-token reuse (the family is revoked) ends it at
 * once. It only ever selects what the user's own GET renders; it authorises no change.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { hasLiveRefreshFamily } from './tokens';

export const PAGE_SESSION_COOKIE = 'pl_session';
export const PAGE_SESSION_COOKIE_PATH = '/';

export interface PageSession {
  userId: number;
  familyId: string;
  /** expiry, epoch seconds */
  expiresAt: number;
}

/** A cookie value is far below this; anything longer is refused before any work. */
const MAX_VALUE_LENGTH = 512;
const B64URL = /^[A-Za-z0-9_-]+$/;

const payloadSchema = z
  .object({
    u: z.number().int().positive().max(2_147_483_647),
    f: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
    e: z.number().int().positive(),
  })
  .strict();

const keys = new Map<string, Buffer>();
/** The page session's own key, derived from the JWT secret (never the JWT key itself). */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'kimple', 'pl_session v1', 32));
    if (keys.size > 8) keys.clear(); // tests build servers with many secrets
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest();

/** The cookie's value for a session of `userId` in refresh family `familyId`, valid until `expiresAt` (epoch s). */
export function signPageSession(secret: string, session: PageSession): string {
  const body = Buffer.from(
    JSON.stringify({ u: session.userId, f: session.familyId, e: session.expiresAt }),
    'utf8',
  ).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The session a cookie value carries when its signature matches and it has not expired (no database: see
 * `validatePageSession` for the whole check). Null for anything else, never a throw.
 */
export function readPageSession(
  secret: string,
  value: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): PageSession | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE_LENGTH) return null;
  const parts = value.split('.');
  if (parts.length !== 2) return null;
  const [body, sig] = parts;
  if (!B64URL.test(body) || !B64URL.test(sig)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const p = payloadSchema.safeParse(json);
  if (!p.success || p.data.e <= nowSeconds) return null;
  return { userId: p.data.u, familyId: p.data.f, expiresAt: p.data.e };
}

/**
 * The whole check of a `pl_session` cookie: signature, expiry, and a live refresh token of that user in that family
 * in the database. Null when any of them fails.
 */
export async function validatePageSession(
  db: Db,
  secret: string,
  value: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<PageSession | null> {
  const session = readPageSession(secret, value, nowSeconds);
  if (!session) return null;
  return (await hasLiveRefreshFamily(db, session.userId, session.familyId)) ? session : null;
}
