/**
 * SQL of a school and its team (SchoolApi, spec platform §7): plain functions taking the database (or the
 * transaction) first. The routes are in routes-school.ts (ADR 0020).
 */
import type { z } from 'zod';
import type { AppLocale, IdName, updateSchoolSchema } from '@platform/contracts';
import type { Db } from '../../db/types';
import { l10nSql } from '../../http/locale';

export type LevelTable = 'school_educational_levels' | 'school_group_educational_levels';

/** The link tables whose rows of one owner are replaced as a whole: [owner column, linked id column]. */
const LINKS = {
  school_educational_levels: ['school_id', 'educational_level_id'],
  school_group_educational_levels: ['school_group_id', 'educational_level_id'],
  user_educational_levels: ['user_id', 'educational_level_id'],
  user_subjects: ['user_id', 'subject_id'],
} as const;

/** Replaces the rows of `ownerId` in a link table (the levels of a school, group or user; a user's subjects) by `ids`. */
export async function replaceLinks(tx: Db, table: keyof typeof LINKS, ownerId: number, ids: number[]): Promise<void> {
  const [owner, linked] = LINKS[table];
  await tx.query(`DELETE FROM ${table} WHERE ${owner} = $1`, [ownerId]);
  await tx.query(`INSERT INTO ${table} (${owner}, ${linked}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
    ownerId,
    ids,
  ]);
}

/** The educational levels of a school or a group (`table`, keyed by `col`), in `locale`, in level order. */
export async function levelsOf(
  db: Db,
  table: LevelTable,
  col: string,
  id: number,
  locale: AppLocale,
): Promise<IdName[]> {
  const { rows } = await db.query<IdName>(
    `SELECT l.id, ${l10nSql('l.name', '$2')} AS name FROM ${table} x JOIN educational_levels l ON l.id = x.educational_level_id WHERE x.${col} = $1 ORDER BY l.position, l.id`,
    [id, locale],
  );
  return rows;
}

export async function schoolRow(db: Db, id: number) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    address: string | null;
    email: string | null;
    centre_key: string | null;
    students_band: number | null;
    network_name: string | null;
    avatar: string | null;
    school_group_id: number | null;
    group_name: string | null;
  }>(
    `SELECT s.id, s.name, s.address, s.email, s.centre_key, s.students_band, coalesce(s.network_name, g.name) AS network_name, s.avatar, s.school_group_id, g.name AS group_name
         FROM schools s LEFT JOIN school_groups g ON g.id = s.school_group_id WHERE s.id = $1`,
    [id],
  );
  return rows[0];
}

/** The active managers who are members of the school. */
export async function schoolManagers(db: Db, id: number) {
  const { rows } = await db.query<{
    id: number;
    name: string | null;
    surname: string | null;
    email: string;
    avatar: string | null;
  }>(
    `SELECT DISTINCT u.id, u.name, u.surname, u.email, u.avatar FROM users u
         JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name = 'Manager'
         LEFT JOIN user_schools us ON us.user_id = u.id AND us.school_id = $1
        WHERE u.deleted_at IS NULL AND u.active AND ((u.school_id = $1 AND (us.user_id IS NULL OR us.removed_at IS NULL)) OR (us.removed_at IS NULL AND us.user_id IS NOT NULL))
        ORDER BY u.id`,
    [id],
  );
  return rows;
}

/** My current school, the schools I belong to and (admins) every school of my group; the current one first. */
export async function userSchoolRows(
  db: Db,
  a: { userId: number; schoolId: number | null; groupId: number | null },
  admin: boolean,
) {
  const { rows } = await db.query<{ id: number; name: string; avatar: string | null; state: number | null }>(
    `SELECT s.id, s.name, s.avatar, us.state FROM schools s
         LEFT JOIN user_schools us ON us.school_id = s.id AND us.user_id = $1 AND us.removed_at IS NULL
        WHERE s.id = $2 OR us.user_id IS NOT NULL OR ($3::boolean AND $4::int IS NOT NULL AND s.school_group_id = $4)
        ORDER BY (s.id = $2) DESC, s.name`,
    [a.userId, a.schoolId, admin, a.groupId],
  );
  return rows;
}

/** Whether a school other than `schoolId` (any school when null) has this centre key (case-insensitive). */
export async function centreKeyUsed(db: Db, centreKey: string, schoolId: number | null): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM schools WHERE lower(centre_key) = lower($1) AND ($2::int IS NULL OR id <> $2)',
    [centreKey, schoolId],
  );
  return rows.length > 0;
}

/** Whether a school other than `schoolId` has this centre key (case-insensitive). */
export async function centreKeyClash(db: Db, centreKey: string, schoolId: number): Promise<boolean> {
  const clash = await db.query('SELECT 1 FROM schools WHERE lower(centre_key) = lower($1) AND id <> $2', [
    centreKey,
    schoolId,
  ]);
  return clash.rows.length > 0;
}

/** The §5 fields of a school; its levels replaced when given. */
export async function updateSchool(tx: Db, id: number, b: z.output<typeof updateSchoolSchema>): Promise<void> {
  await tx.query(
    `UPDATE schools SET name = $2, address = $3, network_name = $4, email = $5,
                centre_key = CASE WHEN $6::boolean THEN nullif($7, '') ELSE centre_key END,
                students_band = CASE WHEN $8::boolean THEN $9 ELSE students_band END,
                avatar = CASE WHEN $10::boolean THEN $11 ELSE avatar END, updated_at = now()
          WHERE id = $1`,
    [
      id,
      b.name,
      b.address,
      b.networkName,
      b.email,
      b.centreKey !== undefined,
      b.centreKey ?? '',
      b.studentsBand !== undefined,
      b.studentsBand ?? null,
      b.avatar !== undefined,
      b.avatar ?? null,
    ],
  );
  if (b.educationalLevelIds) await replaceLinks(tx, 'school_educational_levels', id, b.educationalLevelIds);
}

/**
 * Removes a member from a school: the membership is closed, their pending invitation withdrawn, their current school
 * moves to another school of theirs, if any; an invitee who never registered is withdrawn.
 */
export async function removeMember(tx: Db, userId: number, schoolId: number): Promise<void> {
  await tx.query(
    `INSERT INTO user_schools (user_id, school_id, state, removed_at) VALUES ($1, $2, 3, now())
                        ON CONFLICT (user_id, school_id) DO UPDATE SET removed_at = now()`,
    [userId, schoolId],
  );
  await tx.query(
    `UPDATE invitations SET status = 'removed' WHERE user_id = $1 AND school_id = $2 AND status = 'pending'`,
    [userId, schoolId],
  );
  await tx.query(
    `UPDATE users SET school_id = (SELECT us.school_id FROM user_schools us WHERE us.user_id = $1 AND us.removed_at IS NULL ORDER BY us.joined_at LIMIT 1),
                  deleted_at = CASE WHEN NOT active AND password_hash IS NULL THEN now() ELSE deleted_at END, updated_at = now()
            WHERE id = $1 AND school_id = $2`,
    [userId, schoolId],
  );
}

/** Whether the user is an account of another school, not (yet) a member of this one (invited to move). */
export async function isMoverTo(db: Db, userId: number, schoolId: number): Promise<boolean> {
  const mover = await db.query(
    `SELECT 1 FROM users u WHERE u.id = $1 AND u.school_id IS DISTINCT FROM $2
            AND NOT EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.school_id = $2 AND us.removed_at IS NULL)`,
    [userId, schoolId],
  );
  return mover.rows.length > 0;
}

/** The role and levels the pending move invitation of a user to a school will give. */
export async function updateMoveInvitation(
  db: Db,
  userId: number,
  schoolId: number,
  role: string,
  levelIds: number[],
): Promise<void> {
  await db.query(
    `UPDATE invitations SET role_name = $3, educational_level_ids = $4::int[] WHERE user_id = $1 AND school_id = $2 AND kind = 'move' AND status = 'pending'`,
    [userId, schoolId, role, levelIds],
  );
}
