/** Krea store helpers every part of the service uses: order, dates, names, the event log. */
import { type ExploreLocale, type KreaAuthor, type ReviewState } from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import type { AuthUser } from '../../http/context';

export const ORDER = `array_position(ARRAY['es','en','ca'], pl.locale)`;
export const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
export const fullName = (name: string | null, surname: string | null, email: string | null) =>
  [name, surname].filter(Boolean).join(' ') || email || '';
export const bad = (message: string, code: string, path = '') =>
  ApiError.badRequest(message, [{ path, message }], code);

export async function logEvent(
  db: Db,
  programId: number,
  userId: number,
  action: string,
  locale: ExploreLocale | null = null,
  comment: string | null = null,
): Promise<void> {
  await db.query('INSERT INTO krea_events (program_id, locale, user_id, action, comment) VALUES ($1, $2, $3, $4, $5)', [
    programId,
    locale,
    userId,
    action,
    comment,
  ]);
}

/** Bumps the version and the modifier after a write that is not PUT {id} (so an open editor sees a conflict instead of overwriting). */
export async function touch(db: Db, id: number, userId: number): Promise<void> {
  await db.query('UPDATE programs SET version = version + 1, modified_by = $2, updated_at = now() WHERE id = $1', [
    id,
    userId,
  ]);
}

/** A page of a list: its rows mapped, and the total of their window count (`count(*) OVER ()`; 0 without rows). */
export const pageOf = <R extends { total: string }, T>(rows: R[], map: (r: R) => T) => ({
  data: rows.map(map),
  totalCount: Number(rows[0]?.total ?? 0),
});

/** Lower case without accents (the same folding as FOLD_SQL), for searches by title or name. */
export const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñç';
export const PLAIN = 'aaaaeeeeiiiioooouuuunc';
export const fold = (s: string) =>
  s
    .toLowerCase()
    .split('')
    .map((c) => (ACCENTED.includes(c) ? PLAIN[ACCENTED.indexOf(c)] : c))
    .join('');
export const FOLD_SQL = (col: string) => `translate(lower(coalesce(${col}, '')), '${ACCENTED}', '${PLAIN}')`;

