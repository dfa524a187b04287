/** Bulk writes of the seed: rows inserted (or upserted) through jsonb_to_recordset, one statement per chunk. */
import type { Db } from '../db/types';

export type Col = [name: string, type: string];
export type Row = Record<string, unknown>;

/**
 * Bulk insert through jsonb_to_recordset: one statement per chunk whatever the number of rows.
 * `tail` is appended (ON CONFLICT …, RETURNING …).
 */
export async function insertRows<T = Row>(
  db: Db,
  table: string,
  cols: Col[],
  input: readonly object[],
  tail = '',
): Promise<T[]> {
  const rows = input as Row[];
  const out: T[] = [];
  const names = cols.map((c) => c[0]);
  const def = cols.map(([n, t]) => `"${n}" ${t}`).join(', ');
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000).map((r) => Object.fromEntries(names.map((n) => [n, r[n] ?? null])));
    const res = await db.query<T>(
      `INSERT INTO ${table} (${names.map((n) => `"${n}"`).join(', ')})
       SELECT ${names.map((n) => `"${n}"`).join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${def}) ${tail}`,
      [JSON.stringify(chunk)],
    );
    out.push(...res.rows);
  }
  return out;
}

export const upsertSet = (cols: string[]) => cols.map((c) => `"${c}" = EXCLUDED."${c}"`).join(', ');

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
