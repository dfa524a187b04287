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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptExternalInvitationSchema,
  acceptInvitationSchema,
  confirmTrialEmailSchema,
  externalLoginSchema,
  externalTokenQuerySchema,
  invitedUserInfoQuerySchema,
  registerExternalTrialUserSchema,
  registerTrialUserSchema,
  requestInvitationResendSchema,
  requestToJoinTrialSchoolSchema,
  trialJoinRequestParamSchema,
  sendTrialUsersInvitationSchema,
  userExistsInSchoolQuerySchema,
  userExistsQuerySchema,
  localeQuerySchema,
  EXTERNAL_EMAIL_UNVERIFIED,
  EXTERNAL_NOT_REGISTERED,
  REGISTRATION_MESSAGES,
  TRIAL_CONFIRM_HOURS,
  TRIAL_INVITES_MAX,
  TRIAL_JOIN_PENDING_MAX,
  type AppLocale,
  type ConfirmTrialEmailResult,
  type ExternalNonceDto,
  type ExternalProvidersDto,
  searchTrialSchoolsQuerySchema,
  type TrialSchoolDto,
  type TrialJoinRequestDto,
  type TrialJoinRequestResult,
  type ExternalUserInfoDto,
  type InvitedTrialUsersDto,
  type InvitedUserInfoDto,
  type RegisterTrialUserResult,
  type RequestFreemiumLicenseResult,
  type TokenResponse,
  type UserExistsDto,
  type UserExistsInSchoolDto,
} from '@platform/contracts';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { AppConfig } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { route } from '../../http/route';
import { EmailService } from '../email/service';
import { ipRateLimit } from '../email/ratelimit';
import { hashPassword } from './passwords';
import { randomToken, sha256 } from './tokens';
import { verifyIdToken, type ExternalIdentity, type ExternalProvider } from './external';
import { checkNonce, issueNonce } from './external-nonce';
import * as store from './registration-store';
import { publicBase } from '../../http/links';

const TAGS = ['AccountApi'];
export const INVITATION_DAYS = 14;

export interface RegistrationDeps {
  startSession(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<TokenResponse>;
}

export default async function registrationRoutes(app: FastifyInstance, deps: RegistrationDeps): Promise<void> {
  const cfg = app.config;
  const window = cfg.rateLimit?.windowMs ?? 60_000;
  const mailLimit = ipRateLimit({
    max: cfg.rateLimit?.registrationMax ?? 20,
    windowMs: window,
    name: 'AccountApi registration',
  });
  const existsLimit = ipRateLimit({
    max: cfg.rateLimit?.existsMax ?? 30,
    windowMs: window,
    name: 'AccountApi/UserExists',
  });
  const externalLimit = ipRateLimit({
    max: (cfg.rateLimit?.registrationMax ?? 20) * 2,
    windowMs: window,
    name: 'AccountApi external sign-in',
  });
  const auth = app.authenticate;
  const origin = () => publicBase(app);
  const mailer = (db = app.db) => new EmailService(db, cfg.smtpUrl);
  const loc = (req: FastifyRequest, body?: { locale?: AppLocale }) => (body?.locale ?? req.locale) as AppLocale;

  // ---------------------------------------------------------------- trial sign-up
  app.get(
    '/AccountApi/SearchTrialSchools',
    route(
      {
        preHandler: existsLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            'Trial schools by name (?name=, 3+ characters; at most 10) so a colleague can join one on /trial (limited per client)',
          tags: TAGS,
          query: searchTrialSchoolsQuerySchema,
        },
      },
      async (req, input): Promise<TrialSchoolDto[]> => {
        const { name } = input.query;
        return store.searchTrialSchools(app.db, name);
      },
    ),
  );

