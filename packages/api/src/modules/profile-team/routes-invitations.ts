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
  type InviteUserResult,
  type ResendInvitationResult,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { router } from '../../http/route';
import { canManageSchool } from './access';
import { checkSchoolLevels, issueInvitation, membersToActOn, setRoleAndLevels, teamPage } from './team';
import { issueMoveInvitation } from './school-move';
import { mailingLanguageOf, schoolOf, type SchoolInvite } from './move-store';
import { inviteeAccounts, insertInvitedUser, lastInvitation } from './invitation-store';
import { notifyUpdated } from '../notifications/public';
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
      const existing = await inviteeAccounts(db(), emails, b.schoolId);
      // an active account of another school is invited to move (ChangeSchool); a member, or an account that is not
      // active yet (its own invitation or sign-up pending), still answers 409 with nothing sent
      const refused = existing.filter((u) => u.in_school || !u.active);
      if (refused.length) {
        const inSchool = refused.some((u) => u.in_school);
        throw new ApiError(
          409,
          inSchool ? 'ALREADY_INVITED' : 'EMAIL_TAKEN',
          inSchool ? TEAM_MESSAGES.alreadyInvited : TEAM_MESSAGES.emailTaken,
          refused.map((u) => ({ path: 'emails', message: u.email })),
        );
      }
      const movers = new Map(existing.map((u) => [u.email, u.id]));
      const school = await schoolOf(db(), b.schoolId);
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
          const userId = await insertInvitedUser(tx, email, b.schoolId, locale);
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
      const members = await membersToActOn(db(), a, b.schoolId, () => b.userIds, TEAM_MESSAGES.invite);
      const school = await schoolOf(db(), b.schoolId);
      const sent: number[] = [];
      const skipped: number[] = [];
      await db().transaction(async (tx) => {
        for (const m of members.values()) {
          if (m.inv_status === 'confirmed') {
            skipped.push(m.id);
            continue;
          }
          const inv = await lastInvitation(tx, m.id, b.schoolId);
          const lang = await mailingLanguageOf(tx, m.id);
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
