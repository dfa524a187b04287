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
  deleteResourceQuerySchema,
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
import { router } from '../../http/route';
import { ApiError } from '../../http/errors';
import { localeOf, userOf } from '../../http/request';
import { kreaGate, availableAuthors, sendReviewNotice, type ReviewEvent } from '../krea/public';
import { buildDetail, loadResourceRow } from '../resources/detail';
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
      await svc.resourceTitle(db(), id, locale),
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

  // POST ?locale  {title?, ignoreLocale?}
  api.post(
    B,
    {
      summary: 'Creates a Krea resource in one language (with one blank class); the caller owns it',
      query: createResourceQuerySchema,
      body: createResourceBodySchema,
      responses: { 201: 'Created: the resource' },
    },
    async (req, input, reply) => {
      const user = userOf(req);
      const q = input.query;
      const body = input.body;
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
    async (req, input) => {
      const { id } = input.params;
      const q = input.query;
      return view(req, id, q.locale ?? localeOf(req));
    },
  );

  // PUT {id}
  api.put(
    `${B}/:id`,
    {
      summary:
        'Saves one language + the shared fields (limits of §3/§5; rich text sanitised); body.version must be current, else 409 with `current`',
      params: kreaIdParamSchema,
      body: updateResourceSchema,
      responses: { 409: 'Version conflict: { code, message, current }' },
    },
    async (req, input, reply) => {
      const { id, user } = await resource(req, 'edit');
      const body = input.body;
      if (!(await guarded(req, reply, id, body.locale, () => svc.updateResource(db(), user, id, body)))) return reply;
      return view(req, id, body.locale);
    },
  );

  // DELETE {id}[?locale&onlyLocale=true]
  api.delete(
    `${B}/:id`,
    {
      summary:
        'Owner only: deletes the resource, or with ?locale&onlyLocale=true one language (the last one deletes the resource)',
      params: kreaIdParamSchema,
      query: deleteResourceQuerySchema,
    },
    async (req, input) => {
      const { id, user } = await resource(req, 'owner');
      const q = input.query;
      if (q.onlyLocale === 'true' && !q.locale)
        throw ApiError.badRequest('locale: required with onlyLocale', [{ path: 'locale', message: 'required' }]);
      const deleted = await svc.deleteResource(db(), user, id, q.onlyLocale === 'true' ? q.locale : undefined);
      return { id, deleted };
    },
  );

  // collaborators of a resource (krea.md §6 "add collaborators"; the call is not shown in the spec: as a content's Authors)
  api.get(
    `${B}/:id/Authors`,
    { summary: 'The collaborators of the resource (owner first) with their permission', params: kreaIdParamSchema },
    async (req, input) => {
      const { id } = await resource(req, 'read');
      return svc.resourceAuthorsOf(db(), id);
    },
  );
  api.put(
    `${B}/:id/Authors`,
    {
      summary:
        'Owner only: invites (editor / commenter), changes or removes (none) collaborators of the resource among the authors of the network; 400 KREA_UNKNOWN_USER for anyone else',
      params: kreaIdParamSchema,
      body: contentAuthorsSchema,
    },
    async (req, input) => {
      const { id, user } = await resource(req, 'owner');
      const body = input.body;
      const allowed = new Set((await availableAuthors(db(), user)).map((a) => a.userId));
      await svc.setResourceAuthors(db(), allowed, id, body.authors);
      return svc.resourceAuthorsOf(db(), id);
    },
  );

  // POST {id}/LocalizedResource
  api.post(
    `${B}/:id/LocalizedResource`,
    {
      summary: 'Adds a language (empty, or a copy of copyFrom to translate); owner or editor',
      params: kreaIdParamSchema,
      body: addResourceLocaleSchema,
      responses: { 201: 'Created: the resource in the new language' },
    },
    async (req, input, reply) => {
      const { id, user } = await resource(req, 'edit');
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
  api.get(
    `${B}/:id/Versions`,
    {
      summary: 'Every saved state of a language, newest first',
      params: kreaIdParamSchema,
      query: resourceVersionsQuerySchema,
    },
    async (req, input) => {
      const { id } = await resource(req, 'read');
      const q = input.query;
      return svc.listVersions(db(), id, q.locale);
    },
  );
  api.get(
    `${B}/:id/Versions/:versionId`,
    { summary: 'One saved state (every editable field)', params: resourceVersionParamSchema },
    async (req, input) => {
      const { id } = await resource(req, 'read');
      const { versionId } = input.params;
      return svc.getVersion(db(), id, versionId);
    },
  );
  api.post(
    `${B}/:id/Versions/:versionId/Restore`,
    {
      summary: 'Restores a saved state as a new version (body.version = the current version, else 409)',
      params: resourceVersionParamSchema,
      body: restoreVersionSchema,
    },
    async (req, input, reply) => {
      const { id, user } = await resource(req, 'edit');
      const { versionId } = input.params;
      const body = input.body;
      const v = await svc.getVersion(db(), id, versionId);
      if (!(await guarded(req, reply, id, v.locale, () => svc.restoreVersion(db(), user, id, versionId, body.version))))
        return reply;
      return view(req, id, v.locale);
    },
  );

  // accessibility check and publishing (beyond the spec: publishing is blocked until the check passes)
  api.get(
    `${B}/:id/Accessibility`,
    {
      summary:
        'Accessibility findings of a language: images without alt text, empty links, headings out of order, missing captions',
      params: kreaIdParamSchema,
      query: resourceLocaleQuerySchema,
    },
    async (req, input) => {
      const { id } = await resource(req, 'read');
      const q = input.query;
      const r = await view(req, id, q.locale ?? localeOf(req));
      return { locale: r.locale, issues: svc.a11yOf(r), progress: r.progress };
    },
  );
  api.put(
    `${B}/:id/Status`,
    {
      summary:
        "Publishes (every step complete and the accessibility check clean, else 400 with the list) or unpublishes languages; owner or editor. A plain Author's publication goes to review (inReview) first; approving authors and admins publish directly (ADR 0047)",
      params: kreaIdParamSchema,
      body: resourceStatusSchema,
    },
    async (req, input) => {
      const { id, user } = await resource(req, 'edit');
      const body = input.body;
      const state = await svc.setStatus(db(), user, id, body.status, body.locales);
      if (state === 'inReview') for (const l of body.locales) await notifyReview(id, l, 'submitted', user.userId);
      return view(req, id, body.locales[0]);
    },
  );

  // review of a resource language sent to review by a plain Author (ADR 0047; as a content's, ADR 0021)
  api.post(
    `${B}/:id/Review`,
    {
      summary:
        "An approving author / admin of the resource's network approves a language waiting for review (published) or sends it back to draft with a comment; 409 when it is not waiting",
      params: kreaIdParamSchema,
      body: reviewDecisionSchema,
    },
    async (req, input) => {
      const { id, user } = await resource(req, 'read');
      if (!svc.isApproverOf(user))
        throw new ApiError(403, KREA_ERROR_CODES.approverOnly, 'Only an approving author or an admin can review');
      const body = input.body;
      const state = await svc.review(db(), user, id, body.locale, body.decision, body.comment);
      await notifyReview(id, body.locale, state === 'approved' ? 'approved' : 'returned', user.userId, body.comment);
      return view(req, id, body.locale);
    },
  );

  // preview: the resource as the consumer page and the student view read it (same builder), drafts included
  api.get(
    `${B}/:id/Preview`,
    {
      summary: 'The resource detail (as teachers and students get it) of a draft language, for the editor preview',
      params: kreaIdParamSchema,
      query: resourceLocaleQuerySchema,
    },
    async (req, input) => {
      const { id, user } = await resource(req, 'read');
      const q = input.query;
      const row = await loadResourceRow(db(), id);
      if (!row) throw svc.notFound();
      const r = await svc.loadResource(db(), user, id, 'commenter', q.locale ?? localeOf(req));
      return buildDetail(db(), row, r.locale, user.userId);
    },
  );
}
