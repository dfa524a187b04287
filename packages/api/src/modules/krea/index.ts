/**
 * Krea contents: the 17 calls of /krea/EducationalProgram (krea.md §7), the review workflow, comments and history
 * (not shown in the spec; docs/decisions/0021), and the owner-flagged list GET /krea/Resource of the dashboard.
 * Every call passes the Krea gate (licence + author role or admin, signed terms) and then the caller's level on the
 * content (./access.ts). Bad input is a 400 before anything is written; a stale `version` on PUT {id} is a 409.
 */
import type { FastifyInstance } from 'fastify';
import {
  addLocaleSchema,
  contentAuthorsSchema,
  contentKeywordsSchema,
  contentResourcesSchema,
  contentTypeSchema,
  createContentQuerySchema,
  deleteContentQuerySchema,
  kreaIdParamSchema,
  localeQuerySchema,
  orderResourcesBodySchema,
  pagedResourcesQuerySchema,
  updateContentSchema,
  KREA_ERROR_CODES as CODES,
} from '@platform/contracts';
import { router } from '../../http/route';
import { ApiError } from '../../http/errors';
import { localeOf, userOf } from '../../http/request';
import * as svc from './service';
import { B, TAG, kreaContext } from './routes-context';
import { registerReviewRoutes } from './routes-review';
import { registerListRoutes } from './routes-lists';

