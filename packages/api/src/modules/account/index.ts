import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ipRateLimit } from '../email/ratelimit';
import { z } from 'zod';
import {
  getSubdomainQuerySchema, languageConfigurationQuerySchema, navigationTutorialSchema, positionsForNewUserQuerySchema,
  resetPasswordEmailSchema, resetPasswordSchema, signInSchema, subdomainParamSchema, localeQuerySchema,
  RESET_TOKEN_MINUTES, type AppLocale, type SubdomainInfoDto, type TermsAndConditionsDto, type TokenResponse,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, requireKreaAccess } from '../../http/auth';
import { l10nSql } from '../../http/locale';
import { doc } from '../../http/openapi';
import { hashPassword, verifyPassword } from './passwords';
import {
  REFRESH_COOKIE, REFRESH_COOKIE_PATH, createRefreshToken, randomToken, revokeRefreshFamily, rotateRefreshToken, sha256,
} from './tokens';
import { TERMS_VERSION, buildUserInfo, buildUserProfile, loadAuthUser, termsSigned } from './service';

const WRONG_CREDENTIALS = 'Wrong email or password. Please try again';
const DEFAULT_TERMS_URL = '/files/terms/krea-terms-and-conditions.pdf';

/** Minimal view of the email module's service (decorated as app.email by the email module). */
interface EmailSender {
  send(input: { to: string; kind: 'resetPassword'; data: { name?: string; link: string }; locale?: string }): Promise<unknown>;
}

interface SubdomainRow { name: string; small_logo: string | null; large_logo: string | null; school_id: number | null; school_group_id: number | null; status: number | null; active: boolean | null }

