import { createHmac, timingSafeEqual } from 'node:crypto';

/** Minimal HS256 JWT (RFC 7519) on node:crypto. */
const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export interface JwtClaims {
  sub: string;
  iat: number;
  exp: number;
  [k: string]: unknown;
}

export function signJwt(
  payload: Record<string, unknown>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const body = b64(JSON.stringify({ ...payload, iat, exp: iat + ttlSeconds }));
  const sig = createHmac('sha256', secret).update(`${HEADER}.${body}`).digest('base64url');
  return `${HEADER}.${body}.${sig}`;
}

/** Returns the claims of a valid, unexpired token signed with `secret`, else null. */
export function verifyJwt(token: string, secret: string, now = Date.now()): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  let given: Buffer;
  try {
    given = Buffer.from(parts[2], 'base64url');
  } catch {
    return null;
  }
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    if (typeof claims.sub !== 'string') return null;
    return claims;
  } catch {
    return null;
  }
}
