/** Account routes about the caller: Me, profile, preferences, positions, the white-label subdomain and the Krea terms. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  getSubdomainQuerySchema,
  languageConfigurationQuerySchema,
  navigationTutorialSchema,
  POSITION_KEYS,
  positionsForNewUserQuerySchema,
  localeQuerySchema,
  type AppLocale,
  type SubdomainInfoDto,
  type TermsAndConditionsDto,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireKreaAccess } from '../../http/auth';
import { router } from '../../http/route';
import {
  findSubdomain,
  markNotificationsSeen,
  positionList,
  setLanguages,
  setNavigationTutorial,
  signTerms,
} from './store';
import { TERMS_VERSION, buildUserInfo, buildUserProfile, termsSigned } from './service';

/** 401 when the signed-in user no longer exists (deleted since the token was issued). */
function existing<T>(found: T | null | undefined): T {
  if (!found) throw ApiError.unauthorized('The user no longer exists');
  return found;
}

export function registerProfileRoutes(app: FastifyInstance): void {
  const cfg = app.config;
  const api = router(app, { tags: ['AccountApi'], auth: true });
  // ---------------------------------------------------------------- user info
  /** A GET of the caller's own record, built in the request's language; 401 when the user is gone. */
  const aboutCaller = <T>(
    url: string,
    summary: string,
    build: (db: typeof app.db, userId: number, locale: AppLocale) => Promise<T | null | undefined>,
  ) =>
    api.get(url, { summary, query: localeQuerySchema }, async (req, input) => {
      void input.query; // validated, not read
      return existing(await build(app.db, req.user!.userId, req.locale));
    });
  aboutCaller('/AccountApi/Me', 'User info (spec §3): roles, licences, school, languages, terms', buildUserInfo);
  aboutCaller('/AccountApi/UserProfile', 'Profile: userVO and schoolGroupVO', buildUserProfile);

  api.post(
    '/AccountApi/LanguageConfiguration',
    {
      summary: 'Sets mailing and/or navigation language (query DefaultMailingLanguage, DefaultNavigationLanguage)',
      query: languageConfigurationQuerySchema,
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
  );

  api.post(
    '/AccountApi/NavigationTutorial',
    { summary: 'Turns the onboarding tour on or off', body: navigationTutorialSchema },
    async (req, input) => {
      const b = parse(navigationTutorialSchema, { ...(req.query as object), ...(req.body as object | undefined) });
      await setNavigationTutorial(app.db, req.user!.userId, b.status);
      return { navigationTutorial: b.status };
    },
  );

  api.put(
    '/AccountApi/NotificationLastSeen',
    { summary: 'Marks every notification up to now as seen', noInput: true },
    async (req, input) => {
      const seen = await markNotificationsSeen(app.db, req.user!.userId);
      return { notificationLastSeen: seen ? new Date(seen).toISOString() : null };
    },
  );

  // ---------------------------------------------------------------- positions
  const positions = (locale: AppLocale, keys?: string[]) => positionList(app.db, locale, keys);

  api.get(
    '/AccountApi/PositionsForUser',
    {
      summary: 'Positions the caller may choose (managers and admins: all; others: non-management ones)',
      query: localeQuerySchema,
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
  );

  api.get(
    '/AccountApi/PositionsForNewUser',
    {
      auth: false,
      summary: 'Positions offered when registering or inviting a user of roleName',
      query: positionsForNewUserQuerySchema,
    },
    async (req, input) => {
      const q = input.query;
      return positions(req.locale, q.roleName === 'Teacher' ? TEACHING_POSITIONS : undefined);
    },
  );

  // ---------------------------------------------------------------- white-label
  api.get(
    '/AccountApi/GetSubdomain',
    {
      auth: false,
      summary: 'White-label info of a subdomain: logos, name, licence state',
      query: getSubdomainQuerySchema,
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
  );

  // ---------------------------------------------------------------- Krea terms
  const kreaAccess = requireKreaAccess(() => app.db);
  const termsUrl = cfg.termsUrl ?? DEFAULT_TERMS_URL;
  /** The Krea terms document and whether (and when) the user signed their current version. */
  const termsAnswer = async (userId: number): Promise<TermsAndConditionsDto> => {
    const t = await termsSigned(app.db, userId);
    return { termsAndConditionsURL: termsUrl, signed: t.signed, signedAt: t.signedAt, version: TERMS_VERSION };
  };
  api.get(
    '/krea/Account/TermsAndConditions',
    {
      tags: ['krea'],
      preHandler: kreaAccess,
      summary: 'Krea terms document URL and whether the caller signed them',
      query: localeQuerySchema,
    },
    async (req, input) => {
      void input.query; // validated, not read
      return termsAnswer(req.user!.userId);
    },
  );
  api.post(
    '/krea/Account/TermsAndConditions/sign',
    {
      tags: ['krea'],
      preHandler: kreaAccess,
      summary: 'Signs the Krea terms (idempotent)',
      body: z.object({ locale: z.string().optional() }),
    },
    async (req, input) => {
      await signTerms(app.db, req.user!.userId, TERMS_VERSION);
      return termsAnswer(req.user!.userId);
    },
  );
}

export const DEFAULT_TERMS_URL = '/files/terms/krea-terms-and-conditions.pdf';

/** Positions a teacher (or a new teacher) may hold; management positions are for managers and admins. */
const MANAGEMENT_POSITIONS: readonly string[] = ['principal', 'vicePrincipal', 'management'];
export const TEACHING_POSITIONS: string[] = POSITION_KEYS.filter((k) => !MANAGEMENT_POSITIONS.includes(k));
