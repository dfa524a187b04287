/**
 * ResourceApi: one resource (spec §3 Resource, §7 ResourceApi): GetByLocale (with language redirect marker),
 * AddResourceReview, Share, RequestInformation, Colleagues, UsedContentRecords.
 */
import type { FastifyInstance } from 'fastify';
import {
  resourceUsedContentParamsSchema as schoolParams,
  addResourceReviewSchema,
  shareResourceSchema,
} from '@platform/contracts';
import { asCaller, router } from '../../http/route';
import { networkSchoolIds } from '../../http/auth';
import { userOf } from '../../http/request';
import { approvedLocales, buildDetail, type ResourceRow } from './detail';
import { colleaguesOf } from './sharing';
import {
  getByLocaleRoute,
  requestInformationRoute,
  shareRoute,
  usedContentRecordsRoutes,
  type Item,
} from './item-routes';
import { visibleResource } from './access';
import { insertReview, lockedReviewId, updateReview } from './store';

/** A resource, as the routes it shares with a program see it. */
const RESOURCE: Item<ResourceRow> = { kind: 'resource', base: '/ResourceApi', visible: visibleResource };

export default async function resources(app: FastifyInstance): Promise<void> {
  const db = () => app.db;
  const api = router(app, { tags: ['ResourceApi'], auth: true });

  /**
   * 200 ResourceDetail in the requested language; 200 `{ redirect: { locale, id } }` when the resource exists but not
   * in that language (the client reloads in redirect.locale); 404 unknown. Records a resource view.
   */
  getByLocaleRoute(app, api, RESOURCE, approvedLocales, (r, { user, locale }) =>
    // the view is recorded by the statement that reads the live part (ADR 0037)
    buildDetail(db(), r, locale, user.userId, { recordView: true }),
  );

  // GetStudentResource and GetShareableLink (the public student link /r/{id}): ../student

  /** One review per user and resource: a second call updates it. */
  api.post(
    '/ResourceApi/AddResourceReview',
    { summary: 'Rates a resource (one review per user: a second call updates it)', body: addResourceReviewSchema },
    asCaller(async ({ user, locale }, input) => {
      const body = input.body;
      await visibleResource(db(), user, body.resourceId);
      const liked = body.categories.filter((c) => c.liked).map((c) => c.category);
      const improve = body.categories.filter((c) => !c.liked).map((c) => c.category);
      const comment = body.comment?.trim() || null;
      const fields = { rating: body.rating, liked, improve, comment, locale };
      return db().transaction(async (tx) => {
        const found = await lockedReviewId(tx, body.resourceId, user.userId);
        let id: number;
        if (found !== null) {
          id = found;
          await updateReview(tx, id, fields);
        } else {
          id = await insertReview(tx, body.resourceId, user.userId, fields);
        }
        return {
          id,
          resourceId: body.resourceId,
          rating: body.rating,
          categories: body.categories,
          comment,
          updated: found !== null,
        };
      });
    }),
  );

  /** Share with colleagues of my school network (403 NOT_COLLEAGUE otherwise, nothing sent). */
  shareRoute(
    app,
    api,
    RESOURCE,
    {
      summary: 'Shares a resource by email with colleagues of my school network (403 NOT_COLLEAGUE otherwise)',
      body: shareResourceSchema,
    },
    (body) => ({ id: body.resourceId, name: body.resourceName }),
  );

  requestInformationRoute(app, api, RESOURCE);

  /** Colleagues of my school network I can share with (recipients of Share). */
  api.get(
    '/ResourceApi/Colleagues',
    { summary: 'Colleagues of my school network I can share with', noInput: true },
    async (req, input) => colleaguesOf(db(), userOf(req)),
  );

  // used-content records of a resource: mine, or a school's (managers/admins of that school's network)
  usedContentRecordsRoutes(app, api, RESOURCE, '/ResourceApi/:resourceId', schoolParams, (p) => p.resourceId);
  void networkSchoolIds;
}
