/** SQL of a trial's team: the trial actor, the users it invited, freemium, external identities and join requests (ADR 0018, 0019, 0048). */
import type { AppLocale, InvitedTrialUsersDto } from '@platform/contracts';
import { TRIAL_INVITES_MAX } from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { joinAsTrial, schoolLevelIds } from './registration-store';

// ---------------------------------------------------------------- trial invitations
export interface TrialActor {
  userId: number;
  schoolId: number;
  schoolName: string;
  name: string;
  mainTrial: boolean;
  levelIds: number[];
}

/** The caller when they are a Trial user (403 otherwise); mainTrial tells whether they may invite. */
export async function trialActor(db: Db, userId: number): Promise<TrialActor> {
  const { rows } = await db.query<{
    id: number;
    school_id: number | null;
    school_name: string | null;
    name: string | null;
    surname: string | null;
    email: string;
    main_trial: boolean;
    trial: boolean;
  }>(
    `SELECT u.id, u.school_id, s.name AS school_name, u.name, u.surname, u.email, u.main_trial,
            EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.name = 'Trial') AS trial
       FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.id = $1 AND u.active AND u.deleted_at IS NULL`,
    [userId],
  );
  const r = rows[0];
  if (!r) throw ApiError.unauthorized('The user no longer exists');
  if (!r.trial || !r.school_id) throw ApiError.forbidden('Only trial users may do this', 'NOT_TRIAL');
  return {
    userId: r.id,
    schoolId: r.school_id,
    schoolName: r.school_name ?? '',
    name: [r.name, r.surname].filter(Boolean).join(' ') || r.email,
    mainTrial: r.main_trial,
    levelIds: await schoolLevelIds(db, r.school_id),
  };
}

export const STATE_ORDER = { confirmed: 0, pending: 1, expired: 2 } as const;

/**
 * Colleagues invited to the trial school (latest invitation of each): confirmed once they registered, expired when the
 * link ran out unused. An expired invitation frees its slot (`count` holds confirmed and pending ones only); inviting
 * the address again sends a new link and takes a slot again.
 */
export async function invitedTrialUsers(db: Db, schoolId: number): Promise<InvitedTrialUsersDto> {
  const { rows } = await db.query<{ email: string; state: 'confirmed' | 'pending' | 'expired' }>(
    `SELECT DISTINCT ON (i.user_id) i.email,
            CASE WHEN u.active OR i.status = 'confirmed' THEN 'confirmed'
                 WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END AS state
       FROM invitations i JOIN users u ON u.id = i.user_id
      WHERE i.school_id = $1 AND i.kind = 'trial' AND i.status <> 'removed' AND u.deleted_at IS NULL AND u.school_id = $1
      ORDER BY i.user_id, i.created_at DESC, i.id DESC`,
    [schoolId],
  );
  const sorted = [...rows].sort(
    (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.email.localeCompare(b.email),
  );
  const of = (state: keyof typeof STATE_ORDER) => sorted.filter((r) => r.state === state).map((r) => r.email);
  return {
    confirmed: of('confirmed'),
    pending: of('pending'),
    expired: of('expired'),
    count: sorted.filter((r) => r.state !== 'expired').length,
    max: TRIAL_INVITES_MAX,
    emailsWithState: sorted,
  };
}

/** Pending (never registered) trial invitees of the school among `emails`, by email. */
export async function pendingTrialInvitees(db: Db, schoolId: number, emails: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; email: string }>(
    `SELECT u.id, u.email FROM users u WHERE u.email = ANY($2::text[]) AND u.school_id = $1 AND NOT u.active
        AND EXISTS (SELECT 1 FROM invitations i WHERE i.user_id = u.id AND i.school_id = $1 AND i.kind = 'trial' AND i.status <> 'removed')`,
    [schoolId, emails],
  );
  return new Map(rows.map((r) => [r.email, r.id]));
}

export async function takenEmails(
  db: Db,
  emails: string[],
): Promise<Array<{ email: string; school_id: number | null }>> {
  return (
    await db.query<{ email: string; school_id: number | null }>(
      'SELECT email, school_id FROM users WHERE email = ANY($1::text[]) AND deleted_at IS NULL',
      [emails],
    )
  ).rows;
}

/** An invited, not yet registered Trial colleague of the school. */
export async function insertInvitedTrialUser(
  db: Db,
  email: string,
  schoolId: number,
  levelIds: number[],
  locale: AppLocale,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, school_id, active, email_confirmed, mailing_language, navigation_language) VALUES ($1, $2, false, false, $3, $3) RETURNING id`,
    [email, schoolId, locale],
  );
  const id = rows[0].id;
  await joinAsTrial(db, id, schoolId, levelIds);
  return id;
}

// ---------------------------------------------------------------- freemium
/**
 * §4 "freemium confirmation assigns the freemium licence to all trial accounts": every Trial account of the school
 * (registered, or invited with a pending link; never an unconfirmed sign-up) gets an active freemium licence (type 1, no level, no end) and becomes a Teacher, so the
 * 15-day limit no longer applies; the school is no longer a trial school.
 */
export async function grantFreemium(db: Db, schoolId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name = 'Trial'
        WHERE u.school_id = $1 AND u.deleted_at IS NULL
          AND (u.active OR EXISTS (SELECT 1 FROM invitations i WHERE i.user_id = u.id AND i.school_id = $1 AND i.status = 'pending'))
        ORDER BY u.id`,
      [schoolId],
    );
    const ids = rows.map((r) => r.id);
    await tx.query(
      `INSERT INTO licenses (kind, type, status, user_id, starts_at) SELECT 'base', 1, 1, unnest($1::int[]), now()`,
      [ids],
    );
    await tx.query(
      `DELETE FROM user_roles WHERE user_id = ANY($1::int[]) AND role_id = (SELECT id FROM roles WHERE name = 'Trial')`,
      [ids],
    );
    await tx.query(
      `INSERT INTO user_roles (user_id, role_id) SELECT unnest($1::int[]), (SELECT id FROM roles WHERE name = 'Teacher') ON CONFLICT DO NOTHING`,
      [ids],
    );
    await tx.query(
      `UPDATE invitations SET role_name = 'Teacher' WHERE user_id = ANY($1::int[]) AND status = 'pending'`,
      [ids],
    );
    await tx.query('UPDATE users SET main_trial = false, updated_at = now() WHERE id = ANY($1::int[])', [ids]);
    await tx.query(
      'UPDATE schools SET is_trial = false, freemium_requested_at = now(), updated_at = now() WHERE id = $1',
      [schoolId],
    );
    return ids;
  });
}

