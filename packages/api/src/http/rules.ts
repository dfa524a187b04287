/**
 * Server-side rules the client used to enforce alone (issue 9, ADR 0009):
 * - a Trial user whose 15 days have ended (spec §4, §2 rule 7) can use only what the trial-finished and licence
 *   pages need (their account, licence quotes, contact, FAQ, the bar's notifications); every other authenticated route
 *   answers 403 TRIAL_ENDED, and so do the catalogue's suggestions that live under AccountApi (TRIAL_ENDED_REFUSED);
 * - used-content records of a school (spec §6): admins (school-group administrators) for any school of their group,
 *   managers for their own school(s) only, teachers only their own records; provider staff every school.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trialDaysLeft } from '@platform/contracts';
import type { Db } from '../db/types';
import type { AuthUser } from './context';
import { ApiError } from './errors';
import { hasRole, inSchoolNetwork } from './auth';

/** Route prefixes (under /api/v1) an ended trial keeps: its account and session, the licence page, contact and help. */
export const TRIAL_ENDED_ALLOWED = [
  '/api/v1/AccountApi/',
  '/api/v1/LicenseApi/',
  '/api/v1/EmailApi/',
  '/api/v1/FrequentlyAskedQuestion/',
  '/api/v1/AnalyticsApi/',
  '/api/v1/openapi.json',
  // the logged-in bar stays on those pages: the notification bell and its hub, the authoring-terms check
  '/api/v1/NotificationApi/',
  '/notificationHub',
  '/api/v1/krea/Account/',
];

/**
 * Under those prefixes, what an ended trial still may not read (issue 26): the catalogue's suggestions and facet
 * counts (AccountApi/Available*: titles of resources and programs) and the group's users (Krea's member picker).
 */
export const TRIAL_ENDED_REFUSED = ['/api/v1/AccountApi/Available', '/api/v1/AccountApi/GetAllUsersFromSchoolGroup'];

const TRIAL_CACHE_MS = 30_000;
const trialCache = new Map<number, { ended: boolean; at: number }>();

/**
 * True when the user's trial is over: 15 days since joining have passed and neither they, their school nor their
 * school group holds an active base licence (a trial confirmed as freemium keeps working). Cached 30 s per user.
 */
export async function trialEnded(db: Db, userId: number, now = Date.now()): Promise<boolean> {
  const hit = trialCache.get(userId);
  if (hit && now - hit.at < TRIAL_CACHE_MS) return hit.ended;
  const { rows } = await db.query<{ join_date: Date | string; licensed: boolean }>(
    `SELECT u.join_date,
            EXISTS (SELECT 1 FROM licenses l LEFT JOIN schools s ON s.id = u.school_id
                     WHERE l.kind = 'base' AND l.status = 1 AND l.starts_at <= now() AND (l.expires_at IS NULL OR l.expires_at > now())
                       AND (l.user_id = u.id OR l.school_id = u.school_id OR (s.school_group_id IS NOT NULL AND l.school_group_id = s.school_group_id))) AS licensed
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const r = rows[0];
  const ended = !!r && !r.licensed && trialDaysLeft(new Date(r.join_date), new Date(now)) === 0;
  if (trialCache.size > 10_000) trialCache.clear();
  trialCache.set(userId, { ended, at: now });
  return ended;
}
/** Forget cached trial states (tests that move a join date; a licence granted takes effect at once). */
export function forgetTrialState(userId?: number): void {
  if (userId === undefined) trialCache.clear();
  else trialCache.delete(userId);
}

function isAuthenticatedRoute(req: FastifyRequest): boolean {
  const cfg = req.routeOptions?.config as { openapi?: { auth?: boolean } } | undefined;
  return cfg?.openapi?.auth === true;
}

/** Registers the rules that apply to every route (on the root instance). */
export function registerServerRules(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    const user = req.user;
    if (!user || !user.primaryRoles.includes('Trial') || !isAuthenticatedRoute(req)) return;
    const url = req.routeOptions?.url ?? req.url;
    if (TRIAL_ENDED_ALLOWED.some((p) => url.startsWith(p)) && !TRIAL_ENDED_REFUSED.some((p) => url.startsWith(p)))
      return;
    if (await trialEnded(app.db, user.userId)) {
      throw new ApiError(
        403,
        'TRIAL_ENDED',
        'Your 15-day trial has ended: choose a licence to keep using the platform',
      );
    }
  });
}

/**
 * The scope of used-content records a caller may read for `schoolId` (spec §6): 403 outside their network, and for
 * managers outside their own school(s); teachers (and trial users) get only their own records in that school.
 */
export async function usedContentSchoolScope(
  db: Db,
  user: AuthUser,
  schoolId: number,
): Promise<{ userId?: number; schoolIds: number[] }> {
  if (!(await inSchoolNetwork(db, user, schoolId))) throw ApiError.forbidden();
  if (hasRole(user, 'Admin', 'ProviderStaff')) return { schoolIds: [schoolId] };
  if (hasRole(user, 'Manager')) {
    if (!(await managesSchool(db, user, schoolId)))
      throw ApiError.forbidden('Managers see the used content of their own school only');
    return { schoolIds: [schoolId] };
  }
  return { userId: user.userId, schoolIds: [schoolId] };
}

/** A manager's own schools: their current school and the schools they are a member of. */
async function managesSchool(db: Db, user: AuthUser, schoolId: number): Promise<boolean> {
  if (user.schoolId === schoolId) return true;
  const { rows } = await db.query(
    'SELECT 1 FROM user_schools WHERE user_id = $1 AND school_id = $2 AND removed_at IS NULL',
    [user.userId, schoolId],
  );
  return rows.length > 0;
}
