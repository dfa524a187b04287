import type { FastifyInstance } from 'fastify';
import { pageAccessSchema } from '@platform/contracts';
import { router } from '../../http/route';
import { ipRateLimit } from '../email/public';
import { insertPageView } from './store';

/**
 * Analytics module: page accesses logged by the shell's route guard (spec: "an analytics service identifies users
 * and logs page access (from, to, redirect, publicPage)"). Anonymous visitors are logged too (public pages), the
 * user is taken from the bearer token when there is one, never from the body.
 */
export default async function analytics(app: FastifyInstance): Promise<void> {
  const limit = ipRateLimit({
    max: Number(process.env.ANALYTICS_RATE_MAX) || 600,
    windowMs: 60_000,
    name: 'AnalyticsApi/PageAccess',
  });
  const api = router(app, { tags: ['AnalyticsApi'], preHandler: limit });

  api.post(
    '/AnalyticsApi/PageAccess',
    {
      config: { rateLimit: false },
      summary: 'Logs one page access decided by the route guard (anonymous or signed in)',
      body: pageAccessSchema,
      responses: { 204: 'Logged' },
    },
    async (req, input, reply) => {
      const body = input.body;
      await insertPageView(app.db, {
        userId: req.user?.userId ?? null,
        from: body.from ?? null,
        to: body.to,
        redirect: body.redirect,
        publicPage: body.publicPage,
      });
      return reply.code(204).send();
    },
  );
}