/** Resolves a white-label subdomain (school first, then school group) with its licence state. */
async function findSubdomain(app: FastifyInstance, subdomain: string): Promise<SubdomainRow | null> {
  const { rows } = await app.db.query<SubdomainRow>(
    `WITH target AS (
        SELECT s.name, s.small_logo, s.large_logo, s.id AS school_id, s.school_group_id FROM schools s WHERE s.subdomain = $1
        UNION ALL
        SELECT g.name, g.small_logo, g.large_logo, NULL::int, g.id FROM school_groups g WHERE g.subdomain = $1
        LIMIT 1)
     SELECT t.*, wl.status::int AS status, wl.active
       FROM target t
       LEFT JOIN LATERAL (
         SELECT l.status, (l.status = 1 AND l.starts_at <= now() AND (l.expires_at IS NULL OR l.expires_at > now())) AS active
           FROM licenses l
          WHERE l.kind = 'whitelabel' AND ((t.school_id IS NOT NULL AND l.school_id = t.school_id) OR (t.school_group_id IS NOT NULL AND l.school_group_id = t.school_group_id))
          ORDER BY (l.status = 1) DESC, l.created_at DESC LIMIT 1) wl ON true`,
    [subdomain.toLowerCase()],
  );
  return rows[0] ?? null;
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
  const signInLimit = { max: limits.signInMax, timeWindow: limits.windowMs, keyGenerator: emailKey, hook: 'preHandler' as const };
  const resetIpLimit = ipRateLimit({ max: limits.resetIpMax ?? 20, windowMs: limits.windowMs, name: 'AccountApi/ResetPasswordEmail' });
  const resetLimit = { max: limits.resetMax, timeWindow: limits.windowMs, keyGenerator: emailKey, hook: 'preHandler' as const };

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true, secure: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, maxAge: refreshDays * 86_400,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH });

  async function startSession(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<TokenResponse> {
    const user = await loadAuthUser(app.db, userId);
    if (!user) throw new ApiError(401, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
    const refresh = await createRefreshToken(app.db, userId, refreshDays, undefined, req.headers['user-agent']);
    setRefreshCookie(reply, refresh.token);
    reply.header('Cache-Control', 'no-store');
    return { token: issueAccessToken(user, cfg.jwtSecret, accessTtl), expiresIn: accessTtl };
  }

  async function checkCredentials(email: string, password: string) {
    const { rows } = await app.db.query<{ id: number; password_hash: string | null; school_id: number | null }>(
      'SELECT id, password_hash, school_id FROM users WHERE email = $1 AND active AND deleted_at IS NULL',
      [email],
    );
    const ok = await verifyPassword(rows[0]?.password_hash, password);
    if (!rows[0] || !ok) throw new ApiError(401, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
    return rows[0];
  }

  // ---------------------------------------------------------------- session
  app.post('/AccountApi/SignIn', {
    config: { rateLimit: signInLimit, ...doc({ summary: 'Sign in with email and password; sets the refresh cookie', tags: ['AccountApi'], body: signInSchema }) },
  }, async (req, reply) => {
    const body = parse(signInSchema, req.body);
    const user = await checkCredentials(body.email, body.password);
    return startSession(req, reply, user.id);
  });

  app.post('/AccountApi/SignIn/:subdomain', {
    config: { rateLimit: signInLimit, ...doc({ summary: 'Sign in on a white-label subdomain (the user must belong to it)', tags: ['AccountApi'], body: signInSchema, params: subdomainParamSchema }) },
  }, async (req, reply) => {
    const { subdomain } = parse(subdomainParamSchema, req.params);
    const body = parse(signInSchema, req.body);
    const target = await findSubdomain(app, subdomain);
    if (!target) throw new ApiError(404, 'SUBDOMAIN_NOT_FOUND', 'The subdomain does not exist');
    const user = await checkCredentials(body.email, body.password);
    const { rows } = await app.db.query(
      `SELECT 1 FROM users u LEFT JOIN schools s ON s.id = u.school_id
        WHERE u.id = $1 AND (
          ($2::int IS NOT NULL AND (u.school_id = $2 OR EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.school_id = $2 AND us.removed_at IS NULL)))
          OR ($2::int IS NULL AND $3::int IS NOT NULL AND s.school_group_id = $3))`,
      [user.id, target.school_id, target.school_group_id],
    );
    if (!rows.length) throw new ApiError(401, 'SUBDOMAIN_MISMATCH', 'The account does not belong to this school');
    return startSession(req, reply, user.id);
  });

  app.post('/AccountApi/RefreshToken', {
    config: doc({ summary: 'Rotates the refresh cookie and returns a new access token (reuse of an old token revokes the family)', tags: ['AccountApi'], noInput: true }),
  }, async (req, reply) => {
    const presented = req.cookies[REFRESH_COOKIE];
    if (!presented) throw new ApiError(401, 'UNAUTHORIZED', 'No session');
    const result = await rotateRefreshToken(app.db, presented, refreshDays);
    if (!result.ok) {
      clearRefreshCookie(reply);
      throw new ApiError(401, result.reason === 'reused' ? 'TOKEN_REUSED' : result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN', 'The session is no longer valid');
    }
    const user = await loadAuthUser(app.db, result.userId);
    if (!user) {
      await revokeRefreshFamily(app.db, result.token);
      clearRefreshCookie(reply);
      throw new ApiError(401, 'UNAUTHORIZED', 'The session is no longer valid');
    }
    setRefreshCookie(reply, result.token);
    reply.header('Cache-Control', 'no-store');
    return { token: issueAccessToken(user, cfg.jwtSecret, accessTtl), expiresIn: accessTtl } satisfies TokenResponse;
  });

  app.post('/AccountApi/Logout', {
    config: doc({ summary: 'Revokes the refresh token family and clears the cookie', tags: ['AccountApi'], noInput: true }),
  }, async (req, reply) => {
    const presented = req.cookies[REFRESH_COOKIE];
    if (presented) await revokeRefreshFamily(app.db, presented);
    clearRefreshCookie(reply);
    return { success: true };
  });

  // ---------------------------------------------------------------- user info
  app.get('/AccountApi/Me', {
    preHandler: app.authenticate,
    config: doc({ summary: 'User info (spec §3): roles, licences, school, languages, terms', tags: ['AccountApi'], auth: true, query: localeQuerySchema }),
  }, async (req) => {
    parse(localeQuerySchema, req.query);
    const info = await buildUserInfo(app.db, req.user!.userId, req.locale);
    if (!info) throw ApiError.unauthorized('The user no longer exists');
    return info;
  });

  app.get('/AccountApi/UserProfile', {
    preHandler: app.authenticate,
    config: doc({ summary: 'Profile: userVO and schoolGroupVO', tags: ['AccountApi'], auth: true, query: localeQuerySchema }),
  }, async (req) => {
    parse(localeQuerySchema, req.query);
    const profile = await buildUserProfile(app.db, req.user!.userId, req.locale);
    if (!profile) throw ApiError.unauthorized('The user no longer exists');
    return profile;
  });

  app.post('/AccountApi/LanguageConfiguration', {
    preHandler: app.authenticate,
    config: doc({ summary: 'Sets mailing and/or navigation language (query DefaultMailingLanguage, DefaultNavigationLanguage)', tags: ['AccountApi'], auth: true, query: languageConfigurationQuerySchema }),
  }, async (req) => {
    const q = parse(languageConfigurationQuerySchema, { ...(req.body as object | undefined), ...(req.query as object) });
    const { rows } = await app.db.query<{ mailing_language: AppLocale; navigation_language: AppLocale }>(
      `UPDATE users SET mailing_language = coalesce($2, mailing_language), navigation_language = coalesce($3, navigation_language), updated_at = now()
        WHERE id = $1 RETURNING mailing_language, navigation_language`,
      [req.user!.userId, q.DefaultMailingLanguage ?? null, q.DefaultNavigationLanguage ?? null],
    );
    if (!rows[0]) throw ApiError.unauthorized('The user no longer exists');
    return { DefaultMailingLanguage: rows[0].mailing_language, DefaultNavigationLanguage: rows[0].navigation_language };
  });

  app.post('/AccountApi/NavigationTutorial', {
    preHandler: app.authenticate,
    config: doc({ summary: 'Turns the onboarding tour on or off', tags: ['AccountApi'], auth: true, body: navigationTutorialSchema }),
  }, async (req) => {
    const b = parse(navigationTutorialSchema, { ...(req.query as object), ...(req.body as object | undefined) });
    await app.db.query('UPDATE users SET navigation_tutorial = $2, updated_at = now() WHERE id = $1', [req.user!.userId, b.status]);
    return { navigationTutorial: b.status };
  });

  app.put('/AccountApi/NotificationLastSeen', {
    preHandler: app.authenticate,
    config: doc({ summary: 'Marks every notification up to now as seen', tags: ['AccountApi'], auth: true, noInput: true }),
  }, async (req) => {
    const { rows } = await app.db.query<{ notification_last_seen: Date }>(
      'UPDATE users SET notification_last_seen = now() WHERE id = $1 RETURNING notification_last_seen',
      [req.user!.userId],
    );
    return { notificationLastSeen: rows[0] ? new Date(rows[0].notification_last_seen).toISOString() : null };
  });

  // ---------------------------------------------------------------- positions
  const positionList = (locale: AppLocale, keys?: string[]) =>
    app.db.query<{ id: number; key: string; name: string }>(
      `SELECT id, key, ${l10nSql('name', '$1')} AS name FROM positions WHERE $2::text[] IS NULL OR key = ANY($2::text[]) ORDER BY id`,
      [locale, keys ?? null],
    ).then((r) => r.rows);

  app.get('/AccountApi/PositionsForUser', {
    preHandler: app.authenticate,
    config: doc({ summary: 'Positions the caller may choose (managers and admins: all; others: non-management ones)', tags: ['AccountApi'], auth: true, query: localeQuerySchema }),
  }, async (req) => {
    parse(localeQuerySchema, req.query);
    const u = req.user!;
    const managerial = u.primaryRoles.includes('Admin') || u.primaryRoles.includes('Manager') || u.primaryRoles.includes('ProviderStaff');
    return positionList(req.locale, managerial ? undefined : TEACHING_POSITIONS);
  });

  app.get('/AccountApi/PositionsForNewUser', {
    config: doc({ summary: 'Positions offered when registering or inviting a user of roleName', tags: ['AccountApi'], query: positionsForNewUserQuerySchema }),
  }, async (req) => {
    const q = parse(positionsForNewUserQuerySchema, req.query);
    return positionList(req.locale, q.roleName === 'Teacher' ? TEACHING_POSITIONS : undefined);
  });

  // ---------------------------------------------------------------- password reset
  app.post('/AccountApi/ResetPasswordEmail', {
    // per address (config.rateLimit) and per client whatever the addresses: probing many emails gets a 429 (issue 9)
    // (in-process counter: @fastify/rate-limit runs one limiter per request)
    preHandler: resetIpLimit,
    config: { rateLimit: resetLimit, ...doc({ summary: 'Sends a password reset link (valid 1 h, single use)', tags: ['AccountApi'], body: resetPasswordEmailSchema }) },
  }, async (req) => {
    const body = parse(resetPasswordEmailSchema, req.body);
    const { rows } = await app.db.query<{ id: number; name: string | null; school_id: number | null; mailing_language: AppLocale; any_school: boolean }>(
      `SELECT u.id, u.name, u.school_id, u.mailing_language,
              (u.school_id IS NOT NULL OR EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.removed_at IS NULL)) AS any_school
         FROM users u WHERE u.email = $1 AND u.active AND u.deleted_at IS NULL`,
      [body.email],
    );
    const user = rows[0];
    if (!user) throw new ApiError(404, 'USER_NOT_FOUND', 'The user you entered does not exist or is not registered');
    if (!user.any_school) throw new ApiError(400, 'NO_SCHOOL', 'The user you entered is not linked to any school');
    const token = randomToken();
    const base = (cfg.publicUrl ?? `http://localhost:${cfg.port}`).replace(/\/$/, '');
    const link = `${base}/reset-password?userId=${user.id}&token=${encodeURIComponent(token)}`;
    const locale = body.locale ?? user.mailing_language;
    await app.db.transaction(async (tx) => {
      // a new link invalidates the previous unused ones
      await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
      await tx.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
        [user.id, sha256(token), RESET_TOKEN_MINUTES],
      );
    });
    const email = (app as unknown as { email?: EmailSender }).email;
    if (email && typeof email.send === 'function') {
      await email.send({ to: body.email, kind: 'resetPassword', data: { name: user.name ?? undefined, link }, locale });
    } else {
      await app.db.query(
        `INSERT INTO email_outbox (to_email, subject, body_html, body_text, kind, locale) VALUES ($1, $2, $3, $4, 'resetPassword', $5)`,
        [body.email, RESET_SUBJECT[locale], `<p><a href="${link}">${link}</a></p>`, link, locale],
      );
    }
    return { success: true };
  });

  app.post('/AccountApi/ResetPassword', {
    config: { rateLimit: { ...resetLimit, max: limits.resetMax * 5, keyGenerator: (r: FastifyRequest) => `${r.ip}|reset` }, ...doc({ summary: 'Sets a new password with a reset token', tags: ['AccountApi'], body: resetPasswordSchema }) },
  }, async (req) => {
    const body = parse(resetPasswordSchema, req.body);
    const newHash = await hashPassword(body.newPassword);
    const ok = await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING id`,
        [sha256(body.resetToken), body.userId],
      );
      if (!rows[0]) return false;
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [body.userId, newHash]);
      // every session of the user ends
      await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [body.userId]);
      return true;
    });
    if (!ok) throw new ApiError(400, 'INVALID_TOKEN', 'The reset link is invalid, expired or already used');
    return { success: true };
  });

  // ---------------------------------------------------------------- white-label
  app.get('/AccountApi/GetSubdomain', {
    config: doc({ summary: 'White-label info of a subdomain: logos, name, licence state', tags: ['AccountApi'], query: getSubdomainQuerySchema }),
  }, async (req) => {
    const { subdomain } = parse(getSubdomainQuerySchema, req.query);
    const t = await findSubdomain(app, subdomain);
    if (!t) throw new ApiError(404, 'SUBDOMAIN_NOT_FOUND', 'The subdomain does not exist');
    return {
      subdomain: subdomain.toLowerCase(), name: t.name, smallLogo: t.small_logo, largeLogo: t.large_logo,
      schoolId: t.school_id, schoolGroupId: t.school_group_id,
      licenseStatus: (t.status ?? null) as SubdomainInfoDto['licenseStatus'], active: t.active === true,
    } satisfies SubdomainInfoDto;
  });

  // ---------------------------------------------------------------- Krea terms
  const kreaAccess = requireKreaAccess(() => app.db);
  const termsUrl = cfg.termsUrl ?? DEFAULT_TERMS_URL;
  app.get('/krea/Account/TermsAndConditions', {
    preHandler: kreaAccess,
    config: doc({ summary: 'Krea terms document URL and whether the caller signed them', tags: ['krea'], auth: true, query: localeQuerySchema }),
  }, async (req) => {
    parse(localeQuerySchema, req.query);
    const t = await termsSigned(app.db, req.user!.userId);
    return { termsAndConditionsURL: termsUrl, signed: t.signed, signedAt: t.signedAt, version: TERMS_VERSION } satisfies TermsAndConditionsDto;
  });
  app.post('/krea/Account/TermsAndConditions/sign', {
    preHandler: kreaAccess,
    config: doc({ summary: 'Signs the Krea terms (idempotent)', tags: ['krea'], auth: true, body: z.object({ locale: z.string().optional() }) }),
  }, async (req) => {
    await app.db.query('INSERT INTO terms_signatures (user_id, version) VALUES ($1, $2) ON CONFLICT DO NOTHING', [req.user!.userId, TERMS_VERSION]);
    const t = await termsSigned(app.db, req.user!.userId);
    return { termsAndConditionsURL: termsUrl, signed: t.signed, signedAt: t.signedAt, version: TERMS_VERSION } satisfies TermsAndConditionsDto;
  });
}

/** Positions a teacher (or a new teacher) may hold; management positions are for managers and admins. */
const TEACHING_POSITIONS = ['levelCoordinator', 'areaCoordinator', 'innovationCoordinator', 'academicOrPedagogicalCoordinator', 'teacherEducation', 'teacher', 'iCT', 'pastoral'];

const RESET_SUBJECT: Record<AppLocale, string> = {
  es: 'Restablece tu contraseña', en: 'Reset your password', ca: 'Restableix la teva contrasenya',
};
