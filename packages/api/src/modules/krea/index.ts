/**
 * Krea contents: the 17 calls of /krea/EducationalProgram (krea.md §7), the review workflow, comments and history
 * (not shown in the spec; docs/decisions/0021), and the owner-flagged list GET /krea/Resource of the dashboard.
 * Every call passes the Krea gate (licence + author role or admin, signed terms) and then the caller's level on the
 * content (./access.ts). Bad input is a 400 before anything is written; a stale `version` on PUT {id} is a 409.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  addLocaleSchema,
  contentAuthorsSchema,
  contentKeywordsSchema,
  contentResourcesSchema,
  contentTypeSchema,
  createContentQuerySchema,
  kreaIdParamSchema,
  localeQuerySchema,
  orderResourcesBodySchema,
  pagedResourcesQuerySchema,
  updateContentSchema,
  KREA_ERROR_CODES as CODES,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import type { AuthUser } from '../../http/context';
import type { Db } from '../../db/types';
import { localeOf, userOf } from '../../http/request';
import * as svc from './service';
import { B, deleteRoute, kreaContext } from './routes-context';
import { registerReviewRoutes } from './routes-review';
import { registerListRoutes } from './routes-lists';

export default async function krea(app: FastifyInstance): Promise<void> {
  const ctx = kreaContext(app);
  const { db, api, on, view } = ctx;

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

  registerListRoutes(ctx);

  // 2. GET {id}
  api.get(
    `${B}/:id`,
    {
      summary: 'A content in ?locale (else its first language), with my level and what I may do',
      params: kreaIdParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => view(req, input.params.id),
  );

  // 3. GET {id}/Completeness  4. GET {id}/CalculateCompleteness
  on.get(
    '/Completeness',
    {
      need: 'read',
      summary: 'Completeness (§5) of every language: percentage, ready at 100 %, what is missing',
      query: localeQuerySchema,
    },
    ({ id }) => svc.completeness(db(), id),
  );
  on.get(
    '/CalculateCompleteness',
    {
      need: 'read',
      summary: 'Recomputes and stores the completeness of the content, answers it per language',
      query: localeQuerySchema,
    },
    ({ id }) => svc.completeness(db(), id, true),
  );

  // 5. GET {id}/PagedResources
  on.get(
    '/PagedResources',
    {
      need: 'read',
      summary: 'The resources of the content in order (6 per page from page 0)',
      query: pagedResourcesQuerySchema,
    },
    ({ id }, { query: q }, req) => svc.pagedResources(db(), id, q.locale ?? localeOf(req), q.pageNumber, q.pageSize),
  );

  /** a resource list edit (owner or editor): writes the ids of the body, answers the resources in order */
  const listEdit = <S extends z.ZodType<{ resourceIds: number[] }>>(
    path: string,
    summary: string,
    body: S,
    write: (db: Db, user: AuthUser, id: number, ids: number[]) => Promise<void>,
  ) =>
    on.put(path, { need: 'edit', summary, body }, async ({ id, user }, input, req) => {
      await write(db(), user, id, input.body.resourceIds);
      return svc.pagedResources(db(), id, localeOf(req), 0, 100);
    });

  // 6. PUT {id}/OrderResources
  listEdit(
    '/OrderResources',
    'Puts the resources in the given order (a permutation of them, else 400 KREA_ORDER_NOT_PERMUTATION); owner or editor',
    orderResourcesBodySchema,
    svc.orderResources,
  );

  // 7. PUT {id}/Keywords
  on.put(
    '/Keywords',
    {
      need: 'edit',
      summary: 'Replaces the keywords (at most 10, no duplicates; also after publishing); owner or editor',
      body: contentKeywordsSchema,
    },
    async ({ id, user }, input, req) => {
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
      await svc.setKeywords(db(), user, id, input.body.keywords);
      return view(req, id);
    },
  );

  registerReviewRoutes(ctx);

  // 9. DELETE {id}[?locale&onlyLocale=true]
  deleteRoute(on, 'content', db, svc.deleteContent);

  // 10. POST {id}/LocalizedEducationalProgram
  on.post(
    '/LocalizedEducationalProgram',
    {
      need: 'edit',
      summary: 'Adds a language version (empty, or a copy of copyFrom to translate); owner or editor',
      body: addLocaleSchema,
      responses: { 201: 'Created: the content in the new language' },
    },
    async ({ id, user }, { body }, req, reply) => {
      await svc.addLocale(db(), user, id, body.locale, body.copyFrom);
      reply.code(201);
      return view(req, id, body.locale);
    },
  );

  // 11. PUT {id}
  on.put(
    '',
    {
      need: 'edit',
      summary:
        'Saves the content (one language + shared fields); body.version must be the current one, else 409 KREA_VERSION_CONFLICT and nothing changes',
      body: updateContentSchema,
    },
    async ({ id, user }, { body }, req) => {
      await svc.updateContent(db(), user, id, body);
      return view(req, id, body.locale);
    },
  );

  // 12. PUT {id}/ContentType
  on.put(
    '/ContentType',
    { need: 'owner', summary: 'Changes the content type (Project 1 / Program 2); owner only', body: contentTypeSchema },
    async ({ id, user }, input, req) => {
      await svc.setContentType(db(), user, id, input.body.contentType);
      return view(req, id);
    },
  );

  // 13. PUT {id}/Resources
  listEdit(
    '/Resources',
    'Sets the resource list (Krea resources of mine or my network, in order); owner or editor',
    contentResourcesSchema,
    svc.setResources,
  );

  // 16. GET {id}/Authors  17. PUT {id}/Authors
  on.get(
    '/Authors',
    {
      need: 'read',
      summary: 'The collaborators of the content (owner first) with their permission',
      query: localeQuerySchema,
    },
    ({ id }) => svc.authorsOf(db(), id),
  );
  on.put(
    '/Authors',
    {
      need: 'owner',
      summary:
        'Owner only: invites (editor / commenter), changes or removes (none) collaborators among the available authors',
      body: contentAuthorsSchema,
    },
    async ({ id, user }, input) => {
      await svc.setAuthors(db(), user, id, input.body.authors);
      return svc.authorsOf(db(), id);
    },
  );
}
