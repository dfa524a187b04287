import type { AppLocale, IdName } from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { l10nSql } from '../../http/locale';
import { sha256 } from './tokens';
import { replaceUserToken } from './store';

export interface ExistingUser {
  id: number;
  active: boolean;
  email_confirmed: boolean;
  school_id: number | null;
  self_trial: boolean;
  confirm_pending: boolean;
}

export async function userByEmail(db: Db, email: string): Promise<ExistingUser | null> {
  const { rows } = await db.query<ExistingUser>(
    `SELECT u.id, u.active, u.email_confirmed, u.school_id,
            EXISTS (SELECT 1 FROM trial_requests t WHERE t.user_id = u.id) AS self_trial,
            EXISTS (SELECT 1 FROM email_confirmation_tokens c WHERE c.user_id = u.id AND c.used_at IS NULL AND c.expires_at > now()) AS confirm_pending
       FROM users u WHERE u.email = $1 AND u.deleted_at IS NULL`,
    [email],
  );
  return rows[0] ?? null;
}

/** An unconfirmed self sign-up whose confirmation link expired may sign up again: the old account goes. */
export async function dropStaleTrialSignUp(db: Db, userId: number): Promise<void> {
  const { rows } = await db.query<{ school_id: number | null; main_trial: boolean }>(
    'DELETE FROM users WHERE id = $1 AND NOT active AND NOT email_confirmed RETURNING school_id, main_trial',
    [userId],
  );
  const r = rows[0];
  if (r?.main_trial && r.school_id) {
    await db.query(
      `DELETE FROM schools s WHERE s.id = $1 AND s.is_trial AND NOT EXISTS (SELECT 1 FROM users u WHERE u.school_id = s.id)`,
      [r.school_id],
    );
  }
}

export async function checkPosition(db: Db, positionId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM positions WHERE id = $1', [positionId]);
  if (!rows.length)
    throw ApiError.badRequest('positionId: unknown position', [{ path: 'positionId', message: 'unknown position' }]);
}
export async function checkCountry(db: Db, iso2: string, path: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM countries WHERE iso2 = $1', [iso2]);
  if (!rows.length) throw ApiError.badRequest(`${path}: unknown country`, [{ path, message: 'unknown country' }]);
}
export async function checkLevels(db: Db, ids: number[]): Promise<void> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM educational_levels WHERE id = ANY($1::int[])', [ids]);
  if (rows.length !== new Set(ids).size)
    throw ApiError.badRequest('school.impartedLevels: unknown level', [
      { path: 'school.impartedLevels', message: 'unknown level' },
    ]);
}
export async function schoolLevelIds(db: Db, schoolId: number): Promise<number[]> {
  return (
    await db.query<{ id: number }>(
      'SELECT educational_level_id AS id FROM school_educational_levels WHERE school_id = $1 ORDER BY 1',
      [schoolId],
    )
  ).rows.map((r) => r.id);
}
/** §5: the user's levels are limited to the school's; none chosen → all the school's. */
export function limitToSchool(chosen: number[], school: number[]): number[] {
  const bad = chosen.filter((l) => !school.includes(l));
  if (bad.length)
    throw ApiError.badRequest('educationalLevelIds: the school does not impart these levels', [
      { path: 'educationalLevelIds', message: `not a level of the school: ${bad.join(', ')}` },
    ]);
  return chosen.length ? [...new Set(chosen)] : school;
}

/** Trial schools whose name contains `name` (case- and accent-insensitive enough for a picker), at most 10. */
export async function searchTrialSchools(
  db: Db,
  name: string,
): Promise<Array<{ id: number; name: string; city: string; countryISO2: string | null }>> {
  const like = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (
    await db.query<{ id: number; name: string; city: string | null; country: string | null }>(
      `SELECT id, name, city, country_iso2 AS country FROM schools WHERE is_trial AND name ILIKE $1 ORDER BY name, id LIMIT 10`,
      [like],
    )
  ).rows.map((r) => ({ id: r.id, name: r.name, city: r.city ?? '', countryISO2: r.country }));
}

export async function trialSchool(db: Db, schoolId: number): Promise<{ id: number; name: string } | null> {
  return (
    (
      await db.query<{ id: number; name: string }>('SELECT id, name FROM schools WHERE id = $1 AND is_trial', [
        schoolId,
      ])
    ).rows[0] ?? null
  );
}

