/**
 * SQL of my profile (AccountApi Edit, ConfirmEmailChange, ProfileExtras, AuthorProfile; spec platform §7): plain
 * functions taking the database (or the transaction) first. The routes are in routes-profile.ts (ADR 0020).
 */
import type { z } from 'zod';
import { EMAIL_CHANGE_HOURS, type AppLocale, type editProfileSchema } from '@platform/contracts';
import type { Db } from '../../db/types';
import { replaceLinks } from './school-store';

export async function passwordHashOf(db: Db, userId: number): Promise<string | null | undefined> {
  const { rows } = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.password_hash;
}

/** Whether another user than `userId` has this email. */
export async function emailTaken(db: Db, email: string, userId: number): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [email, userId]);
  return taken.rows.length > 0;
}

export async function mailingOf(db: Db, userId: number) {
  const { rows } = await db.query<{ mailing_language: AppLocale; name: string | null }>(
    'SELECT mailing_language, name FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

/** Cancels the open email-change links of a user and records a new one (its hash), valid EMAIL_CHANGE_HOURS. */
export async function replaceEmailChangeToken(tx: Db, userId: number, newEmail: string, tokenHash: string) {
  await tx.query(
    'UPDATE email_change_tokens SET canceled_at = now() WHERE user_id = $1 AND used_at IS NULL AND canceled_at IS NULL',
    [userId],
  );
  await tx.query(
    `INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
    [userId, newEmail, tokenHash, EMAIL_CHANGE_HOURS],
  );
}

export async function countryExists(db: Db, iso2: string): Promise<boolean> {
  const c = await db.query('SELECT 1 FROM countries WHERE iso2 = $1', [iso2]);
  return c.rows.length > 0;
}

/** The §3 fields of an edit (not the email); levels and subjects replaced when given. */
export async function updateProfile(tx: Db, userId: number, b: z.output<typeof editProfileSchema>): Promise<void> {
  await tx.query(
    `UPDATE users SET name = $2, surname = $3,
                cell_phone_number = CASE WHEN $4::boolean THEN nullif($5, '') ELSE cell_phone_number END,
                phone_country_iso2 = CASE WHEN $6::boolean THEN $7 ELSE phone_country_iso2 END,
                position_id = CASE WHEN $8::boolean THEN $9 ELSE position_id END,
                bio = CASE WHEN $10::boolean THEN nullif($11, '') ELSE bio END,
                avatar = CASE WHEN $12::boolean THEN $13 ELSE avatar END,
                updated_at = now()
          WHERE id = $1`,
    [
      userId,
      b.name,
      b.surname || null,
      b.cellPhoneNumber !== undefined,
      b.cellPhoneNumber ?? '',
      b.phoneCountry !== undefined,
      b.phoneCountry ?? null,
      b.positionId !== undefined,
      b.positionId ?? null,
      b.bio !== undefined,
      b.bio ?? '',
      b.avatar !== undefined,
      b.avatar ?? null,
    ],
  );
  if (b.educationalLevelIds) await replaceLinks(tx, 'user_educational_levels', userId, b.educationalLevelIds);
  if (b.subjectIds) {
    await replaceLinks(tx, 'user_subjects', userId, b.subjectIds);
    await tx.query('UPDATE users SET subjects_label = NULL WHERE id = $1', [userId]);
  }
}

/** The email-change link with this hash, locked for the transaction. */
export async function lockEmailChangeToken(tx: Db, tokenHash: string) {
  const { rows } = await tx.query<{
    id: number;
    user_id: number;
    new_email: string;
    used: boolean;
    canceled: boolean;
    expired: boolean;
  }>(
    `SELECT id, user_id, new_email, used_at IS NOT NULL AS used, canceled_at IS NOT NULL AS canceled, expires_at <= now() AS expired
             FROM email_change_tokens WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0];
}

/** An active user, locked for the transaction. */
export async function lockActiveUser(tx: Db, userId: number) {
  return (
    await tx.query<{ email: string; name: string | null; mailing_language: AppLocale }>(
      'SELECT email, name, mailing_language FROM users WHERE id = $1 AND active AND deleted_at IS NULL FOR UPDATE',
      [userId],
    )
  ).rows[0];
}

/** Uses the link and gives the user its new email. */
export async function applyEmailChange(tx: Db, t: { id: number; user_id: number; new_email: string }): Promise<void> {
  await tx.query('UPDATE email_change_tokens SET used_at = now() WHERE id = $1', [t.id]);
  await tx.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [t.user_id, t.new_email]);
}

export async function profileExtrasRow(db: Db, userId: number) {
  const { rows } = await db.query<{
    phone_country_iso2: string | null;
    bio: string | null;
    cell_phone_number: string | null;
    subjects_label: string | null;
    levels: number;
    subjects: number;
    author: boolean;
    pending_email: string | null;
    has_password: boolean;
  }>(
    `SELECT u.phone_country_iso2, u.bio, u.cell_phone_number, u.subjects_label, u.password_hash IS NOT NULL AS has_password,
              (SELECT t.new_email FROM email_change_tokens t WHERE t.user_id = u.id AND t.used_at IS NULL AND t.canceled_at IS NULL
                  AND t.expires_at > now() ORDER BY t.id DESC LIMIT 1) AS pending_email,
              (SELECT count(*)::int FROM user_educational_levels WHERE user_id = u.id) AS levels,
              (SELECT count(*)::int FROM user_subjects WHERE user_id = u.id) AS subjects,
              EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.kind = 'secondary') AS author
         FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

/** The author card of a user, texts in `locale` (else Spanish); undefined when they have none. */
export async function authorRow(db: Db, userId: number, locale: AppLocale) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    picture: string | null;
    website: string | null;
    facebook: string | null;
    instagram: string | null;
    twitter: string | null;
    description: string | null;
    bio: string | null;
  }>(
    `SELECT au.id, au.name, au.picture, au.website, au.facebook, au.instagram, au.twitter,
              coalesce(l.description, les.description) AS description, coalesce(l.bio, les.bio) AS bio
         FROM authors au LEFT JOIN author_locales l ON l.author_id = au.id AND l.locale = $2
         LEFT JOIN author_locales les ON les.author_id = au.id AND les.locale = 'es'
        WHERE au.user_id = $1`,
    [userId, locale],
  );
  return rows[0];
}

export async function isAuthorUser(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.name IN ('Author', 'ApprovingAuthor')`,
    [userId],
  );
  return rows.length > 0;
}

export interface AuthorEdit {
  picture?: string | null;
  website?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  twitter?: string | null;
  description?: string | null;
  bio?: string | null;
}

/** Creates the author card of a user when missing, then writes the given links and the texts of `locale`. */
export async function saveAuthor(
  tx: Db,
  user: { userId: number; email: string; name: string },
  locale: AppLocale,
  b: AuthorEdit,
): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO authors (key, user_id, name) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET name = authors.name RETURNING id`,
    [`user-${user.email}`, user.userId, user.name],
  );
  const authorId = rows[0].id;
  const cols = (
    [
      ['picture', b.picture],
      ['website', b.website],
      ['facebook', b.facebook],
      ['instagram', b.instagram],
      ['twitter', b.twitter],
    ] as Array<[string, string | null | undefined]>
  ).filter(([, v]) => v !== undefined);
  if (cols.length)
    await tx.query(`UPDATE authors SET ${cols.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
      authorId,
      ...cols.map(([, v]) => v),
    ]);
  await tx.query(
    `INSERT INTO author_locales (author_id, locale, description, bio) VALUES ($1, $2, $3, $4)
         ON CONFLICT (author_id, locale) DO UPDATE SET description = CASE WHEN $5::boolean THEN EXCLUDED.description ELSE author_locales.description END,
                                                       bio = CASE WHEN $6::boolean THEN EXCLUDED.bio ELSE author_locales.bio END`,
    [authorId, locale, b.description ?? null, b.bio ?? null, b.description !== undefined, b.bio !== undefined],
  );
}
