/** What the registration routes share: rate limits, the mailer, the locale, and the flows several routes run (join requests, trial accounts, invitations). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptExternalInvitationSchema,
  acceptInvitationSchema,
  registerExternalTrialUserSchema,
  registerTrialUserSchema,
  REGISTRATION_MESSAGES,
  TRIAL_CONFIRM_HOURS,
  TRIAL_INVITES_MAX,
  TRIAL_JOIN_PENDING_MAX,
  type AppLocale,
  type TrialJoinRequestResult,
  type InvitedTrialUsersDto,
  type TokenResponse,
} from '@platform/contracts';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { EmailService, ipRateLimit } from '../email/public';
import { randomToken, sha256 } from './tokens';
import { type ExternalIdentity } from './external';
import * as store from './registration-store';
import * as team from './trial-team-store';
import { publicBase } from '../../http/links';
export const TAGS = ['AccountApi'];
export const INVITATION_DAYS = 14;

export interface RegistrationDeps {
  startSession(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<TokenResponse>;
}

export type RegistrationCtx = ReturnType<typeof registrationContext>;

export function registrationContext(app: FastifyInstance, deps: RegistrationDeps) {
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
  const origin = () => publicBase(app);
  const mailer = (db = app.db) => new EmailService(db, cfg.smtpUrl);
  const loc = (req: FastifyRequest, body?: { locale?: AppLocale }) => (body?.locale ?? req.locale) as AppLocale;

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
    const main = await team.mainTrialOf(app.db, schoolId);
    if (!main) throw ApiError.conflict(REGISTRATION_MESSAGES.noMainTrial, 'NO_MAIN_TRIAL');
    await app.db.transaction(async (tx) => {
      if ((await team.pendingJoinRequests(tx, schoolId, r.email)) >= TRIAL_JOIN_PENDING_MAX)
        throw ApiError.conflict(REGISTRATION_MESSAGES.joinRequestsMax, 'JOIN_REQUESTS_LIMIT');
      if (!(await team.insertJoinRequest(tx, { schoolId, ...r }))) return;
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
    const a = await team.trialActor(app.db, req.user!.userId);
    if (!a.mainTrial)
      throw ApiError.forbidden('Only the user who started the trial may invite colleagues', 'NOT_MAIN_TRIAL');
    return a;
  };

  /**
   * Trial invitations to `emails` (§5, §9: registered addresses 409, at most 4 colleagues, a pending one gets a new
   * link); `also` runs in the same transaction (a join request marked invited).
   */
  async function inviteColleagues(
    a: team.TrialActor,
    emails: string[],
    locale: AppLocale,
    also?: (tx: typeof app.db) => Promise<void>,
  ): Promise<InvitedTrialUsersDto> {
    const pending = await team.pendingTrialInvitees(app.db, a.schoolId, emails);
    const taken = (await team.takenEmails(app.db, emails)).filter((u) => !pending.has(u.email));
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
    const current = await team.invitedTrialUsers(app.db, a.schoolId);
    // a slot for each address not already holding one: new ones, and expired invitations sent again
    const counted = new Set([...current.confirmed, ...current.pending]);
    const fresh = emails.filter((e) => !counted.has(e));
    if (current.count + fresh.length > TRIAL_INVITES_MAX)
      throw ApiError.conflict(REGISTRATION_MESSAGES.invitesMax, 'INVITES_LIMIT');
    await app.db.transaction(async (tx) => {
      for (const email of emails) {
        const userId =
          pending.get(email) ?? (await team.insertInvitedTrialUser(tx, email, a.schoolId, a.levelIds, locale));
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
    return team.invitedTrialUsers(app.db, a.schoolId);
  }
  return {
    deps,
    cfg,
    window,
    mailLimit,
    existsLimit,
    externalLimit,
    origin,
    mailer,
    loc,
    requestJoin,
    createTrialAccount,
    acceptInvitation,
    sendInvitation,
    mainTrial,
    inviteColleagues,
  };
}
