/**
 * KimpleFolderApi (provider folders and ephemerides, spec §3 provider folder card, §7): GetAllFiltered, getAllByLocale, GetByLocale/{id},
 * {id}/AssociatedFolders|AssociatedResources|AssociatedEducationalPrograms, GetAllEphemerides, GetEphemerides, GetMostViewedKimpleFolders,
 * {id}/Save (copy into my folders: origin copiedFromKimpleFolder 2, copied date) and Share (an email with the link to colleagues of my
 * school network). Every signed-in user sees every provider folder. Routes validate and authorize here; the SQL is in ./service.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  localeQuerySchema,
  providerFolderIdParamSchema as associatedParams,
  widgetLimitQuerySchema as limitSchema,
  shareProviderFolderSchema,
  idParamSchema,
  providerFolderFilterSchema,
  pagingQuerySchema,
  ephemeridesQuerySchema,
  EXPLORE_PAGE_SIZES,
  type FolderInfo,
  type ShareResult,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { publicBase } from '../../http/links';
import { router } from '../../http/route';
import { groupOf, localeOf, paged, userOf } from '../../http/request';
import { pagedCards } from '../explore/public';
import { listPrograms } from '../programs/public';
import { sendShareEmails } from '../resources/public';
import { copyProviderFolder } from '../folders/public';
import * as svc from './service';

const TAG = ['KimpleFolderApi'];

export default async function providerFolders(app: FastifyInstance): Promise<void> {
  const db = () => app.db;
  const api = router(app, { tags: TAG, auth: true });

  api.get(
    '/KimpleFolderApi/GetAllFiltered',
    { summary: 'Provider folders, featured first, filtered and paged', query: providerFolderFilterSchema },
    async (req, input) => {
      userOf(req);
      return svc.filteredFolders(db(), localeOf(req), input.query);
    },
  );
  api.get(
    '/KimpleFolderApi/getAllByLocale',
    {
      summary: 'Provider folders available in the requested language, paged (500 a page, §9)',
      query: pagingQuerySchema(EXPLORE_PAGE_SIZES.providerFolders, 500),
    },
    async (req, input) => {
      userOf(req);
      const { pageNumber, pageSize } = input.query;
      return svc.foldersInLocale(db(), localeOf(req), pageNumber, pageSize);
    },
  );
  api.get(
    '/KimpleFolderApi/GetByLocale/:id',
    {
      summary: 'One provider folder in the requested language (falls back to another); records a view',
      params: idParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const user = userOf(req);
      const { id } = input.params;
      return svc.folderCard(db(), id, localeOf(req), user.userId);
    },
  );
  api.get(
    '/KimpleFolderApi/:id/AssociatedFolders',
    {
      summary: 'Child folders of a provider folder, paged',
      params: associatedParams,
      query: pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100),
    },
    async (req, input) => {
      userOf(req);
      const { id } = input.params;
      const { pageNumber, pageSize } = input.query;
      await svc.assertExists(db(), id);
      return svc.childFolders(db(), localeOf(req), id, pageNumber, pageSize);
    },
  );
  api.get(
    '/KimpleFolderApi/:id/AssociatedResources',
    {
      summary: 'Resources of a provider folder in order, paged',
      params: associatedParams,
      query: pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100),
    },
    async (req, input) => {
      userOf(req);
      const locale = localeOf(req);
      const { id } = input.params;
      const { pageNumber, pageSize } = input.query;
      await svc.assertExists(db(), id);
      const ids = await svc.associatedResourceIds(db(), id, locale);
      return pagedCards(db(), ids, locale, pageNumber, pageSize);
    },
  );
  api.get(
    '/KimpleFolderApi/:id/AssociatedEducationalPrograms',
    {
      summary: 'Programs of a provider folder, paged',
      params: associatedParams,
      query: pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100),
    },
    async (req, input) => {
      const user = userOf(req);
      const locale = localeOf(req);
      const { id } = input.params;
      const { pageNumber, pageSize } = input.query;
      await svc.assertExists(db(), id);
      const onlyIds = await svc.associatedProgramIds(db(), id);
      const { data, totalCount } = await listPrograms(
        db(),
        { groupId: await groupOf(db(), user), userId: user.userId, onlyIds },
        locale,
        pageNumber,
        pageSize,
      );
      return paged(data, totalCount, pageNumber, pageSize);
    },
  );
  api.get(
    '/KimpleFolderApi/GetAllEphemerides',
    { summary: 'Every ephemeride with its next date', query: localeQuerySchema },
    async (req, input) => {
      userOf(req);
      const now = new Date();
      return (await svc.ephemerides(db(), localeOf(req))).map((e) => ({
        ...e,
        date: svc.nextOccurrence(e.month, e.day, now).toISOString().slice(0, 10),
      }));
    },
  );
  /** The next ephemerides from startDate (default: start of today), soonest first, paged (3 on the home). */
  api.get(
    '/KimpleFolderApi/GetEphemerides',
    {
      summary: 'The next ephemerides from startDate (default today), soonest first, paged',
      query: ephemeridesQuerySchema,
    },
    async (req, input) => {
      userOf(req);
      const { pageNumber, pageSize, startDate } = input.query;
      const from = svc.startDayOf(startDate);
      const all = (await svc.ephemerides(db(), localeOf(req)))
        .map((e) => ({ ...e, when: svc.nextOccurrence(e.month, e.day, from) }))
        .sort((a, b) => a.when.getTime() - b.when.getTime() || a.id - b.id);
      const page = all
        .slice(pageNumber * pageSize, (pageNumber + 1) * pageSize)
        .map(({ when, ...e }) => ({ ...e, date: when.toISOString().slice(0, 10) }));
      return paged(page, all.length, pageNumber, pageSize);
    },
  );
  api.get(
    '/KimpleFolderApi/GetMostViewedKimpleFolders',
    { summary: 'Most viewed provider folders', query: limitSchema },
    async (req, input) => {
      userOf(req);
      const { limit } = input.query;
      return svc.mostViewed(db(), localeOf(req), limit);
    },
  );

  api.post(
    '/KimpleFolderApi/:id/Save',
    {
      summary:
        'Copies a provider folder into my folders (name in ?locale / body locale, made unique as "Name (2)"; its resources in order; origin 2, copied date)',
      params: idParamSchema,
      query: localeQuerySchema,
      responses: { 201: 'Created: my copy' },
    },
    async (req, input, reply): Promise<FolderInfo> => {
      const user = userOf(req);
      const { id } = input.params;
      void input.query; // validated, not read
      const copy = await copyProviderFolder(db(), user, id, localeOf(req));
      reply.code(201);
      return copy;
    },
  );

  api.post(
    '/KimpleFolderApi/Share',
    {
      summary: 'Emails colleagues of my school network a link to a provider folder (403 NOT_COLLEAGUE: nothing sent)',
      body: shareProviderFolderSchema,
    },
    async (req, input): Promise<ShareResult> => {
      const user = userOf(req);
      const body = input.body;
      const name = await svc.folderName(db(), body.folderId, body.folderLocale ?? localeOf(req));
      const ids = [...new Set([...(body.recipientIds ?? []), ...(body.recipients ?? []).map((r) => r.userId)])];
      if (ids.includes(user.userId))
        throw ApiError.badRequest('You cannot share with yourself', [
          { path: 'recipients', message: 'You cannot share with yourself' },
        ]);
      const sent = await sendShareEmails(app, user, ids, {
        itemType: 'folder',
        itemName: name,
        link: `${publicBase(app)}/kimple-folders/${body.folderId}`,
      });
      return { sent };
    },
  );
}
