/**
 * Team of a school (spec platform §3 Team user, §4 invitation status, filters and resend, §9 two-week single-use links).
 *
 * A member is a user whose current school it is or who has an active user_schools row for it. An invited colleague is
 * a user created by InviteUser (inactive, no password, the school as current school) with an invitation row holding the
 * sha-256 of a single-use token valid 14 days; AcceptInvitation (registration, next issue) activates the user.
 * Invitation status of a member: the latest invitation of the member for the school — confirmed, or none for an active
 * user → confirmed; none for an inactive user (an unconfirmed sign-up) → pending;
 * pending and not expired → pending; pending but expired, or canceled → canceled (shown as expired).
 */
import type { FastifyInstance } from 'fastify';
import type { AppLocale, IdName, InvitationStatus, PagedList, TeamRole, TeamUserDto } from '@platform/contracts';
import { pagedList } from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { l10nSql } from '../../http/locale';
import { EmailService } from '../email/public';
import { randomToken, sha256 } from '../account/public';
import { canManageSchool, type Actor } from './access';
import { publicBase } from '../../http/links';
import { replaceLinks } from './school-store';
import { INVITATION_DAYS, recordInvitation, upsertMembership, type SchoolInvite } from './move-store';

export { INVITATION_DAYS };

interface MemberRow {
  id: number;
  name: string | null;
  surname: string | null;
  email: string;
  avatar: string | null;
  role: string | null;
  levels: IdName[] | null;
  inv_status: InvitationStatus;
  sent_at: Date | null;
  expires_at: Date | null;
  total: number;
}

const MEMBERS = `
  SELECT u.id, u.name, u.surname, u.email, u.avatar,
         (SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.kind = 'primary' ORDER BY r.id LIMIT 1) AS role,
         inv.sent_at, inv.expires_at,
         CASE WHEN inv.status = 'confirmed' OR (inv.status IS NULL AND u.active) THEN 'confirmed'
              -- never invited and not active (a sign-up still unconfirmed): not a confirmed member (issue 26)
              WHEN inv.status IS NULL THEN 'pending'
              WHEN inv.status = 'pending' AND inv.expires_at > now() THEN 'pending' ELSE 'canceled' END AS inv_status
    FROM users u
    LEFT JOIN user_schools us ON us.user_id = u.id AND us.school_id = $1
    LEFT JOIN LATERAL (SELECT i.status, i.sent_at, i.expires_at FROM invitations i
                        WHERE i.user_id = u.id AND i.school_id = $1 AND i.status <> 'removed' ORDER BY i.created_at DESC, i.id DESC LIMIT 1) inv ON true
   WHERE u.deleted_at IS NULL
     AND ((u.school_id = $1 AND (us.user_id IS NULL OR us.removed_at IS NULL)) OR (us.user_id IS NOT NULL AND us.removed_at IS NULL)
          -- an account of another school invited to move here (issue 31): pending until it accepts or declines
          OR EXISTS (SELECT 1 FROM invitations mi WHERE mi.user_id = u.id AND mi.school_id = $1 AND mi.kind = 'move' AND mi.status = 'pending'))`;

const stateOf = (role: string | null) => (role === 'Admin' ? 1 : role === 'Manager' ? 2 : 3);
const FILTER_STATUS: Record<number, InvitationStatus | null> = { 0: null, 1: 'confirmed', 2: 'canceled', 3: 'pending' };

function toDto(r: MemberRow): TeamUserDto {
  return {
    userId: r.id,
    name: [r.name, r.surname].filter(Boolean).join(' ') || null,
    email: r.email,
    avatar: r.avatar,
    role: r.role ?? 'Teacher',
    state: stateOf(r.role),
    educationalLevels: r.levels ?? [],
    invitationStatus: r.inv_status,
    invitationSent: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    invitationExpiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
  };
}

/** GET /SchoolApi/GetUsersStatusBySchool/{id}: members by role (admins, managers, teachers) then name. */
export async function teamPage(
  db: Db,
  schoolId: number,
  locale: AppLocale,
  filter: number,
  pageNumber: number,
  pageSize: number,
): Promise<PagedList<TeamUserDto>> {
  const { rows } = await db.query<MemberRow>(
    `WITH m AS (${MEMBERS})
     SELECT m.*, count(*) OVER ()::int AS total,
            (SELECT json_agg(json_build_object('id', l.id, 'name', ${l10nSql('l.name', '$5')}) ORDER BY l.position)
               FROM user_educational_levels ul JOIN educational_levels l ON l.id = ul.educational_level_id WHERE ul.user_id = m.id) AS levels
       FROM m WHERE $2::text IS NULL OR m.inv_status = $2
      ORDER BY CASE m.role WHEN 'Admin' THEN 1 WHEN 'Manager' THEN 2 ELSE 3 END, lower(coalesce(m.name, m.email)), m.id
      LIMIT $3 OFFSET $4`,
    [schoolId, FILTER_STATUS[filter] ?? null, pageSize, pageNumber * pageSize, locale],
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && pageNumber > 0) {
    const c = await db.query<{ n: number }>(
      `WITH m AS (${MEMBERS}) SELECT count(*)::int AS n FROM m WHERE $2::text IS NULL OR m.inv_status = $2`,
      [schoolId, FILTER_STATUS[filter] ?? null],
    );
    total = c.rows[0].n;
  }
  return pagedList(rows.map(toDto), total, pageNumber, pageSize);
}

