/**
 * SQL of the team invitations (AccountApi InviteUser and ResendInvitation, routes-invitations.ts): plain functions
 * taking the database (or the transaction) first (ADR 0020).
 */
import type { AppLocale } from '@platform/contracts';
import type { Db } from '../../db/types';

/**
 * The accounts of `emails`: whether each is active, and whether it is already in the school (a member, or invited to
 * move there with a live link).
 */
export async function inviteeAccounts(db: Db, emails: string[], schoolId: number) {
  const { rows } = await db.query<{
    email: string;
    id: number;
    school_id: number | null;
    active: boolean;
    in_school: boolean;
  }>(
    `SELECT u.email, u.id, u.school_id, (u.active AND u.deleted_at IS NULL) AS active,
            (u.school_id = $2 OR EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.school_id = $2 AND us.removed_at IS NULL)
             OR EXISTS (SELECT 1 FROM invitations i WHERE i.user_id = u.id AND i.school_id = $2 AND i.kind = 'move' AND i.status = 'pending' AND i.expires_at > now())) AS in_school
       FROM users u WHERE u.email = ANY($1::text[])`,
    [emails, schoolId],
  );
  return rows;
}

/** A new, not yet active account of the school for an invited address, mailing and navigating in `locale`. */
export async function insertInvitedUser(tx: Db, email: string, schoolId: number, locale: AppLocale): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (email, school_id, active, email_confirmed, mailing_language, navigation_language) VALUES ($1, $2, false, false, $3, $3) RETURNING id`,
    [email, schoolId, locale],
  );
  return rows[0].id;
}

/** The latest invitation of a user to a school that was not removed (its role, levels and kind), if any. */
export async function lastInvitation(tx: Db, userId: number, schoolId: number) {
  return (
    await tx.query<{ role_name: string; educational_level_ids: number[]; kind: string }>(
      `SELECT role_name, educational_level_ids, kind FROM invitations WHERE user_id = $1 AND school_id = $2 AND status <> 'removed' ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId, schoolId],
    )
  ).rows[0];
}