  app.get(
    '/AccountApi/UserExists',
    route(
      {
        preHandler: existsLimit,
        config: { rateLimit: false },
        doc: {
          summary: 'Is this email registered? (trial form check, §5; limited per client)',
          tags: TAGS,
          query: userExistsQuerySchema,
        },
      },
      async (req, input): Promise<UserExistsDto> => {
        const { email } = input.query;
        const u = await store.userByEmail(app.db, email);
        return { exists: !!u && !(u.self_trial && !u.email_confirmed && !u.confirm_pending) };
      },
    ),
  );

  /**
   * Asks the main user of an existing trial school to let `email` in (issue 26, ADR 0048): a pending request and an
   * email to them; no account, no membership. They invite the requester (an ordinary trial invitation) or decline.
   * The same address asking again while its request is pending changes nothing and sends nothing.
   */
  async function requestJoin(
    schoolId: number,
    r: { email: string; fullName: string; locale: AppLocale },
  ): Promise<TrialJoinRequestResult> {
    const school = await store.trialSchool(app.db, schoolId);
    if (!school)
      throw ApiError.badRequest('school.id: not a trial school', [
        { path: 'school.id', message: 'not a trial school' },
      ]);
    const existing = await store.userByEmail(app.db, r.email);
    if (existing && !(existing.self_trial && !existing.email_confirmed && !existing.confirm_pending))
      throw new ApiError(409, 'EMAIL_TAKEN', REGISTRATION_MESSAGES.emailTaken);
    const main = await store.mainTrialOf(app.db, schoolId);
    if (!main) throw ApiError.conflict(REGISTRATION_MESSAGES.noMainTrial, 'NO_MAIN_TRIAL');
    await app.db.transaction(async (tx) => {
      if ((await store.pendingJoinRequests(tx, schoolId, r.email)) >= TRIAL_JOIN_PENDING_MAX)
        throw ApiError.conflict(REGISTRATION_MESSAGES.joinRequestsMax, 'JOIN_REQUESTS_LIMIT');
      if (!(await store.insertJoinRequest(tx, { schoolId, ...r }))) return;
      await mailer(tx).send({
        to: main.email,
        kind: 'trialJoinRequest',
        locale: main.mailing,
        data: {
          requesterName: r.fullName,
          requesterEmail: r.email,
          schoolName: main.schoolName,
          link: `${origin()}/profile/invitations`,
        },
      });
    });
    return { joinRequested: true, email: r.email, schoolName: school.name };
  }

