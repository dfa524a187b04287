import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './types';
import { DATA_MIGRATIONS, type DataMigration } from './data-migrations';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Runs every `NNNN_name.sql` of the migrations folder and every data migration (./data-migrations.ts: code that
 * rewrites stored rows) not yet recorded in schema_migrations, in name order, each in its own transaction. Returns
 * the names applied. Data migrations belong to the project's own folder: a custom `dir` runs its files only.
 */
export async function migrate(
  db: Db,
  dir = MIGRATIONS_DIR,
  data: DataMigration[] = dir === MIGRATIONS_DIR ? DATA_MIGRATIONS : [],
): Promise<string[]> {
  // several instances may start together on one PostgreSQL: each step holds a transaction-level advisory lock and
  // re-checks, so exactly one of them applies a migration and the others see it applied
  const lock =
    db.kind === 'postgres' ? (tx: Db) => tx.query('SELECT pg_advisory_xact_lock(738201)') : async () => undefined;
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
  });
  const code = new Map(data.map((d) => [d.name, d]));
  const files = [...(await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)), ...code.keys()].sort();
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const f of files) {
    if (done.has(f)) continue;
    const step = code.get(f);
    const sql = step ? '' : await readFile(path.join(dir, f), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [f])).rows.length) return false;
      if (step) await step.run(tx);
      else await execScript(tx, sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [f]);
      return true;
    });
    if (ran) applied.push(f);
  }
  return applied;
}

/** Runs a multi-statement script. PGlite's exec and pg's simple query both accept several statements when no parameters are given. */
async function execScript(db: Db, sql: string): Promise<void> {
  if (db.exec) await db.exec(sql);
  else await db.query(sql);
}
