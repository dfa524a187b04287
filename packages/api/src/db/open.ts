import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { AppConfig } from '../http/context';
import type { Db } from './types';
import { openPglite, pgliteDb } from './pglite';
import { postgresDb } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under <dataDir>/pglite. */
export async function openDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) {
    const db = postgresDb(config.databaseUrl);
    await db.query('SELECT 1');
    return db;
  }
  const dir = path.join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return pgliteDb(await openPglite({ dataDir: dir }));
}
