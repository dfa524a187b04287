import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A fixed-window limiter per client IP for the public forms (contact, foundation contact, quote), page-access
 * analytics and password-reset requests, counted by the server's shared limiter (`app.limiter`, src/http/limiter.ts):
 * in Redis when REDIS_URL is set, so the limit holds across instances; in this process otherwise.
 */
export function ipRateLimit(opts: { max: number; windowMs: number; name: string }) {
  return async function limit(req: FastifyRequest, reply: FastifyReply) {
    const now = Date.now();
    const entry = await req.server.limiter.hit(`${opts.name}|${req.ip}`, opts.windowMs);
    reply.header('x-ratelimit-limit', opts.max);
    reply.header('x-ratelimit-remaining', Math.max(0, opts.max - entry.count));
    if (entry.count > opts.max) {
      const retryAfter = Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
      reply.header('retry-after', retryAfter);
      return reply.code(429).send({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many requests to ${opts.name}, retry in ${retryAfter} s`,
      });
    }
  };
}

/** Confirmations one address may receive from the public forms per hour (CONTACT_ADDRESS_MAX, default 3). */
export const ADDRESS_MAX = () => Number(process.env.CONTACT_ADDRESS_MAX) || 3;

/**
 * Per-address limit of the public forms (issue 9 item 7): the forms confirm to the typed address, so one address gets
 * at most ADDRESS_MAX of them an hour whatever IPs send them. Counted in the database (contacts + quotes), so it holds
 * across instances. Answers 429 RATE_LIMITED (nothing stored or sent) and returns true when over the limit.
 */
export async function addressLimited(app: FastifyInstance, email: string, reply: FastifyReply): Promise<boolean> {
  const { rows } = await app.db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM contacts WHERE lower(email) = lower($1) AND created_at > now() - interval '1 hour')
           + (SELECT count(*) FROM quotes WHERE lower(email) = lower($1) AND created_at > now() - interval '1 hour'))::int AS n`,
    [email],
  );
  if ((rows[0]?.n ?? 0) < ADDRESS_MAX()) return false;
  reply.header('retry-after', 3600);
  reply.code(429).send({
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: 'Too many messages for this email address, retry in an hour',
  });
  return true;
}
