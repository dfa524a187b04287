/**
 * Guards of the session calls (issue 26, docs/decisions/0049-sign-in-hardening.md), used by account/index.ts: failed
 * sign-ins per client (password spraying), even timing of answers that must not tell accounts apart, and same-site
 * only for cookie-authenticated calls a cross-site page must not trigger (Logout).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Failed sign-ins per client (IP) whatever the addresses (issue 26: password spraying), on the shared limiter (Redis
 * when REDIS_URL is set: one count across instances). `check` (preHandler) answers 429 with Retry-After once the client
 * has `max` failures in the window; `failed` counts one. Successful sign-ins are not counted (a school behind one
 * address signs many teachers in).
 */
export function signInFailureLimit(app: FastifyInstance, max: number, windowMs: number) {
  const key = (req: FastifyRequest) => `AccountApi/SignIn failures|${req.ip}`;
  return {
    async check(req: FastifyRequest, reply: FastifyReply) {
      const seen = await app.limiter.peek(key(req));
      if (seen.count < max) return;
      const retryAfter = Math.max(1, Math.ceil((seen.resetAt - Date.now()) / 1000));
      reply.header('retry-after', retryAfter);
      return reply.code(429).send({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many failed sign-ins from your network, retry in ${retryAfter} s`,
      });
    },
    async failed(req: FastifyRequest) {
      await app.limiter.hit(key(req), windowMs);
    },
  };
}

/**
 * Makes a call take about as long whether it did its work or not: `record` the work's duration; `pad` waits until the
 * recent average (an exponential moving average, ±10 %) has passed since the start. ResetPasswordEmail: an unknown
 * address answers after about the time a real one takes to store its token and send its email.
 */
export function evenTiming(initialMs = 40) {
  let average = initialMs;
  return {
    record(ms: number) {
      average = average * 0.8 + Math.min(ms, 10_000) * 0.2;
    },
    async pad(startedAt: number) {
      const wait = startedAt + average * (0.9 + Math.random() * 0.2) - Date.now();
      if (wait > 0) await new Promise<void>((resolve) => setTimeout(resolve, wait));
    },
  };
}

/**
 * onRequest hook of the cookie-authenticated calls a cross-site page must not trigger (Logout: issue 26). Allowed only
 * with the `X-Requested-With` header the platform's client sends (a cross-site form cannot set a header, and a
 * cross-site script needs a CORS preflight for it) and, when the browser sends an Origin, one of the platform's own:
 * PUBLIC_URL, an explicit CORS_ORIGINS entry, or the host the request was sent to (a white-label subdomain). 403
 * CROSS_SITE_REFUSED otherwise, before anything is read or changed.
 */
export function sameOriginOnly(cfg: FastifyInstance['config']) {
  const own = new Set<string>();
  for (const o of [cfg.publicUrl, ...cfg.corsOrigins]) {
    if (!o || o === '*') continue;
    try {
      own.add(new URL(o).origin);
    } catch {
      /* not an origin */
    }
  }
  return async function sameOrigin(req: FastifyRequest, reply: FastifyReply) {
    const refuse = () =>
      reply.code(403).send({
        statusCode: 403,
        code: 'CROSS_SITE_REFUSED',
        message: "This request must come from the platform's own pages",
      });
    const xrw = req.headers['x-requested-with'];
    if (typeof xrw !== 'string' || xrw.trim() === '') return refuse();
    const origin = req.headers.origin;
    if (origin === undefined) return;
    let hostname: string;
    try {
      const u = new URL(origin);
      if (own.has(u.origin)) return;
      hostname = u.hostname;
    } catch {
      return refuse(); // "null" (an opaque origin) and anything malformed
    }
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!host || hostname.toLowerCase() !== host) return refuse();
  };
}
