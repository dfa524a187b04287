import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contactSchema,
  foundationContactSchema,
  outboxQuerySchema,
  requestQuoteSchema,
  type OutboxEmail,
} from '@platform/contracts';
import { router, type FlatRouteSpec } from '../../http/route';
import { decorateRoot } from '../realtime/public';
import { EmailService, SUPPORT_ADDRESS } from './service';
import { addressLimited, ipRateLimit } from './ratelimit';
import { insertContact, insertQuote } from './store';

export { EmailService, SUPPORT_ADDRESS } from './service';
export type { EmailKind, SendTemplate, SendRaw, SentEmail, TemplateData } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Email service (email module): app.email.send({ to, kind, data, locale? }) writes the outbox and sends by SMTP when configured. */
    email: EmailService;
  }
}

const RATE = { max: Number(process.env.CONTACT_RATE_MAX) || 20, windowMs: 60_000 };

function validate<S extends z.ZodTypeAny>(schema: S, value: unknown, reply: FastifyReply): z.infer<S> | undefined {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  void reply.code(400).send({
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message: issues[0]?.message ?? 'Invalid input',
    details: issues,
  });
  return undefined;
}

/**
 * Email module: the EmailService (decorated as app.email on the root instance), the public contact and
 * quote forms, and the development outbox.
 */
export default async function email(app: FastifyInstance): Promise<void> {
  const service = new EmailService(app.db, app.config.smtpUrl);
  decorateRoot(app, 'email', service);
  app.addHook('onClose', async () => service.close());

  const contactLimit = ipRateLimit({ ...RATE, name: 'EmailApi/Contact' });
  const foundationLimit = ipRateLimit({ ...RATE, name: 'EmailApi/FoundationContact' });
  const quoteLimit = ipRateLimit({ ...RATE, name: 'LicenseApi/RequestQuote' });
  const api = router(app, { tags: ['EmailApi'], preHandler: contactLimit });
  /**
   * A contact form received: stored in contacts (its kind and its own column, role or foundation), written to support
   * (in Spanish) and confirmed to the sender in their language.
   */
  const receive = async (
    req: FastifyRequest,
    kind: 'contact' | 'foundation',
    column: 'role' | 'foundation',
    value: unknown,
    supportKind: 'contactSupport' | 'foundationContact',
    body: z.output<typeof contactSchema> | z.output<typeof foundationContactSchema>,
  ) => {
    const locale = body.locale ?? req.locale ?? 'es';
    await insertContact(app.db, column, value, {
      kind,
      name: body.name,
      email: body.email,
      message: body.message,
      locale,
      userId: req.user?.userId ?? null,
    });
    await service.send({ to: SUPPORT_ADDRESS, kind: supportKind, locale: 'es', data: body });
    await service.send({ to: body.email, kind: 'contactConfirmation', locale, data: {} });
    return { success: true };
  };

  /**
   * A public form (POST, limited per IP by its own limiter, not the global one): its body checked (400 with the issues)
   * and the sender's address limited (429) before `handle` runs.
   */
  const form = <S extends z.ZodType<{ email: string }>>(
    url: string,
    spec: Omit<FlatRouteSpec<undefined, undefined, S>, 'body' | 'config'>,
    schema: S,
    handle: (req: FastifyRequest, body: z.infer<S>) => Promise<unknown>,
  ) =>
    api.post(url, { ...spec, config: { rateLimit: false }, body: schema }, async (req, input, reply) => {
      const body = validate(schema, req.body, reply);
      if (!body) return reply;
      if (await addressLimited(app, body.email, reply)) return reply;
      return handle(req, body);
    });

  form(
    '/EmailApi/Contact',
    { summary: 'Contact form: stores the message, writes to support and confirms to the sender (limited per IP)' },
    contactSchema,
    (req, body) => receive(req, 'contact', 'role', body.role, 'contactSupport', body),
  );

  form(
    '/EmailApi/FoundationContact',
    {
      preHandler: foundationLimit,
      summary:
        'Foundation contact form: stores the message, writes to support and confirms to the sender (limited per IP)',
    },
    foundationContactSchema,
    (req, body) => receive(req, 'foundation', 'foundation', body.foundation, 'foundationContact', body),
  );

  form(
    '/LicenseApi/RequestQuote',
    {
      tags: ['LicenseApi'],
      preHandler: quoteLimit,
      summary:
        'Quote request for a licence (freemium, program, campus): stored, sent to support, confirmed to the sender',
    },
    requestQuoteSchema,
    async (req, body) => {
      await insertQuote(app.db, {
        license: body.license,
        name: body.name,
        email: body.email,
        schoolName: body.schoolName,
        phone: body.phone ?? null,
        message: body.message ?? null,
        locale: body.locale,
        userId: req.user?.userId ?? null,
      });
      await service.send({ to: SUPPORT_ADDRESS, kind: 'quoteRequest', locale: 'es', data: body });
      await service.send({
        to: body.email,
        kind: 'quoteConfirmation',
        locale: body.locale,
        data: { license: body.license },
      });
      return { success: true };
    },
  );

  // Development outbox: readable only when config.outboxReadable (404 otherwise, as if it did not exist).
  api.get(
    '/Dev/Outbox',
    {
      tags: ['Dev'],
      preHandler: undefined,
      summary: 'Development outbox: the last emails written (404 unless enabled)',
      query: outboxQuerySchema,
    },
    async (req, input, reply) => {
      if (!app.config.outboxReadable)
        return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
      const q = req.query as { to?: unknown; limit?: unknown };
      const to = typeof q.to === 'string' && q.to.trim() ? q.to : undefined;
      const limit = Math.min(Math.max(Number(q.limit) || 50, 1), 500);
      const rows = await service.outbox(to, limit);
      const emails: OutboxEmail[] = rows.map((r) => ({
        id: Number(r.id),
        to: r.to_email,
        subject: r.subject,
        html: r.body_html,
        text: r.body_text,
        kind: r.kind,
        locale: r.locale,
        createdAt: new Date(r.created_at).toISOString(),
        sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
        error: r.error,
      }));
      return { emails, count: emails.length };
    },
  );
}