export default async function krea(app: FastifyInstance): Promise<void> {
  const ctx = kreaContext(app);
  const { gate, db, content, view } = ctx;
  const api = router(app, { tags: TAG, auth: true, preHandler: gate.preHandler });

  // 1. POST (base) ?locale&contentType
  api.post(
    B,
    {
      summary: 'Creates a content (Project 1 / Program 2) in one language, with its first resource; the caller owns it',
      query: createContentQuerySchema,
      responses: { 201: 'Created: the content' },
    },
    async (req, input, reply) => {
      const user = userOf(req);
      const q = input.query;
      const id = await svc.createContent(db(), user, q.locale, q.contentType);
      reply.code(201);
      return svc.loadContent(db(), user, id, 'owner', q.locale);
    },
  );

  registerListRoutes(app, ctx);

  // 2. GET {id}
  api.get(
    `${B}/:id`,
    {
      summary: 'A content in ?locale (else its first language), with my level and what I may do',
      params: kreaIdParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const { id } = input.params;
      return view(req, id);
    },
  );

  // 3. GET {id}/Completeness  4. GET {id}/CalculateCompleteness
  api.get(
    `${B}/:id/Completeness`,
    {
      summary: 'Completeness (§5) of every language: percentage, ready at 100 %, what is missing',
      params: kreaIdParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const { id } = await content(req, 'read');
      return svc.completeness(db(), id);
    },
  );
  api.get(
    `${B}/:id/CalculateCompleteness`,
    {
      summary: 'Recomputes and stores the completeness of the content, answers it per language',
      params: kreaIdParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const { id } = await content(req, 'read');
      return svc.completeness(db(), id, true);
    },
  );

  // 5. GET {id}/PagedResources
  api.get(
    `${B}/:id/PagedResources`,
    {
      summary: 'The resources of the content in order (6 per page from page 0)',
      params: kreaIdParamSchema,
      query: pagedResourcesQuerySchema,
    },
    async (req, input) => {
      const { id } = await content(req, 'read');
      const q = input.query;
      return svc.pagedResources(db(), id, q.locale ?? localeOf(req), q.pageNumber, q.pageSize);
    },
  );

  // 6. PUT {id}/OrderResources
  api.put(
    `${B}/:id/OrderResources`,
    {
      summary:
        'Puts the resources in the given order (a permutation of them, else 400 KREA_ORDER_NOT_PERMUTATION); owner or editor',
      params: kreaIdParamSchema,
      body: orderResourcesBodySchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'edit');
      const body = input.body;
      await svc.orderResources(db(), user, id, body.resourceIds);
      return svc.pagedResources(db(), id, localeOf(req), 0, 100);
    },
  );

  // 7. PUT {id}/Keywords
  api.put(
    `${B}/:id/Keywords`,
    {
      summary: 'Replaces the keywords (at most 10, no duplicates; also after publishing); owner or editor',
      params: kreaIdParamSchema,
      body: contentKeywordsSchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'edit');
      const raw = (req.body as { keywords?: unknown })?.keywords;
      if (Array.isArray(raw)) {
        const norm = raw.map((k) => (typeof k === 'string' ? k.trim().toLowerCase() : k));
        if (new Set(norm).size !== norm.length)
          throw ApiError.badRequest(
            'Duplicate keywords are not allowed',
            [{ path: 'keywords', message: 'Duplicate keywords are not allowed' }],
            CODES.duplicateKeyword,
          );
      }
      const body = input.body;
      await svc.setKeywords(db(), user, id, body.keywords);
      return view(req, id);
    },
  );

  registerReviewRoutes(app, ctx);

  // 9. DELETE {id}[?locale&onlyLocale=true]
  api.delete(
    `${B}/:id`,
    {
      summary:
        'Owner only: deletes the content, or with ?locale&onlyLocale=true one language (the last one deletes the content)',
      params: kreaIdParamSchema,
      query: deleteContentQuerySchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'owner', false);
      const q = input.query;
      if (q.onlyLocale === 'true' && !q.locale)
        throw ApiError.badRequest('locale: required with onlyLocale', [{ path: 'locale', message: 'required' }]);
      const gone = await svc.deleteContent(db(), user, id, q.onlyLocale === 'true' ? q.locale : undefined);
      return { id, deleted: gone };
    },
  );

  // 10. POST {id}/LocalizedEducationalProgram
  api.post(
    `${B}/:id/LocalizedEducationalProgram`,
    {
      summary: 'Adds a language version (empty, or a copy of copyFrom to translate); owner or editor',
      params: kreaIdParamSchema,
      body: addLocaleSchema,
      responses: { 201: 'Created: the content in the new language' },
    },
    async (req, input, reply) => {
      const { id, user } = await content(req, 'edit');
      const body = input.body;
      await svc.addLocale(db(), user, id, body.locale, body.copyFrom);
      reply.code(201);
      return view(req, id, body.locale);
    },
  );

  // 11. PUT {id}
  api.put(
    `${B}/:id`,
    {
      summary:
        'Saves the content (one language + shared fields); body.version must be the current one, else 409 KREA_VERSION_CONFLICT and nothing changes',
      params: kreaIdParamSchema,
      body: updateContentSchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'edit');
      const body = input.body;
      await svc.updateContent(db(), user, id, body);
      return view(req, id, body.locale);
    },
  );

  // 12. PUT {id}/ContentType
  api.put(
    `${B}/:id/ContentType`,
    {
      summary: 'Changes the content type (Project 1 / Program 2); owner only',
      params: kreaIdParamSchema,
      body: contentTypeSchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'owner');
      const body = input.body;
      await svc.setContentType(db(), user, id, body.contentType);
      return view(req, id);
    },
  );

  // 13. PUT {id}/Resources
  api.put(
    `${B}/:id/Resources`,
    {
      summary: 'Sets the resource list (Krea resources of mine or my network, in order); owner or editor',
      params: kreaIdParamSchema,
      body: contentResourcesSchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'edit');
      const body = input.body;
      await svc.setResources(db(), user, id, body.resourceIds);
      return svc.pagedResources(db(), id, localeOf(req), 0, 100);
    },
  );

  // 16. GET {id}/Authors  17. PUT {id}/Authors
  api.get(
    `${B}/:id/Authors`,
    {
      summary: 'The collaborators of the content (owner first) with their permission',
      params: kreaIdParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const { id } = await content(req, 'read');
      return svc.authorsOf(db(), id);
    },
  );
  api.put(
    `${B}/:id/Authors`,
    {
      summary:
        'Owner only: invites (editor / commenter), changes or removes (none) collaborators among the available authors',
      params: kreaIdParamSchema,
      body: contentAuthorsSchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'owner');
      const body = input.body;
      await svc.setAuthors(db(), user, id, body.authors);
      return svc.authorsOf(db(), id);
    },
  );
}
