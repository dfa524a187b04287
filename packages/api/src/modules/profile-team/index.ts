/**
 * Profile, school, school group, team and sharing groups (spec platform §7 AccountApi Edit / AuthorProfile /
 * InviteUser / ResendInvitation, SchoolApi, SchoolGroupApi, SharingGroupApi; §5 rules; §6 who may; §8 messages).
 * Every input is validated with the zod schemas of @platform/contracts (profile.ts); roles are read fresh from the
 * database (./access.ts). Who may do what:
 *
 * | call | teacher | manager | admin |
 * |---|---|---|---|
 * | AccountApi Edit, AuthorProfile (author only), ProfileExtras | own | own | own |
 * | AccountApi ConfirmEmailChange | whoever holds the link mailed to the new address (public, limited per client) |
 * | SchoolApi GET {id}, GetUsersStatusBySchool | own school | own school | group's schools |
 * | SchoolApi PUT {id}, RemoveMembers, EditUser; InviteUser, ResendInvitation | 403 | own school (teachers only) | group's schools |
 * | SchoolGroupApi GET {id}, AssociatedSchools, SchoolsWithCourses | own group | own group | own group |
 * | SchoolGroupApi PUT {id} | 403 | 403 | own group |
 * | SharingGroupApi * | own groups; members are colleagues of the school network (else 403 NOT_COLLEAGUE) |
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authorProfileSchema,
  confirmEmailChangeSchema,
  createSharingGroupSchema,
  editProfileSchema,
  editSchoolUserSchema,
  editSharingGroupSchema,
  getByOwnerQuerySchema,
  groupIdParamSchema,
  inviteUserSchema,
  localeQuerySchema,
  removeMembersSchema,
  resendInvitationSchema,
  schoolExistsQuerySchema,
  schoolIdParamSchema,
  sharingGroupMembersSchema,
  teamQuerySchema,
  updateSchoolGroupSchema,
  updateSchoolSchema,
  TEAM_MESSAGES,
  EMAIL_CHANGE_HOURS,
  REGISTRATION_MESSAGES,
  type ConfirmEmailChangeResult,
  type AppLocale,
  type AssociatedSchoolDto,
  type AuthorProfileDto,
  type IdName,
  type InviteUserResult,
  type ProfileExtrasDto,
  type ResendInvitationResult,
  type SchoolDto,
  type SchoolGroupDto,
  type SchoolWithCoursesDto,
  type SharingGroupDto,
  type StudentBand,
  type UserSchoolDto,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { doc } from '../../http/openapi';
import { l10nSql } from '../../http/locale';
import { buildUserProfile } from '../account/service';
import { verifyPassword } from '../account/passwords';
import { randomToken, sha256 } from '../account/tokens';
import { ipRateLimit } from '../email/ratelimit';
import { EmailService } from '../email/service';
import { colleaguesOf } from '../resources/sharing';
import {
  actorOf,
  canManageSchool,
  canReadSchool,
  checkFile,
  checkIds,
  groupLevel,
  isAdmin,
  isManager,
  type Actor,
} from './access';
import {
  assertMayActOn,
  checkSchoolLevels,
  issueInvitation,
  membersOf,
  origin,
  setRoleAndLevels,
  teamPage,
} from './team';
import { issueMoveInvitation, registerSchoolMove } from './school-move';
import { notifyUpdated } from '../notifications/service';

const ACCOUNT = ['AccountApi'];
const SCHOOL = ['SchoolApi'];
const GROUP = ['SchoolGroupApi'];
const SHARING = ['SharingGroupApi'];
const has = (v: string | null | undefined) => !!v && v.trim() !== '';

export default async function profileTeam(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const db = () => app.db;
  const me = (req: FastifyRequest) => actorOf(db(), req.user);
  const loc = (req: FastifyRequest) => req.locale as AppLocale;
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

  registerSchoolMove(app);

  // ---------------------------------------------------------------- profile
  app.put(
    '/AccountApi/Edit',
    {
      ...auth,
      config: doc({
        summary:
          'Edits my profile (§3 fields; bio < 400; phone digits only; levels, subjects, position ids; photo uploaded to Users/{me}/ first); answers UserProfile. A new email needs currentPassword (400 / 403 WRONG_PASSWORD / 403 NO_PASSWORD) and takes effect when the link mailed to it is confirmed (ADR 0048). 409 EMAIL_TAKEN',
        tags: ACCOUNT,
        auth: true,
        body: editProfileSchema,
      }),
    },
    async (req) => {
      const a = await me(req);
      const b = parse(editProfileSchema, req.body);
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

  app.post(
    '/AccountApi/ConfirmEmailChange',
    {
      preHandler: confirmLimit,
      config: {
        rateLimit: false,
        ...doc({
          summary:
            'Confirms an email change from the link mailed to the new address (48 h, single use): the account email becomes the new one and the old address is told. 400 INVALID_TOKEN, 409 TOKEN_USED / EMAIL_TAKEN, 410 TOKEN_EXPIRED',
          tags: ACCOUNT,
          body: confirmEmailChangeSchema,
        }),
      },
    },
    async (req): Promise<ConfirmEmailChangeResult> => {
      const b = parse(confirmEmailChangeSchema, req.body);
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

  app.get(
    '/AccountApi/ProfileExtras',
    {
      ...auth,
      config: doc({
        summary: 'What UserProfile does not carry: the phone country and the §5 fields still missing for my role',
        tags: ACCOUNT,
        auth: true,
        query: localeQuerySchema,
      }),
    },
    async (req): Promise<ProfileExtrasDto> => {
      parse(localeQuerySchema, req.query);
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
  app.get(
    '/AccountApi/AuthorProfile',
    {
      ...auth,
      config: doc({
        summary: 'My author card (authors only): description and bio in ?locale, picture, website and social links',
        tags: ACCOUNT,
        auth: true,
        query: localeQuerySchema,
      }),
    },
    async (req) => {
      parse(localeQuerySchema, req.query);
      const a = await me(req);
      await requireAuthor(a);
      return authorOf(a, loc(req));
    },
  );
  app.put(
    '/AccountApi/AuthorProfile',
    {
      ...auth,
      config: doc({
        summary:
          'Edits my author card (authors only; description and bio in the request locale; URLs http(s); picture uploaded to Users/{me}/ first)',
        tags: ACCOUNT,
        auth: true,
        body: authorProfileSchema,
      }),
    },
    async (req) => {
      const a = await me(req);
      await requireAuthor(a);
      const b = parse(authorProfileSchema, req.body);
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

  // ---------------------------------------------------------------- school
  const levelsOf = async (
    table: 'school_educational_levels' | 'school_group_educational_levels',
    col: string,
    id: number,
    locale: AppLocale,
  ): Promise<IdName[]> =>
    (
      await db().query<IdName>(
        `SELECT l.id, ${l10nSql('l.name', '$2')} AS name FROM ${table} x JOIN educational_levels l ON l.id = x.educational_level_id WHERE x.${col} = $1 ORDER BY l.position, l.id`,
        [id, locale],
      )
    ).rows;

  async function schoolDto(a: Actor, id: number, locale: AppLocale): Promise<SchoolDto> {
    const level = await canReadSchool(db(), a, id);
    const { rows } = await db().query<{
      id: number;
      name: string;
      address: string | null;
      email: string | null;
      centre_key: string | null;
      students_band: number | null;
      network_name: string | null;
      avatar: string | null;
      school_group_id: number | null;
      group_name: string | null;
    }>(
      `SELECT s.id, s.name, s.address, s.email, s.centre_key, s.students_band, coalesce(s.network_name, g.name) AS network_name, s.avatar, s.school_group_id, g.name AS group_name
         FROM schools s LEFT JOIN school_groups g ON g.id = s.school_group_id WHERE s.id = $1`,
      [id],
    );
    const s = rows[0];
    const team = await teamPage(db(), id, locale, 0, 0, 10);
    const mgr = await db().query<{
      id: number;
      name: string | null;
      surname: string | null;
      email: string;
      avatar: string | null;
    }>(
      `SELECT DISTINCT u.id, u.name, u.surname, u.email, u.avatar FROM users u
         JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name = 'Manager'
         LEFT JOIN user_schools us ON us.user_id = u.id AND us.school_id = $1
        WHERE u.deleted_at IS NULL AND u.active AND ((u.school_id = $1 AND (us.user_id IS NULL OR us.removed_at IS NULL)) OR (us.removed_at IS NULL AND us.user_id IS NOT NULL))
        ORDER BY u.id`,
      [id],
    );
    return {
      id: s.id,
      name: s.name,
      address: s.address,
      email: s.email,
      centreKey: s.centre_key,
      studentsBand: s.students_band as StudentBand | null,
      educationalLevels: await levelsOf('school_educational_levels', 'school_id', id, locale),
      networkName: s.network_name,
      avatar: s.avatar,
      schoolGroupId: s.school_group_id,
      schoolGroupName: s.group_name,
      managers: mgr.rows.map((m) => ({
        userId: m.id,
        name: [m.name, m.surname].filter(Boolean).join(' ') || m.email,
        email: m.email,
        avatar: m.avatar,
      })),
      teamCount: team.totalCount,
      canEdit: level === 'admin' || level === 'manager',
    };
  }

  app.get(
    '/SchoolApi/GetUserSchools',
    {
      ...auth,
      config: doc({
        summary: 'My schools (admins: every school of my group), each with whether I administer it',
        tags: SCHOOL,
        auth: true,
        query: localeQuerySchema,
      }),
    },
    async (req): Promise<UserSchoolDto[]> => {
      parse(localeQuerySchema, req.query);
      const a = await me(req);
      const { rows } = await db().query<{ id: number; name: string; avatar: string | null; state: number | null }>(
        `SELECT s.id, s.name, s.avatar, us.state FROM schools s
         LEFT JOIN user_schools us ON us.school_id = s.id AND us.user_id = $1 AND us.removed_at IS NULL
        WHERE s.id = $2 OR us.user_id IS NOT NULL OR ($3::boolean AND $4::int IS NOT NULL AND s.school_group_id = $4)
        ORDER BY (s.id = $2) DESC, s.name`,
        [a.userId, a.schoolId, isAdmin(a), a.groupId],
      );
      return rows.map((s) => ({
        id: s.id,
        name: s.name,
        avatar: s.avatar,
        current: s.id === a.schoolId,
        canManage: isAdmin(a) || (isManager(a) && (s.id === a.schoolId || s.state === 2)),
      }));
    },
  );

  app.get(
    '/SchoolApi/SchoolExists',
    {
      ...auth,
      config: doc({
        summary: 'Is this centre key taken by another school? (empty is free; ?schoolId = the school being edited)',
        tags: SCHOOL,
        auth: true,
        query: schoolExistsQuerySchema,
      }),
    },
    async (req) => {
      const q = parse(schoolExistsQuerySchema, req.query);
      if (!q.centreKey) return false;
      const { rows } = await db().query(
        'SELECT 1 FROM schools WHERE lower(centre_key) = lower($1) AND ($2::int IS NULL OR id <> $2)',
        [q.centreKey, q.schoolId ?? null],
      );
      return rows.length > 0;
    },
  );

  app.get(
    '/SchoolApi/:id',
    {
      ...auth,
      config: doc({
        summary: 'A school I belong to (admins: of my group): data, levels, network, managers, team size, canEdit',
        tags: SCHOOL,
        auth: true,
        params: schoolIdParamSchema,
        query: localeQuerySchema,
      }),
    },
    async (req) => {
      const { id } = parse(schoolIdParamSchema, req.params);
      parse(localeQuerySchema, req.query);
      return schoolDto(await me(req), id, loc(req));
    },
  );

  app.put(
    '/SchoolApi/:id',
    {
      ...auth,
      config: doc({
        summary:
          'Edits a school (its managers, admins of its group): §5 name, address and network name required (requiredFields), email checked, centre key unique (409 CENTRE_KEY_TAKEN)',
        tags: SCHOOL,
        auth: true,
        params: schoolIdParamSchema,
        body: updateSchoolSchema,
      }),
    },
    async (req) => {
      const { id } = parse(schoolIdParamSchema, req.params);
      const a = await me(req);
      await canManageSchool(db(), a, id);
      const b = parse(updateSchoolSchema, req.body);
      checkFile(b.avatar, 'Schools', id, 'avatar');
      await checkIds(db(), 'educational_levels', b.educationalLevelIds, 'educationalLevelIds');
      if (b.centreKey) {
        const clash = await db().query('SELECT 1 FROM schools WHERE lower(centre_key) = lower($1) AND id <> $2', [
          b.centreKey,
          id,
        ]);
        if (clash.rows.length) throw new ApiError(409, 'CENTRE_KEY_TAKEN', 'The centre key is already registered');
      }
      await db().transaction(async (tx) => {
        await tx.query(
          `UPDATE schools SET name = $2, address = $3, network_name = $4, email = $5,
                centre_key = CASE WHEN $6::boolean THEN nullif($7, '') ELSE centre_key END,
                students_band = CASE WHEN $8::boolean THEN $9 ELSE students_band END,
                avatar = CASE WHEN $10::boolean THEN $11 ELSE avatar END, updated_at = now()
          WHERE id = $1`,
          [
            id,
            b.name,
            b.address,
            b.networkName,
            b.email,
            b.centreKey !== undefined,
            b.centreKey ?? '',
            b.studentsBand !== undefined,
            b.studentsBand ?? null,
            b.avatar !== undefined,
            b.avatar ?? null,
          ],
        );
        if (b.educationalLevelIds) {
          await tx.query('DELETE FROM school_educational_levels WHERE school_id = $1', [id]);
          await tx.query(
            'INSERT INTO school_educational_levels (school_id, educational_level_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
            [id, b.educationalLevelIds],
          );
        }
      });
      return schoolDto(a, id, loc(req));
    },
  );

  app.get(
    '/SchoolApi/GetUsersStatusBySchool/:id',
    {
      ...auth,
      config: doc({
        summary:
          'The team of a school, paged (page sizes 10/20/30), filter none 0 | confirmed 1 | canceled 2 | pending 3; members of the school and admins of its group',
        tags: SCHOOL,
        auth: true,
        params: schoolIdParamSchema,
        query: teamQuerySchema,
      }),
    },
    async (req) => {
      const { id } = parse(schoolIdParamSchema, req.params);
      const q = parse(teamQuerySchema, req.query);
      await canReadSchool(db(), await me(req), id);
      return teamPage(db(), id, loc(req), q.filter, q.pageNumber, q.pageSize);
    },
  );

  app.put(
    '/SchoolApi/:id/RemoveMembers',
    {
      ...auth,
      config: doc({
        summary:
          'Removes members from the school (managers: teachers only; admins: all but admins; never yourself); pending invitations are withdrawn',
        tags: SCHOOL,
        auth: true,
        params: schoolIdParamSchema,
        body: removeMembersSchema,
      }),
    },
    async (req) => {
      const { id } = parse(schoolIdParamSchema, req.params);
      const a = await me(req);
      const level = await canManageSchool(db(), a, id);
      const b = parse(removeMembersSchema, req.body);
      const members = await membersOf(db(), id, b.userIds);
      assertMayActOn(level, a, members.values(), TEAM_MESSAGES.remove);
      await db().transaction(async (tx) => {
        for (const userId of members.keys()) {
          await tx.query(
            `INSERT INTO user_schools (user_id, school_id, state, removed_at) VALUES ($1, $2, 3, now())
                        ON CONFLICT (user_id, school_id) DO UPDATE SET removed_at = now()`,
            [userId, id],
          );
          await tx.query(
            `UPDATE invitations SET status = 'removed' WHERE user_id = $1 AND school_id = $2 AND status = 'pending'`,
            [userId, id],
          );
          // the current school moves to another school of the user, if any; an invitee who never registered is withdrawn
          await tx.query(
            `UPDATE users SET school_id = (SELECT us.school_id FROM user_schools us WHERE us.user_id = $1 AND us.removed_at IS NULL ORDER BY us.joined_at LIMIT 1),
                  deleted_at = CASE WHEN NOT active AND password_hash IS NULL THEN now() ELSE deleted_at END, updated_at = now()
            WHERE id = $1 AND school_id = $2`,
            [userId, id],
          );
        }
      });
      return { removed: [...members.keys()] };
    },
  );

  app.post(
    '/SchoolApi/:id/EditUser',
    {
      ...auth,
      config: doc({
        summary:
          "Changes the role (Manager | Teacher) and the levels (at least one, among the school's) of a member (managers: teachers only; admins: all but admins)",
        tags: SCHOOL,
        auth: true,
        params: schoolIdParamSchema,
        body: editSchoolUserSchema,
      }),
    },
    async (req) => {
      const { id } = parse(schoolIdParamSchema, req.params);
      const a = await me(req);
      const level = await canManageSchool(db(), a, id);
      const b = parse(editSchoolUserSchema, req.body);
      const members = await membersOf(db(), id, [b.userId]);
      assertMayActOn(level, a, members.values(), TEAM_MESSAGES.edit);
      await checkSchoolLevels(db(), id, b.educationalLevelIds);
      // an account of another school invited to move: only its pending invitation changes (issue 31)
      const mover = await db().query(
        `SELECT 1 FROM users u WHERE u.id = $1 AND u.school_id IS DISTINCT FROM $2
            AND NOT EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.school_id = $2 AND us.removed_at IS NULL)`,
        [b.userId, id],
      );
      if (mover.rows.length)
        await db().query(
          `UPDATE invitations SET role_name = $3, educational_level_ids = $4::int[] WHERE user_id = $1 AND school_id = $2 AND kind = 'move' AND status = 'pending'`,
          [b.userId, id, b.role, b.educationalLevelIds],
        );
      else await db().transaction((tx) => setRoleAndLevels(tx, b.userId, id, b.role, b.educationalLevelIds));
      const page = await teamPage(db(), id, loc(req), 0, 0, 30);
      return page.data.find((m) => m.userId === b.userId) ?? null;
    },
  );

  // ---------------------------------------------------------------- invitations
  app.post(
    '/AccountApi/InviteUser',
    {
      ...auth,
      config: doc({
        summary:
          'Invites colleagues to a school as Manager or Teacher with at least one level: a single-use link valid two weeks, emailed. An active account of another school gets a move invitation instead (email + bell; accepted with ChangeSchool). 409 ALREADY_INVITED (a member) / EMAIL_TAKEN (an account not active yet), nothing sent',
        tags: ACCOUNT,
        auth: true,
        body: inviteUserSchema,
      }),
    },
    async (req, reply): Promise<InviteUserResult> => {
      const a = await me(req);
      const b = parse(inviteUserSchema, req.body);
      await canManageSchool(db(), a, b.schoolId);
      await checkSchoolLevels(db(), b.schoolId, b.educationalLevelIds);
      const emails = [...new Set(b.emails)];
      const existing = await db().query<{
        email: string;
        id: number;
        school_id: number | null;
        active: boolean;
        in_school: boolean;
      }>(
        `SELECT u.email, u.id, u.school_id, (u.active AND u.deleted_at IS NULL) AS active,
                (u.school_id = $2 OR EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.school_id = $2 AND us.removed_at IS NULL)
                 OR EXISTS (SELECT 1 FROM invitations i WHERE i.user_id = u.id AND i.school_id = $2 AND i.kind = 'move' AND i.status = 'pending' AND i.expires_at > now())) AS in_school
           FROM users u WHERE u.email = ANY($1::text[])`,
        [emails, b.schoolId],
      );
      // an active account of another school is invited to move (ChangeSchool); a member, or an account that is not
      // active yet (its own invitation or sign-up pending), still answers 409 with nothing sent
      const refused = existing.rows.filter((u) => u.in_school || !u.active);
      if (refused.length) {
        const inSchool = refused.some((u) => u.in_school);
        throw new ApiError(
          409,
          inSchool ? 'ALREADY_INVITED' : 'EMAIL_TAKEN',
          inSchool ? TEAM_MESSAGES.alreadyInvited : TEAM_MESSAGES.emailTaken,
          refused.map((u) => ({ path: 'emails', message: u.email })),
        );
      }
      const movers = new Map(existing.rows.map((u) => [u.email, u.id]));
      const school = (await db().query<{ name: string }>('SELECT name FROM schools WHERE id = $1', [b.schoolId]))
        .rows[0];
      const locale = b.locale ?? loc(req);
      const ids: number[] = [];
      await db().transaction(async (tx) => {
        for (const email of emails) {
          const mover = movers.get(email);
          if (mover !== undefined) {
            ids.push(mover);
            await issueMoveInvitation(app, tx, {
              userId: mover,
              email,
              schoolId: b.schoolId,
              schoolName: school.name,
              inviter: a,
              role: b.role,
              levelIds: b.educationalLevelIds,
              locale,
            });
            continue;
          }
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO users (email, school_id, active, email_confirmed, mailing_language, navigation_language) VALUES ($1, $2, false, false, $3, $3) RETURNING id`,
            [email, b.schoolId, locale],
          );
          const userId = rows[0].id;
          ids.push(userId);
          await setRoleAndLevels(tx, userId, b.schoolId, b.role, b.educationalLevelIds);
          await issueInvitation(app, tx, {
            userId,
            email,
            schoolId: b.schoolId,
            schoolName: school.name,
            inviter: a,
            role: b.role,
            levelIds: b.educationalLevelIds,
            locale,
          });
        }
      });
      if (movers.size) await notifyUpdated(app, [...movers.values()]);
      const page = await teamPage(db(), b.schoolId, loc(req), 3, 0, 30);
      reply.code(201);
      return { invited: page.data.filter((m) => ids.includes(m.userId)) };
    },
  );

  app.post(
    '/AccountApi/ResendInvitation',
    {
      ...auth,
      config: doc({
        summary:
          'Sends a new link (earlier ones canceled) to pending or expired members of ?schoolId; confirmed members are skipped',
        tags: ACCOUNT,
        auth: true,
        query: z.object({ schoolId: z.coerce.number().int().positive(), locale: z.string().optional() }),
        body: resendInvitationSchema,
      }),
    },
    async (req): Promise<ResendInvitationResult> => {
      const a = await me(req);
      const b = parse(resendInvitationSchema, { ...(req.body as object | undefined), ...(req.query as object) });
      const level = await canManageSchool(db(), a, b.schoolId);
      const members = await membersOf(db(), b.schoolId, b.userIds);
      assertMayActOn(level, a, members.values(), TEAM_MESSAGES.invite);
      const school = (await db().query<{ name: string }>('SELECT name FROM schools WHERE id = $1', [b.schoolId]))
        .rows[0];
      const sent: number[] = [];
      const skipped: number[] = [];
      await db().transaction(async (tx) => {
        for (const m of members.values()) {
          if (m.inv_status === 'confirmed') {
            skipped.push(m.id);
            continue;
          }
          const inv = (
            await tx.query<{ role_name: string; educational_level_ids: number[]; kind: string }>(
              `SELECT role_name, educational_level_ids, kind FROM invitations WHERE user_id = $1 AND school_id = $2 AND status <> 'removed' ORDER BY created_at DESC, id DESC LIMIT 1`,
              [m.id, b.schoolId],
            )
          ).rows[0];
          const lang = (
            await tx.query<{ l: AppLocale }>('SELECT mailing_language AS l FROM users WHERE id = $1', [m.id])
          ).rows[0].l;
          await (inv?.kind === 'move' ? issueMoveInvitation : issueInvitation)(app, tx, {
            userId: m.id,
            email: m.email,
            schoolId: b.schoolId,
            schoolName: school.name,
            inviter: a,
            role: inv?.role_name ?? 'Teacher',
            levelIds: inv?.educational_level_ids ?? [],
            locale: b.locale ?? lang,
          });
          sent.push(m.id);
        }
      });
      return { sent, skipped };
    },
  );

  // ---------------------------------------------------------------- school group
  const groupSchools = async (a: Actor, groupId: number): Promise<UserSchoolDto[]> =>
    (
      await db().query<{ id: number; name: string; avatar: string | null }>(
        'SELECT id, name, avatar FROM schools WHERE school_group_id = $1 ORDER BY name, id',
        [groupId],
      )
    ).rows.map((s) => ({
      id: s.id,
      name: s.name,
      avatar: s.avatar,
      current: s.id === a.schoolId,
      canManage: isAdmin(a) || (isManager(a) && s.id === a.schoolId),
    }));
  const groupParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
  async function groupDto(a: Actor, id: number, locale: AppLocale): Promise<SchoolGroupDto> {
    const level = await groupLevel(db(), a, id);
    const g = (
      await db().query<{ id: number; name: string; picture: string | null }>(
        'SELECT id, name, picture FROM school_groups WHERE id = $1',
        [id],
      )
    ).rows[0];
    return {
      id: g.id,
      name: g.name,
      picture: g.picture,
      educationalLevels: await levelsOf('school_group_educational_levels', 'school_group_id', id, locale),
      schools: await groupSchools(a, id),
      canEdit: level === 'admin',
    };
  }
  app.get(
    '/SchoolGroupApi/:id',
    {
      ...auth,
      config: doc({
        summary: 'My school group: name, picture, levels, schools, canEdit (admins)',
        tags: GROUP,
        auth: true,
        params: groupParam,
        query: localeQuerySchema,
      }),
    },
    async (req) => {
      const { id } = parse(groupParam, req.params);
      parse(localeQuerySchema, req.query);
      return groupDto(await me(req), id, loc(req));
    },
  );
  app.put(
    '/SchoolGroupApi/:id',
    {
      ...auth,
      config: doc({
        summary:
          'Edits my school group (admins of it): name required (requiredFields), picture uploaded to SchoolGroup/{id}/ first, levels',
        tags: GROUP,
        auth: true,
        params: groupParam,
        body: updateSchoolGroupSchema,
      }),
    },
    async (req) => {
      const { id } = parse(groupParam, req.params);
      const a = await me(req);
      if ((await groupLevel(db(), a, id)) !== 'admin')
        throw ApiError.forbidden('Only the admins of the school group may edit it', 'NOT_GROUP_ADMIN');
      const b = parse(updateSchoolGroupSchema, req.body);
      checkFile(b.picture, 'SchoolGroup', id, 'picture');
      await checkIds(db(), 'educational_levels', b.educationalLevelIds, 'educationalLevelIds');
      await db().transaction(async (tx) => {
        await tx.query(
          'UPDATE school_groups SET name = $2, picture = CASE WHEN $3::boolean THEN $4 ELSE picture END, updated_at = now() WHERE id = $1',
          [id, b.name, b.picture !== undefined, b.picture ?? null],
        );
        if (b.educationalLevelIds) {
          await tx.query('DELETE FROM school_group_educational_levels WHERE school_group_id = $1', [id]);
          await tx.query(
            'INSERT INTO school_group_educational_levels (school_group_id, educational_level_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
            [id, b.educationalLevelIds],
          );
        }
      });
      return groupDto(a, id, loc(req));
    },
  );
  app.get(
    '/SchoolGroupApi/:id/AssociatedSchools',
    {
      ...auth,
      config: doc({
        summary: 'The schools of my school group with their team size',
        tags: GROUP,
        auth: true,
        params: groupParam,
        query: localeQuerySchema,
      }),
    },
    async (req): Promise<AssociatedSchoolDto[]> => {
      const { id } = parse(groupParam, req.params);
      parse(localeQuerySchema, req.query);
      await groupLevel(db(), await me(req), id);
      const { rows } = await db().query<AssociatedSchoolDto>(
        `SELECT s.id, s.name, s.address, s.avatar,
              (SELECT count(DISTINCT u.id)::int FROM users u LEFT JOIN user_schools us ON us.user_id = u.id AND us.school_id = s.id
                WHERE u.deleted_at IS NULL AND ((u.school_id = s.id AND (us.user_id IS NULL OR us.removed_at IS NULL)) OR (us.user_id IS NOT NULL AND us.removed_at IS NULL))) AS "teamCount"
         FROM schools s WHERE s.school_group_id = $1 ORDER BY s.name, s.id`,
        [id],
      );
      return rows;
    },
  );
  app.get(
    '/SchoolGroupApi/:id/SchoolsWithCourses',
    {
      ...auth,
      config: doc({
        summary: 'The schools of my school group with the academic courses of their country and levels',
        tags: GROUP,
        auth: true,
        params: groupParam,
        query: localeQuerySchema,
      }),
    },
    async (req): Promise<SchoolWithCoursesDto[]> => {
      const { id } = parse(groupParam, req.params);
      parse(localeQuerySchema, req.query);
      await groupLevel(db(), await me(req), id);
      const { rows } = await db().query<SchoolWithCoursesDto>(
        `SELECT s.id, s.name,
              coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', ${l10nSql('g.name', '$2')}) ORDER BY g.institutional_order, g.id)
                          FROM academic_grades g WHERE g.country_iso2 = s.country_iso2
                           AND (g.educational_level_id IS NULL OR g.educational_level_id IN (SELECT educational_level_id FROM school_educational_levels WHERE school_id = s.id))), '[]'::json) AS courses
         FROM schools s WHERE s.school_group_id = $1 ORDER BY s.name, s.id`,
        [id, loc(req)],
      );
      return rows;
    },
  );

  // ---------------------------------------------------------------- sharing groups
  async function sharingGroup(id: number): Promise<SharingGroupDto | null> {
    const { rows } = await db().query<{ id: number; name: string; owner_id: number }>(
      'SELECT id, name, owner_id FROM sharing_groups WHERE id = $1',
      [id],
    );
    if (!rows[0]) return null;
    const m = await db().query<{
      id: number;
      name: string | null;
      surname: string | null;
      email: string;
      avatar: string | null;
      school_name: string | null;
    }>(
      `SELECT u.id, u.name, u.surname, u.email, u.avatar, s.name AS school_name FROM sharing_group_members gm JOIN users u ON u.id = gm.user_id
         LEFT JOIN schools s ON s.id = u.school_id WHERE gm.group_id = $1 AND u.deleted_at IS NULL ORDER BY lower(coalesce(u.name, u.email)), u.id`,
      [id],
    );
    return {
      id: rows[0].id,
      name: rows[0].name,
      ownerId: rows[0].owner_id,
      userSharingGroups: m.rows.map((u) => ({
        userId: u.id,
        name: [u.name, u.surname].filter(Boolean).join(' ') || u.email,
        email: u.email,
        avatar: u.avatar,
        schoolName: u.school_name,
      })),
    };
  }
  /** 404 for a group that does not exist or is someone else's (a stranger learns nothing). */
  async function ownGroup(req: FastifyRequest, groupId: number): Promise<SharingGroupDto> {
    const g = await sharingGroup(groupId);
    if (!g || g.ownerId !== req.user!.userId)
      throw ApiError.notFound('Sharing group not found', 'SHARING_GROUP_NOT_FOUND');
    return g;
  }
  async function checkColleagues(req: FastifyRequest, userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    const colleagues = new Set((await colleaguesOf(db(), req.user!)).map((c) => c.userId));
    const outside = userIds.filter((u) => !colleagues.has(u));
    if (outside.length)
      throw ApiError.forbidden('Sharing groups hold colleagues of your school network only', 'NOT_COLLEAGUE');
  }
  async function checkNameFree(db2: Db, ownerId: number, name: string, except?: number): Promise<void> {
    const { rows } = await db2.query(
      'SELECT 1 FROM sharing_groups WHERE owner_id = $1 AND lower(name) = lower($2) AND ($3::int IS NULL OR id <> $3)',
      [ownerId, name, except ?? null],
    );
    if (rows.length)
      throw new ApiError(409, 'SHARING_GROUP_NAME_REPEATED', 'You have already used that name, try another one.');
  }
  const groupPath = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

  app.post(
    '/SharingGroupApi/Create',
    {
      ...auth,
      config: doc({
        summary:
          'Creates my sharing group with colleagues of my school network (403 NOT_COLLEAGUE; 409 SHARING_GROUP_NAME_REPEATED)',
        tags: SHARING,
        auth: true,
        body: createSharingGroupSchema,
      }),
    },
    async (req, reply) => {
      const b = parse(createSharingGroupSchema, req.body);
      const userIds = [...new Set(b.userSharingGroups.map((m) => m.userId))];
      await checkColleagues(req, userIds);
      await checkNameFree(db(), req.user!.userId, b.name);
      const id = await db().transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO sharing_groups (owner_id, name) VALUES ($1, $2) RETURNING id',
          [req.user!.userId, b.name],
        );
        if (userIds.length)
          await tx.query(
            'INSERT INTO sharing_group_members (group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
            [rows[0].id, userIds],
          );
        return rows[0].id;
      });
      reply.code(201);
      return sharingGroup(id);
    },
  );
  app.get(
    '/SharingGroupApi/GetByOwner',
    {
      ...auth,
      config: doc({
        summary: 'My sharing groups with their members (?ownerId must be me)',
        tags: SHARING,
        auth: true,
        query: getByOwnerQuerySchema,
      }),
    },
    async (req) => {
      const q = parse(getByOwnerQuerySchema, req.query);
      if (q.ownerId !== undefined && q.ownerId !== req.user!.userId)
        throw ApiError.forbidden('You can only list your own sharing groups');
      const { rows } = await db().query<{ id: number }>(
        'SELECT id FROM sharing_groups WHERE owner_id = $1 ORDER BY lower(name), id',
        [req.user!.userId],
      );
      return (await Promise.all(rows.map((r) => sharingGroup(r.id)))).filter(Boolean);
    },
  );
  app.get(
    '/SharingGroupApi/:id',
    {
      ...auth,
      config: doc({
        summary: 'One of my sharing groups',
        tags: SHARING,
        auth: true,
        params: groupPath,
        query: localeQuerySchema,
      }),
    },
    async (req) => {
      const { id } = parse(groupPath, req.params);
      return ownGroup(req, id);
    },
  );
  app.put(
    '/SharingGroupApi/:groupId/Edit',
    {
      ...auth,
      config: doc({
        summary: 'Renames my sharing group',
        tags: SHARING,
        auth: true,
        params: groupIdParamSchema,
        body: editSharingGroupSchema,
      }),
    },
    async (req) => {
      const { groupId } = parse(groupIdParamSchema, req.params);
      await ownGroup(req, groupId);
      const b = parse(editSharingGroupSchema, req.body);
      await checkNameFree(db(), req.user!.userId, b.name, groupId);
      await db().query('UPDATE sharing_groups SET name = $2 WHERE id = $1', [groupId, b.name]);
      return sharingGroup(groupId);
    },
  );
  app.delete(
    '/SharingGroupApi/:id',
    {
      ...auth,
      config: doc({
        summary: 'Deletes my sharing group (what was shared with it stays shared)',
        tags: SHARING,
        auth: true,
        params: groupPath,
      }),
    },
    async (req) => {
      const { id } = parse(groupPath, req.params);
      await ownGroup(req, id);
      await db().query('DELETE FROM sharing_groups WHERE id = $1', [id]);
      return { id, deleted: true };
    },
  );
  app.put(
    '/SharingGroupApi/:groupId/AddMembers',
    {
      ...auth,
      config: doc({
        summary: 'Adds colleagues of my school network to my sharing group (403 NOT_COLLEAGUE, nothing added)',
        tags: SHARING,
        auth: true,
        params: groupIdParamSchema,
        body: sharingGroupMembersSchema,
      }),
    },
    async (req) => {
      const { groupId } = parse(groupIdParamSchema, req.params);
      await ownGroup(req, groupId);
      const b = parse(sharingGroupMembersSchema, req.body);
      await checkColleagues(req, b.userIds);
      await db().query(
        'INSERT INTO sharing_group_members (group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [groupId, b.userIds],
      );
      return sharingGroup(groupId);
    },
  );
  app.put(
    '/SharingGroupApi/:groupId/RemoveMembers',
    {
      ...auth,
      config: doc({
        summary: 'Removes members from my sharing group',
        tags: SHARING,
        auth: true,
        params: groupIdParamSchema,
        body: sharingGroupMembersSchema,
      }),
    },
    async (req) => {
      const { groupId } = parse(groupIdParamSchema, req.params);
      await ownGroup(req, groupId);
      const b = parse(sharingGroupMembersSchema, req.body);
      await db().query('DELETE FROM sharing_group_members WHERE group_id = $1 AND user_id = ANY($2::int[])', [
        groupId,
        b.userIds,
      ]);
      return sharingGroup(groupId);
    },
  );
}