  app.post(
    '/AccountApi/RequestToJoinTrialSchool',
    route(
      {
        preHandler: mailLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            'Asks the main user of an existing trial school to invite me (202): no account until they invite; they see it on /profile/invitations and by email. 409 EMAIL_TAKEN / NO_MAIN_TRIAL / JOIN_REQUESTS_LIMIT',
          tags: TAGS,
          body: requestToJoinTrialSchoolSchema,
          responses: { 202: 'Accepted: the request waits for the main trial user' },
        },
      },
      async (req, input, reply): Promise<TrialJoinRequestResult> => {
        const b = input.body;
        const result = await requestJoin(b.schoolId, { email: b.email, fullName: b.fullName, locale: loc(req, b) });
        reply.code(202);
        return result;
      },
    ),
  );

  /** Creates the trial school, the Trial user and what the email confirmation needs (an existing school: requestJoin). */
  async function createTrialAccount(
    req: FastifyRequest,
    b: z.output<typeof registerTrialUserSchema> | z.output<typeof registerExternalTrialUserSchema>,
    account: {
      email: string;
      passwordHash: string | null;
      external?: ExternalIdentity;
      /** run first inside the creating transaction (the external nonce is used only if the account is created) */
      inTx?: (tx: Db) => Promise<void>;
    },
  ) {
    const locale = loc(req, b);
    await store.checkPosition(app.db, b.positionId);
    await store.checkCountry(app.db, b.phoneCountry, 'phoneCountry');
    const existing = await store.userByEmail(app.db, account.email);
    if (existing) {
      // an unconfirmed self sign-up whose link expired may start again; anything else is taken
      if (existing.self_trial && !existing.email_confirmed && !existing.confirm_pending)
        await store.dropStaleTrialSignUp(app.db, existing.id);
      else throw new ApiError(409, 'EMAIL_TAKEN', REGISTRATION_MESSAGES.emailTaken);
    }
    if ('name' in b.school) {
      await store.checkCountry(app.db, b.school.countryISO2, 'school.countryISO2');
      await store.checkLevels(app.db, b.school.impartedLevels);
    } else if (!(await store.trialSchool(app.db, b.school.id))) {
      throw ApiError.badRequest('school.id: not a trial school', [
        { path: 'school.id', message: 'not a trial school' },
      ]);
    }
    const school = b.school;
    const confirmed = !!account.external; // a verified external identity needs no email confirmation
    return app.db.transaction(async (tx) => {
      await account.inTx?.(tx);
      const schoolTrial = 'name' in school;
      const schoolId = 'name' in school ? await store.createTrialSchool(tx, school, account.email) : school.id;
      const levelIds = store.limitToSchool(b.educationalLevelIds, await store.schoolLevelIds(tx, schoolId));
      const userId = await store.insertTrialUser(tx, {
        email: account.email,
        passwordHash: account.passwordHash,
        fullName: b.fullName,
        phone: b.cellPhoneNumber,
        phoneCountry: b.phoneCountry,
        positionId: b.positionId,
        schoolId,
        mainTrial: schoolTrial,
        levelIds,
        locale,
        active: confirmed,
        external: account.external
          ? { provider: account.external.provider, subject: account.external.subject }
          : undefined,
      });
      await store.recordTrialRequest(tx, userId, schoolId, schoolTrial, {
        fullName: b.fullName,
        positionId: b.positionId,
        school,
        external: account.external?.provider ?? null,
      });
      if (confirmed) {
        await tx.query('UPDATE trial_requests SET confirmed_at = now() WHERE user_id = $1', [userId]);
      } else {
        const token = randomToken();
        await store.storeConfirmToken(tx, userId, token, TRIAL_CONFIRM_HOURS);
        const link = `${origin()}/activate?userId=${userId}&token=${encodeURIComponent(token)}`;
        await mailer(tx).send({
          to: account.email,
          kind: 'trialConfirmation',
          locale,
          data: { name: b.fullName, link },
        });
      }
      return userId;
    });
  }

  app.post(
    '/AccountApi/RegisterTrialUser',
    route(
      {
        preHandler: mailLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            'Trial sign-up (§3 Trial user, §5): creates the trial school (or joins a trial school) and an inactive Trial user, emails the confirmation link (48 h). 409 EMAIL_TAKEN',
          tags: TAGS,
          body: registerTrialUserSchema,
        },
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
    ),
  );

  app.post(
    '/AccountApi/ConfirmTrialEmail',
    route(
      {
        preHandler: mailLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            'Confirms a trial sign-up from the emailed link: the account becomes active, the 15 days start and the user is signed in (access token; the refresh cookie is set). 400 INVALID_TOKEN, 409 TOKEN_USED, 410 TOKEN_EXPIRED',
          tags: TAGS,
          body: confirmTrialEmailSchema,
        },
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
    ),
  );

  // ---------------------------------------------------------------- invitation registration
  app.get(
    '/AccountApi/GetInvitedUserInfo',
    route(
      {
        preHandler: mailLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            'What an invitation link is for (§3 New invited user): expired → { expired, userId, schoolId }; unknown, used or replaced → 404 INVALID_TOKEN',
          tags: TAGS,
          query: invitedUserInfoQuerySchema,
        },
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
    ),
  );

  async function acceptInvitation(
    req: FastifyRequest,
    reply: FastifyReply,
    b: z.output<typeof acceptInvitationSchema> | z.output<typeof acceptExternalInvitationSchema>,
    account: { passwordHash: string | null; external?: ExternalIdentity; inTx?: (tx: Db) => Promise<void> },
  ) {
    await store.checkPosition(app.db, b.positionId);
    await store.checkCountry(app.db, b.phoneCountry, 'phoneCountry');
    const userId = await app.db.transaction(async (tx) => {
      await account.inTx?.(tx);
      const inv = await store.invitationByToken(tx, b.token, true);
      const state = store.tokenState(inv);
      if (state === 'invalid') throw ApiError.notFound(REGISTRATION_MESSAGES.invalidToken, 'INVALID_TOKEN');
      if (state === 'expired') throw new ApiError(410, 'TOKEN_EXPIRED', REGISTRATION_MESSAGES.expiredToken);
      if (account.external && account.external.email !== inv!.email)
        throw ApiError.forbidden(REGISTRATION_MESSAGES.externalMismatch, 'EXTERNAL_MISMATCH');
      const levelIds = store.limitToSchool(b.educationalLevelIds, await store.schoolLevelIds(tx, inv!.school_id));
      await store.completeInvitedUser(tx, inv!, {
        passwordHash: account.passwordHash,
        fullName: b.fullName,
        phone: b.cellPhoneNumber,
        phoneCountry: b.phoneCountry,
        positionId: b.positionId,
        levelIds,
        external: account.external
          ? { provider: account.external.provider, subject: account.external.subject }
          : undefined,
      });
      return inv!.user_id;
    });
    return deps.startSession(req, reply, userId);
  }

  app.post(
    '/AccountApi/AcceptInvitation',
    route(
      {
        preHandler: mailLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            "Registers an invited user from the link (single use): profile, password, levels limited to the school's (none: all); signs in. 404 INVALID_TOKEN, 410 TOKEN_EXPIRED",
          tags: TAGS,
          body: acceptInvitationSchema,
        },
      },
      async (req, input, reply) => {
        const b = input.body;
        return acceptInvitation(req, reply, b, { passwordHash: await hashPassword(b.password) });
      },
    ),
  );

  app.post(
    '/AccountApi/RequestInvitationResend',
    route(
      {
        preHandler: mailLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            "The expired-token page asks for a new link with the expired link's own token ({ token }): emailed to the invited address only. 404 INVALID_TOKEN for an unknown, used or replaced link, 409 TOKEN_VALID for a link still valid (nothing changes), 409 ALREADY_REGISTERED",
          tags: TAGS,
          body: requestInvitationResendSchema,
        },
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
    ),
  );

  async function sendInvitation(
    tx: typeof app.db,
    i: {
      userId: number;
      email: string;
      schoolId: number;
      schoolName: string;
      invitedBy: number | null;
      inviterName?: string;
      role: string;
      levelIds: number[];
      kind: 'school' | 'trial';
      locale: AppLocale;
    },
  ) {
    const token = randomToken();
    await store.insertInvitation(tx, { ...i, days: INVITATION_DAYS, tokenHash: sha256(token) });
    const link = `${origin()}/register?token=${encodeURIComponent(token)}`;
    if (i.kind === 'trial')
      await mailer(tx).send({
        to: i.email,
        kind: 'trialInvitation',
        locale: i.locale,
        data: { inviterName: i.inviterName, schoolName: i.schoolName, link },
      });
    else
      await mailer(tx).send({
        to: i.email,
        kind: 'invitation',
        locale: i.locale,
        data: { inviterName: i.inviterName, schoolName: i.schoolName, link, expiresInDays: INVITATION_DAYS },
      });
  }

  // ---------------------------------------------------------------- trial invitations
  const mainTrial = async (req: FastifyRequest) => {
    const a = await store.trialActor(app.db, req.user!.userId);
    if (!a.mainTrial)
      throw ApiError.forbidden('Only the user who started the trial may invite colleagues', 'NOT_MAIN_TRIAL');
    return a;
  };

  app.get(
    '/AccountApi/GetInvitedTrialUsers',
    route(
      {
        preHandler: auth,
        doc: {
          summary: 'Colleagues invited to my trial school: confirmed (registered) and pending, max 4 (main trial user)',
          tags: TAGS,
          auth: true,
          query: localeQuerySchema,
        },
      },
      async (req, input): Promise<InvitedTrialUsersDto> => {
        void input.query; // validated, not read
        const a = await mainTrial(req);
        return store.invitedTrialUsers(app.db, a.schoolId);
      },
    ),
  );

  app.get(
    '/AccountApi/UserExistsInSchool',
    route(
      {
        preHandler: auth,
        doc: {
          summary: 'Trial invitation check (§5): is this email taken, and by someone of my school? (main trial user)',
          tags: TAGS,
          auth: true,
          query: userExistsInSchoolQuerySchema,
        },
      },
      async (req, input): Promise<UserExistsInSchoolDto> => {
        const { email } = input.query;
        const a = await mainTrial(req);
        const [u] = await store.takenEmails(app.db, [email]);
        return { exists: !!u, inSchool: !!u && u.school_id === a.schoolId };
      },
    ),
  );

  app.post(
    '/AccountApi/SendTrialUsersInvitation',
    route(
      {
        preHandler: auth,
        doc: {
          summary:
            'Invites up to 4 colleagues to my trial school (main trial user): single-use links valid 14 days; a pending colleague gets a new link. 409 EMAIL_TAKEN / INVITES_LIMIT, nothing sent',
          tags: TAGS,
          auth: true,
          body: sendTrialUsersInvitationSchema,
        },
      },
      async (req, input, reply): Promise<InvitedTrialUsersDto> => {
        const b = input.body;
        const a = await mainTrial(req);
        const result = await inviteColleagues(a, b.emails, loc(req, b));
        reply.code(201);
        return result;
      },
    ),
  );

  /**
   * Trial invitations to `emails` (§5, §9: registered addresses 409, at most 4 colleagues, a pending one gets a new
   * link); `also` runs in the same transaction (a join request marked invited).
   */
  async function inviteColleagues(
    a: store.TrialActor,
    emails: string[],
    locale: AppLocale,
    also?: (tx: typeof app.db) => Promise<void>,
  ): Promise<InvitedTrialUsersDto> {
    const pending = await store.pendingTrialInvitees(app.db, a.schoolId, emails);
    const taken = (await store.takenEmails(app.db, emails)).filter((u) => !pending.has(u.email));
    if (taken.length) {
      throw new ApiError(
        409,
        'EMAIL_TAKEN',
        taken.some((u) => u.school_id === a.schoolId)
          ? REGISTRATION_MESSAGES.alreadyInvited
          : REGISTRATION_MESSAGES.emailTaken,
        taken.map((u) => ({ path: 'emails', message: u.email })),
      );
    }
    const current = await store.invitedTrialUsers(app.db, a.schoolId);
    // a slot for each address not already holding one: new ones, and expired invitations sent again
    const counted = new Set([...current.confirmed, ...current.pending]);
    const fresh = emails.filter((e) => !counted.has(e));
    if (current.count + fresh.length > TRIAL_INVITES_MAX)
      throw ApiError.conflict(REGISTRATION_MESSAGES.invitesMax, 'INVITES_LIMIT');
    await app.db.transaction(async (tx) => {
      for (const email of emails) {
        const userId =
          pending.get(email) ?? (await store.insertInvitedTrialUser(tx, email, a.schoolId, a.levelIds, locale));
        await sendInvitation(tx, {
          userId,
          email,
          schoolId: a.schoolId,
          schoolName: a.schoolName,
          invitedBy: a.userId,
          inviterName: a.name,
          role: 'Trial',
          levelIds: a.levelIds,
          kind: 'trial',
          locale,
        });
      }
      if (also) await also(tx);
    });
    return store.invitedTrialUsers(app.db, a.schoolId);
  }

  // ---------------------------------------------------------------- requests to join my trial school (ADR 0048)
  app.get(
    '/AccountApi/TrialJoinRequests',
    route(
      {
        preHandler: auth,
        doc: {
          summary: 'Requests to join my trial school waiting for an answer, newest first (main trial user)',
          tags: TAGS,
          auth: true,
          query: localeQuerySchema,
        },
      },
      async (req, input): Promise<TrialJoinRequestDto[]> => {
        void input.query; // validated, not read
        const a = await mainTrial(req);
        return (await store.joinRequests(app.db, a.schoolId)).map((r) => ({
          id: r.id,
          fullName: r.full_name,
          email: r.email,
          createdAt: new Date(r.created_at).toISOString(),
        }));
      },
    ),
  );

  app.post(
    '/AccountApi/TrialJoinRequests/:id/Invite',
    route(
      {
        preHandler: auth,
        doc: {
          summary:
            'Lets a requester in: sends them a trial invitation (the same rules as SendTrialUsersInvitation) and closes the request (main trial user). 404 JOIN_REQUEST_NOT_FOUND',
          tags: TAGS,
          auth: true,
          params: trialJoinRequestParamSchema,
          body: z.object({ locale: z.string().optional() }),
        },
      },
      async (req, input, reply): Promise<InvitedTrialUsersDto> => {
        const { id } = input.params;
        const a = await mainTrial(req);
        const r = await store.pendingJoinRequest(app.db, a.schoolId, id);
        // an unconfirmed sign-up of the address whose link expired does not block it (as on /trial)
        const existing = await store.userByEmail(app.db, r.email);
        if (existing && existing.self_trial && !existing.email_confirmed && !existing.confirm_pending)
          await store.dropStaleTrialSignUp(app.db, existing.id);
        const result = await inviteColleagues(a, [r.email], r.locale, async (tx) => {
          await store.pendingJoinRequest(tx, a.schoolId, id);
          await store.decideJoinRequest(tx, id, 'invited', a.userId);
        });
        reply.code(201);
        return result;
      },
    ),
  );

  app.post(
    '/AccountApi/TrialJoinRequests/:id/Decline',
    route(
      {
        preHandler: auth,
        doc: {
          summary:
            'Declines a request to join my trial school; the requester is told by email (main trial user). 404 JOIN_REQUEST_NOT_FOUND',
          tags: TAGS,
          auth: true,
          params: trialJoinRequestParamSchema,
          body: z.object({ locale: z.string().optional() }),
        },
      },
      async (req, input) => {
        const { id } = input.params;
        const a = await mainTrial(req);
        await app.db.transaction(async (tx) => {
          const r = await store.pendingJoinRequest(tx, a.schoolId, id);
          await store.decideJoinRequest(tx, id, 'declined', a.userId);
          await mailer(tx).send({
            to: r.email,
            kind: 'trialJoinDeclined',
            locale: r.locale,
            data: { schoolName: a.schoolName },
          });
        });
        return { success: true };
      },
    ),
  );

  // ---------------------------------------------------------------- freemium
  app.post(
    '/AccountApi/RequestFreemiumLicense',
    route(
      {
        preHandler: auth,
        doc: {
          summary:
            'A trial school takes the freemium licence (§4): every Trial account of the school gets it and becomes a Teacher, so the 15-day limit ends (the main trial user only: 403 NOT_TRIAL / NOT_MAIN_TRIAL)',
          tags: TAGS,
          auth: true,
          body: z.object({ locale: z.string().optional() }),
        },
      },
      async (req, input): Promise<RequestFreemiumLicenseResult> => {
        const a = await store.trialActor(app.db, req.user!.userId);
        // it converts every trial account of the school: only the person who started the trial decides (issue 26)
        if (!a.mainTrial) throw ApiError.forbidden(REGISTRATION_MESSAGES.notMainTrialFreemium, 'NOT_MAIN_TRIAL');
        const ids = await store.grantFreemium(app.db, a.schoolId);
        return { licensed: ids.length, userIds: ids };
      },
    ),
  );

  // ---------------------------------------------------------------- external sign-in (ADR 0024)
  app.get(
    '/AccountApi/ExternalProviders',
    route(
      {
        doc: {
          summary: 'Which external sign-in providers are configured (client ids the browser needs); none → no buttons',
          tags: TAGS,
          query: localeQuerySchema,
        },
      },
      async (_req, input): Promise<ExternalProvidersDto> => externalProviders(cfg),
    ),
  );

  /**
   * The nonce the next authorization request carries, bound to this browser (httpOnly cookie) and single use
   * (external-nonce.ts, ADR 0049): the ID token that comes back is accepted only with it.
   */
  app.post(
    '/AccountApi/ExternalNonce',
    route(
      {
        preHandler: externalLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            'A nonce for an external sign-in (valid 30 min, single use, bound to this browser by the httpOnly pl_oidc cookie)',
          tags: TAGS,
          noInput: true,
        },
      },
      async (req, input, reply): Promise<ExternalNonceDto> => ({ nonce: await issueNonce(app.db, req, reply) }),
    ),
  );

  /**
   * External*Login's token: from a JSON body only. A cross-site page can send a form (urlencoded, multipart,
   * text/plain) or put it in the URL without a CORS preflight, and so sign a victim's browser into the attacker's
   * account (login CSRF); application/json needs a preflight, which only the platform's origins pass.
   */
  function externalLoginBody(req: FastifyRequest) {
    const query = (req.query ?? {}) as Record<string, unknown>;
    if ('token' in query)
      throw ApiError.badRequest('The token is accepted only in a JSON body { "token": "…" }, not in the query string', [
        { path: 'token', message: 'not accepted in the query string' },
      ]);
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (type !== 'application/json')
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the token as application/json: { "token": "…" }');
    return parse(externalLoginSchema, req.body);
  }

  const unverifiedEmail = (provider: ExternalProvider) =>
    ApiError.forbidden(
      `Your ${provider === 'microsoft' ? 'Microsoft' : 'Google'} account does not confirm that you own this email address. Sign in with your email and password instead`,
      EXTERNAL_EMAIL_UNVERIFIED,
    );

  const PROVIDERS: Array<[ExternalProvider, string]> = [
    ['google', 'Google'],
    ['microsoft', 'Microsoft'],
  ];
  for (const [provider, Name] of PROVIDERS) {
    app.post(
      `/AccountApi/External${Name}Login`,
      route(
        {
          preHandler: externalLimit,
          config: { rateLimit: false },
          doc: {
            summary: `Signs in with a ${Name} ID token (JSON body { token } only; verified: JWKS signature, issuer, audience, expiry, a nonce this server issued to this browser, single use). The account linked to the identity, else the account with the token's email when the provider verified it (then linked). 404 ${EXTERNAL_NOT_REGISTERED}, 403 ${EXTERNAL_EMAIL_UNVERIFIED}, 401 INVALID_NONCE`,
            tags: TAGS,
            body: externalLoginSchema,
          },
        },
        async (req, input, reply) => {
          const { token } = externalLoginBody(req);
          const id = await verifyIdToken(app, provider, token);
          await checkNonce(app.db, req, id.nonce, { consume: false });
          const linked = await store.userByIdentity(app.db, provider, id.subject);
          let userId: number;
          if (linked) userId = linked.id;
          else {
            // never link (or answer for) an account by an email the provider does not vouch for (nOAuth)
            if (!id.emailVerified) throw unverifiedEmail(provider);
            const byEmail = await store.activeUserIdByEmail(app.db, id.email);
            // "not registered" leaves the nonce unused: /trial signs up with the same token
            if (!byEmail) throw ApiError.notFound(REGISTRATION_MESSAGES.notRegistered, EXTERNAL_NOT_REGISTERED);
            userId = byEmail.id;
          }
          await checkNonce(app.db, req, id.nonce, { consume: true });
          if (!linked) await store.linkExternal(app.db, userId, provider, id.subject);
          return deps.startSession(req, reply, userId);
        },
      ),
    );
    app.get(
      `/AccountApi/External${Name}Info`,
      route(
        {
          preHandler: externalLimit,
          config: { rateLimit: false },
          doc: {
            summary: `What a verified ${Name} ID token says (?token=): email and name to prefill the trial form`,
            tags: TAGS,
            query: externalTokenQuerySchema,
          },
        },
        async (req, input): Promise<ExternalUserInfoDto> => {
          const { token } = input.query;
          const id = await verifyIdToken(app, provider, token);
          const u = await store.userByExternal(app.db, provider, id.subject, id.email);
          return { provider, email: id.email, fullName: id.fullName, registered: !!u };
        },
      ),
    );
  }

  app.post(
    '/AccountApi/RegisterExternalTrialUser',
    route(
      {
        preHandler: externalLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            "Trial sign-up with a verified Google / Microsoft ID token (the email is the token's, already confirmed; the provider must verify it: 403 EXTERNAL_EMAIL_UNVERIFIED) and the nonce this server issued to this browser (single use): creates the account and signs in. 409 EMAIL_TAKEN",
          tags: TAGS,
          body: registerExternalTrialUserSchema,
        },
      },
      async (req, input, reply) => {
        const b = input.body;
        const id = await verifyIdToken(app, b.provider, b.idToken);
        // the account is created already confirmed with the token's email: only when the provider verified it
        if (!id.emailVerified) throw unverifiedEmail(b.provider);
        await checkNonce(app.db, req, id.nonce, { consume: false });
        if ('id' in b.school) {
          reply.code(202); // no session: the main trial user of that school is asked first (ADR 0048)
          return requestJoin(b.school.id, { email: id.email, fullName: b.fullName, locale: loc(req, b) });
        }
        const userId = await createTrialAccount(req, b, {
          email: id.email,
          passwordHash: null,
          external: id,
          inTx: (tx) => checkNonce(tx, req, id.nonce, { consume: true }),
        });
        reply.code(201);
        return deps.startSession(req, reply, userId);
      },
    ),
  );

  app.post(
    '/AccountApi/AcceptExternalInvitation',
    route(
      {
        preHandler: externalLimit,
        config: { rateLimit: false },
        doc: {
          summary:
            'Registers an invited user with a verified Google / Microsoft ID token whose email is the invited one (403 EXTERNAL_MISMATCH); signs in',
          tags: TAGS,
          body: acceptExternalInvitationSchema,
        },
      },
      async (req, input, reply) => {
        const b = input.body;
        const id = await verifyIdToken(app, b.provider, b.idToken);
        // the emailed link proves the address; the token must still be one this browser asked for, used once
        await checkNonce(app.db, req, id.nonce, { consume: false });
        return acceptInvitation(req, reply, b, {
          passwordHash: null,
          external: id,
          inTx: (tx) => checkNonce(tx, req, id.nonce, { consume: true }),
        });
      },
    ),
  );
}

/**
 * The external sign-in providers configured (client ids the browser needs; null when off): GET
 * /AccountApi/ExternalProviders, and written by the server into the pre-rendered /login (render/public-pages.ts) so
 * the login page does not load the API client to ask (issue 12).
 */
export function externalProviders(cfg: Pick<AppConfig, 'external'>): ExternalProvidersDto {
  return {
    google: cfg.external?.google?.clientId
      ? {
          clientId: cfg.external.google.clientId,
          authorizationEndpoint:
            cfg.external.google.authorizationEndpoint ?? 'https://accounts.google.com/o/oauth2/v2/auth',
        }
      : null,
    microsoft: cfg.external?.microsoft?.clientId
      ? {
          clientId: cfg.external.microsoft.clientId,
          authority: cfg.external.microsoft.authority,
          authorizationEndpoint:
            cfg.external.microsoft.authorizationEndpoint ?? `${cfg.external.microsoft.authority}/oauth2/v2.0/authorize`,
        }
      : null,
  };
}
