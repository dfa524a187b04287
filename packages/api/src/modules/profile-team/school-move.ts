/**
 * Moving between schools (issue 31 item 7; spec platform §7 AccountApi ChangeSchool, RequestTrialInformation,
 * CustomizedFields). Design (see the API README, "Moving between schools"):
 *
 * - InviteUser for the email of an existing, active account of ANOTHER school no longer answers 409 EMAIL_TAKEN: it
 *   records an invitation of kind 'move' (no token is usable: the account already has a password), emails the person a
 *   link to /profile/school and puts a targeted notification in their bell. The manager sees them as pending in the team.
 * - The invited person lists it (GET SchoolInvitations) and accepts it with POST ChangeSchool {schoolId} or declines it
 *   (POST DeclineSchoolInvitation). Accepting adds the membership (role and levels of the invitation) and makes the
 *   school current; the old membership stays, so they may switch back with ChangeSchool (or the old school's manager
 *   removes them). Folders, sharing groups and statistics belong to the user (user_id), so they move with them; records
 *   of used content stay with the school they were made in.
 * - The primary role follows the current school: Manager where the membership state is 2, Teacher where it is 3
 *   (Admin and Trial accounts keep theirs).
 *
 * | call | who |
 * |---|---|
 * | ChangeSchool | a member of the school (admin: any school of the group) or the holder of a pending invitation to it |
 * | SchoolInvitations, DeclineSchoolInvitation | the invited account (its own invitations only) |
 * | RequestTrialInformation | Trial and Admin primary roles (the ones who see "change licence", §6); others 403 |
 * | CustomizedFields | any signed-in user: the fields of their school group and the global ones |
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeSchoolSchema,
  declineSchoolInvitationSchema,
  localeQuerySchema,
  requestTrialInformationSchema,
  type AppLocale,
  type ChangeSchoolResult,
  type CustomizedFieldDto,
  type SchoolInvitationDto,
  type TeamRole,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { router } from '../../http/route';
import { randomToken, sha256 } from '../account/public';
import { EmailService, SUPPORT_ADDRESS } from '../email/public';
import { actorOf, isAdmin } from './access';
import { origin, setRoleAndLevels } from './team';
import * as store from './move-store';
import { INVITATION_DAYS, type SchoolInvite } from './move-store';

const ACCOUNT = ['AccountApi'];

const MOVE_TEXTS: Record<AppLocale, (inviter: string, school: string) => { title: string; brief: string }> = {
  es: (i, s) => ({
    title: `Invitación para unirte a ${s}`,
    brief: `${i} te invita a unirte a ${s}. Acéptala o recházala en Mi centro.`,
  }),
  en: (i, s) => ({
    title: `Invitation to join ${s}`,
    brief: `${i} invites you to join ${s}. Accept or decline it in My school.`,
  }),
  ca: (i, s) => ({
    title: `Invitació per unir-te a ${s}`,
    brief: `${i} et convida a unir-te a ${s}. Accepta-la o rebutja-la a El meu centre.`,
  }),
};

/**
 * Invites an existing account of another school to move (called by InviteUser inside its transaction): an invitation
 * of kind 'move' (earlier pending ones for the same school canceled), the email and the bell notification.
 */
export async function issueMoveInvitation(app: FastifyInstance, tx: Db, input: SchoolInvite): Promise<void> {
  // the token is never mailed: the account accepts signed in (ChangeSchool); the column needs a unique value
  await store.recordInvitation(tx, input, sha256(randomToken()), 'move');
  const lang = await store.mailingLanguageOf(tx, input.userId);
  await new EmailService(tx, app.config.smtpUrl).send({
    to: input.email,
    kind: 'invitation',
    locale: lang,
    data: {
      inviterName: input.inviter.name,
      schoolName: input.schoolName,
      link: `${origin(app)}/profile/school`,
      expiresInDays: INVITATION_DAYS,
    },
  });
  await store.notifyUser(
    tx,
    input.userId,
    (['es', 'en', 'ca'] as const).map((l) => ({ locale: l, ...MOVE_TEXTS[l](input.inviter.name, input.schoolName) })),
  );
}

