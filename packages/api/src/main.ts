/**
 * Entry point: reads the environment, opens the database, migrates, seeds demo data when asked and the
 * database is empty, listens, and shuts down gracefully on SIGTERM/SIGINT. With DATABASE_URL, several worker
 * processes (API_WORKERS, default one per core; see cluster.ts).
 */
import { configFromEnv } from './config';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { buildServer } from './server';
import { isClusterWorker, runPrimary, workerCount } from './cluster';
import type { Db } from './db/types';

/** Migrations, demo data and demo files: once per start (in the cluster primary when there are several workers). */
async function prepare(
  config: ReturnType<typeof configFromEnv>,
  db: Db,
  log: (o: object, msg: string) => void,
): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) log({ applied }, 'migrations applied');
  if (config.demoData) {
    const { isEmpty, seed } = await import('./seed/seed');
    if (await isEmpty(db)) {
      const t = Date.now();
      await seed(db);
      log({ ms: Date.now() - t }, 'demo data seeded');
    }
    // the generated covers and logos the demo data points at (idempotent, also for an older data folder)
    const [{ writeDemoFiles }, { getCatalogue }] = await Promise.all([
      import('./seed/files'),
      import('./seed/catalogue'),
    ]);
    log({ files: await writeDemoFiles(config.dataDir, getCatalogue(), config.filesDir) }, 'demo images written');
  }
}

async function main(): Promise<void> {
  const config = configFromEnv();
  // with PostgreSQL: one worker process per core (API_WORKERS); the primary prepares the database and supervises
  const primaryLog = (o: object, msg: string) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg, ...o }));
  const isPrimary = await runPrimary(
    workerCount(config),
    async () => {
      const db = await openDb(config);
      try {
        await prepare(config, db, primaryLog);
      } finally {
        await db.close();
      }
    },
    (msg) => primaryLog({}, msg),
  );
  if (isPrimary) return;
  const db = await openDb(config);
  if (!isClusterWorker()) await prepare(config, db, primaryLog);
  const app = await buildServer(config, { db });

  // graceful: readiness 503, SHUTDOWN_DRAIN_MS for the balancer to notice, requests in flight finished, then closed
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS || 0);
    const force = setTimeout(() => process.exit(1), drainMs + Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000));
    force.unref();
    try {
      await app.lifecycle.shutdown({ drainMs, closeDb: () => db.close() });
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: process.env.HOST || '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
