import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  devNotificationSchema,
  idParamSchema,
  localeQuerySchema,
  normalizeLocale,
  notificationCardsQuerySchema,
} from '@platform/contracts';
import { hasRole } from '../../http/auth';
import { router } from '../../http/route';
import { getCard, listCards, markSeen, publishNotification } from './service';

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
    try {
      Object.assign(out, JSON.parse(query.filters));
    } catch {
      /* ignore: not JSON */
    }
  }
  delete out.filters;
  for (const k of Object.keys(out)) if (out[k] === '' || out[k] === 'null' || out[k] === 'undefined') delete out[k];
  return out;
}

/** Notifications module: GET /NotificationApi/Cards, /Highlight, /{id} (auth). */
export default async function notifications(app: FastifyInstance): Promise<void> {
  const cards =
    (highlightOnly: boolean) => async (req: import('fastify').FastifyRequest, _input: unknown, reply: FastifyReply) => {
      // the query may come as filters[tag] or filters={json}: flattened before the schema (a bad one: the same 400)
      const parsed = notificationCardsQuerySchema.safeParse(
        flattenFilters((req.query ?? {}) as Record<string, unknown>),
      );
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return err(reply, 400, 'VALIDATION_ERROR', `${issues[0]?.path}: ${issues[0]?.message}`, issues);
      }
      const q = parsed.data;
      return listCards(app.db, {
        userId: req.user!.userId,
        locale: q.locale ?? req.locale ?? 'es',
        pageNumber: q.pageNumber,
        pageSize: q.pageSize,
        tag: q.tag,
        search: q.search || undefined,
        unseen: q.unseen,
        highlightOnly,
      });
    };
  const api = router(app, { tags: ['NotificationApi'], auth: true });
  api.get(
    '/NotificationApi/Cards',
    {
      summary: 'Notification cards of the caller, newest first, paged; filters tag, search, unseen',
      query: notificationCardsQuerySchema,
    },
    cards(false),
  );
  api.get(
    '/NotificationApi/Highlight',
    { summary: 'Highlighted notification cards of the caller, paged', query: notificationCardsQuerySchema },
    cards(true),
  );

  api.get(
    '/NotificationApi/:id',
    {
      summary: 'One notification in the requested language; opening it marks it seen',
      params: idParamSchema,
      query: localeQuerySchema,
    },
    async (req, input, reply) => {
      const id = Number((req.params as { id: string }).id);
      if (!Number.isInteger(id) || id <= 0) return err(reply, 400, 'VALIDATION_ERROR', 'id must be a positive integer');
      const q = req.query as { locale?: string };
      const locale = normalizeLocale(q.locale) ?? req.locale ?? 'es';
      const card = await getCard(app.db, req.user!.userId, locale, id);
      if (!card) return err(reply, 404, 'NOT_FOUND', 'Notification not found');
      // Opening the detail marks it seen.
      await markSeen(app.db, req.user!.userId, id);
      return { ...card, unseen: false };
    },
  );

  /**
   * Development publisher (like /Dev/Outbox: only when config.outboxReadable, 404 otherwise, as if it did not
   * exist): POST /Dev/Notifications {title, brief?, detail?, tag? (1-6, default 5), highlight?, texts?, userIds?}
   * inserts a notification visible now and pushes UpdatedNotifications through the hub, so end-to-end tests
   * (and a developer) can watch the bell turn active. `texts` ({es|en|ca: {title, brief?, detail?}}) overrides the
   * single title/brief/detail, which otherwise is used for every language. Provider staff and admins only.
   */
  api.post(
    '/Dev/Notifications',
    {
      tags: ['Dev'],
      preHandler: undefined,
      summary: 'Development publisher: inserts a notification and pushes UpdatedNotifications (404 unless enabled)',
      body: devNotificationSchema,
    },
    async (req, input, reply) => {
      if (!app.config.outboxReadable) return err(reply, 404, 'NOT_FOUND', 'Not found');
      await app.authenticate(req, reply); // 401 without a valid token
      // notifications are the provider's: only provider staff and admins publish, even in development
      if (!hasRole(req.user, 'ProviderStaff', 'Admin'))
        return err(reply, 403, 'FORBIDDEN', 'Only provider staff or admins publish notifications');
      const b = input.body;
      const one = (t: { title?: string; brief?: string; detail?: string }) => ({
        title: t.title ?? '',
        brief: t.brief ?? '',
        detail: t.detail ?? '',
      });
      // the schema guarantees texts.es or a top-level title; a single title serves every language
      const texts = b.texts
        ? {
            es: one(b.texts.es),
            ...(b.texts.en && { en: one(b.texts.en) }),
            ...(b.texts.ca && { ca: one(b.texts.ca) }),
          }
        : { es: one(b), en: one(b), ca: one(b) };
      const { id } = await publishNotification(app, {
        tag: b.tag ?? 5,
        texts,
        highlight: b.highlight === true,
        userIds: b.userIds,
      });
      return reply.code(201).send({ id });
    },
  );
}
