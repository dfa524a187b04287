/**
 * SQL of the account module (ADR 0020: the routes in index.ts / registration.ts validate and authorize, the queries
 * live here and in registration-store.ts).
 */
import type { AppLocale } from '@platform/contracts';
import type { Db } from '../../db/types';
import { l10nSql } from '../../http/locale';
import { denyUserFamilies, sha256 } from './tokens';

export interface SubdomainRow {
  name: string;
  small_logo: string | null;
  large_logo: string | null;
  school_id: number | null;
  school_group_id: number | null;
  status: number | null;
  active: boolean | null;
}

/** Resolves a white-label subdomain (school first, then school group) with its licence state. */
export async function findSubdomain(db: Db, subdomain: string): Promise<SubdomainRow | null> {
  const { rows } = await db.query<SubdomainRow>(
    `WITH target AS (
        SELECT s.name, s.small_logo, s.large_logo, s.id AS school_id, s.school_group_id FROM schools s WHERE s.subdomain = $1
        UNION ALL
        SELECT g.name, g.small_logo, g.large_logo, NULL::int, g.id FROM school_groups g WHERE g.subdomain = $1
        LIMIT 1)
     SELECT t.*, wl.status::int AS status, wl.active
       FROM target t
       LEFT JOIN LATERAL (
         SELECT l.status, (l.status = 1 AND l.starts_at <= now() AND (l.expires_at IS NULL OR l.expires_at > now())) AS active
           FROM licenses l
          WHERE l.kind = 'whitelabel' AND ((t.school_id IS NOT NULL AND l.school_id = t.school_id) OR (t.school_group_id IS NOT NULL AND l.school_group_id = t.school_group_id))
          ORDER BY (l.status = 1) DESC, l.created_at DESC LIMIT 1) wl ON true`,
    [subdomain.toLowerCase()],
  );
  return rows[0] ?? null;
}

/** The active account of an email with its password hash (sign-in). */
export async function activeUserByEmail(db: Db, email: string) {
  const { rows } = await db.query<{ id: number; password_hash: string | null; school_id: number | null }>(
    'SELECT id, password_hash, school_id FROM users WHERE email = $1 AND active AND deleted_at IS NULL',
    [email],
  );
  return rows[0] ?? null;
}

/** Does the user belong to the white-label school (or, for a group subdomain, to a school of the group)? */
export async function belongsToSubdomain(
  db: Db,
  userId: number,
  schoolId: number | null,
  schoolGroupId: number | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM users u LEFT JOIN schools s ON s.id = u.school_id
      WHERE u.id = $1 AND (
        ($2::int IS NOT NULL AND (u.school_id = $2 OR EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.school_id = $2 AND us.removed_at IS NULL)))
        OR ($2::int IS NULL AND $3::int IS NOT NULL AND s.school_group_id = $3))`,
    [userId, schoolId, schoolGroupId],
  );
  return rows.length > 0;
}

export async function setLanguages(db: Db, userId: number, mailing: AppLocale | null, navigation: AppLocale | null) {
  const { rows } = await db.query<{ mailing_language: AppLocale; navigation_language: AppLocale }>(
    `UPDATE users SET mailing_language = coalesce($2, mailing_language), navigation_language = coalesce($3, navigation_language), updated_at = now()
      WHERE id = $1 RETURNING mailing_language, navigation_language`,
    [userId, mailing, navigation],
  );
  return rows[0] ?? null;
}

export async function setNavigationTutorial(db: Db, userId: number, status: boolean): Promise<void> {
  await db.query('UPDATE users SET navigation_tutorial = $2, updated_at = now() WHERE id = $1', [userId, status]);
}

export async function markNotificationsSeen(db: Db, userId: number): Promise<Date | null> {
  const { rows } = await db.query<{ notification_last_seen: Date }>(
    'UPDATE users SET notification_last_seen = now() WHERE id = $1 RETURNING notification_last_seen',
    [userId],
  );
  return rows[0]?.notification_last_seen ?? null;
}

export async function positionList(db: Db, locale: AppLocale, keys?: string[]) {
  const { rows } = await db.query<{ id: number; key: string; name: string }>(
    `SELECT id, key, ${l10nSql('name', '$1')} AS name FROM positions WHERE $2::text[] IS NULL OR key = ANY($2::text[]) ORDER BY id`,
    [locale, keys ?? null],
  );
  return rows;
}

/** The active user a reset link may go to, with whether they belong to any school. */
export async function resetCandidate(db: Db, email: string) {
  const { rows } = await db.query<{
    id: number;
    name: string | null;
    school_id: number | null;
    mailing_language: AppLocale;
    any_school: boolean;
  }>(
    `SELECT u.id, u.name, u.school_id, u.mailing_language,
            (u.school_id IS NOT NULL OR EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.removed_at IS NULL)) AS any_school
       FROM users u WHERE u.email = $1 AND u.active AND u.deleted_at IS NULL`,
    [email],
  );
  return rows[0] ?? null;
}

/** A new single-use link of a user (its hash) valid `amount` `unit`; the user's earlier unused links are used up. */
export async function replaceUserToken(
  db: Db,
  table: 'password_reset_tokens' | 'email_confirmation_tokens',
  userId: number,
  token: string,
  unit: 'mins' | 'hours',
  amount: number,
): Promise<void> {
  await db.query(`UPDATE ${table} SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  await db.query(
    `INSERT INTO ${table} (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(${unit} => $3::int))`,
    [userId, sha256(token), amount],
  );
}

/** A new reset link invalidates the previous unused ones. */
export async function storeResetToken(db: Db, userId: number, token: string, minutes: number): Promise<void> {
  await db.transaction((tx) => replaceUserToken(tx, 'password_reset_tokens', userId, token, 'mins', minutes));
}

export async function outboxInsert(
  db: Db,
  to: string,
  subject: string,
  html: string,
  text: string,
  kind: string,
  locale: AppLocale,
): Promise<void> {
  await db.query(
    `INSERT INTO email_outbox (to_email, subject, body_html, body_text, kind, locale) VALUES ($1, $2, $3, $4, $5, $6)`,
    [to, subject, html, text, kind, locale],
  );
}

/** Uses a reset token and sets the new password; every session of the user ends. false: invalid, expired or used. */
export async function resetPassword(db: Db, userId: number, token: string, newHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING id`,
      [sha256(token), userId],
    );
    if (!rows[0]) return false;
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, newHash]);
    await denyUserFamilies(tx, userId); // their access tokens end too (ADR 0049)
    await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    return true;
  });
}

export async function signTerms(db: Db, userId: number, version: string): Promise<void> {
  await db.query('INSERT INTO terms_signatures (user_id, version) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    version,
  ]);
}