/** The members of the school among `userIds` (404 MEMBER_NOT_FOUND when one is not a member). */
export async function membersOf(db: Db, schoolId: number, userIds: number[]): Promise<Map<number, MemberRow>> {
  const { rows } = await db.query<MemberRow>(
    `WITH m AS (${MEMBERS}) SELECT m.*, 0 AS total, NULL::json AS levels FROM m WHERE m.id = ANY($2::int[])`,
    [schoolId, userIds],
  );
  const map = new Map(rows.map((r) => [r.id, r]));
  const missing = userIds.filter((id) => !map.has(id));
  if (missing.length) throw new ApiError(404, 'MEMBER_NOT_FOUND', `Not a member of this school: ${missing.join(', ')}`);
  return map;
}

/** §4 select all: an admin acts on everyone but themselves and other admins; a manager only on teachers. */
export function assertMayActOn(
  level: 'admin' | 'manager',
  me: Actor,
  members: Iterable<MemberRow>,
  message: string,
): void {
  for (const m of members) {
    if (m.id === me.userId) throw ApiError.forbidden('You cannot do this to yourself', 'NOT_YOURSELF');
    if (m.role === 'Admin' || (level === 'manager' && m.role !== 'Teacher' && m.role !== 'Trial')) {
      throw ApiError.forbidden(message, 'ROLE_NOT_ALLOWED');
    }
  }
}

/**
 * The members of the school that `a` manages they act on: 403 unless `a` manages the school, 404 for one that is not a
 * member, 403 for one `a` may not act on (`message`). `userIds` is read once the school check passed.
 */
export async function membersToActOn(
  db: Db,
  a: Actor,
  schoolId: number,
  userIds: () => number[],
  message: string,
): Promise<Map<number, MemberRow>> {
  const level = await canManageSchool(db, a, schoolId);
  const members = await membersOf(db, schoolId, userIds());
  assertMayActOn(level, a, members.values(), message);
  return members;
}

export function emailService(app: FastifyInstance): EmailService {
  return (app as unknown as { email?: EmailService }).email ?? new EmailService(app.db, app.config.smtpUrl);
}
export const origin = (app: FastifyInstance) => publicBase(app);

/** Creates a new single-use link for (user, school) — earlier pending ones are canceled — and emails it. */
export async function issueInvitation(app: FastifyInstance, tx: Db, input: SchoolInvite): Promise<void> {
  const token = randomToken();
  await recordInvitation(tx, input, sha256(token), 'school');
  const link = `${origin(app)}/register?token=${encodeURIComponent(token)}`;
  await new EmailService(tx, app.config.smtpUrl).send({
    to: input.email,
    kind: 'invitation',
    locale: input.locale,
    data: { inviterName: input.inviter.name, schoolName: input.schoolName, link, expiresInDays: INVITATION_DAYS },
  });
}

/** Sets the primary role (Manager / Teacher) of a member, their state in the school and their levels. */
export async function setRoleAndLevels(
  tx: Db,
  userId: number,
  schoolId: number,
  role: TeamRole,
  levelIds: number[],
): Promise<void> {
  await tx.query(
    `DELETE FROM user_roles WHERE user_id = $1 AND role_id IN (SELECT id FROM roles WHERE kind = 'primary' AND name IN ('Manager', 'Teacher', 'Trial'))`,
    [userId],
  );
  await tx.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2 ON CONFLICT DO NOTHING`,
    [userId, role],
  );
  await upsertMembership(tx, userId, schoolId, role === 'Manager' ? 2 : 3);
  await replaceLinks(tx, 'user_educational_levels', userId, [...new Set(levelIds)]);
  await tx.query(
    `UPDATE invitations SET role_name = $3, educational_level_ids = $4::int[] WHERE user_id = $1 AND school_id = $2 AND status = 'pending'`,
    [userId, schoolId, role, levelIds],
  );
}

/** 400 when a level is not one the school imparts (§5: a member's levels are limited to the school's). */
export async function checkSchoolLevels(db: Db, schoolId: number, levelIds: number[]): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT educational_level_id AS id FROM school_educational_levels WHERE school_id = $1',
    [schoolId],
  );
  const allowed = new Set(rows.map((r) => r.id));
  const bad = levelIds.filter((l) => !allowed.has(l));
  if (bad.length)
    throw ApiError.badRequest('educationalLevelIds: the school does not impart these levels', [
      { path: 'educationalLevelIds', message: `not a level of the school: ${bad.join(', ')}` },
    ]);
}
