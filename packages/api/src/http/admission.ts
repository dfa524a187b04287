/**
 * Admission in arrival order (issue 9, ADR 0042). With PGlite every statement waits in one FIFO (db/pglite.ts), while a
 * request answered from the read cache needs none: under a crowd the cheap requests overtook and every request that
 * needed a statement waited behind all the others' statements (p50 5 ms, p99 1-2 s at 200 connections: the same mean,
 * 200 / throughput, spread over a few). Here at most `max` API requests run their handlers at once; the others wait
 * their turn in one FIFO, whatever they need, so the wait is shared evenly and the statement queue stays short.
 *
 * The slot is taken in preHandler (after the body was read: a slow upload holds none) and given back when the response
 * closes (sent or aborted). A request that waited `maxWaitMs` goes in anyway (nothing waits forever behind slow
 * handlers). WebSocket upgrades and paths outside `prefix` are not counted. `max` 0 = off.
 */
import type { FastifyInstance } from 'fastify';

export interface AdmissionOptions {
  max: number;
  maxWaitMs?: number;
  prefix: string;
}

export interface AdmissionStats {
  running: number;
  waiting: number;
  /** requests that had to wait, and those that went in after maxWaitMs */
  queued: number;
  overdue: number;
  /** the most running at once so far */
  peak: number;
}

export function registerAdmission(app: FastifyInstance, opts: AdmissionOptions): AdmissionStats {
  const stats: AdmissionStats = { running: 0, waiting: 0, queued: 0, overdue: 0, peak: 0 };
  if (!(opts.max > 0)) return stats;
  const maxWait = opts.maxWaitMs ?? 2000;
  /** waiters in arrival order; `go` admits one into a slot it is handed (or, overdue, one beside the others) */
  const queue: Array<{ go: () => void; gone: boolean }> = [];

  const release = () => {
    // the slot goes to the oldest waiter still waiting, else back to the pool
    while (queue.length) {
      const w = queue.shift()!;
      stats.waiting = queue.length;
      if (w.gone) continue;
      w.go();
      return;
    }
    stats.running -= 1;
  };

  app.addHook('preHandler', (req, reply, next) => {
    if (req.headers.upgrade || !req.url.startsWith(opts.prefix)) return next();
    let state: 'waiting' | 'running' | 'closed' = 'waiting';
    let w: { go: () => void; gone: boolean } | null = null;
    let timer: NodeJS.Timeout | null = null;
    reply.raw.once('close', () => {
      if (state === 'running') release();
      else if (w) w.gone = true; // aborted while waiting: never ran, held no slot
      if (timer) clearTimeout(timer);
      state = 'closed';
    });
    if (stats.running < opts.max) {
      stats.running += 1;
      stats.peak = Math.max(stats.peak, stats.running);
      state = 'running';
      return next();
    }
    stats.queued += 1;
    const waiter = {
      gone: false,
      go: () => {
        // handed the slot of a request that finished (stats.running unchanged)
        waiter.gone = true;
        if (timer) clearTimeout(timer);
        state = 'running';
        next();
      },
    };
    w = waiter;
    queue.push(waiter);
    stats.waiting = queue.length;
    timer = setTimeout(() => {
      if (waiter.gone) return;
      // overdue: in beside the others, with a slot of its own that it gives back like any other
      waiter.gone = true;
      stats.overdue += 1;
      stats.running += 1;
      stats.peak = Math.max(stats.peak, stats.running);
      state = 'running';
      next();
    }, maxWait);
    timer.unref();
  });
  return stats;
}
