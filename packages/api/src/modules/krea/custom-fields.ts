/**
 * The chosen options of the custom Krea fields (krea.md §3 customKreaFieldOptions) of a content or a resource.
 * An option can be chosen when its field is global or of the caller's school group — the rule of
 * GET /AccountApi/CustomizedFields, which lists them. A save replaces the whole set.
 */
import type { KreaCustomFieldOption } from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { groupOf } from '../../http/request';

const PATH = 'customKreaFieldOptions';
const TABLES = {
  program: { table: 'program_custom_field_options', col: 'program_id' },
  resource: { table: 'resource_custom_field_options', col: 'resource_id' },
} as const;
export type CustomOptionOwner = keyof typeof TABLES;

const bad = (message: string) => ApiError.badRequest(message, [{ path: PATH, message }], 'VALIDATION_ERROR');

export async function customOptionsOf(db: Db, kind: CustomOptionOwner, id: number): Promise<KreaCustomFieldOption[]> {
  const { table, col } = TABLES[kind];
  const { rows } = await db.query<{ id: number; field: number }>(
    `SELECT o.id, o.custom_krea_field_id AS field FROM ${table} x JOIN custom_krea_field_options o ON o.id = x.option_id
      WHERE x.${col} = $1 ORDER BY o.custom_krea_field_id, o.id`,
    [id],
  );
  return rows.map((r) => ({ id: r.id, customKreaFieldId: r.field }));
}

/** 400 (before anything is written) for a repeated, unknown or foreign option, or one sent with another field's id. */
export async function checkCustomOptions(
  db: Db,
  user: AuthUser,
  chosen: ReadonlyArray<{ id: number; customKreaFieldId?: number }> | undefined,
): Promise<void> {
  if (!chosen?.length) return;
  const ids = chosen.map((c) => c.id);
  if (new Set(ids).size !== ids.length) throw bad(`${PATH}: repeated values`);
  const group = await groupOf(db, user);
  const { rows } = await db.query<{ id: number; field: number }>(
    `SELECT o.id, o.custom_krea_field_id AS field FROM custom_krea_field_options o JOIN custom_krea_fields f ON f.id = o.custom_krea_field_id
      WHERE o.id = ANY($1::int[]) AND (f.school_group_id IS NULL OR f.school_group_id = $2)`,
    [ids, group],
  );
  const fieldOf = new Map(rows.map((r) => [r.id, r.field]));
  for (const c of chosen) {
    const field = fieldOf.get(c.id);
    if (field === undefined) throw bad(`${PATH}: unknown value`);
    if (c.customKreaFieldId !== undefined && c.customKreaFieldId !== field)
      throw bad(`${PATH}: the option does not belong to that field`);
  }
}

/** Replaces the chosen set (inside the caller's transaction); `undefined` leaves it as it is. */
export async function replaceCustomOptions(
  tx: Db,
  kind: CustomOptionOwner,
  id: number,
  chosen: ReadonlyArray<{ id: number }> | undefined,
): Promise<void> {
  if (!chosen) return;
  const { table, col } = TABLES[kind];
  await tx.query(`DELETE FROM ${table} WHERE ${col} = $1`, [id]);
  if (chosen.length)
    await tx.query(`INSERT INTO ${table} (${col}, option_id) SELECT $1, unnest($2::int[])`, [
      id,
      chosen.map((c) => c.id),
    ]);
}
