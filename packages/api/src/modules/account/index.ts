import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ipRateLimit } from '../email/ratelimit';
import { z } from 'zod';
import {
  getSubdomainQuerySchema,
  languageConfigurationQuerySchema,
  navigationTutorialSchema,
  positionsForNewUserQuerySchema,
  resetPasswordEmailSchema,
  resetPasswordSchema,
  signInSchema,
  subdomainParamSchema,
  localeQuerySchema,
  RESET_TOKEN_MINUTES,
  type AppLocale,
  type SubdomainInfoDto,
  type TermsAndConditionsDto,
  type TokenResponse,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, requireKreaAccess } from '../../http/auth';
import { route } from '../../http/route';
import { hashPassword, verifyPassword } from './passwords';
import {
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  createRefreshToken,
  randomToken,
  revokeRefreshFamily,
  rotateRefreshToken,
} from './tokens';
import {
  activeUserByEmail,
  belongsToSubdomain,
  findSubdomain,
  markNotificationsSeen,
  outboxInsert,
  positionList,
  resetCandidate,
  resetPassword,
  setLanguages,
  setNavigationTutorial,
  signTerms,
  storeResetToken,
} from './store';
import { PAGE_SESSION_COOKIE, PAGE_SESSION_COOKIE_PATH, signPageSession } from './page-session';
import { evenTiming, sameOriginOnly, signInFailureLimit } from './sign-in-guards';
import registrationRoutes from './registration';
import { TERMS_VERSION, buildUserInfo, buildUserProfile, loadAuthUser, termsSigned } from './service';
import { publicBase } from '../../http/links';

const WRONG_CREDENTIALS = 'Wrong email or password. Please try again';
const DEFAULT_TERMS_URL = '/files/terms/krea-terms-and-conditions.pdf';

/** Minimal view of the email module's service (decorated as app.email by the email module). */
interface EmailSender {
  send(input: {
    to: string;
    kind: 'resetPassword';
    data: { name?: string; link: string };
    locale?: string;
  }): Promise<unknown>;
}

