import type { FastifyInstance, FastifyReply } from 'fastify';
import { notificationCardsQuerySchema } from '@platform/contracts';
import { getCard, listCards, markSeen } from './service';

export { publishNotification, notifyUpdated, hasUnseen, listCards } from './service';
export type { PublishInput } from './service';

const err = (reply: FastifyReply, statusCode: number, code: string, message: string, details?: unknown) =>
  reply.code(statusCode).send({ statusCode, code, message, ...(details === undefined ? {} : { details }) });

/** Accepts tag/search/unseen at the top level or as filters[tag], filters.tag, Filters.Tag (axios param styles). */
function flattenFilters(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...query };
  for (const [k, v] of Object.entries(query)) {
    const m = /^filters(?:\[(\w+)\]|\.(\w+))$/i.exec(k);
    if (m) out[(m[1] ?? m[2]).replace(/^./, (c) => c.toLowerCase())] = v;
  }
  if (query.filters && typeof query.filters === 'object') Object.assign(out, query.filters);
  if (typeof query.filters === 'string') {
    try { Object.assign(out, JSON.parse(query.filters)); } catch { /* ignore: not JSON */ }
  }
  delete out.filters;
  for (const k of Object.keys(out)) if (out[k] === '' || out[k] === 'null' || out[k] === 'undefined') delete out[k];
  return out;
}

/** Notifications module: GET /NotificationApi/Cards, /Highlight, /{id} (auth). */
export default async function notifications(app: FastifyInstance): Promise<void> {
  const cards = (highlightOnly: boolean) => async (req: import('fastify').FastifyRequest, reply: FastifyReply) => {
    const parsed = notificationCardsQuerySchema.safeParse(flattenFilters((req.query ?? {}) as Record<string, unknown>));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return err(reply, 400, 'VALIDATION_ERROR', `${issues[0]?.path}: ${issues[0]?.message}`, issues);
    }
    const q = parsed.data;
    return listCards(app.db, {
      userId: req.user!.userId, locale: q.locale ?? req.locale ?? 'es', pageNumber: q.pageNumber, pageSize: q.pageSize,
      tag: q.tag, search: q.search || undefined, unseen: q.unseen, highlightOnly,
    });
  };
  app.get('/NotificationApi/Cards', { preHandler: app.authenticate }, cards(false));
  app.get('/NotificationApi/Highlight', { preHandler: app.authenticate }, cards(true));

  app.get('/NotificationApi/:id', { preHandler: app.authenticate }, async (req, reply) => {
    const id = Number((req.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0) return err(reply, 400, 'VALIDATION_ERROR', 'id must be a positive integer');
    const q = req.query as { locale?: string };
    const locale = (['es', 'en', 'ca'].includes(q.locale ?? '') ? q.locale : req.locale ?? 'es') as 'es' | 'en' | 'ca';
    const card = await getCard(app.db, req.user!.userId, locale, id);
    if (!card) return err(reply, 404, 'NOT_FOUND', 'Notification not found');
    // Opening the detail marks it seen.
    await markSeen(app.db, req.user!.userId, id);
    return { ...card, unseen: false };
  });
}
