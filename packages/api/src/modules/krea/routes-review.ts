/** Krea review workflow routes: status, review decisions, history and comments (docs/decisions/0021). */
import type { FastifyInstance } from 'fastify';
import {
  createCommentSchema,
  kreaCommentParamSchema,
  kreaIdParamSchema,
  localeQuerySchema,
  reviewDecisionSchema,
  updateStatusSchema,
} from '@platform/contracts';
import { router } from '../../http/route';
import { userOf } from '../../http/request';
import { requireLevel } from './access';
import * as svc from './service';
import { B, TAG, type KreaCtx } from './routes-context';

export function registerReviewRoutes(app: FastifyInstance, ctx: KreaCtx): void {
  const { gate, db, content, view, notifyReview } = ctx;
  const api = router(app, { tags: TAG, auth: true, preHandler: gate.preHandler });
  // 8. PUT {id}/UpdateStatus
  api.put(
    `${B}/:id/UpdateStatus`,
    {
      summary:
        'Publish (complete languages go to review, or are approved at once when I am an approving author / admin) or unpublish (back to drafts); 400 KREA_NOT_COMPLETE lists what is missing',
      params: kreaIdParamSchema,
      body: updateStatusSchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'edit');
      const body = input.body;
      const r = await svc.updateStatus(db(), user, id, body.status, body.locales);
      if (r.state === 'inReview') for (const l of r.changed) await notifyReview(id, l, 'submitted', user.userId);
      return { ...r, content: await view(req, id) };
    },
  );

  // review workflow (not shown in the spec)
  api.post(
    `${B}/:id/Review`,
    {
      summary:
        'Approving author or admin: approves a language waiting for review (live for teachers) or sends it back to drafts with a comment; the authors are notified',
      params: kreaIdParamSchema,
      body: reviewDecisionSchema,
    },
    async (req, input) => {
      const { id, user } = await content(req, 'approve');
      const body = input.body;
      const state = await svc.review(db(), user, id, body.locale, body.decision, body.comment);
      await notifyReview(id, body.locale, state === 'approved' ? 'approved' : 'returned', user.userId, body.comment);
      return { state, content: await view(req, id) };
    },
  );
  api.get(
    `${B}/:id/History`,
    {
      summary: 'Every recorded step of the content (who, when, what), newest first',
      params: kreaIdParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const { id } = await content(req, 'read');
      return svc.history(db(), id);
    },
  );

  // comments (commenters, editors, owner, approvers)
  api.get(
    `${B}/:id/Comments`,
    {
      summary: 'The comment threads of the content (field or section, who, when, resolved)',
      params: kreaIdParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const { id } = await content(req, 'comment');
      return svc.listComments(db(), id);
    },
  );
  api.post(
    `${B}/:id/Comments`,
    {
      summary: 'Comments on a field or section (or answers a thread)',
      params: kreaIdParamSchema,
      body: createCommentSchema,
      responses: { 201: 'Created' },
    },
    async (req, input, reply) => {
      const { id, user } = await content(req, 'comment');
      const body = input.body;
      await svc.addComment(db(), user, id, body);
      reply.code(201);
      return svc.listComments(db(), id);
    },
  );
  api.put(
    `${B}/:id/Comments/:commentId/Resolve`,
    { summary: 'Resolves a comment thread', params: kreaCommentParamSchema },
    async (req, input) => {
      const user = userOf(req);
      const { id, commentId } = input.params;
      await requireLevel(db(), user, id, 'comment');
      await svc.resolveComment(db(), user, id, commentId);
      return svc.listComments(db(), id);
    },
  );
}
