/**
 * The public student view's calls (spec platform §7 ResourceApi): GetStudentResource (public: no session needed,
 * only what the link shares) and GetShareableLink (a signed-in teacher makes the link). docs/decisions/0011.
 */
import type { FastifyInstance } from 'fastify';
import {
  idParamSchema,
  shareableLinkQuerySchema,
  studentLinkQuerySchema,
  type MyStudentLinkDto,
  type StudentLinkDto,
  type StudentResource,
} from '@platform/contracts';
import { router } from '../../http/route';
import { ApiError } from '../../http/errors';
import { approvedLocales } from '../resources/public';
import { visibleResource } from '../resources/public';
import { localeOf, userOf } from '../../http/request';
import { linkFor, myLinks, revokeLink, studentView } from './service';
import { emailLinkOrigin } from '../../http/links';

/** Per client address: a student class opening the link together stays far below it; scanning ids does not. */
export const STUDENT_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

export default async function student(app: FastifyInstance): Promise<void> {
  const api = router(app, { tags: ['ResourceApi'], auth: true });
  api.get(
    '/ResourceApi/GetStudentResource',
    {
      auth: false,
      config: { rateLimit: STUDENT_RATE_LIMIT },
      query: studentLinkQuerySchema,
      summary:
        'Public: what the student link /r/{id} shares (only its classes), in ?locale or a fallback language; 404 for an unknown link or a class not shared',
    },
    async (req, input): Promise<StudentResource> => {
      const { id, classId } = input.query;
      const view = await studentView(app.db, id, localeOf(req), classId);
      // public and shared: short browser cache, the service worker keeps it for offline reading
      return view;
    },
  );

  api.get(
    '/ResourceApi/GetShareableLink/:id',
    {
      params: idParamSchema,
      query: shareableLinkQuerySchema,
      summary:
        'Makes (or returns) my public student link /r/{linkId} of a resource, limited to the selected classes (none = all)',
    },
    async (req, input): Promise<StudentLinkDto> => {
      const user = userOf(req);
      const { id } = input.params;
      const { classIds } = input.query;
      const r = await visibleResource(app.db, user, id);
      if (r.school_group_id) throw ApiError.forbidden('Network resources cannot be shared publicly', 'NOT_SHAREABLE');
      if (!(await approvedLocales(app.db, id)).length) throw ApiError.notFound('Resource not found');
      const link = await linkFor(app.db, user.userId, id, classIds ?? [], localeOf(req));
      const origin = await emailLinkOrigin(app, user);
      return {
        link: `/r/${link.id}`,
        url: `${origin}/r/${link.id}`,
        id: link.id,
        resourceId: id,
        classIds: link.classIds,
      };
    },
  );

  api.get(
    '/ResourceApi/StudentLinks/:id',
    {
      params: idParamSchema,
      summary: 'My live student links of a resource, newest first (to see and revoke what I shared)',
    },
    async (req, input): Promise<MyStudentLinkDto[]> => {
      const user = userOf(req);
      const { id } = input.params;
      await visibleResource(app.db, user, id);
      const origin = await emailLinkOrigin(app, user);
      return (await myLinks(app.db, user.userId, id)).map((l) => ({
        ...l,
        link: `/r/${l.id}`,
        url: `${origin}/r/${l.id}`,
        resourceId: id,
      }));
    },
  );

  api.delete(
    '/ResourceApi/StudentLink/:id',
    {
      params: idParamSchema,
      summary:
        'Revokes my student link /r/{id}: students get the not-available page from then on; 404 for a link that is not mine',
    },
    async (req, input): Promise<{ ok: true }> => {
      const user = userOf(req);
      const { id } = input.params;
      if (!(await revokeLink(app.db, user.userId, id)))
        throw ApiError.notFound('Student link not found', 'STUDENT_LINK_NOT_FOUND');
      return { ok: true };
    },
  );
}
