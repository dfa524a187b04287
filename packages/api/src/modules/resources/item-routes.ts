/**
 * What a resource (ResourceApi) and a program (EducationalProgramApi) offer alike, each behind its own visibility check:
 * the language shown or a redirect marker, RequestInformation, Share and the used-content records (mine / a school's).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  idParamSchema,
  localeQuerySchema,
  requestInformationSchema,
  pagingQuerySchema,
  EXPLORE_PAGE_SIZES,
  type ExploreLocale,
  type RedirectMarker,
} from '@platform/contracts';
import { asCaller, asUser, type Caller, type Router } from '../../http/route';
import { emailLinkOrigin } from '../../http/links';
import { ApiError } from '../../http/errors';
import { fallbackChain } from '../../http/locale';
import type { AuthUser } from '../../http/context';
import type { Db } from '../../db/types';
import { pagedItemRecords } from '../used-content/public';
import { requestInformation, sendShareEmails } from './sharing';

/** A resource or a program, as the routes they share see it. */
export interface Item<R = unknown> {
  kind: 'resource' | 'program';
  /** the API the routes are under: /ResourceApi, /EducationalProgramApi */
  base: string;
  /** 404 unknown / deleted, 403 a network-only item of another school group */
  visible: (db: Db, user: AuthUser, id: number) => Promise<R>;
}

/** The first of `locale` and its fallbacks the item is approved in (else its first language). */
export const shownLocale = (langs: ExploreLocale[], locale: ExploreLocale): ExploreLocale =>
  (fallbackChain(locale).find((l) => langs.includes(l as ExploreLocale)) ?? langs[0]) as ExploreLocale;

/**
 * GetByLocale of an item approved in `langs`: 404 (`message`) in none; `{ redirect: { locale, id } }` when it is not in
 * `locale` (the client reloads in redirect.locale); null when it is (the caller answers the detail).
 */
function redirectFor(
  langs: ExploreLocale[],
  locale: ExploreLocale,
  id: number,
  message: string,
): RedirectMarker | null {
  if (!langs.length) throw ApiError.notFound(message);
  if (langs.includes(locale)) return null;
  return { redirect: { locale: shownLocale(langs, locale), id } };
}

/**
 * GET {base}/GetByLocale/:id: the item in the requested language (`detail`, which records a view), or
 * `{ redirect: { locale, id } }` when it is approved only in other languages (`langs`); 404 unknown or in none.
 */
export function getByLocaleRoute<R>(
  app: FastifyInstance,
  api: Router,
  item: Item<R>,
  langs: (db: Db, id: number) => Promise<ExploreLocale[]>,
  detail: (row: R, me: Caller, id: number) => Promise<unknown>,
): void {
  const notFound = `${item.kind === 'resource' ? 'Resource' : 'Program'} not found`;
  api.get(
    `${item.base}/GetByLocale/:id`,
    {
      summary: `A ${item.kind} in the requested language, or { redirect: { locale, id } } when it exists only in another; records a view`,
      params: idParamSchema,
      query: localeQuerySchema,
    },
    asCaller(async (me, input): Promise<unknown> => {
      const { id } = input.params;
      const row = await item.visible(app.db, me.user, id);
      return redirectFor(await langs(app.db, id), me.locale, id, notFound) ?? detail(row, me, id);
    }),
  );
}

/** POST {base}/RequestInformation: asks the content team about an item the caller may see. */
export function requestInformationRoute(app: FastifyInstance, api: Router, item: Item): void {
  api.post(
    `${item.base}/RequestInformation`,
    { summary: `Asks the content team for information about a ${item.kind}`, body: requestInformationSchema },
    asCaller(async ({ user, locale }, { body }) => {
      await item.visible(app.db, user, body.id);
      await requestInformation(app, user, locale, { kind: item.kind, id: body.id, message: body.message });
      return { ok: true };
    }),
  );
}

/** POST {base}/Share: emails a link to the item (`named` reads its id and name from the body) to colleagues. */
export function shareRoute<S extends z.ZodType<{ recipientIds: number[] }>>(
  app: FastifyInstance,
  api: Router,
  item: Item,
  spec: { summary: string; body: S },
  named: (body: z.output<S>) => { id: number; name: string },
): void {
  api.post(
    `${item.base}/Share`,
    spec,
    asUser(async (user, { body }) => {
      const { id, name } = named(body as z.output<S>);
      await item.visible(app.db, user, id);
      const link = `${await emailLinkOrigin(app, user)}/${item.kind}/${id}`; // from configuration, never request headers
      const sent = await sendShareEmails(app, user, body.recipientIds, { itemType: item.kind, itemName: name, link });
      return { sent };
    }),
  );
}

/**
 * GET {url}/UsedContentRecords[/:schoolId]: the used-content records of an item, mine or a school's (managers / admins
 * of that school's network), newest first, paged. `url` names the item (`{base}/:resourceId`), `idOf` reads it.
 */
export function usedContentRecordsRoutes<P extends z.ZodType<{ schoolId?: number }>>(
  app: FastifyInstance,
  api: Router,
  item: Item,
  url: string,
  params: P,
  idOf: (p: z.output<P>) => number,
): void {
  const query = pagingQuerySchema(EXPLORE_PAGE_SIZES.usedContentRecords, 50);
  const records = asCaller<P, typeof query, undefined>(async ({ user, locale }, input) => {
    const p = input.params as z.output<P>;
    const id = idOf(p);
    const { pageNumber, pageSize } = input.query;
    await item.visible(app.db, user, id);
    const filter = item.kind === 'resource' ? { resourceId: id } : { programId: id };
    return pagedItemRecords(app.db, user, p.schoolId, filter, locale, pageNumber, pageSize);
  });
  api.get(
    `${url}/UsedContentRecords`,
    { summary: `My used-content records of a ${item.kind}, newest first, paged`, params, query },
    records,
  );
  api.get(
    `${url}/UsedContentRecords/:schoolId`,
    {
      summary: `Used-content records of a ${item.kind} in a school of my network (all of them for managers and admins)`,
      params,
      query,
    },
    records,
  );
}
