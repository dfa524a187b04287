import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A small fixed-window limiter per client IP for the public forms (contact, foundation contact, quote),
 * independent of how (or whether) @fastify/rate-limit is registered globally. Per instance.
 */
export function ipRateLimit(opts: { max: number; windowMs: number; name: string }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return async function limit(req: FastifyRequest, reply: FastifyReply) {
    const now = Date.now();
    if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
    const key = req.ip;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) hits.set(key, (entry = { count: 0, resetAt: now + opts.windowMs }));
    entry.count += 1;
    reply.header('x-ratelimit-limit', opts.max);
    reply.header('x-ratelimit-remaining', Math.max(0, opts.max - entry.count));
    if (entry.count > opts.max) {
      const retryAfter = Math.ceil((entry.resetAt - now) / 1000);
      reply.header('retry-after', retryAfter);
      return reply.code(429).send({ statusCode: 429, code: 'RATE_LIMITED', message: `Too many requests to ${opts.name}, retry in ${retryAfter} s` });
    }
  };
}
