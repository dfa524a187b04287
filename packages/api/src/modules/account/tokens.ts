import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/types';
import { cachedRead, readCacheOf, registerCachedTables } from '../../http/read-cache';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/v1/AccountApi';

export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Creates a refresh token (in `familyId`, or a new family); stores only its hash. Returns the raw token. */
export async function createRefreshToken(
  db: Db,
  userId: number,
  days: number,
  familyId: string = randomUUID(),
  userAgent?: string,
): Promise<{ token: string; id: number; familyId: string }> {
  const token = randomToken();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, user_agent)
     VALUES ($1, $2, $3, now() + make_interval(days => $4::int), $5) RETURNING id`,
    [userId, familyId, sha256(token), days, userAgent?.slice(0, 300) ?? null],
  );
  return { token, id: rows[0].id, familyId };
}

export type RotateResult =
  | { ok: true; userId: number; token: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token: the presented one is revoked and replaced by a new one of the same family.
 * Presenting a token that was already rotated or revoked is treated as theft: the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, presented: string, days: number): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      user_id: number;
      family_id: string;
      revoked: boolean;
      expired: boolean;
    }>(
      `SELECT id, user_id, family_id, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired
         FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [sha256(presented)],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) {
      await tx.query('UPDATE refresh_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE family_id = $1', [
        row.family_id,
      ]);
      // a stolen refresh token was used: the access tokens of the family end too
      await denyFamilies(tx, [row.family_id]);
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expired) {
      await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE id = $1', [row.id]);
      return { ok: false, reason: 'expired' } as const;
    }
    const next = await createRefreshToken(tx, row.user_id, days, row.family_id);
    await tx.query('UPDATE refresh_tokens SET revoked_at = now(), replaced_by = $2 WHERE id = $1', [row.id, next.id]);
    return { ok: true, userId: row.user_id, token: next.token, familyId: row.family_id } as const;
  });
}

/**
 * Revokes the family of a refresh token (logout) and deny-lists the family's access tokens. Returns whether the token
 * was known.
 */
export async function revokeRefreshFamily(db: Db, presented: string): Promise<boolean> {
  const { rows } = await db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [
    sha256(presented),
  ]);
  if (!rows[0]) return false;
  await db.query('UPDATE refresh_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE family_id = $1', [
    rows[0].family_id,
  ]);
  await denyFamilies(db, [rows[0].family_id]);
  return true;
}

// ---------------------------------------------------------------- access-token deny-list (issue 26 item 6d, ADR 0049)

/**
 * How long a deny-list row is kept: the longest an access token may live (the configured TTL is at most this in
 * every deployment: 15 minutes by default) plus the clock tolerance. A token older than that has expired anyway.
 */
export const DENY_SECONDS = 2 * 60 * 60;

/**
 * Ends the access tokens of these refresh families at once, on every instance (the deny-list lives in the database;
 * the read cache that serves it is invalidated by this write in every process, through Redis when there are several).
 */
export async function denyFamilies(db: Db, familyIds: string[], seconds = DENY_SECONDS): Promise<void> {
  const ids = [...new Set(familyIds)].filter(Boolean);
  if (!ids.length) return;
  await db.query(
    `INSERT INTO access_denylist (family_id, until)
     SELECT f, now() + make_interval(secs => $2::int) FROM unnest($1::text[]) AS f
     ON CONFLICT (family_id) DO UPDATE SET until = greatest(access_denylist.until, EXCLUDED.until)`,
    [ids, seconds],
  );
  await db.query('DELETE FROM access_denylist WHERE until < now()');
}

/** Deny-lists every live refresh family of a user (password reset: every session ends). Before they are revoked. */
export async function denyUserFamilies(db: Db, userId: number): Promise<void> {
  const { rows } = await db.query<{ family_id: string }>(
    'SELECT DISTINCT family_id FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  await denyFamilies(
    db,
    rows.map((r) => r.family_id),
  );
}

const DENYLIST_KEY = 'auth:access-denylist';
// every process tells the others about its writes to the deny-list, read or not (read-cache.ts)
registerCachedTables(['access_denylist']);

/**
 * True when the access tokens of `familyId` were ended (logout, reuse, password reset). Checked on every request that
 * carries a bearer token (server.ts). With the read cache active (PGlite; PostgreSQL with Redis) the whole short list
 * is one cached entry, dropped in every process by any write to the table: no query per request. Without it
 * (PostgreSQL without Redis) one primary-key lookup per request.
 */
export async function familyDenied(db: Db, familyId: string): Promise<boolean> {
  if (readCacheOf(db)?.active) {
    const denied = await cachedRead(db, DENYLIST_KEY, ['access_denylist'], async () => {
      const { rows } = await db.query<{ family_id: string }>(
        'SELECT family_id FROM access_denylist WHERE until > now()',
      );
      return new Set(rows.map((r) => r.family_id));
    });
    return denied.has(familyId);
  }
  const { rows } = await db.query('SELECT 1 FROM access_denylist WHERE family_id = $1 AND until > now()', [familyId]);
  return rows.length > 0;
}

/**
 * True while `userId` holds a live refresh token (not revoked, not expired) in family `familyId`: the page session's
 * check (ADR 0045, account/page-session.ts). A logout or a reuse revokes the family, so the answer turns false at once.
 */
export async function hasLiveRefreshFamily(db: Db, userId: number, familyId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM refresh_tokens
      WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()
      LIMIT 1`,
    [familyId, userId],
  );
  return rows.length > 0;
}
