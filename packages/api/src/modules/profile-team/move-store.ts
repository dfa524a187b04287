/**
 * SQL of invitations and of moving between schools (team.ts, school-move.ts; ADR 0020): plain functions taking the
 * database (or the transaction) first.
 */
import type { AppLocale, CustomizedFieldDto } from '@platform/contracts';
import type { Db } from '../../db/types';
import { l10nSql } from '../../http/locale';
import { insertInvitation } from '../account/public';

export const INVITATION_DAYS = 14;

/** An invitation of a user to a school, as InviteUser makes it. */
export interface SchoolInvite {
  userId: number;
  email: string;
  schoolId: number;
  schoolName: string;
  inviter: { userId: number; name: string };
  role: string;
  levelIds: number[];
  locale: AppLocale;
}

/**
 * Records a pending invitation of `kind` ('school': a link to register; 'move': an account of another school) valid
 * INVITATION_DAYS; the earlier pending ones of the user for the same school are canceled.
 */
export async function recordInvitation(
  tx: Db,
  input: SchoolInvite,
  tokenHash: string,
  kind: 'school' | 'move',
): Promise<void> {
  await insertInvitation(tx, {
    userId: input.userId,
    email: input.email,
    schoolId: input.schoolId,
    invitedBy: input.inviter.userId,
    role: input.role,
    levelIds: input.levelIds,
    kind,
    days: INVITATION_DAYS,
    tokenHash,
  });
}

export async function mailingLanguageOf(tx: Db, userId: number): Promise<AppLocale> {
  return (await tx.query<{ l: AppLocale }>('SELECT mailing_language AS l FROM users WHERE id = $1', [userId])).rows[0]
    .l;
}

/** A targeted bell notification for one user, with its texts per language. */
export async function notifyUser(
  tx: Db,
  userId: number,
  texts: Array<{ locale: AppLocale; title: string; brief: string }>,
): Promise<void> {
  const n = (
    await tx.query<{ id: number }>(
      `INSERT INTO notifications (tag, highlight, targeted) VALUES (1, false, true) RETURNING id`,
    )
  ).rows[0].id;
  for (const text of texts)
    await tx.query(
      'INSERT INTO notification_locales (notification_id, locale, title, brief, detail) VALUES ($1, $2, $3, $4, $4)',
      [n, text.locale, text.title, text.brief],
    );
  await tx.query('INSERT INTO notification_targets (notification_id, user_id) VALUES ($1, $2)', [n, userId]);
}

export interface PendingMove {
  id: number;
  school_id: number;
  school_name: string;
  role_name: string;
  educational_level_ids: number[];
  inviter_name: string | null;
  expires_at: Date;
}

/** The pending, unexpired move invitations of a user (to one school when given), newest first. */
export async function pendingMoves(db: Db, userId: number, schoolId?: number): Promise<PendingMove[]> {
  const { rows } = await db.query<PendingMove>(
    `SELECT i.id, i.school_id, s.name AS school_name, i.role_name, i.educational_level_ids, i.expires_at,
            nullif(trim(concat_ws(' ', iu.name, iu.surname)), '') AS inviter_name
       FROM invitations i JOIN schools s ON s.id = i.school_id LEFT JOIN users iu ON iu.id = i.invited_by
      WHERE i.user_id = $1 AND i.kind = 'move' AND i.status = 'pending' AND i.expires_at > now()
        AND ($2::int IS NULL OR i.school_id = $2)
      ORDER BY i.created_at DESC, i.id DESC`,
    [userId, schoolId ?? null],
  );
  return rows;
}

export async function schoolOf(db: Db, id: number) {
  return (
    await db.query<{ id: number; name: string; group_id: number | null }>(
      'SELECT id, name, school_group_id AS group_id FROM schools WHERE id = $1',
      [id],
    )
  ).rows[0];
}