export async function createTrialSchool(
  db: Db,
  s: {
    name: string;
    address: string;
    city: string;
    countryISO2: string;
    impartedLevels: number[];
    addressLatitude?: number | null;
    addressLongitude?: number | null;
  },
  email: string,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO schools (name, address, city, country_iso2, address_latitude, address_longitude, email, is_trial) VALUES ($1, $2, $3, $4, $5, $6, $7, true) RETURNING id`,
    [s.name, s.address, s.city || null, s.countryISO2, s.addressLatitude ?? null, s.addressLongitude ?? null, email],
  );
  const id = rows[0].id;
  await db.query(
    'INSERT INTO school_educational_levels (school_id, educational_level_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [id, [...new Set(s.impartedLevels)]],
  );
  return id;
}

export interface NewTrialUser {
  email: string;
  passwordHash: string | null;
  fullName: string;
  phone: string;
  phoneCountry: string;
  positionId: number;
  schoolId: number;
  mainTrial: boolean;
  levelIds: number[];
  locale: AppLocale;
  active: boolean;
  external?: { provider: string; subject: string };
}

/** What a registering user gives about themself: how they sign in, their name, phone and position (§5). */
type PersonalFields = Pick<NewTrialUser, 'passwordHash' | 'fullName' | 'phone' | 'phoneCountry' | 'positionId'>;
/** Their SQL parameters: password hash, name, phone, phone country, position. */
const personalParams = (u: PersonalFields) => [u.passwordHash, u.fullName, u.phone, u.phoneCountry, u.positionId];
/** The Google / Microsoft account they registered with, if any: provider and subject (or nulls). */
const externalParams = (u: Pick<NewTrialUser, 'external'>) => [
  u.external?.provider ?? null,
  u.external?.subject ?? null,
];

/** A Trial user of the school (role Trial, member state teacher, levels). */
export async function insertTrialUser(db: Db, u: NewTrialUser): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, cell_phone_number, phone_country_iso2, position_id, school_id, main_trial, email_confirmed, active,
                        mailing_language, navigation_language, external_provider, external_id, join_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $10, $11, $12, now()) RETURNING id`,
    [u.email, ...personalParams(u), u.schoolId, u.mainTrial, u.active, u.locale, ...externalParams(u)],
  );
  const id = rows[0].id;
  await joinAsTrial(db, id, u.schoolId, u.levelIds);
  return id;
}

/** A new account joins a trial school: the Trial role, a teacher membership (state 3) and its levels. */
export async function joinAsTrial(db: Db, id: number, schoolId: number, levelIds: number[]): Promise<void> {
  await db.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Trial' ON CONFLICT DO NOTHING`,
    [id],
  );
  await db.query('INSERT INTO user_schools (user_id, school_id, state) VALUES ($1, $2, 3) ON CONFLICT DO NOTHING', [
    id,
    schoolId,
  ]);
  await db.query(
    'INSERT INTO user_educational_levels (user_id, educational_level_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [id, levelIds],
  );
}

export async function recordTrialRequest(
  db: Db,
  userId: number,
  schoolId: number,
  schoolTrial: boolean,
  data: unknown,
): Promise<void> {
  await db.query('INSERT INTO trial_requests (user_id, school_id, school_trial, data) VALUES ($1, $2, $3, $4::jsonb)', [
    userId,
    schoolId,
    schoolTrial,
    JSON.stringify(data),
  ]);
}

export async function storeConfirmToken(db: Db, userId: number, token: string, hours: number): Promise<void> {
  await replaceUserToken(db, 'email_confirmation_tokens', userId, token, 'hours', hours);
}

/** Uses a confirmation token: the account becomes active and the 15 trial days start now. */
export async function confirmEmail(
  db: Db,
  userId: number,
  token: string,
): Promise<'success' | 'expired' | 'used' | 'invalid'> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; used: boolean; expired: boolean }>(
      `SELECT id, used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM email_confirmation_tokens WHERE token_hash = $1 AND user_id = $2 FOR UPDATE`,
      [sha256(token), userId],
    );
    const t = rows[0];
    if (!t) return 'invalid';
    if (t.used) return 'used';
    if (t.expired) return 'expired';
    await tx.query('UPDATE email_confirmation_tokens SET used_at = now() WHERE id = $1', [t.id]);
    await tx.query('UPDATE trial_requests SET confirmed_at = now() WHERE user_id = $1 AND confirmed_at IS NULL', [
      userId,
    ]);
    await tx.query(
      'UPDATE users SET active = true, email_confirmed = true, join_date = now(), updated_at = now() WHERE id = $1',
      [userId],
    );
    return 'success';
  });
}

