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
import { buildUserProfile } from '../account/service';
import { verifyPassword } from '../account/passwords';
import { randomToken, sha256 } from '../account/tokens';
import { ipRateLimit } from '../email/ratelimit';
import { EmailService } from '../email/service';
import { checkFile, checkIds, isAdmin, isManager, type Actor } from './access';
import { origin } from './team';
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
    const { rows } = await db().query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [a.userId],
    );
    if (!rows[0]?.password_hash)
      throw new ApiError(403, 'NO_PASSWORD', TEAM_MESSAGES.noPassword, [
        { path: 'currentPassword', message: TEAM_MESSAGES.noPassword },
      ]);
    if (!currentPassword)
      throw ApiError.badRequest(TEAM_MESSAGES.currentPasswordRequired, [
        { path: 'currentPassword', message: TEAM_MESSAGES.currentPasswordRequired },
      ]);
    const hit = await app.limiter.hit(`AccountApi/Edit password|${a.userId}`, PASSWORD_WINDOW_MS);
    if (hit.count > PASSWORD_TRIES) throw new ApiError(429, 'RATE_LIMITED', 'Too many password attempts, retry later');
    if (!(await verifyPassword(rows[0].password_hash, currentPassword)))
      throw new ApiError(403, 'WRONG_PASSWORD', TEAM_MESSAGES.wrongPassword, [
        { path: 'currentPassword', message: TEAM_MESSAGES.wrongPassword },
      ]);
    const taken = await db().query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [newEmail, a.userId]);
    if (taken.rows.length)
      throw new ApiError(409, 'EMAIL_TAKEN', TEAM_MESSAGES.emailTaken, [
        { path: 'email', message: TEAM_MESSAGES.emailTaken },
      ]);
  }
  async function startEmailChange(tx: Db, a: Actor, newEmail: string): Promise<void> {
    const { rows } = await tx.query<{ mailing_language: AppLocale; name: string | null }>(
      'SELECT mailing_language, name FROM users WHERE id = $1',
      [a.userId],
    );
    const locale = rows[0].mailing_language;
    const name = rows[0].name ?? undefined;
    await tx.query(
      'UPDATE email_change_tokens SET canceled_at = now() WHERE user_id = $1 AND used_at IS NULL AND canceled_at IS NULL',
      [a.userId],
    );
    const token = randomToken();
    await tx.query(
      `INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
      [a.userId, newEmail, sha256(token), EMAIL_CHANGE_HOURS],
    );
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
      checkFile(b.avatar, 'Users', a.userId, 'avatar');
      await checkIds(db(), 'educational_levels', b.educationalLevelIds, 'educationalLevelIds');
      await checkIds(db(), 'subjects', b.subjectIds, 'subjectIds');
      await checkIds(db(), 'positions', b.positionId ? [b.positionId] : undefined, 'positionId');
      if (b.phoneCountry) {
        const c = await db().query('SELECT 1 FROM countries WHERE iso2 = $1', [b.phoneCountry]);
        if (!c.rows.length)
          throw ApiError.badRequest('phoneCountry: unknown country', [
            { path: 'phoneCountry', message: 'unknown country' },
          ]);
      }
      const newEmail = b.email && b.email !== a.email ? b.email : null;
      if (newEmail) await checkEmailChange(a, newEmail, b.currentPassword);
      await db().transaction(async (tx) => {
        // the email is not written here: it changes when the new address confirms (ConfirmEmailChange)
        if (newEmail) await startEmailChange(tx, a, newEmail);
        await tx.query(
          `UPDATE users SET name = $2, surname = $3,
                cell_phone_number = CASE WHEN $4::boolean THEN nullif($5, '') ELSE cell_phone_number END,
                phone_country_iso2 = CASE WHEN $6::boolean THEN $7 ELSE phone_country_iso2 END,
                position_id = CASE WHEN $8::boolean THEN $9 ELSE position_id END,
                bio = CASE WHEN $10::boolean THEN nullif($11, '') ELSE bio END,
                avatar = CASE WHEN $12::boolean THEN $13 ELSE avatar END,
                updated_at = now()
          WHERE id = $1`,
          [
            a.userId,
            b.name,
            b.surname || null,
            b.cellPhoneNumber !== undefined,
            b.cellPhoneNumber ?? '',
            b.phoneCountry !== undefined,
            b.phoneCountry ?? null,
            b.positionId !== undefined,
            b.positionId ?? null,
            b.bio !== undefined,
            b.bio ?? '',
            b.avatar !== undefined,
            b.avatar ?? null,
          ],
        );
        if (b.educationalLevelIds) {
          await tx.query('DELETE FROM user_educational_levels WHERE user_id = $1', [a.userId]);
          await tx.query(
            'INSERT INTO user_educational_levels (user_id, educational_level_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
            [a.userId, b.educationalLevelIds],
          );
        }
        if (b.subjectIds) {
          await tx.query('DELETE FROM user_subjects WHERE user_id = $1', [a.userId]);
          await tx.query(
            'INSERT INTO user_subjects (user_id, subject_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
            [a.userId, b.subjectIds],
          );
          await tx.query('UPDATE users SET subjects_label = NULL WHERE id = $1', [a.userId]);
        }
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
        const { rows } = await tx.query<{
          id: number;
          user_id: number;
          new_email: string;
          used: boolean;
          canceled: boolean;
          expired: boolean;
        }>(
          `SELECT id, user_id, new_email, used_at IS NOT NULL AS used, canceled_at IS NOT NULL AS canceled, expires_at <= now() AS expired
             FROM email_change_tokens WHERE token_hash = $1 FOR UPDATE`,
          [sha256(b.token)],
        );
        const t = rows[0];
        // a replaced link is as good as unknown: only the latest request counts
        if (!t || t.canceled) throw ApiError.badRequest(REGISTRATION_MESSAGES.invalidToken, undefined, 'INVALID_TOKEN');
        if (t.used) throw new ApiError(409, 'TOKEN_USED', REGISTRATION_MESSAGES.invalidToken);
        if (t.expired) throw new ApiError(410, 'TOKEN_EXPIRED', REGISTRATION_MESSAGES.expiredToken);
        const u = (
          await tx.query<{ email: string; name: string | null; mailing_language: AppLocale }>(
            'SELECT email, name, mailing_language FROM users WHERE id = $1 AND active AND deleted_at IS NULL FOR UPDATE',
            [t.user_id],
          )
        ).rows[0];
        if (!u) throw ApiError.badRequest(REGISTRATION_MESSAGES.invalidToken, undefined, 'INVALID_TOKEN');
        const taken = await tx.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [t.new_email, t.user_id]);
        if (taken.rows.length) throw new ApiError(409, 'EMAIL_TAKEN', TEAM_MESSAGES.emailTaken);
        await tx.query('UPDATE email_change_tokens SET used_at = now() WHERE id = $1', [t.id]);
        await tx.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [t.user_id, t.new_email]);
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
      const { rows } = await db().query<{
        phone_country_iso2: string | null;
        bio: string | null;
        cell_phone_number: string | null;
        subjects_label: string | null;
        levels: number;
        subjects: number;
        author: boolean;
        pending_email: string | null;
        has_password: boolean;
      }>(
        `SELECT u.phone_country_iso2, u.bio, u.cell_phone_number, u.subjects_label, u.password_hash IS NOT NULL AS has_password,
              (SELECT t.new_email FROM email_change_tokens t WHERE t.user_id = u.id AND t.used_at IS NULL AND t.canceled_at IS NULL
                  AND t.expires_at > now() ORDER BY t.id DESC LIMIT 1) AS pending_email,
              (SELECT count(*)::int FROM user_educational_levels WHERE user_id = u.id) AS levels,
              (SELECT count(*)::int FROM user_subjects WHERE user_id = u.id) AS subjects,
              EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.kind = 'secondary') AS author
         FROM users u WHERE u.id = $1`,
        [a.userId],
      );
      const u = rows[0];
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
    const { rows } = await db().query<{
      id: number;
      name: string;
      picture: string | null;
      website: string | null;
      facebook: string | null;
      instagram: string | null;
      twitter: string | null;
      description: string | null;
      bio: string | null;
    }>(
      `SELECT au.id, au.name, au.picture, au.website, au.facebook, au.instagram, au.twitter,
              coalesce(l.description, les.description) AS description, coalesce(l.bio, les.bio) AS bio
         FROM authors au LEFT JOIN author_locales l ON l.author_id = au.id AND l.locale = $2
         LEFT JOIN author_locales les ON les.author_id = au.id AND les.locale = 'es'
        WHERE au.user_id = $1`,
      [a.userId, locale],
    );
    const r = rows[0];
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
    const { rows } = await db().query(
      `SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.name IN ('Author', 'ApprovingAuthor')`,
      [a.userId],
    );
    if (!rows.length) throw ApiError.forbidden('Only authors have an author profile', 'NOT_AUTHOR');
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
      await db().transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO authors (key, user_id, name) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET name = authors.name RETURNING id`,
          [`user-${a.email}`, a.userId, a.name],
        );
        const authorId = rows[0].id;
        const cols = (
          [
            ['picture', b.picture],
            ['website', b.website],
            ['facebook', b.facebook],
            ['instagram', b.instagram],
            ['twitter', b.twitter],
          ] as Array<[string, string | null | undefined]>
        ).filter(([, v]) => v !== undefined);
        if (cols.length)
          await tx.query(`UPDATE authors SET ${cols.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
            authorId,
            ...cols.map(([, v]) => v),
          ]);
        await tx.query(
          `INSERT INTO author_locales (author_id, locale, description, bio) VALUES ($1, $2, $3, $4)
         ON CONFLICT (author_id, locale) DO UPDATE SET description = CASE WHEN $5::boolean THEN EXCLUDED.description ELSE author_locales.description END,
                                                       bio = CASE WHEN $6::boolean THEN EXCLUDED.bio ELSE author_locales.bio END`,
          [authorId, locale, b.description ?? null, b.bio ?? null, b.description !== undefined, b.bio !== undefined],
        );
      });
      return authorOf(a, locale);
    },
  );
}
