/**
 * The seeded database every test file starts from. Built once per run (globalSetup): PGlite migrated and
 * seeded with a small catalogue, dumped to a tarball the test files load (≈0.5 s instead of initdb + seed).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, pgliteDb } from '../../src/db/pglite';
import { postgresDb } from '../../src/db/postgres';
import { migrate } from '../../src/db/migrate';
import { hashPassword } from '../../src/modules/account/passwords';
import { seed, trimCatalogue } from '../../src/seed/seed';
import { DEMO_PASSWORD } from '../../src/seed/accounts';
import { getCatalogue } from '../../src/seed/catalogue/index';

const DIR = path.join(tmpdir(), `platform-api-test-${createHash('sha1').update(__dirname).digest('hex').slice(0, 8)}`);
export const TEMPLATE_FILE = path.join(DIR, 'pglite-template.tar.gz');
export const META_FILE = path.join(DIR, 'meta.json');
export const TEST_RESOURCES = 12;

export interface TemplateMeta {
  passwordHash: string;
}

export function readMeta(): TemplateMeta {
  return JSON.parse(readFileSync(META_FILE, 'utf8')) as TemplateMeta;
}

/**
 * The catalogue of the test template: the first TEST_RESOURCES resources, without the demo used-content records
 * (suites count the demo users' used-content records and owned programs; seed.test.ts seeds them in its own copy).
 */
export function testCatalogue() {
  return { ...demoCatalogue(), usedContentRecords: [] };
}
/** The trimmed catalogue with everything the demo seeds, used-content records included. */
export function demoCatalogue() {
  return trimCatalogue(getCatalogue(), TEST_RESOURCES);
}

export async function prepareTemplate(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const passwordHash = existsSync(META_FILE) ? readMeta().passwordHash : await hashPassword(DEMO_PASSWORD);
  writeFileSync(META_FILE, JSON.stringify({ passwordHash } satisfies TemplateMeta));
  const pg = await openPglite();
  const db = pgliteDb(pg);
  await migrate(db);
  await seed(db, { catalogue: testCatalogue(), passwordHash });
  const dump = await pg.dumpDataDir('gzip');
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  if (process.env.PG_TEST_URL) {
    const admin = postgresDb(process.env.PG_TEST_URL, { max: 1 });
    try {
      await admin.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
      // leftovers of interrupted runs (schemas are named t_api_<epoch ms>_<random>; only those over an hour old)
      const { rows } = await admin.query<{ nspname: string }>(
        `SELECT nspname FROM pg_namespace WHERE nspname LIKE 't\\_api\\_%'`,
      );
      for (const r of rows) {
        const at = Number(r.nspname.split('_')[2]);
        if (Number.isFinite(at) && Date.now() - at > 3_600_000)
          await admin.query(`DROP SCHEMA IF EXISTS "${r.nspname}" CASCADE`);
      }
    } finally {
      await admin.close();
    }
  }
}
