/**
 * AccountApi Edit, ConfirmEmailChange, ProfileExtras, AuthorProfile (spec platform §7).
 * Split out of index.ts (behaviour unchanged); who may do what: see index.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  authorProfileSchema,
  confirmEmailChangeSchema,
  editProfileSchema,
  localeQuerySchema,
  TEAM_MESSAGES,
  EMAIL_CHANGE_HOURS,
  REGISTRATION_MESSAGES,
  type ConfirmEmailChangeResult,
  type AppLocale,
  type AuthorProfileDto,
  type ProfileExtrasDto,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { router } from '../../http/route';
import { buildUserProfile, verifyPassword, randomToken, sha256 } from '../account/public';
import { EmailService, ipRateLimit } from '../email/public';
import { checkFile, checkIds, checkPictureAndLevels, isAdmin, isManager, type Actor } from './access';
import { origin } from './team';
import * as store from './profile-store';
import { ACCOUNT, has, type Ctx } from './routes-context';

export function registerProfileRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, me, loc } = ctx;
  const window = app.config.rateLimit?.windowMs ?? 60_000;
  const confirmLimit = ipRateLimit({
    max: app.config.rateLimit?.registrationMax ?? 20,
    windowMs: window,
    name: 'AccountApi/ConfirmEmailChange',
  });
  /** Current-password checks of email changes per user (a stolen access token must not guess the password). */
  const PASSWORD_TRIES = 5;
  const PASSWORD_WINDOW_MS = 15 * 60_000;

  /**
   * An email change (issue 26, ADR 0048): the current password is required (an account without one sets it first
   * through the reset link); users.email stays as it is until the new address confirms the link mailed to it (48 h,
   * single use, a new request cancels the earlier); the old address is told. Throws before anything changes.
   */
  async function checkEmailChange(a: Actor, newEmail: string, currentPassword: string | undefined): Promise<void> {
    const passwordHash = await store.passwordHashOf(db(), a.userId);
    if (!passwordHash)
      throw new ApiError(403, 'NO_PASSWORD', TEAM_MESSAGES.noPassword, [
        { path: 'currentPassword', message: TEAM_MESSAGES.noPassword },
      ]);
    if (!currentPassword)
      throw ApiError.badRequest(TEAM_MESSAGES.currentPasswordRequired, [
        { path: 'currentPassword', message: TEAM_MESSAGES.currentPasswordRequired },
      ]);
    const hit = await app.limiter.hit(`AccountApi/Edit password|${a.userId}`, PASSWORD_WINDOW_MS);
    if (hit.count > PASSWORD_TRIES) throw new ApiError(429, 'RATE_LIMITED', 'Too many password attempts, retry later');
    if (!(await verifyPassword(passwordHash, currentPassword)))
      throw new ApiError(403, 'WRONG_PASSWORD', TEAM_MESSAGES.wrongPassword, [
        { path: 'currentPassword', message: TEAM_MESSAGES.wrongPassword },
      ]);
    if (await store.emailTaken(db(), newEmail, a.userId))
      throw new ApiError(409, 'EMAIL_TAKEN', TEAM_MESSAGES.emailTaken, [
        { path: 'email', message: TEAM_MESSAGES.emailTaken },
      ]);
  }
  async function startEmailChange(tx: Db, a: Actor, newEmail: string): Promise<void> {
    const row = await store.mailingOf(tx, a.userId);
    const locale = row.mailing_language;
    const name = row.name ?? undefined;
    const token = randomToken();
    await store.replaceEmailChangeToken(tx, a.userId, newEmail, sha256(token));
    // written in the same transaction as the token: both or neither
    const mail = new EmailService(tx, app.config.smtpUrl);
    await mail.send({
      to: newEmail,
      kind: 'emailChangeConfirm',
      locale,
      data: {
        name,
        link: `${origin(app)}/confirm-email?token=${encodeURIComponent(token)}`,
        expiresInHours: EMAIL_CHANGE_HOURS,
      },
    });
    await mail.send({ to: a.email, kind: 'emailChangeNotice', locale, data: { name, newEmail, stage: 'requested' } });
  }
  const api = router(app, { tags: ACCOUNT, auth: true });
  // ---------------------------------------------------------------- profile
  api.put(
    '/AccountApi/Edit',
    {
      summary:
        'Edits my profile (§3 fields; bio < 400; phone digits only; levels, subjects, position ids; photo uploaded to Users/{me}/ first); answers UserProfile. A new email needs currentPassword (400 / 403 WRONG_PASSWORD / 403 NO_PASSWORD) and takes effect when the link mailed to it is confirmed (ADR 0048). 409 EMAIL_TAKEN',
      body: editProfileSchema,
    },
    async (req, input) => {
      const a = await me(req);
      const b = input.body;
      await checkPictureAndLevels(
        db(),
        { field: 'avatar', location: b.avatar },
        'Users',
        a.userId,
        b.educationalLevelIds,
      );
      await checkIds(db(), 'subjects', b.subjectIds, 'subjectIds');
      await checkIds(db(), 'positions', b.positionId ? [b.positionId] : undefined, 'positionId');
      if (b.phoneCountry) {
        if (!(await store.countryExists(db(), b.phoneCountry)))
          throw ApiError.badRequest('phoneCountry: unknown country', [
            { path: 'phoneCountry', message: 'unknown country' },
          ]);
      }
      const newEmail = b.email && b.email !== a.email ? b.email : null;
      if (newEmail) await checkEmailChange(a, newEmail, b.currentPassword);
      await db().transaction(async (tx) => {
        // the email is not written here: it changes when the new address confirms (ConfirmEmailChange)
        if (newEmail) await startEmailChange(tx, a, newEmail);
        await store.updateProfile(tx, a.userId, b);
      });
      return buildUserProfile(db(), a.userId, loc(req));
    },
  );

  api.post(
    '/AccountApi/ConfirmEmailChange',
    {
      auth: false,
      preHandler: confirmLimit,
      config: { rateLimit: false },
      summary:
        'Confirms an email change from the link mailed to the new address (48 h, single use): the account email becomes the new one and the old address is told. 400 INVALID_TOKEN, 409 TOKEN_USED / EMAIL_TAKEN, 410 TOKEN_EXPIRED',
      body: confirmEmailChangeSchema,
    },
    async (req, input): Promise<ConfirmEmailChangeResult> => {
      const b = input.body;
      return db().transaction(async (tx) => {
        const t = await store.lockEmailChangeToken(tx, sha256(b.token));
        // a replaced link is as good as unknown: only the latest request counts
        if (!t || t.canceled) throw ApiError.badRequest(REGISTRATION_MESSAGES.invalidToken, undefined, 'INVALID_TOKEN');
        if (t.used) throw new ApiError(409, 'TOKEN_USED', REGISTRATION_MESSAGES.invalidToken);
        if (t.expired) throw new ApiError(410, 'TOKEN_EXPIRED', REGISTRATION_MESSAGES.expiredToken);
        const u = await store.lockActiveUser(tx, t.user_id);
        if (!u) throw ApiError.badRequest(REGISTRATION_MESSAGES.invalidToken, undefined, 'INVALID_TOKEN');
        if (await store.emailTaken(tx, t.new_email, t.user_id))
          throw new ApiError(409, 'EMAIL_TAKEN', TEAM_MESSAGES.emailTaken);
        await store.applyEmailChange(tx, t);
        await new EmailService(tx, app.config.smtpUrl).send({
          to: u.email,
          kind: 'emailChangeNotice',
          locale: u.mailing_language,
          data: { name: u.name ?? undefined, newEmail: t.new_email, stage: 'done' },
        });
        return { status: 'success' as const, email: t.new_email };
      });
    },
  );

  api.get(
    '/AccountApi/ProfileExtras',
    {
      summary: 'What UserProfile does not carry: the phone country and the §5 fields still missing for my role',
      query: localeQuerySchema,
    },
    async (req, input): Promise<ProfileExtrasDto> => {
      void input.query; // validated, not read
      const a = await me(req);
      const u = await store.profileExtrasRow(db(), a.userId);
      const missing: ProfileExtrasDto['missing'] = [];
      if (!a.roles.includes('ProviderStaff')) {
        if (!has(u.bio)) missing.push('bio');
        if (!has(u.cell_phone_number)) missing.push('cellPhoneNumber');
        const teacherLike = !isAdmin(a) && !isManager(a);
        if (teacherLike && u.levels === 0) missing.push('educationalLevels');
        if (teacherLike && !a.roles.includes('Trial') && u.subjects === 0 && !has(u.subjects_label))
          missing.push('subjectsLabel');
      }
      return {
        phoneCountry: u.phone_country_iso2?.trim() ?? null,
        missing,
        isAuthor: u.author,
        pendingEmail: u.pending_email,
        hasPassword: u.has_password,
      };
    },
  );

  const authorOf = async (a: Actor, locale: AppLocale): Promise<AuthorProfileDto> => {
    const r = await store.authorRow(db(), a.userId, locale);
    return r
      ? {
          authorId: r.id,
          name: r.name,
          description: r.description,
          bio: r.bio,
          picture: r.picture,
          website: r.website,
          facebook: r.facebook,
          instagram: r.instagram,
          twitter: r.twitter,
        }
      : {
          authorId: null,
          name: a.name,
          description: null,
          bio: null,
          picture: null,
          website: null,
          facebook: null,
          instagram: null,
          twitter: null,
        };
  };
  const requireAuthor = async (a: Actor) => {
    if (!(await store.isAuthorUser(db(), a.userId)))
      throw ApiError.forbidden('Only authors have an author profile', 'NOT_AUTHOR');
  };
  api.get(
    '/AccountApi/AuthorProfile',
    {
      summary: 'My author card (authors only): description and bio in ?locale, picture, website and social links',
      query: localeQuerySchema,
    },
    async (req, input) => {
      void input.query; // validated, not read
      const a = await me(req);
      await requireAuthor(a);
      return authorOf(a, loc(req));
    },
  );
  api.put(
    '/AccountApi/AuthorProfile',
    {
      summary:
        'Edits my author card (authors only; description and bio in the request locale; URLs http(s); picture uploaded to Users/{me}/ first)',
      body: authorProfileSchema,
    },
    async (req, input) => {
      const a = await me(req);
      await requireAuthor(a);
      const b = input.body;
      checkFile(b.picture, 'Users', a.userId, 'picture');
      const locale = b.locale ?? loc(req);
      await db().transaction((tx) => store.saveAuthor(tx, a, locale, b));
      return authorOf(a, locale);
    },
  );
}
