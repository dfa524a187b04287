/** Krea review workflow routes: status, review decisions, history and comments (docs/decisions/0021). */
import {
  createCommentSchema,
  kreaCommentParamSchema,
  localeQuerySchema,
  reviewDecisionSchema,
  updateStatusSchema,
} from '@platform/contracts';
import { userOf } from '../../http/request';
import { requireLevel } from './access';
import * as svc from './service';
import { B, type KreaCtx } from './routes-context';

export function registerReviewRoutes(ctx: KreaCtx): void {
  const { db, api, on, view, notifyReview } = ctx;
  // 8. PUT {id}/UpdateStatus
  on.put(
    '/UpdateStatus',
    {
      need: 'edit',
      summary:
        'Publish (complete languages go to review, or are approved at once when I am an approving author / admin) or unpublish (back to drafts); 400 KREA_NOT_COMPLETE lists what is missing',
      body: updateStatusSchema,
    },
    async ({ id, user }, { body }, req) => {
      const r = await svc.updateStatus(db(), user, id, body.status, body.locales);
      if (r.state === 'inReview') for (const l of r.changed) await notifyReview(id, l, 'submitted', user.userId);
      return { ...r, content: await view(req, id) };
    },
  );

  // review workflow (not shown in the spec)
  on.post(
    '/Review',
    {
      need: 'approve',
      summary:
        'Approving author or admin: approves a language waiting for review (live for teachers) or sends it back to drafts with a comment; the authors are notified',
      body: reviewDecisionSchema,
    },
    async ({ id, user }, { body }, req) => {
      const state = await svc.review(db(), user, id, body.locale, body.decision, body.comment);
      await notifyReview(id, body.locale, state === 'approved' ? 'approved' : 'returned', user.userId, body.comment);
      return { state, content: await view(req, id) };
    },
  );
  on.get(
    '/History',
    {
      need: 'read',
      summary: 'Every recorded step of the content (who, when, what), newest first',
      query: localeQuerySchema,
    },
    ({ id }) => svc.history(db(), id),
  );

  // comments (commenters, editors, owner, approvers)
  on.get(
    '/Comments',
    {
      need: 'comment',
      summary: 'The comment threads of the content (field or section, who, when, resolved)',
      query: localeQuerySchema,
    },
    ({ id }) => svc.listComments(db(), id),
  );
  on.post(
    '/Comments',
    {
      need: 'comment',
      summary: 'Comments on a field or section (or answers a thread)',
      body: createCommentSchema,
      responses: { 201: 'Created' },
    },
    async ({ id, user }, input, req, reply) => {
      await svc.addComment(db(), user, id, input.body);
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