export function registerSchoolMove(app: FastifyInstance): void {
  const db = () => app.db;
  const me = (req: FastifyRequest) => actorOf(db(), req.user);
  const loc = (req: FastifyRequest) => req.locale as AppLocale;
  const api = router(app, { tags: ACCOUNT, auth: true });

  api.get(
    '/AccountApi/SchoolInvitations',
    {
      summary: 'Pending invitations of my account to other schools (accept with ChangeSchool, or decline)',
      query: localeQuerySchema,
    },
    async (req, input): Promise<SchoolInvitationDto[]> => {
      void input.query; // validated, not read
      const a = await me(req);
      return (await store.pendingMoves(db(), a.userId)).map((r) => ({
        id: r.id,
        schoolId: r.school_id,
        schoolName: r.school_name,
        role: (r.role_name === 'Manager' ? 'Manager' : 'Teacher') as TeamRole,
        inviterName: r.inviter_name,
        expiresAt: new Date(r.expires_at).toISOString(),
      }));
    },
  );

  api.post(
    '/AccountApi/ChangeSchool',
    {
      summary:
        'Makes { schoolId } my current school: one I belong to (admins: any of the group), or one whose pending invitation I accept (I join with its role and levels). My folders, groups and statistics stay mine. 403 NOT_A_MEMBER, 404 school',
      body: changeSchoolSchema,
    },
    async (req, input): Promise<ChangeSchoolResult> => {
      const a = await me(req);
      const b = input.body;
      const school = await store.schoolOf(db(), b.schoolId);
      if (!school) throw ApiError.notFound('School not found');
      const membership = await store.membershipOf(db(), a.userId, b.schoolId);
      const invitation = (await store.pendingMoves(db(), a.userId, b.schoolId))[0];
      const adminOfGroup = isAdmin(a) && a.groupId !== null && school.group_id === a.groupId;
      if (!membership && !invitation && !adminOfGroup && a.schoolId !== b.schoolId)
        throw ApiError.forbidden('You do not belong to this school and have no invitation to it', 'NOT_A_MEMBER');
      await db().transaction(async (tx) => {
        // the school I leave keeps me as a member (I can switch back)
        if (a.schoolId !== null && a.schoolId !== b.schoolId)
          await store.keepMembership(tx, a.userId, a.schoolId, a.roles.includes('Manager') ? 2 : 3);
        if (invitation) {
          const role: TeamRole = invitation.role_name === 'Manager' ? 'Manager' : 'Teacher';
          if (isAdmin(a) || a.roles.includes('Trial'))
            await store.upsertMembership(tx, a.userId, b.schoolId, role === 'Manager' ? 2 : 3);
          else await setRoleAndLevels(tx, a.userId, b.schoolId, role, invitation.educational_level_ids);
          await store.confirmInvitation(tx, invitation.id);
        } else if (membership && !isAdmin(a) && !a.roles.includes('Trial')) {
          // the primary role follows the current school
          const role = membership.state === 2 ? 'Manager' : 'Teacher';
          await store.setSchoolRole(tx, a.userId, role);
        }
        await store.setCurrentSchool(tx, a.userId, b.schoolId);
      });
      return { schoolId: school.id, schoolName: school.name, acceptedInvitationId: invitation?.id ?? null };
    },
  );

  api.post(
    '/AccountApi/DeclineSchoolInvitation',
    {
      summary:
        'Declines a pending invitation of my account to another school (the manager sees it as canceled). 404 INVITATION_NOT_FOUND',
      body: declineSchoolInvitationSchema,
    },
    async (req, input) => {
      const a = await me(req);
      const b = input.body;
      if (!(await store.declineMove(db(), b.invitationId, a.userId)))
        throw new ApiError(404, 'INVITATION_NOT_FOUND', 'No pending invitation with this id for you');
      return { declined: b.invitationId };
    },
  );

  api.post(
    '/AccountApi/RequestTrialInformation',
    {
      summary:
        'A trial user (or an admin) asks the sales team about plans: recorded and mailed to support; the requester gets a confirmation. 403 for other roles',
      body: requestTrialInformationSchema,
    },
    async (req, input, reply) => {
      const a = await me(req);
      if (!a.roles.includes('Trial') && !isAdmin(a))
        throw ApiError.forbidden('Only trial users and administrators ask for plan information', 'NOT_TRIAL');
      const b = input.body;
      const locale = b.locale ?? loc(req);
      const school = a.schoolId ? await store.schoolNameOf(db(), a.schoolId) : undefined;
      await db().transaction(async (tx) => {
        await store.recordTrialContact(tx, {
          name: a.name,
          email: a.email,
          message: b.message ?? null,
          locale,
          userId: a.userId,
          data: { topic: b.topic, phone: b.phone ?? null, schoolId: a.schoolId, schoolName: school ?? null },
        });
        const text = `Trial information request\nTopic: ${b.topic}\nFrom: ${a.name} <${a.email}> (user ${a.userId})\nSchool: ${school ?? '-'}\nPhone: ${b.phone ?? '-'}\nLanguage: ${locale}\n\n${b.message ?? ''}`;
        const esc = (s: string) =>
          s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
        const mail = new EmailService(tx, app.config.smtpUrl);
        await mail.sendRaw({
          to: SUPPORT_ADDRESS,
          subject: `[Trial information] ${b.topic} — ${a.email}`.slice(0, 200),
          html: `<pre>${esc(text)}</pre>`,
          text,
          kind: 'requestTrialInformation',
          locale,
        });
        await mail.send({ to: a.email, kind: 'contactConfirmation', locale, data: {} });
      });
      reply.code(202);
      return { ok: true };
    },
  );

  api.get(
    '/AccountApi/CustomizedFields',
    {
      summary:
        'The custom Krea fields (customKreaFieldOptions, krea.md) of my school group and the global ones, each with its options, in my language',
      query: localeQuerySchema,
    },
    async (req, input): Promise<CustomizedFieldDto[]> => {
      void input.query; // validated, not read
      const a = await me(req);
      const rows = await store.customizedFields(db(), a.groupId, loc(req));
      return rows.map((r) => ({ id: r.id, key: r.key, name: r.name, options: r.options ?? [] }));
    },
  );
}
