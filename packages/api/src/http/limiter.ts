/**
 * The shared limiter of the fixed-window limits the routes count themselves (public forms, page-access analytics,
 * password-reset requests per client): with REDIS_URL the counters live in Redis, so N instances (or cluster workers)
 * allow the limit once between them; without Redis they are counted in this process. Issue 18 / issue 9.
 * @fastify/rate-limit (sign-in, reset per address) uses the same Redis through its own store (server.ts).
 *
 * A Redis error never blocks a request: that hit is counted in this process instead (and logged once).
 */
import type Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export interface Hit {
  count: number;
  resetAt: number;
}
export interface Limiter {
  readonly kind: 'redis' | 'local';
  /** counts one hit on `key` in a fixed window of `windowMs`; the count so far and when the window ends */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** the count of `key`'s current window without counting (0 and now when there is none) */
  peek(key: string): Promise<Hit>;
}

export function localLimiter(): Limiter {
  const hits = new Map<string, Hit>();
  return {
    kind: 'local',
    async hit(key, windowMs) {
      const now = Date.now();
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      let entry = hits.get(key);
      if (!entry || entry.resetAt <= now) hits.set(key, (entry = { count: 0, resetAt: now + windowMs }));
      entry.count += 1;
      return { ...entry };
    },
    async peek(key) {
      const now = Date.now();
      const entry = hits.get(key);
      return entry && entry.resetAt > now ? { ...entry } : { count: 0, resetAt: now };
    },
  };
}

// INCR, the window's expiry set by the first hit, and the time left: one atomic round trip
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) t = tonumber(ARGV[1]) end
return {n, t}`;
const PEEK_SCRIPT = `local n = redis.call('GET', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
return {tonumber(n) or 0, t}`;

export function redisLimiter(redis: Redis, prefix: string, log: FastifyBaseLogger): Limiter {
  const fallback = localLimiter();
  let reported = false;
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(windowMs))) as [number, number];
        reported = false;
        return { count: Number(count), resetAt: Date.now() + Number(ttl) };
      } catch (err) {
        if (!reported)
          log.warn({ err }, 'shared limiter: Redis unavailable, counting in this process until it answers');
        reported = true;
        return fallback.hit(key, windowMs);
      }
    },
    async peek(key) {
      try {
        const [count, ttl] = (await redis.eval(PEEK_SCRIPT, 1, `${prefix}${key}`)) as [number, number];
        return { count: Number(count), resetAt: Date.now() + Math.max(0, Number(ttl)) };
      } catch {
        return fallback.peek(key);
      }
    },
  };
}
