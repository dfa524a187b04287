/**
 * Several worker processes on one port (issue 9, ADR 0010): with DATABASE_URL (PostgreSQL) the API runs as
 * API_WORKERS processes (default: one per core) under Node's cluster module; the primary migrates and seeds once,
 * forks the workers, replaces a worker that dies and passes SIGTERM / SIGINT on. Workers share nothing in memory:
 * sessions are JWTs, hub connection tokens are signed, rate limits and the realtime bus use REDIS_URL when set.
 * PGlite is one embedded database in one process, so without DATABASE_URL there is always a single process.
 */
import cluster from 'node:cluster';
import os from 'node:os';
import type { AppConfig } from './http/context';

/** How many worker processes to run: API_WORKERS (0 / unset → one per core) with PostgreSQL, always 1 with PGlite. */
export function workerCount(config: Pick<AppConfig, 'databaseUrl'>, env: NodeJS.ProcessEnv = process.env): number {
  if (!config.databaseUrl) return 1;
  const n = Number(env.API_WORKERS || 0);
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Number.isInteger(n) && n > 0 ? n : Math.max(1, cores);
}

/**
 * In the primary of a multi-worker run: runs `prepare` (migrations, seed) once, forks `count` workers and supervises
 * them; resolves to true (the caller must not listen). In a worker, or with a single process: resolves to false.
 */
export async function runPrimary(
  count: number,
  prepare: () => Promise<void>,
  log: (msg: string) => void,
): Promise<boolean> {
  if (count <= 1 || !cluster.isPrimary) return false;
  await prepare();
  let closing = false;
  const fork = () => cluster.fork({ API_CLUSTER_WORKER: '1' });
  for (let i = 0; i < count; i++) fork();
  log(`cluster: ${count} workers started`);
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`cluster: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 500).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(0), 12_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return true;
}

/** True inside a worker forked by runPrimary (the primary already migrated and seeded). */
export const isClusterWorker = () => !cluster.isPrimary && process.env.API_CLUSTER_WORKER === '1';
