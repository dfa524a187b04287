/**
 * Registration routes (spec platform §3 New invited user / Trial user, §4, §5, §7 AccountApi, §8, §9; ADRs 0018, 0019,
 * 0024). SQL in registration-store.ts. Who may call what:
 *
 * | call | who | limits |
 * |---|---|---|
 * | UserExists, RegisterTrialUser, ConfirmTrialEmail, GetInvitedUserInfo, AcceptInvitation, RequestInvitationResend | anyone | per client IP |
 * | ExternalProviders, ExternalNonce, External{Google,Microsoft}{Login,Info}, RegisterExternalTrialUser, AcceptExternalInvitation | anyone with a verified ID token (sign-ins: with the nonce this server issued to this browser, ADR 0049) | per client IP |
 * | RequestToJoinTrialSchool | anyone (asks the main trial user; creates no account) | per client IP; 10 pending per school |
 * | GetInvitedTrialUsers, SendTrialUsersInvitation, UserExistsInSchool, TrialJoinRequests (list, Invite, Decline) | a Trial user with the main trial | |
 * | RequestFreemiumLicense | a Trial user with the main trial (ADR 0048) | |
 */
import type { FastifyInstance } from 'fastify';
import {
  acceptInvitationSchema,
  confirmTrialEmailSchema,
  invitedUserInfoQuerySchema,
  registerTrialUserSchema,
  requestInvitationResendSchema,
  requestToJoinTrialSchoolSchema,
  userExistsQuerySchema,
  REGISTRATION_MESSAGES,
  type ConfirmTrialEmailResult,
  searchTrialSchoolsQuerySchema,
  type TrialSchoolDto,
  type TrialJoinRequestResult,
  type InvitedUserInfoDto,
  type RegisterTrialUserResult,
  type UserExistsDto,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { router } from '../../http/route';
import { hashPassword } from './passwords';
import * as store from './registration-store';
import { TAGS, registrationContext, type RegistrationDeps } from './registration-context';
import { registerTrialTeamRoutes } from './registration-team';
import { registerExternalRoutes } from './registration-external';

export default async function registrationRoutes(app: FastifyInstance, deps: RegistrationDeps): Promise<void> {
  const ctx = registrationContext(app, deps);
  const { mailLimit, existsLimit, loc, requestJoin, createTrialAccount, acceptInvitation, sendInvitation } = ctx;
  registerTrialTeamRoutes(app, ctx);
  registerExternalRoutes(app, ctx);
  const api = router(app, { tags: TAGS, preHandler: mailLimit });

  // ---------------------------------------------------------------- trial sign-up
  api.get(
    '/AccountApi/SearchTrialSchools',
    {
      preHandler: existsLimit,
      config: { rateLimit: false },
      summary:
        'Trial schools by name (?name=, 3+ characters; at most 10) so a colleague can join one on /trial (limited per client)',
      query: searchTrialSchoolsQuerySchema,
    },
    async (req, input): Promise<TrialSchoolDto[]> => {
      const { name } = input.query;
      return store.searchTrialSchools(app.db, name);
    },
  );

  api.get(
    '/AccountApi/UserExists',
    {
      preHandler: existsLimit,
      config: { rateLimit: false },
      summary: 'Is this email registered? (trial form check, §5; limited per client)',
      query: userExistsQuerySchema,
    },
    async (req, input): Promise<UserExistsDto> => {
      const { email } = input.query;
      const u = await store.userByEmail(app.db, email);
      return { exists: !!u && !(u.self_trial && !u.email_confirmed && !u.confirm_pending) };
    },
  );

  api.post(
    '/AccountApi/RequestToJoinTrialSchool',
    {
      config: { rateLimit: false },
      summary:
        'Asks the main user of an existing trial school to invite me (202): no account until they invite; they see it on /profile/invitations and by email. 409 EMAIL_TAKEN / NO_MAIN_TRIAL / JOIN_REQUESTS_LIMIT',
      body: requestToJoinTrialSchoolSchema,
      responses: { 202: 'Accepted: the request waits for the main trial user' },
    },
    async (req, input, reply): Promise<TrialJoinRequestResult> => {
      const b = input.body;
      const result = await requestJoin(b.schoolId, { email: b.email, fullName: b.fullName, locale: loc(req, b) });
      reply.code(202);
      return result;
    },
  );

  api.post(
    '/AccountApi/RegisterTrialUser',
    {
      config: { rateLimit: false },
      summary:
        'Trial sign-up (§3 Trial user, §5): creates the trial school (or joins a trial school) and an inactive Trial user, emails the confirmation link (48 h). 409 EMAIL_TAKEN',
      body: registerTrialUserSchema,
    },
    async (req, input, reply): Promise<RegisterTrialUserResult | TrialJoinRequestResult> => {
      const b = input.body;
      // an existing trial school is never joined directly: its main user is asked (issue 26, ADR 0048)
      if ('id' in b.school) {
        reply.code(202);
        return requestJoin(b.school.id, { email: b.email, fullName: b.fullName, locale: loc(req, b) });
      }
      const userId = await createTrialAccount(req, b, {
        email: b.email,
        passwordHash: await hashPassword(b.password),
      });
      reply.code(201);
      return { userId, email: b.email };
    },
  );

  api.post(
    '/AccountApi/ConfirmTrialEmail',
    {
      config: { rateLimit: false },
      summary:
        'Confirms a trial sign-up from the emailed link: the account becomes active, the 15 days start and the user is signed in (access token; the refresh cookie is set). 400 INVALID_TOKEN, 409 TOKEN_USED, 410 TOKEN_EXPIRED',
      body: confirmTrialEmailSchema,
    },
    async (req, input, reply): Promise<ConfirmTrialEmailResult> => {
      const b = parse(confirmTrialEmailSchema, { ...(req.query as object), ...(req.body as object | undefined) });
      const status = await store.confirmEmail(app.db, b.userId, b.token);
      if (status === 'invalid')
        throw ApiError.badRequest(REGISTRATION_MESSAGES.invalidToken, undefined, 'INVALID_TOKEN');
      if (status === 'used') throw new ApiError(409, 'TOKEN_USED', REGISTRATION_MESSAGES.invalidToken);
      if (status === 'expired') throw new ApiError(410, 'TOKEN_EXPIRED', REGISTRATION_MESSAGES.expiredToken);
      // the single-use link proved the address: the new user goes straight in, as an accepted invitation does
      return { status: 'success', ...(await deps.startSession(req, reply, b.userId)) };
    },
  );

  // ---------------------------------------------------------------- invitation registration
  api.get(
    '/AccountApi/GetInvitedUserInfo',
    {
      config: { rateLimit: false },
      summary:
        'What an invitation link is for (§3 New invited user): expired → { expired, userId, schoolId }; unknown, used or replaced → 404 INVALID_TOKEN',
      query: invitedUserInfoQuerySchema,
    },
    async (req, input): Promise<InvitedUserInfoDto> => {
      const { token } = input.query;
      const inv = await store.invitationByToken(app.db, token);
      const state = store.tokenState(inv);
      if (state === 'invalid') throw ApiError.notFound(REGISTRATION_MESSAGES.invalidToken, 'INVALID_TOKEN');
      if (state === 'expired') return { expired: true, userId: inv!.user_id, schoolId: inv!.school_id };
      const schoolLevels = await store.schoolLevelIds(app.db, inv!.school_id);
      return {
        expired: false,
        userId: inv!.user_id,
        schoolId: inv!.school_id,
        email: inv!.email,
        schoolName: inv!.school_name,
        kind: inv!.kind,
        role: inv!.role_name,
        educationalLevels: await store.levelsByIds(app.db, inv!.educational_level_ids, req.locale),
        schoolEducationalLevels: await store.levelsByIds(app.db, schoolLevels, req.locale),
      };
    },
  );

  api.post(
    '/AccountApi/AcceptInvitation',
    {
      config: { rateLimit: false },
      summary:
        "Registers an invited user from the link (single use): profile, password, levels limited to the school's (none: all); signs in. 404 INVALID_TOKEN, 410 TOKEN_EXPIRED",
      body: acceptInvitationSchema,
    },
    async (req, input, reply) => {
      const b = input.body;
      return acceptInvitation(req, reply, b, { passwordHash: await hashPassword(b.password) });
    },
  );

  api.post(
    '/AccountApi/RequestInvitationResend',
    {
      config: { rateLimit: false },
      summary:
        "The expired-token page asks for a new link with the expired link's own token ({ token }): emailed to the invited address only. 404 INVALID_TOKEN for an unknown, used or replaced link, 409 TOKEN_VALID for a link still valid (nothing changes), 409 ALREADY_REGISTERED",
      body: requestInvitationResendSchema,
    },
    async (req, input) => {
      // only the expired link itself asks for its replacement: ids (anyone can guess them) would let anyone cancel a
      // colleague's live link (issue 26)
      const q = input.body;
      const inv = await store.invitationByToken(app.db, q.token);
      if (inv && (inv.user_active || inv.status === 'confirmed'))
        throw ApiError.conflict('The invitation was already accepted', 'ALREADY_REGISTERED');
      const state = store.tokenState(inv);
      if (state === 'invalid') throw ApiError.notFound(REGISTRATION_MESSAGES.invalidToken, 'INVALID_TOKEN');
      if (state === 'valid')
        throw ApiError.conflict('The invitation link is still valid: use it to register', 'TOKEN_VALID');
      const live = inv!;
      const inviter = await store.userName(app.db, live.invited_by);
      const invitee = await store.userName(app.db, live.user_id);
      await app.db.transaction(async (tx) => {
        await sendInvitation(tx, {
          userId: live.user_id,
          email: live.email,
          schoolId: live.school_id,
          schoolName: live.school_name,
          invitedBy: live.invited_by,
          inviterName: inviter?.name,
          role: live.role_name,
          levelIds: live.educational_level_ids,
          kind: live.kind,
          locale: q.locale ?? invitee?.mailing ?? 'es',
        });
      });
      return { success: true };
    },
  );
}