export async function schoolNameOf(db: Db, id: number): Promise<string | undefined> {
  return (await db.query<{ name: string }>('SELECT name FROM schools WHERE id = $1', [id])).rows[0]?.name;
}

/** The open membership of a user in a school. */
export async function membershipOf(db: Db, userId: number, schoolId: number) {
  return (
    await db.query<{ state: number }>(
      'SELECT state FROM user_schools WHERE user_id = $1 AND school_id = $2 AND removed_at IS NULL',
      [userId, schoolId],
    )
  ).rows[0];
}

/** Keeps a membership (state 2 manager, 3 teacher) when there is one already, else adds it. */
export async function keepMembership(tx: Db, userId: number, schoolId: number, state: number): Promise<void> {
  await tx.query(
    `INSERT INTO user_schools (user_id, school_id, state) VALUES ($1, $2, $3) ON CONFLICT (user_id, school_id) DO NOTHING`,
    [userId, schoolId, state],
  );
}

/** Adds or reopens a membership with this state (2 manager, 3 teacher). */
export async function upsertMembership(tx: Db, userId: number, schoolId: number, state: number): Promise<void> {
  await tx.query(
    `INSERT INTO user_schools (user_id, school_id, state) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, school_id) DO UPDATE SET state = EXCLUDED.state, removed_at = NULL`,
    [userId, schoolId, state],
  );
}

export async function confirmInvitation(tx: Db, id: number): Promise<void> {
  await tx.query(`UPDATE invitations SET status = 'confirmed', used_at = now() WHERE id = $1`, [id]);
}

/** Replaces the Manager / Teacher primary role of a user. */
export async function setSchoolRole(tx: Db, userId: number, role: 'Manager' | 'Teacher'): Promise<void> {
  await tx.query(
    `DELETE FROM user_roles WHERE user_id = $1 AND role_id IN (SELECT id FROM roles WHERE kind = 'primary' AND name IN ('Manager', 'Teacher'))`,
    [userId],
  );
  await tx.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2 ON CONFLICT DO NOTHING`,
    [userId, role],
  );
}

export async function setCurrentSchool(tx: Db, userId: number, schoolId: number): Promise<void> {
  await tx.query('UPDATE users SET school_id = $2 WHERE id = $1', [userId, schoolId]);
}

/** Cancels a pending move invitation of the user; false when there is none with this id. */
export async function declineMove(db: Db, invitationId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE invitations SET status = 'canceled' WHERE id = $1 AND user_id = $2 AND kind = 'move' AND status = 'pending' RETURNING id`,
    [invitationId, userId],
  );
  return rows.length > 0;
}

export async function recordTrialContact(
  tx: Db,
  c: { name: string; email: string; message: string | null; locale: AppLocale; userId: number; data: unknown },
): Promise<void> {
  await tx.query(
    `INSERT INTO contacts (kind, name, email, message, locale, user_id, data) VALUES ('trial-information', $1, $2, $3, $4, $5, $6)`,
    [c.name, c.email, c.message, c.locale, c.userId, JSON.stringify(c.data)],
  );
}

/** The custom Krea fields of a school group and the global ones, with their options, names in `locale`. */
export async function customizedFields(db: Db, groupId: number | null, locale: AppLocale) {
  const { rows } = await db.query<{
    id: number;
    key: string;
    name: string;
    options: CustomizedFieldDto['options'] | null;
  }>(
    `SELECT f.id, f.key, ${l10nSql('f.name', '$2')} AS name,
                (SELECT json_agg(json_build_object('id', o.id, 'customKreaFieldId', o.custom_krea_field_id, 'key', o.key, 'name', ${l10nSql('o.name', '$2')}) ORDER BY o.id)
                   FROM custom_krea_field_options o WHERE o.custom_krea_field_id = f.id) AS options
           FROM custom_krea_fields f
          WHERE f.school_group_id IS NULL OR f.school_group_id = $1
          ORDER BY f.id`,
    [groupId, locale],
  );
  return rows;
}
