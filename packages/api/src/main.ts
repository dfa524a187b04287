/**
 * Entry point: reads the environment, opens the database, migrates, seeds demo data when asked and the
 * database is empty, listens, and shuts down gracefully on SIGTERM/SIGINT.
 */
import { configFromEnv } from './config';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { buildServer } from './server';

async function main(): Promise<void> {
  const config = configFromEnv();
  const db = await openDb(config);
  const applied = await migrate(db);
  const app = await buildServer(config, { db });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.demoData) {
    const { isEmpty, seed } = await import('./seed/seed');
    if (await isEmpty(db)) {
      const t = Date.now();
      await seed(db);
      app.log.info({ ms: Date.now() - t }, 'demo data seeded');
    }
    // the generated covers and logos the demo data points at (idempotent, also for an older data folder)
    const [{ writeDemoFiles }, { getCatalogue }] = await Promise.all([import('./seed/files'), import('./seed/catalogue')]);
    app.log.info({ files: await writeDemoFiles(config.dataDir, getCatalogue()) }, 'demo images written');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.close();
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
