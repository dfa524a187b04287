import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../http/context';

/** Internal route answering the caller's request.user as set by the API core's auth hook (fallback below). */
export const WHOAMI_PATH = '/notificationHub/user';

/**
 * Verifies a bearer access token the same way the API core does, for the hub's negotiate and WebSocket
 * requests (the browser client sends it as ?access_token=). Uses the core's verify function when it is
 * exposed as app.verifyAccessToken; otherwise runs the token through the core's own auth hook by injecting
 * a request to WHOAMI_PATH (so there is exactly one token-verification code path).
 */
export async function verifyAccessToken(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const verify = (app as unknown as { verifyAccessToken?: (t: string) => Promise<AuthUser | null> | AuthUser | null })
    .verifyAccessToken;
  try {
    if (verify) return (await verify.call(app, token)) ?? null;
    const res = await app.inject({ method: 'GET', url: WHOAMI_PATH, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) return null;
    const user = res.json() as AuthUser | null;
    return user && typeof user.userId === 'number' ? user : null;
  } catch {
    return null;
  }
}