// ---------------------------------------------------------------- invitations
export interface InvitationRow {
  id: number;
  email: string;
  user_id: number;
  school_id: number;
  school_name: string;
  kind: 'school' | 'trial';
  role_name: string;
  educational_level_ids: number[];
  status: string;
  used: boolean;
  expired: boolean;
  user_active: boolean;
  invited_by: number | null;
}
const INVITATION = `
  SELECT i.id, i.email, i.user_id, i.school_id, s.name AS school_name, i.kind, i.role_name, i.educational_level_ids, i.status,
         i.used_at IS NOT NULL AS used, i.expires_at <= now() AS expired, u.active AS user_active, i.invited_by
    FROM invitations i JOIN users u ON u.id = i.user_id JOIN schools s ON s.id = i.school_id`;

export async function invitationByToken(db: Db, token: string, lock = false): Promise<InvitationRow | null> {
  return (
    (
      await db.query<InvitationRow>(`${INVITATION} WHERE i.token_hash = $1${lock ? ' FOR UPDATE OF i' : ''}`, [
        sha256(token),
      ])
    ).rows[0] ?? null
  );
}
/** The state of an invitation link (§4): usable, expired (pending but past 14 days) or invalid (unknown, used, replaced, removed). */
export function tokenState(i: InvitationRow | null): 'valid' | 'expired' | 'invalid' {
  if (!i || i.used || i.status !== 'pending' || i.user_active) return 'invalid';
  return i.expired ? 'expired' : 'valid';
}

export async function levelsByIds(db: Db, ids: number[], locale: AppLocale): Promise<IdName[]> {
  return (
    await db.query<IdName>(
      `SELECT id, ${l10nSql('name', '$2')} AS name FROM educational_levels WHERE id = ANY($1::int[]) ORDER BY position, id`,
      [ids, locale],
    )
  ).rows;
}

/** Marks the invitation used and completes the invited account (password or external identity, profile, levels). */
export async function completeInvitedUser(
  db: Db,
  inv: InvitationRow,
  u: {
    passwordHash: string | null;
    fullName: string;
    phone: string;
    phoneCountry: string;
    positionId: number;
    levelIds: number[];
    external?: { provider: string; subject: string };
  },
): Promise<void> {
  await db.query(`UPDATE invitations SET status = 'confirmed', used_at = now() WHERE id = $1`, [inv.id]);
  await db.query(
    `UPDATE invitations SET status = 'canceled' WHERE user_id = $1 AND school_id = $2 AND status = 'pending' AND id <> $3`,
    [inv.user_id, inv.school_id, inv.id],
  );
  await db.query(
    `UPDATE users SET password_hash = coalesce($2, password_hash), name = $3, cell_phone_number = $4, phone_country_iso2 = $5, position_id = $6,
            active = true, email_confirmed = true, join_date = now(), external_provider = coalesce($7, external_provider), external_id = coalesce($8, external_id), updated_at = now()
      WHERE id = $1`,
    [inv.user_id, ...personalParams(u), ...externalParams(u)],
  );
  await db.query('DELETE FROM user_educational_levels WHERE user_id = $1', [inv.user_id]);
  await db.query(
    'INSERT INTO user_educational_levels (user_id, educational_level_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [inv.user_id, u.levelIds],
  );
}

/** A new single-use link (earlier pending ones canceled); returns nothing, the caller emails the token. */
export async function insertInvitation(
  db: Db,
  i: {
    userId: number;
    email: string;
    schoolId: number;
    invitedBy: number | null;
    role: string;
    levelIds: number[];
    kind: 'school' | 'trial' | 'move';
    days: number;
    tokenHash: string;
  },
): Promise<void> {
  await db.query(
    `UPDATE invitations SET status = 'canceled' WHERE user_id = $1 AND school_id = $2 AND status = 'pending'`,
    [i.userId, i.schoolId],
  );
  await db.query(
    `INSERT INTO invitations (token_hash, email, user_id, school_id, invited_by, role_name, educational_level_ids, status, kind, sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::int[], 'pending', $8, now(), now() + make_interval(days => $9::int))`,
    [i.tokenHash, i.email, i.userId, i.schoolId, i.invitedBy, i.role, i.levelIds, i.kind, i.days],
  );
}

export async function userName(db: Db, userId: number | null): Promise<{ name: string; mailing: AppLocale } | null> {
  if (!userId) return null;
  const r = (
    await db.query<{ name: string | null; surname: string | null; email: string; mailing_language: AppLocale }>(
      'SELECT name, surname, email, mailing_language FROM users WHERE id = $1',
      [userId],
    )
  ).rows[0];
  return r ? { name: [r.name, r.surname].filter(Boolean).join(' ') || r.email, mailing: r.mailing_language } : null;
}
