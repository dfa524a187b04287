/** Account routes about the caller: Me, profile, preferences, positions, the white-label subdomain and the Krea terms. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  getSubdomainQuerySchema,
  languageConfigurationQuerySchema,
  navigationTutorialSchema,
  positionsForNewUserQuerySchema,
  localeQuerySchema,
  type AppLocale,
  type SubdomainInfoDto,
  type TermsAndConditionsDto,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireKreaAccess } from '../../http/auth';
import { route } from '../../http/route';
import {
  findSubdomain,
  markNotificationsSeen,
  positionList,
  setLanguages,
  setNavigationTutorial,
  signTerms,
} from './store';
import { TERMS_VERSION, buildUserInfo, buildUserProfile, termsSigned } from './service';

export function registerProfileRoutes(app: FastifyInstance): void {
  const cfg = app.config;
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

export const DEFAULT_TERMS_URL = '/files/terms/krea-terms-and-conditions.pdf';

/** Positions a teacher (or a new teacher) may hold; management positions are for managers and admins. */
export const TEACHING_POSITIONS = [
  'levelCoordinator',
  'areaCoordinator',
  'innovationCoordinator',
  'academicOrPedagogicalCoordinator',
  'teacherEducation',
  'teacher',
  'iCT',
  'pastoral',
];
