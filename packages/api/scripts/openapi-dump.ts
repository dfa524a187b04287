/**
 * Prints GET /api/v1/openapi.json of a server built on an empty in-memory PGlite, keys sorted, one stable JSON
 * document: `pnpm exec tsx scripts/openapi-dump.ts > /tmp/a.json` before and after a refactor, then diff the two
 * (the API surface of a refactor must not move).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from '../src/config';
import { openDb } from '../src/db/open';
import { migrate } from '../src/db/migrate';
import { buildServer } from '../src/server';

const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
        )
      : v;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-dump-'));
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  const config = configFromEnv();
  const db = await openDb(config);
  await migrate(db);
  const app = await buildServer(config, { db, logger: false });
  const r = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  process.stdout.write(JSON.stringify(sorted(r.json()), null, 1) + '\n');
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
void main();