export default async function accountModule(app: FastifyInstance): Promise<void> {
  const cfg = app.config;
  const limits = cfg.rateLimit ?? { signInMax: 10, resetMax: 10, windowMs: 60_000 };
  const accessTtl = cfg.accessTokenTtl ?? ACCESS_TOKEN_TTL_SECONDS;
  const refreshDays = cfg.refreshTokenDays ?? 30;
  const emailKey = (req: FastifyRequest) => {
    const b = (req.body ?? {}) as { email?: unknown };
    return `${req.ip}|${typeof b.email === 'string' ? b.email.trim().toLowerCase() : ''}`;
  };
  const signInLimit = {
    max: limits.signInMax,
    timeWindow: limits.windowMs,
    keyGenerator: emailKey,
    hook: 'preHandler' as const,
  };
  const resetIpLimit = ipRateLimit({
    max: limits.resetIpMax ?? 20,
    windowMs: limits.windowMs,
    name: 'AccountApi/ResetPasswordEmail',
  });
  const resetLimit = {
    max: limits.resetMax,
    timeWindow: limits.windowMs,
    keyGenerator: emailKey,
    hook: 'preHandler' as const,
  };
  const signInGuard = signInFailureLimit(app, limits.signInIpMax ?? 30, limits.windowMs);
  const resetTiming = evenTiming();
  const logoutOrigin = sameOriginOnly(cfg);

  /**
   * The refresh cookie, and with it the page session `pl_session` (ADR 0045 §1: the same user, family and max age,
   * path `/` and SameSite=Lax so a page request carries it). Every refresh cookie set goes through here.
   */
  const setRefreshCookie = (reply: FastifyReply, token: string, userId: number, familyId: string) => {
    const maxAge = refreshDays * 86_400;
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: REFRESH_COOKIE_PATH,
      maxAge,
    });
    const expiresAt = Math.floor(Date.now() / 1000) + maxAge;
    reply.setCookie(PAGE_SESSION_COOKIE, signPageSession(cfg.jwtSecret, { userId, familyId, expiresAt }), {
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: PAGE_SESSION_COOKIE_PATH,
      maxAge,
    });
  };
  /** Clears the refresh cookie and the page session with it (every refresh cookie cleared goes through here). */
  const clearRefreshCookie = (reply: FastifyReply) => {
    reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH });
    reply.clearCookie(PAGE_SESSION_COOKIE, {
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: PAGE_SESSION_COOKIE_PATH,
    });
  };

  async function startSession(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<TokenResponse> {
    const user = await loadAuthUser(app.db, userId);
    if (!user) throw new ApiError(401, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
    const refresh = await createRefreshToken(app.db, userId, refreshDays, undefined, req.headers['user-agent']);
    setRefreshCookie(reply, refresh.token, userId, refresh.familyId);
    reply.header('Cache-Control', 'no-store');
    return { token: issueAccessToken(user, cfg.jwtSecret, accessTtl, refresh.familyId), expiresIn: accessTtl };
  }

  async function checkCredentials(req: FastifyRequest, email: string, password: string) {
    const user = await activeUserByEmail(app.db, email);
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok) {
      await signInGuard.failed(req); // password spraying: failures per client, whatever the addresses
      throw new ApiError(401, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
    }
    return user;
  }

  // trial sign-up, invitations, freemium, external sign-in (registration.ts)
  await registrationRoutes(app, { startSession });

  // ---------------------------------------------------------------- session
  app.post(
    '/AccountApi/SignIn',
    route(
      {
        preHandler: signInGuard.check,
        config: { rateLimit: signInLimit },
        doc: {
          summary: 'Sign in with email and password; sets the refresh cookie',
          tags: ['AccountApi'],
          body: signInSchema,
        },
      },
      async (req, input, reply) => {
        const body = input.body;
        const user = await checkCredentials(req, body.email, body.password);
        return startSession(req, reply, user.id);
      },
    ),
  );

  app.post(
    '/AccountApi/SignIn/:subdomain',
    route(
      {
        preHandler: signInGuard.check,
        config: { rateLimit: signInLimit },
        doc: {
          summary: 'Sign in on a white-label subdomain (the user must belong to it)',
          tags: ['AccountApi'],
          body: signInSchema,
          params: subdomainParamSchema,
        },
      },
      async (req, input, reply) => {
        const { subdomain } = input.params;
        const body = input.body;
        const target = await findSubdomain(app.db, subdomain);
        if (!target) throw new ApiError(404, 'SUBDOMAIN_NOT_FOUND', 'The subdomain does not exist');
        const user = await checkCredentials(req, body.email, body.password);
        if (!(await belongsToSubdomain(app.db, user.id, target.school_id, target.school_group_id)))
          throw new ApiError(401, 'SUBDOMAIN_MISMATCH', 'The account does not belong to this school');
        return startSession(req, reply, user.id);
      },
    ),
  );

  app.post(
    '/AccountApi/RefreshToken',
    route(
      {
        doc: {
          summary:
            'Rotates the refresh cookie and returns a new access token (reuse of an old token revokes the family)',
          tags: ['AccountApi'],
          noInput: true,
        },
      },
      async (req, input, reply) => {
        const presented = req.cookies[REFRESH_COOKIE];
        if (!presented) throw new ApiError(401, 'UNAUTHORIZED', 'No session');
        const result = await rotateRefreshToken(app.db, presented, refreshDays);
        if (!result.ok) {
          clearRefreshCookie(reply);
          throw new ApiError(
            401,
            result.reason === 'reused'
              ? 'TOKEN_REUSED'
              : result.reason === 'expired'
                ? 'TOKEN_EXPIRED'
                : 'INVALID_TOKEN',
            'The session is no longer valid',
          );
        }
        const user = await loadAuthUser(app.db, result.userId);
        if (!user) {
          await revokeRefreshFamily(app.db, result.token);
          clearRefreshCookie(reply);
          throw new ApiError(401, 'UNAUTHORIZED', 'The session is no longer valid');
        }
        setRefreshCookie(reply, result.token, result.userId, result.familyId);
        reply.header('Cache-Control', 'no-store');
        return {
          token: issueAccessToken(user, cfg.jwtSecret, accessTtl, result.familyId),
          expiresIn: accessTtl,
        } satisfies TokenResponse;
      },
    ),
  );

  app.post(
    '/AccountApi/Logout',
    route(
      {
        onRequest: logoutOrigin,
        doc: {
          summary:
            "Revokes the refresh token family (its access tokens end at once) and clears the cookie. Only from the platform's own pages: X-Requested-With required, Origin (when sent) one of the platform's; 403 CROSS_SITE_REFUSED otherwise",
          tags: ['AccountApi'],
          noInput: true,
        },
      },
      async (req, input, reply) => {
        const presented = req.cookies[REFRESH_COOKIE];
        if (presented) await revokeRefreshFamily(app.db, presented);
        clearRefreshCookie(reply);
        return { success: true };
      },
    ),
  );

  // ---------------------------------------------------------------- user info
  app.get(
    '/AccountApi/Me',
    route(
      {
        preHandler: app.authenticate,
        doc: {
          summary: 'User info (spec §3): roles, licences, school, languages, terms',
          tags: ['AccountApi'],
          auth: true,
          query: localeQuerySchema,
        },
      },
      async (req, input) => {
        void input.query; // validated, not read
        const info = await buildUserInfo(app.db, req.user!.userId, req.locale);
        if (!info) throw ApiError.unauthorized('The user no longer exists');
        return info;
      },
    ),
  );

  app.get(
    '/AccountApi/UserProfile',
    route(
      {
        preHandler: app.authenticate,
        doc: {
          summary: 'Profile: userVO and schoolGroupVO',
          tags: ['AccountApi'],
          auth: true,
          query: localeQuerySchema,
        },
      },
      async (req, input) => {
        void input.query; // validated, not read
        const profile = await buildUserProfile(app.db, req.user!.userId, req.locale);
        if (!profile) throw ApiError.unauthorized('The user no longer exists');
        return profile;
      },
    ),
  );

  app.post(
    '/AccountApi/LanguageConfiguration',
    route(
      {
        preHandler: app.authenticate,
        doc: {
          summary: 'Sets mailing and/or navigation language (query DefaultMailingLanguage, DefaultNavigationLanguage)',
          tags: ['AccountApi'],
          auth: true,
          query: languageConfigurationQuerySchema,
        },
      },
      async (req, input) => {
        const q = parse(languageConfigurationQuerySchema, {
          ...(req.body as object | undefined),
          ...(req.query as object),
        });
        const row = await setLanguages(
          app.db,
          req.user!.userId,
          q.DefaultMailingLanguage ?? null,
          q.DefaultNavigationLanguage ?? null,
        );
        if (!row) throw ApiError.unauthorized('The user no longer exists');
        return { DefaultMailingLanguage: row.mailing_language, DefaultNavigationLanguage: row.navigation_language };
      },
    ),
  );

  app.post(
    '/AccountApi/NavigationTutorial',
    route(
      {
        preHandler: app.authenticate,
        doc: {
          summary: 'Turns the onboarding tour on or off',
          tags: ['AccountApi'],
          auth: true,
          body: navigationTutorialSchema,
        },
      },
      async (req, input) => {
        const b = parse(navigationTutorialSchema, { ...(req.query as object), ...(req.body as object | undefined) });
        await setNavigationTutorial(app.db, req.user!.userId, b.status);
        return { navigationTutorial: b.status };
      },
    ),
  );

  app.put(
    '/AccountApi/NotificationLastSeen',
    route(
      {
        preHandler: app.authenticate,
        doc: {
          summary: 'Marks every notification up to now as seen',
          tags: ['AccountApi'],
          auth: true,
          noInput: true,
        },
      },
      async (req, input) => {
        const seen = await markNotificationsSeen(app.db, req.user!.userId);
        return { notificationLastSeen: seen ? new Date(seen).toISOString() : null };
      },
    ),
  );

  // ---------------------------------------------------------------- positions
  const positions = (locale: AppLocale, keys?: string[]) => positionList(app.db, locale, keys);

  app.get(
    '/AccountApi/PositionsForUser',
    route(
      {
        preHandler: app.authenticate,
        doc: {
          summary: 'Positions the caller may choose (managers and admins: all; others: non-management ones)',
          tags: ['AccountApi'],
          auth: true,
          query: localeQuerySchema,
        },
      },
      async (req, input) => {
        void input.query; // validated, not read
        const u = req.user!;
        const managerial =
          u.primaryRoles.includes('Admin') ||
          u.primaryRoles.includes('Manager') ||
          u.primaryRoles.includes('ProviderStaff');
        return positions(req.locale, managerial ? undefined : TEACHING_POSITIONS);
      },
    ),
  );

  app.get(
    '/AccountApi/PositionsForNewUser',
    route(
      {
        doc: {
          summary: 'Positions offered when registering or inviting a user of roleName',
          tags: ['AccountApi'],
          query: positionsForNewUserQuerySchema,
        },
      },
      async (req, input) => {
        const q = input.query;
        return positions(req.locale, q.roleName === 'Teacher' ? TEACHING_POSITIONS : undefined);
      },
    ),
  );

  // ---------------------------------------------------------------- password reset
  app.post(
    '/AccountApi/ResetPasswordEmail',
    route(
      {
        preHandler: resetIpLimit,
        config: { rateLimit: resetLimit },
        doc: {
          summary:
            'Sends a password reset link (valid 1 h, single use) to an active account linked to a school. The same answer (200 { success: true }) in about the same time whether or not the address has such an account',
          tags: ['AccountApi'],
          body: resetPasswordEmailSchema,
        },
      },
      async (req, input) => {
        const body = input.body;
        const started = Date.now();
        // known or not, the same status and body, after about the same time: the answer must not tell accounts apart
        // (issue 26); an account that cannot reset (none, no school) gets no email
        const user = await resetCandidate(app.db, body.email);
        if (!user?.any_school) {
          await resetTiming.pad(started);
          return { success: true };
        }
        const token = randomToken();
        const base = publicBase(app);
        const link = `${base}/reset-password?userId=${user.id}&token=${encodeURIComponent(token)}`;
        const locale = body.locale ?? user.mailing_language;
        // a new link invalidates the previous unused ones
        await storeResetToken(app.db, user.id, token, RESET_TOKEN_MINUTES);
        const email = (app as unknown as { email?: EmailSender }).email;
        if (email && typeof email.send === 'function') {
          await email.send({
            to: body.email,
            kind: 'resetPassword',
            data: { name: user.name ?? undefined, link },
            locale,
          });
        } else {
          await outboxInsert(
            app.db,
            body.email,
            RESET_SUBJECT[locale],
            `<p><a href="${link}">${link}</a></p>`,
            link,
            'resetPassword',
            locale,
          );
        }
        resetTiming.record(Date.now() - started);
        await resetTiming.pad(started);
        return { success: true };
      },
    ),
  );

  app.post(
    '/AccountApi/ResetPassword',
    route(
      {
        config: {
          rateLimit: { ...resetLimit, max: limits.resetMax * 5, keyGenerator: (r: FastifyRequest) => `${r.ip}|reset` },
        },
        doc: { summary: 'Sets a new password with a reset token', tags: ['AccountApi'], body: resetPasswordSchema },
      },
      async (req, input) => {
        const body = input.body;
        const newHash = await hashPassword(body.newPassword);
        // every session of the user ends
        const ok = await resetPassword(app.db, body.userId, body.resetToken, newHash);
        if (!ok) throw new ApiError(400, 'INVALID_TOKEN', 'The reset link is invalid, expired or already used');
        return { success: true };
      },
    ),
  );

  // ---------------------------------------------------------------- white-label
  app.get(
    '/AccountApi/GetSubdomain',
    route(
      {
        doc: {
          summary: 'White-label info of a subdomain: logos, name, licence state',
          tags: ['AccountApi'],
          query: getSubdomainQuerySchema,
        },
      },
      async (req, input) => {
        const { subdomain } = input.query;
        const t = await findSubdomain(app.db, subdomain);
        if (!t) throw new ApiError(404, 'SUBDOMAIN_NOT_FOUND', 'The subdomain does not exist');
        return {
          subdomain: subdomain.toLowerCase(),
          name: t.name,
          smallLogo: t.small_logo,
          largeLogo: t.large_logo,
          schoolId: t.school_id,
          schoolGroupId: t.school_group_id,
          licenseStatus: (t.status ?? null) as SubdomainInfoDto['licenseStatus'],
          active: t.active === true,
        } satisfies SubdomainInfoDto;
      },
    ),
  );

  // ---------------------------------------------------------------- Krea terms
  const kreaAccess = requireKreaAccess(() => app.db);
  const termsUrl = cfg.termsUrl ?? DEFAULT_TERMS_URL;
  app.get(
    '/krea/Account/TermsAndConditions',
    route(
      {
        preHandler: kreaAccess,
        doc: {
          summary: 'Krea terms document URL and whether the caller signed them',
          tags: ['krea'],
          auth: true,
          query: localeQuerySchema,
        },
      },
      async (req, input) => {
        void input.query; // validated, not read
        const t = await termsSigned(app.db, req.user!.userId);
        return {
          termsAndConditionsURL: termsUrl,
          signed: t.signed,
          signedAt: t.signedAt,
          version: TERMS_VERSION,
        } satisfies TermsAndConditionsDto;
      },
    ),
  );
  app.post(
    '/krea/Account/TermsAndConditions/sign',
    route(
      {
        preHandler: kreaAccess,
        doc: {
          summary: 'Signs the Krea terms (idempotent)',
          tags: ['krea'],
          auth: true,
          body: z.object({ locale: z.string().optional() }),
        },
      },
      async (req, input) => {
        await signTerms(app.db, req.user!.userId, TERMS_VERSION);
        const t = await termsSigned(app.db, req.user!.userId);
        return {
          termsAndConditionsURL: termsUrl,
          signed: t.signed,
          signedAt: t.signedAt,
          version: TERMS_VERSION,
        } satisfies TermsAndConditionsDto;
      },
    ),
  );
}

/** Positions a teacher (or a new teacher) may hold; management positions are for managers and admins. */
const TEACHING_POSITIONS = [
  'levelCoordinator',
  'areaCoordinator',
  'innovationCoordinator',
  'academicOrPedagogicalCoordinator',
  'teacherEducation',
  'teacher',
  'iCT',
  'pastoral',
];

const RESET_SUBJECT: Record<AppLocale, string> = {
  es: 'Restablece tu contraseña',
  en: 'Reset your password',
  ca: 'Restableix la teva contrasenya',
};
