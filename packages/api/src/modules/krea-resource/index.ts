/**
 * Krea resource editor calls (krea.md §7 base /krea/Resource; docs/decisions/0025). The owner-flagged list
 * GET /krea/Resource lives in the krea module (dashboard). Every call passes the Krea gate, then the caller's level on
 * the resource (owner / editor / commenter; anyone else 404). Bad input is a 400 before anything is written; a stale
 * `version` on PUT {id} is a 409 whose body carries the current resource (`current`) so the editor can merge.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addResourceLocaleSchema,
  contentAuthorsSchema,
  createResourceBodySchema,
  createResourceQuerySchema,
  kreaIdParamSchema,
  resourceLocaleQuerySchema,
  resourceStatusSchema,
  resourceVersionParamSchema,
  resourceVersionsQuerySchema,
  restoreVersionSchema,
  reviewDecisionSchema,
  updateResourceSchema,
  KREA_ERROR_CODES,
  RESOURCE_ERROR_CODES as CODES,
  KREA_MESSAGES as MSG,
  type ExploreLocale,
} from '@platform/contracts';
import { parse } from '../../http/validate';
import { router, scoped } from '../../http/route';
import { ApiError } from '../../http/errors';
import { localeOf, userOf } from '../../http/request';
import { kreaGate, availableAuthors, deleteRoute, titleOf, sendReviewNotice, type ReviewEvent } from '../krea/public';
import { buildDetail, loadResourceRow } from '../resources/public';
import * as svc from './service';

const TAG = ['krea'];
const B = '/krea/Resource';

export default async function kreaResource(app: FastifyInstance): Promise<void> {
  const gate = { preHandler: [app.authenticate, kreaGate(app)] };
  const db = () => app.db;
  /** told about a review step: the approvers of the network (submitted), else the owner and collaborators; not the actor */
  const notifyReview = async (id: number, locale: ExploreLocale, event: ReviewEvent, actor: number, comment?: string) =>
    sendReviewNotice(
      app,
      await svc.reviewTargets(db(), id, event, actor),
      'resource',
      event,
      await titleOf(db(), 'resource', id, locale),
      locale,
      comment,
      id,
    );
  const resource = async (req: FastifyRequest, need: svc.ResourceNeed) => {
    const user = userOf(req);
    const { id } = parse(kreaIdParamSchema, req.params);
    const level = await svc.requireLevel(db(), user, id, need);
    return { id, user, level };
  };
  const view = async (req: FastifyRequest, id: number, locale?: ExploreLocale) => {
    const user = userOf(req);
    const level = await svc.requireLevel(db(), user, id, 'read');
    return svc.loadResource(db(), user, id, level, locale);
  };
  /** runs a save; a stale version answers 409 with the current resource (`current`), nothing changed */
  const guarded = async (
    req: FastifyRequest,
    reply: FastifyReply,
    id: number,
    locale: ExploreLocale,
    run: () => Promise<unknown>,
  ): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (e) {
      if (!(e instanceof svc.VersionConflict)) throw e;
      const current = await view(req, id, locale);
      reply.code(409).send({ statusCode: 409, code: CODES.versionConflict, message: MSG.versionConflict, current });
      return false;
    }
  };
  const api = router(app, { tags: TAG, auth: true, preHandler: gate.preHandler });
  /** routes on the resource of the path (`${B}/:id…`), each checked for the level it needs */
  const on = scoped(api, `${B}/:id`, kreaIdParamSchema, resource);

  // POST ?locale  {title?, ignoreLocale?}
  api.post(
    B,
    {
      summary: 'Creates a Krea resource in one language (with one blank class); the caller owns it',
      query: createResourceQuerySchema,
      body: createResourceBodySchema,
      responses: { 201: 'Created: the resource' },
    },
    async (req, { query: q, body }, reply) => {
      const user = userOf(req);
      const id = await svc.createResource(db(), user, q.locale, body.title);
      reply.code(201);
      return svc.loadResource(db(), user, id, 'owner', q.locale);
    },
  );

  // GET {id}?locale
  api.get(
    `${B}/:id`,
    {
      summary:
        'A resource in ?locale (else its first language): every field, classes, completeness per step, my permission',
      params: kreaIdParamSchema,
      query: resourceLocaleQuerySchema,
    },
    async (req, { params, query }) => view(req, params.id, query.locale ?? localeOf(req)),
  );

  // PUT {id}
  on.put(
    '',
    {
      need: 'edit',
      summary:
        'Saves one language + the shared fields (limits of §3/§5; rich text sanitised); body.version must be current, else 409 with `current`',
      body: updateResourceSchema,
      responses: { 409: 'Version conflict: { code, message, current }' },
    },
    async ({ id, user }, { body }, req, reply) => {
      if (!(await guarded(req, reply, id, body.locale, () => svc.updateResource(db(), user, id, body)))) return reply;
      return view(req, id, body.locale);
    },
  );

  // DELETE {id}[?locale&onlyLocale=true]
  deleteRoute(on, 'resource', db, svc.deleteResource);

  // collaborators of a resource (krea.md §6 "add collaborators"; the call is not shown in the spec: as a content's Authors)
  on.get(
    '/Authors',
    { need: 'read', summary: 'The collaborators of the resource (owner first) with their permission' },
    ({ id }) => svc.resourceAuthorsOf(db(), id),
  );
  on.put(
    '/Authors',
    {
      need: 'owner',
      summary:
        'Owner only: invites (editor / commenter), changes or removes (none) collaborators of the resource among the authors of the network; 400 KREA_UNKNOWN_USER for anyone else',
      body: contentAuthorsSchema,
    },
    async ({ id, user }, input) => {
      const allowed = new Set((await availableAuthors(db(), user)).map((a) => a.userId));
      await svc.setResourceAuthors(db(), allowed, id, input.body.authors);
      return svc.resourceAuthorsOf(db(), id);
    },
  );

  // POST {id}/LocalizedResource
  on.post(
    '/LocalizedResource',
    {
      need: 'edit',
      summary: 'Adds a language (empty, or a copy of copyFrom to translate); owner or editor',
      body: addResourceLocaleSchema,
      responses: { 201: 'Created: the resource in the new language' },
    },
    async ({ id, user }, input, req, reply) => {
      const body = parse(addResourceLocaleSchema, {
        locale: (req.query as { locale?: unknown })?.locale,
        ...((req.body as object) ?? {}),
      });
      await svc.addLocale(db(), user, id, body.locale, body.copyFrom);
      reply.code(201);
      return view(req, id, body.locale);
    },
  );

  // version history (beyond the spec)
  on.get(
    '/Versions',
    { need: 'read', summary: 'Every saved state of a language, newest first', query: resourceVersionsQuerySchema },
    ({ id }, input) => svc.listVersions(db(), id, input.query.locale),
  );
  // the routes of one saved state name it in the path too
  const onVersion = scoped(api, `${B}/:id/Versions/:versionId`, resourceVersionParamSchema, resource);
  onVersion.get('', { need: 'read', summary: 'One saved state (every editable field)' }, ({ id }, input) =>
    svc.getVersion(db(), id, input.params.versionId),
  );
  onVersion.post(
    '/Restore',
    {
      need: 'edit',
      summary: 'Restores a saved state as a new version (body.version = the current version, else 409)',
      body: restoreVersionSchema,
    },
    async ({ id, user }, input, req, reply) => {
      const { versionId } = input.params;
      const body = input.body;
      const v = await svc.getVersion(db(), id, versionId);
      if (!(await guarded(req, reply, id, v.locale, () => svc.restoreVersion(db(), user, id, versionId, body.version))))
        return reply;
      return view(req, id, v.locale);
    },
  );

  // accessibility check and publishing (beyond the spec: publishing is blocked until the check passes)
  on.get(
    '/Accessibility',
    {
      need: 'read',
      summary:
        'Accessibility findings of a language: images without alt text, empty links, headings out of order, missing captions',
      query: resourceLocaleQuerySchema,
    },
    async ({ id }, input, req) => {
      const r = await view(req, id, input.query.locale ?? localeOf(req));
      return { locale: r.locale, issues: svc.a11yOf(r), progress: r.progress };
    },
  );
  on.put(
    '/Status',
    {
      need: 'edit',
      summary:
        "Publishes (every step complete and the accessibility check clean, else 400 with the list) or unpublishes languages; owner or editor. A plain Author's publication goes to review (inReview) first; approving authors and admins publish directly (ADR 0047)",
      body: resourceStatusSchema,
    },
    async ({ id, user }, { body }, req) => {
      const state = await svc.setStatus(db(), user, id, body.status, body.locales);
      if (state === 'inReview') for (const l of body.locales) await notifyReview(id, l, 'submitted', user.userId);
      return view(req, id, body.locales[0]);
    },
  );

  // review of a resource language sent to review by a plain Author (ADR 0047; as a content's, ADR 0021)
  on.post(
    '/Review',
    {
      need: 'read',
      summary:
        "An approving author / admin of the resource's network approves a language waiting for review (published) or sends it back to draft with a comment; 409 when it is not waiting",
      body: reviewDecisionSchema,
    },
    async ({ id, user }, input, req) => {
      if (!svc.isApproverOf(user))
        throw new ApiError(403, KREA_ERROR_CODES.approverOnly, 'Only an approving author or an admin can review');
      const body = input.body;
      const state = await svc.review(db(), user, id, body.locale, body.decision, body.comment);
      await notifyReview(id, body.locale, state === 'approved' ? 'approved' : 'returned', user.userId, body.comment);
      return view(req, id, body.locale);
    },
  );

  // preview: the resource as the consumer page and the student view read it (same builder), drafts included
  on.get(
    '/Preview',
    {
      need: 'read',
      summary: 'The resource detail (as teachers and students get it) of a draft language, for the editor preview',
      query: resourceLocaleQuerySchema,
    },
    async ({ id, user }, input, req) => {
      const q = input.query;
      const row = await loadResourceRow(db(), id);
      if (!row) throw svc.notFound();
      const r = await svc.loadResource(db(), user, id, 'commenter', q.locale ?? localeOf(req));
      return buildDetail(db(), row, r.locale, user.userId);
    },
  );
}
