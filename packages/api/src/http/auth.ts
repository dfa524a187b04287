import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import type { AuthUser } from './context';
import { ApiError } from './errors';
import { signJwt, verifyJwt } from './jwt';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Issues the short-lived access token (HS256) carrying the caller's identity and roles, and the refresh family it
 * belongs to (`fam`, when issued for a session): a logout or a reuse of that family ends the token at once (the
 * deny-list, account/tokens.ts `familyDenied`, checked on every request in server.ts).
 */
export function issueAccessToken(
  user: AuthUser,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  familyId?: string,
): string {
  return signJwt(
    {
      sub: String(user.userId),
      email: user.email,
      pr: user.primaryRoles,
      sr: user.secondaryRoles,
      sid: user.schoolId,
      gid: user.schoolGroupId,
      ...(familyId ? { fam: familyId } : {}),
    },
    secret,
    ttlSeconds,
  );
}

/** Verifies an access token; the AuthUser it carries and its refresh family (null without one), or null. */
export function readAccessToken(token: string, secret: string): { user: AuthUser; familyId: string | null } | null {
  const c = verifyJwt(token, secret);
  if (!c) return null;
  const userId = Number(c.sub);
  if (!Number.isInteger(userId) || userId <= 0) return null;
  const arr = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    user: {
      userId,
      email: typeof c.email === 'string' ? c.email : '',
      primaryRoles: arr(c.pr),
      secondaryRoles: arr(c.sr),
      schoolId: num(c.sid),
      schoolGroupId: num(c.gid),
    },
    familyId: typeof c.fam === 'string' && c.fam.length > 0 && c.fam.length <= 100 ? c.fam : null,
  };
}

/** Verifies an access token; returns the AuthUser it carries or null (no deny-list check: see server.ts). */
export function verifyAccessToken(token: string, secret: string): AuthUser | null {
  return readAccessToken(token, secret)?.user ?? null;
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1] : null;
}

export const hasRole = (user: AuthUser | undefined, ...roles: string[]) =>
  !!user && roles.some((r) => user.primaryRoles.includes(r) || user.secondaryRoles.includes(r));

/** preHandler: 401 UNAUTHORIZED without a valid token. */
export async function authenticate(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!req.user) throw ApiError.unauthorized();
}

/** preHandler: 401 without a token, 403 FORBIDDEN unless the caller has one of `roles` (primary or secondary names). */
export function requireRoles(...roles: string[]): preHandlerAsyncHookHandler {
  return async function requireRolesHandler(req: FastifyRequest) {
    if (!req.user) throw ApiError.unauthorized();
    if (!hasRole(req.user, ...roles)) throw ApiError.forbidden();
  };
}

/** Ids of the schools of the caller's network (their school group, or their own school when it has none). */
export async function networkSchoolIds(db: Db, user: AuthUser): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT s.id FROM schools s
      WHERE s.id = $1
         OR (s.school_group_id IS NOT NULL AND s.school_group_id = (SELECT school_group_id FROM schools WHERE id = $1))
         OR s.id IN (SELECT school_id FROM user_schools WHERE user_id = $2 AND removed_at IS NULL)`,
    [user.schoolId, user.userId],
  );
  return rows.map((r) => r.id);
}

/** True when `schoolId` is in the caller's school network (provider staff: every school). */
export async function inSchoolNetwork(db: Db, user: AuthUser, schoolId: number): Promise<boolean> {
  if (hasRole(user, 'ProviderStaff')) return true;
  return (await networkSchoolIds(db, user)).includes(schoolId);
}

/** Throws 403 unless `schoolId` is in the caller's network (404 when the school does not exist). */
export async function assertSchoolNetwork(db: Db, user: AuthUser, schoolId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM schools WHERE id = $1', [schoolId]);
  if (!rows.length) throw ApiError.notFound('School not found');
  if (!(await inSchoolNetwork(db, user, schoolId))) throw ApiError.forbidden();
}

/** True when the user has an active (status 1, started, unexpired) Krea licence, personal or through their school or group. */
export async function hasActiveKreaLicense(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM licenses l
       JOIN users u ON u.id = $1
       LEFT JOIN schools s ON s.id = u.school_id
      WHERE l.kind = 'krea' AND l.status = 1 AND l.starts_at <= now() AND (l.expires_at IS NULL OR l.expires_at > now())
        AND (l.user_id = u.id OR l.school_id = u.school_id OR (s.school_group_id IS NOT NULL AND l.school_group_id = s.school_group_id))
      LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

/** Authoring access (spec §6, krea §1): active Krea licence plus Author / ApprovingAuthor secondary role or Admin primary role. */
export async function hasKreaAccess(db: Db, user: AuthUser): Promise<boolean> {
  if (!hasRole(user, 'Author', 'ApprovingAuthor', 'Admin')) return false;
  return hasActiveKreaLicense(db, user.userId);
}

/** preHandler: 401 without token; 403 NO_KREA_LICENSE without authoring access. */
export function requireKreaAccess(db: () => Db): preHandlerAsyncHookHandler {
  return async function requireKreaAccessHandler(req: FastifyRequest) {
    if (!req.user) throw ApiError.unauthorized();
    if (!(await hasKreaAccess(db(), req.user)))
      throw new ApiError(403, 'NO_KREA_LICENSE', 'Authoring access requires an active Krea licence and an author role');
  };
}
