/**
 * Health, readiness and graceful shutdown of one API instance (issue 18: several instances behind a load balancer).
 *
 * - GET /health: liveness and the database check (as before): 200 while the process serves, also while draining.
 * - GET /ready: readiness for the load balancer: 200 when the database answers, Redis answers (when configured) and
 *   the instance is not shutting down; 503 otherwise, with what failed. A balancer stops sending new requests first.
 * - shutdown(): readiness turns 503, waits `drainMs` (SHUTDOWN_DRAIN_MS: time for the balancer to notice), then
 *   closes the server: no new connections, requests in flight are finished (Fastify's close waits for them; idle
 *   keep-alive connections are closed, requests arriving on busy ones answer 503), then the hub, Redis and database.
 */
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import type { Db } from '../db/types';

export interface Lifecycle {
  readonly draining: boolean;
  /** drains and closes the server (then `closeDb`); resolves when everything in flight has finished */
  shutdown(opts?: { drainMs?: number; closeDb?: () => Promise<void> }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance, db: Db, redis: Redis | null): void {
  let draining = false;
  let closing: Promise<void> | null = null;
  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    shutdown({ drainMs = 0, closeDb } = {}) {
      closing ??= (async () => {
        draining = true;
        app.log.info({ drainMs }, 'draining: readiness answers 503, finishing requests in flight');
        if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
        await app.close();
        if (closeDb) await closeDb();
        app.log.info('closed');
      })();
      return closing;
    },
  };
  app.decorate('lifecycle', lifecycle);
  // while draining, every answer closes its keep-alive connection: a connection busy when the server closes would
  // otherwise stay open for the keep-alive timeout and hold the close (and the process) that long
  app.addHook('onSend', async (_req, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  app.get(
    '/health',
    { config: { openapi: { summary: 'Liveness and database check', tags: ['health'], noInput: true } } },
    async () => {
      let database = 'ok';
      try {
        await db.query('SELECT 1');
      } catch {
        database = 'error';
      }
      return {
        status: database === 'ok' ? 'ok' : 'degraded',
        database,
        db: db.kind,
        uptime: Math.round(process.uptime()),
      };
    },
  );

  app.get(
    '/ready',
    {
      config: {
        openapi: {
          summary: 'Readiness for a load balancer: 503 while draining or when the database or Redis do not answer',
          tags: ['health'],
          noInput: true,
        },
      },
    },
    async (_req, reply) => {
      const checks: Record<string, string> = {};
      try {
        await db.query('SELECT 1');
        checks.database = 'ok';
      } catch {
        checks.database = 'error';
      }
      if (redis) checks.redis = redis.status === 'ready' ? 'ok' : `error (${redis.status})`;
      checks.instance = draining ? 'draining' : 'ok';
      const ready = Object.values(checks).every((v) => v === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: ready ? 'ready' : 'not ready', ...checks });
    },
  );
}
