/**
 * AccountApi InviteUser and ResendInvitation (spec platform §7, §9 two-week single-use links; issue 31 move invitations).
 * Split out of index.ts (behaviour unchanged); who may do what: see index.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  inviteUserSchema,
  resendInvitationSchema,
  TEAM_MESSAGES,
  type AppLocale,
  type InviteUserResult,
  type ResendInvitationResult,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { router } from '../../http/route';
import { canManageSchool } from './access';
import { assertMayActOn, checkSchoolLevels, issueInvitation, membersOf, setRoleAndLevels, teamPage } from './team';
import { issueMoveInvitation } from './school-move';
import type { SchoolInvite } from './move-store';
import { notifyUpdated } from '../notifications/service';
import { ACCOUNT, type Ctx } from './routes-context';

export function registerInvitationRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, me, loc } = ctx;
  const api = router(app, { tags: ACCOUNT, auth: true });
  // ---------------------------------------------------------------- invitations
  api.post(
    '/AccountApi/InviteUser',
    {
      summary:
        'Invites colleagues to a school as Manager or Teacher with at least one level: a single-use link valid two weeks, emailed. An active account of another school gets a move invitation instead (email + bell; accepted with ChangeSchool). 409 ALREADY_INVITED (a member) / EMAIL_TAKEN (an account not active yet), nothing sent',
      body: inviteUserSchema,
    },
    async (req, input, reply): Promise<InviteUserResult> => {
      const a = await me(req);
      const b = input.body;
      await canManageSchool(db(), a, b.schoolId);
      await checkSchoolLevels(db(), b.schoolId, b.educationalLevelIds);
      const emails = [...new Set(b.emails)];
      const existing = await db().query<{
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
        [emails, b.schoolId],
      );
      // an active account of another school is invited to move (ChangeSchool); a member, or an account that is not
      // active yet (its own invitation or sign-up pending), still answers 409 with nothing sent
      const refused = existing.rows.filter((u) => u.in_school || !u.active);
      if (refused.length) {
        const inSchool = refused.some((u) => u.in_school);
        throw new ApiError(
          409,
          inSchool ? 'ALREADY_INVITED' : 'EMAIL_TAKEN',
          inSchool ? TEAM_MESSAGES.alreadyInvited : TEAM_MESSAGES.emailTaken,
          refused.map((u) => ({ path: 'emails', message: u.email })),
        );
      }
      const movers = new Map(existing.rows.map((u) => [u.email, u.id]));
      const school = (await db().query<{ name: string }>('SELECT name FROM schools WHERE id = $1', [b.schoolId]))
        .rows[0];
      const locale = b.locale ?? loc(req);
      const ids: number[] = [];
      await db().transaction(async (tx) => {
        for (const email of emails) {
          const mover = movers.get(email);
          const invite = (userId: number): SchoolInvite => ({
            userId,
            email,
            schoolId: b.schoolId,
            schoolName: school.name,
            inviter: a,
            role: b.role,
            levelIds: b.educationalLevelIds,
            locale,
          });
          if (mover !== undefined) {
            ids.push(mover);
            await issueMoveInvitation(app, tx, invite(mover));
            continue;
          }
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO users (email, school_id, active, email_confirmed, mailing_language, navigation_language) VALUES ($1, $2, false, false, $3, $3) RETURNING id`,
            [email, b.schoolId, locale],
          );
          const userId = rows[0].id;
          ids.push(userId);
          await setRoleAndLevels(tx, userId, b.schoolId, b.role, b.educationalLevelIds);
          await issueInvitation(app, tx, invite(userId));
        }
      });
      if (movers.size) await notifyUpdated(app, [...movers.values()]);
      const page = await teamPage(db(), b.schoolId, loc(req), 3, 0, 30);
      reply.code(201);
      return { invited: page.data.filter((m) => ids.includes(m.userId)) };
    },
  );

  api.post(
    '/AccountApi/ResendInvitation',
    {
      summary:
        'Sends a new link (earlier ones canceled) to pending or expired members of ?schoolId; confirmed members are skipped',
      query: z.object({ schoolId: z.coerce.number().int().positive(), locale: z.string().optional() }),
      body: resendInvitationSchema,
    },
    async (req, input): Promise<ResendInvitationResult> => {
      const a = await me(req);
      const b = parse(resendInvitationSchema, { ...(req.body as object | undefined), ...(req.query as object) });
      const level = await canManageSchool(db(), a, b.schoolId);
      const members = await membersOf(db(), b.schoolId, b.userIds);
      assertMayActOn(level, a, members.values(), TEAM_MESSAGES.invite);
      const school = (await db().query<{ name: string }>('SELECT name FROM schools WHERE id = $1', [b.schoolId]))
        .rows[0];
      const sent: number[] = [];
      const skipped: number[] = [];
      await db().transaction(async (tx) => {
        for (const m of members.values()) {
          if (m.inv_status === 'confirmed') {
            skipped.push(m.id);
            continue;
          }
          const inv = (
            await tx.query<{ role_name: string; educational_level_ids: number[]; kind: string }>(
              `SELECT role_name, educational_level_ids, kind FROM invitations WHERE user_id = $1 AND school_id = $2 AND status <> 'removed' ORDER BY created_at DESC, id DESC LIMIT 1`,
              [m.id, b.schoolId],
            )
          ).rows[0];
          const lang = (
            await tx.query<{ l: AppLocale }>('SELECT mailing_language AS l FROM users WHERE id = $1', [m.id])
          ).rows[0].l;
          await (inv?.kind === 'move' ? issueMoveInvitation : issueInvitation)(app, tx, {
            userId: m.id,
            email: m.email,
            schoolId: b.schoolId,
            schoolName: school.name,
            inviter: a,
            role: inv?.role_name ?? 'Teacher',
            levelIds: inv?.educational_level_ids ?? [],
            locale: b.locale ?? lang,
          });
          sent.push(m.id);
        }
      });
      return { sent, skipped };
    },
  );
}
