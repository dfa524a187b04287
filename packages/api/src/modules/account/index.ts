import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ipRateLimit } from '../email/public';
import {
  resetPasswordEmailSchema,
  resetPasswordSchema,
  signInSchema,
  subdomainParamSchema,
  RESET_TOKEN_MINUTES,
  type AppLocale,
  type TokenResponse,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from '../../http/auth';
import { router } from '../../http/route';
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
  outboxInsert,
  resetCandidate,
  resetPassword,
  storeResetToken,
} from './store';
import { PAGE_SESSION_COOKIE, PAGE_SESSION_COOKIE_PATH, signPageSession } from './page-session';
import { evenTiming, sameOriginOnly, signInFailureLimit } from './sign-in-guards';
import registrationRoutes from './registration';
import { registerProfileRoutes } from './routes-profile';
import { loadAuthUser } from './service';
import { publicBase } from '../../http/links';

const WRONG_CREDENTIALS = 'Wrong email or password. Please try again';

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
  const api = router(app, { tags: ['AccountApi'] });

  // ---------------------------------------------------------------- session
  api.post(
    '/AccountApi/SignIn',
    {
      preHandler: signInGuard.check,
      config: { rateLimit: signInLimit },
      summary: 'Sign in with email and password; sets the refresh cookie',
      body: signInSchema,
    },
    async (req, input, reply) => {
      const body = input.body;
      const user = await checkCredentials(req, body.email, body.password);
      return startSession(req, reply, user.id);
    },
  );

  api.post(
    '/AccountApi/SignIn/:subdomain',
    {
      preHandler: signInGuard.check,
      config: { rateLimit: signInLimit },
      summary: 'Sign in on a white-label subdomain (the user must belong to it)',
      body: signInSchema,
      params: subdomainParamSchema,
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
  );

  api.post(
    '/AccountApi/RefreshToken',
    {
      summary: 'Rotates the refresh cookie and returns a new access token (reuse of an old token revokes the family)',
      noInput: true,
    },
    async (req, input, reply) => {
      const presented = req.cookies[REFRESH_COOKIE];
      if (!presented) throw new ApiError(401, 'UNAUTHORIZED', 'No session');
      const result = await rotateRefreshToken(app.db, presented, refreshDays);
      if (!result.ok) {
        clearRefreshCookie(reply);
        throw new ApiError(
          401,
          result.reason === 'reused' ? 'TOKEN_REUSED' : result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN',
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
  );

  api.post(
    '/AccountApi/Logout',
    {
      onRequest: logoutOrigin,
      summary:
        "Revokes the refresh token family (its access tokens end at once) and clears the cookie. Only from the platform's own pages: X-Requested-With required, Origin (when sent) one of the platform's; 403 CROSS_SITE_REFUSED otherwise",
      noInput: true,
    },
    async (req, input, reply) => {
      const presented = req.cookies[REFRESH_COOKIE];
      if (presented) await revokeRefreshFamily(app.db, presented);
      clearRefreshCookie(reply);
      return { success: true };
    },
  );

  registerProfileRoutes(app);

  // ---------------------------------------------------------------- password reset
  api.post(
    '/AccountApi/ResetPasswordEmail',
    {
      preHandler: resetIpLimit,
      config: { rateLimit: resetLimit },
      summary:
        'Sends a password reset link (valid 1 h, single use) to an active account linked to a school. The same answer (200 { success: true }) in about the same time whether or not the address has such an account',
      body: resetPasswordEmailSchema,
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
  );

  api.post(
    '/AccountApi/ResetPassword',
    {
      config: {
        rateLimit: { ...resetLimit, max: limits.resetMax * 5, keyGenerator: (r: FastifyRequest) => `${r.ip}|reset` },
      },
      summary: 'Sets a new password with a reset token',
      body: resetPasswordSchema,
    },
    async (req, input) => {
      const body = input.body;
      const newHash = await hashPassword(body.newPassword);
      // every session of the user ends
      const ok = await resetPassword(app.db, body.userId, body.resetToken, newHash);
      if (!ok) throw new ApiError(400, 'INVALID_TOKEN', 'The reset link is invalid, expired or already used');
      return { success: true };
    },
  );
}

const RESET_SUBJECT: Record<AppLocale, string> = {
  es: 'Restablece tu contraseña',
  en: 'Reset your password',
  ca: 'Restableix la teva contrasenya',
};