/** 400 for repeated ids (VALIDATION_ERROR) or ids not in `table` (`unknownCode`); nothing to check when empty. */
export async function checkIds(
  db: Db,
  table: string,
  ids: number[] | undefined,
  path: string,
  unknownCode: string,
): Promise<void> {
  if (!ids?.length) return;
  const uniq = [...new Set(ids)];
  if (uniq.length !== ids.length) throw bad(`${path}: repeated values`, 'VALIDATION_ERROR', path);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ${table} WHERE id = ANY($1::int[])`,
    [uniq],
  );
  if (rows[0].n !== uniq.length) throw bad(`${path}: unknown value`, unknownCode, path);
}

/**
 * Writes the collaborators of a content (`program_id`) or a Krea resource (`resource_id`) in the transaction: invites or
 * changes (editor / commenter), removes (none). Answers the users newly added.
 */
export async function writeCollaborators(
  tx: Db,
  column: 'program_id' | 'resource_id',
  id: number,
  authors: Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>,
): Promise<number[]> {
  const added: number[] = [];
  for (const a of authors) {
    if (a.permission === 'none') {
      await tx.query(`DELETE FROM collaborators WHERE ${column} = $1 AND user_id = $2`, [id, a.userId]);
      continue;
    }
    const r = await tx.query<{ inserted: boolean }>(
      `INSERT INTO collaborators (${column}, user_id, permission) VALUES ($1, $2, $3)
         ON CONFLICT (${column}, user_id) WHERE ${column} IS NOT NULL DO UPDATE SET permission = EXCLUDED.permission
         RETURNING (xmax = 0) AS inserted`,
      [id, a.userId, a.permission],
    );
    if (r.rows[0]?.inserted) added.push(a.userId);
  }
  return added;
}

/** A collaborator of a content or a Krea resource as the queries read it. */
export interface CollaboratorRow {
  user_id: number;
  permission: KreaAuthor['permission'];
  name: string | null;
  surname: string | null;
  email: string;
}
export const authorOfRow = (r: CollaboratorRow): KreaAuthor => ({
  userId: r.user_id,
  name: fullName(r.name, r.surname, r.email),
  email: r.email,
  permission: r.permission,
});

// ---------------------------------------------------------------- what contents and resources share
/** Adds a language to a content or resource: blank, or a copy of `copyFrom` to translate. */
export type AddLocale = (
  db: Db,
  user: AuthUser,
  id: number,
  locale: ExploreLocale,
  copyFrom?: ExploreLocale,
) => Promise<void>;

/** An approver's decision on a language waiting for review: approved, or sent back to draft with a comment. */
export type ReviewDecision = (
  db: Db,
  user: AuthUser,
  id: number,
  locale: ExploreLocale,
  decision: 'approve' | 'return',
  comment?: string,
) => Promise<ReviewState>;

/** The SET list of an UPDATE from the values given: `set(col, v)` adds `col = $n` (v into `params`) unless v is undefined. */
export function setList(params: unknown[]): { sets: string[]; set: (col: string, v: unknown) => void } {
  const sets: string[] = [];
  const set = (col: string, v: unknown) => {
    if (v === undefined) return;
    params.push(v);
    sets.push(`${col} = $${params.length}`);
  };
  return { sets, set };
}

/**
 * Saves the shared (not per-language) fields of a content (`program`) or resource: the defined values of `fields`
 * (column → value, in that order), with the version, the modifier and the time bumped.
 */
export async function saveShared(
  tx: Db,
  kind: 'program' | 'resource',
  id: number,
  userId: number,
  fields: Record<string, unknown>,
): Promise<void> {
  const params: unknown[] = [id, userId];
  const { sets, set } = setList(params);
  for (const [col, v] of Object.entries(fields)) set(col, v);
  await tx.query(
    `UPDATE ${kind}s SET ${[...sets, 'version = version + 1', 'modified_by = $2', 'updated_at = now()'].join(', ')} WHERE id = $1`,
    params,
  );
}

/** The title of a content (`program`) or resource in `locale`, else in another of its languages. */
export async function titleOf(
  db: Db,
  kind: 'program' | 'resource',
  id: number,
  locale: ExploreLocale,
): Promise<string> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT title FROM ${kind}_locales WHERE ${kind}_id = $1 ORDER BY (locale = $2) DESC LIMIT 1`,
    [id, locale],
  );
  return rows[0]?.title ?? '';
}

/** The id of a keyword, added to the keyword list when it is new. */
export async function keywordId(tx: Db, value: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO keywords (value) VALUES ($1) ON CONFLICT (value) DO UPDATE SET value = EXCLUDED.value RETURNING id',
    [value],
  );
  return rows[0].id;
}

/** Replaces the age ranges of a content (`program`) or resource, in order, and the main / second age its cards read. */
export async function replaceAgeRanges(
  tx: Db,
  kind: 'program' | 'resource',
  id: number,
  ageRangeIds: number[],
): Promise<void> {
  await tx.query(`DELETE FROM ${kind}_age_ranges WHERE ${kind}_id = $1`, [id]);
  for (const [i, a] of ageRangeIds.entries())
    await tx.query(`INSERT INTO ${kind}_age_ranges (${kind}_id, age_range_id, position) VALUES ($1, $2, $3)`, [
      id,
      a,
      i,
    ]);
  await tx.query(
    `UPDATE ${kind}s t SET age_min = a1.min_age, age_max = a1.max_age, secondary_age_min = a2.min_age, secondary_age_max = a2.max_age
       FROM (SELECT 1) x LEFT JOIN age_ranges a1 ON a1.id = $2 LEFT JOIN age_ranges a2 ON a2.id = $3 WHERE t.id = $1`,
    [id, ageRangeIds[0] ?? null, ageRangeIds[1] ?? null],
  );
}
