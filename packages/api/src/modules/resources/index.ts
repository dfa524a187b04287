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
      return db().transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'SELECT id FROM reviews WHERE resource_id = $1 AND user_id = $2 ORDER BY id LIMIT 1 FOR UPDATE',
          [body.resourceId, user.userId],
        );
        let id: number;
        if (rows.length) {
          id = rows[0].id;
          await tx.query(
            'UPDATE reviews SET rating = $2, categories = $3, improve_categories = $4, comment = $5, locale = $6, updated_at = now() WHERE id = $1',
            [id, body.rating, liked, improve, comment, locale],
          );
        } else {
          const ins = await tx.query<{ id: number }>(
            'INSERT INTO reviews (resource_id, user_id, rating, categories, improve_categories, comment, locale) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
            [body.resourceId, user.userId, body.rating, liked, improve, comment, locale],
          );
          id = ins.rows[0].id;
        }
        return {
          id,
          resourceId: body.resourceId,
          rating: body.rating,
          categories: body.categories,
          comment,
          updated: rows.length > 0,
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
