import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/types';

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

/** Revokes the family of a refresh token (logout). Returns whether the token was known. */
export async function revokeRefreshFamily(db: Db, presented: string): Promise<boolean> {
  const { rows } = await db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [
    sha256(presented),
  ]);
  if (!rows[0]) return false;
  await db.query('UPDATE refresh_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE family_id = $1', [
    rows[0].family_id,
  ]);
  return true;
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
