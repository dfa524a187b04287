/** A trial's team: the users it invited, invitations, requests to join the trial school (ADR 0048) and the move to freemium (ADR 0019). */
import type { FastifyInstance } from 'fastify';
import {
  trialJoinRequestParamSchema,
  sendTrialUsersInvitationSchema,
  userExistsInSchoolQuerySchema,
  localeQuerySchema,
  REGISTRATION_MESSAGES,
  type TrialJoinRequestDto,
  type InvitedTrialUsersDto,
  type RequestFreemiumLicenseResult,
  type UserExistsInSchoolDto,
} from '@platform/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { router } from '../../http/route';
import * as store from './registration-store';
import * as team from './trial-team-store';
import { TAGS, type RegistrationCtx } from './registration-context';

export function registerTrialTeamRoutes(app: FastifyInstance, ctx: RegistrationCtx): void {
  const { mailer, loc, mainTrial, inviteColleagues } = ctx;
  const api = router(app, { tags: TAGS, auth: true });

  api.get(
    '/AccountApi/GetInvitedTrialUsers',
    {
      summary: 'Colleagues invited to my trial school: confirmed (registered) and pending, max 4 (main trial user)',
      query: localeQuerySchema,
    },
    async (req, input): Promise<InvitedTrialUsersDto> => {
      void input.query; // validated, not read
      const a = await mainTrial(req);
      return team.invitedTrialUsers(app.db, a.schoolId);
    },
  );

  api.get(
    '/AccountApi/UserExistsInSchool',
    {
      summary: 'Trial invitation check (§5): is this email taken, and by someone of my school? (main trial user)',
      query: userExistsInSchoolQuerySchema,
    },
    async (req, input): Promise<UserExistsInSchoolDto> => {
      const { email } = input.query;
      const a = await mainTrial(req);
      const [u] = await team.takenEmails(app.db, [email]);
      return { exists: !!u, inSchool: !!u && u.school_id === a.schoolId };
    },
  );

  api.post(
    '/AccountApi/SendTrialUsersInvitation',
    {
      summary:
        'Invites up to 4 colleagues to my trial school (main trial user): single-use links valid 14 days; a pending colleague gets a new link. 409 EMAIL_TAKEN / INVITES_LIMIT, nothing sent',
      body: sendTrialUsersInvitationSchema,
    },
    async (req, input, reply): Promise<InvitedTrialUsersDto> => {
      const b = input.body;
      const a = await mainTrial(req);
      const result = await inviteColleagues(a, b.emails, loc(req, b));
      reply.code(201);
      return result;
    },
  );

  // ---------------------------------------------------------------- requests to join my trial school (ADR 0048)
  api.get(
    '/AccountApi/TrialJoinRequests',
    {
      summary: 'Requests to join my trial school waiting for an answer, newest first (main trial user)',
      query: localeQuerySchema,
    },
    async (req, input): Promise<TrialJoinRequestDto[]> => {
      void input.query; // validated, not read
      const a = await mainTrial(req);
      return (await team.joinRequests(app.db, a.schoolId)).map((r) => ({
        id: r.id,
        fullName: r.full_name,
        email: r.email,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  );

  api.post(
    '/AccountApi/TrialJoinRequests/:id/Invite',
    {
      summary:
        'Lets a requester in: sends them a trial invitation (the same rules as SendTrialUsersInvitation) and closes the request (main trial user). 404 JOIN_REQUEST_NOT_FOUND',
      params: trialJoinRequestParamSchema,
      body: z.object({ locale: z.string().optional() }),
    },
    async (req, input, reply): Promise<InvitedTrialUsersDto> => {
      const { id } = input.params;
      const a = await mainTrial(req);
      const r = await team.pendingJoinRequest(app.db, a.schoolId, id);
      // an unconfirmed sign-up of the address whose link expired does not block it (as on /trial)
      const existing = await store.userByEmail(app.db, r.email);
      if (existing && existing.self_trial && !existing.email_confirmed && !existing.confirm_pending)
        await store.dropStaleTrialSignUp(app.db, existing.id);
      const result = await inviteColleagues(a, [r.email], r.locale, async (tx) => {
        await team.pendingJoinRequest(tx, a.schoolId, id);
        await team.decideJoinRequest(tx, id, 'invited', a.userId);
      });
      reply.code(201);
      return result;
    },
  );

  api.post(
    '/AccountApi/TrialJoinRequests/:id/Decline',
    {
      summary:
        'Declines a request to join my trial school; the requester is told by email (main trial user). 404 JOIN_REQUEST_NOT_FOUND',
      params: trialJoinRequestParamSchema,
      body: z.object({ locale: z.string().optional() }),
    },
    async (req, input) => {
      const { id } = input.params;
      const a = await mainTrial(req);
      await app.db.transaction(async (tx) => {
        const r = await team.pendingJoinRequest(tx, a.schoolId, id);
        await team.decideJoinRequest(tx, id, 'declined', a.userId);
        await mailer(tx).send({
          to: r.email,
          kind: 'trialJoinDeclined',
          locale: r.locale,
          data: { schoolName: a.schoolName },
        });
      });
      return { success: true };
    },
  );

  // ---------------------------------------------------------------- freemium
  api.post(
    '/AccountApi/RequestFreemiumLicense',
    {
      summary:
        'A trial school takes the freemium licence (§4): every Trial account of the school gets it and becomes a Teacher, so the 15-day limit ends (the main trial user only: 403 NOT_TRIAL / NOT_MAIN_TRIAL)',
      body: z.object({ locale: z.string().optional() }),
    },
    async (req, input): Promise<RequestFreemiumLicenseResult> => {
      const a = await team.trialActor(app.db, req.user!.userId);
      // it converts every trial account of the school: only the person who started the trial decides (issue 26)
      if (!a.mainTrial) throw ApiError.forbidden(REGISTRATION_MESSAGES.notMainTrialFreemium, 'NOT_MAIN_TRIAL');
      const ids = await team.grantFreemium(app.db, a.schoolId);
      return { licensed: ids.length, userIds: ids };
    },
  );
}