// ---------------------------------------------------------------- external identities
export async function userByExternal(
  db: Db,
  provider: string,
  subject: string,
  email: string,
): Promise<{ id: number; linked: boolean } | null> {
  const { rows } = await db.query<{ id: number; linked: boolean }>(
    `SELECT id, (external_provider = $1 AND external_id = $2) AS linked FROM users
      WHERE active AND deleted_at IS NULL AND ((external_provider = $1 AND external_id = $2) OR email = $3)
      ORDER BY (external_provider = $1 AND external_id = $2) DESC NULLS LAST LIMIT 1`,
    [provider, subject, email],
  );
  return rows[0] ?? null;
}
export async function linkExternal(db: Db, userId: number, provider: string, subject: string): Promise<void> {
  await db.query(
    'UPDATE users SET external_provider = $2, external_id = $3, updated_at = now() WHERE id = $1 AND external_id IS NULL',
    [userId, provider, subject],
  );
}

// ---------------------------------------------------------------- requests to join a trial school (ADR 0048)
/** The main trial user of a trial school (who decides on join requests), or null when it has none. */
export async function mainTrialOf(
  db: Db,
  schoolId: number,
): Promise<{ id: number; email: string; name: string | null; mailing: AppLocale; schoolName: string } | null> {
  const { rows } = await db.query<{
    id: number;
    email: string;
    name: string | null;
    mailing_language: AppLocale;
    school_name: string;
  }>(
    `SELECT u.id, u.email, u.name, u.mailing_language, s.name AS school_name
       FROM users u JOIN schools s ON s.id = u.school_id
      WHERE u.school_id = $1 AND s.is_trial AND u.main_trial AND u.active AND u.deleted_at IS NULL
      ORDER BY u.id LIMIT 1`,
    [schoolId],
  );
  const r = rows[0];
  return r ? { id: r.id, email: r.email, name: r.name, mailing: r.mailing_language, schoolName: r.school_name } : null;
}

export async function pendingJoinRequests(db: Db, schoolId: number, except: string): Promise<number> {
  return (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trial_join_requests WHERE school_id = $1 AND status = 'pending' AND email <> $2`,
      [schoolId, except],
    )
  ).rows[0].n;
}

/** Records a pending request; false when the same address already has one pending for the school (nothing new). */
export async function insertJoinRequest(
  db: Db,
  r: { schoolId: number; email: string; fullName: string; locale: AppLocale },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO trial_join_requests (school_id, email, full_name, locale) VALUES ($1, $2, $3, $4)
     ON CONFLICT (school_id, email) WHERE status = 'pending' DO NOTHING RETURNING id`,
    [r.schoolId, r.email, r.fullName, r.locale],
  );
  return rows.length > 0;
}

export interface JoinRequestRow {
  id: number;
  email: string;
  full_name: string;
  locale: AppLocale;
  created_at: Date;
}
export async function joinRequests(db: Db, schoolId: number): Promise<JoinRequestRow[]> {
  return (
    await db.query<JoinRequestRow>(
      `SELECT id, email, full_name, locale, created_at FROM trial_join_requests
        WHERE school_id = $1 AND status = 'pending' ORDER BY created_at DESC, id DESC`,
      [schoolId],
    )
  ).rows;
}
/** A pending request of the school, locked for the decision (404 otherwise: another school's or already decided). */
export async function pendingJoinRequest(db: Db, schoolId: number, id: number): Promise<JoinRequestRow> {
  const r = (
    await db.query<JoinRequestRow>(
      `SELECT id, email, full_name, locale, created_at FROM trial_join_requests
        WHERE id = $1 AND school_id = $2 AND status = 'pending' FOR UPDATE`,
      [id, schoolId],
    )
  ).rows[0];
  if (!r) throw ApiError.notFound('There is no such request waiting for you', 'JOIN_REQUEST_NOT_FOUND');
  return r;
}
export async function decideJoinRequest(db: Db, id: number, status: 'invited' | 'declined', by: number): Promise<void> {
  await db.query(`UPDATE trial_join_requests SET status = $2, decided_at = now(), decided_by = $3 WHERE id = $1`, [
    id,
    status,
    by,
  ]);
}
/** The active account linked to this external identity (provider, subject), or null. */
export async function userByIdentity(db: Db, provider: string, subject: string): Promise<{ id: number } | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE active AND deleted_at IS NULL AND external_provider = $1 AND external_id = $2 LIMIT 1`,
    [provider, subject],
  );
  return rows[0] ?? null;
}
/** The active account with this email, or null (external sign-in links it only when the provider verified the email). */
export async function activeUserIdByEmail(db: Db, email: string): Promise<{ id: number } | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE active AND deleted_at IS NULL AND email = $1 LIMIT 1`,
    [email],
  );
  return rows[0] ?? null;
}
