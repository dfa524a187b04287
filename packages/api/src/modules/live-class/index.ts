/**
 * The live class (issue 33, packages/contracts/src/live.ts, README "Live class"): LiveClassApi (Start, End, Summary,
 * ByCode) and the hub at /liveClassHub (./hub.ts). State lives in PostgreSQL (./store.ts); the hub's messages go
 * through the realtime bus, so several API instances serve one class.
 *
 * Authorization: Start — a school teacher, manager or admin (not a trial user: the end of the class registers used
 * content, which trial users cannot) who may read the resource (404 unknown, 403 a network resource of another
 * school group); End and Summary — the session's teacher only; ByCode — public.
 */
import type { FastifyInstance } from 'fastify';
import {
  idParamSchema,
  LIVE_ERRORS,
  LIVE_LIMITS,
  LIVE_SECTIONS,
  liveCodeSchema,
  liveStartBodySchema,
  type AppLocale,
  type ExploreLocale,
  type LiveJoinInfoDto,
  type LiveSessionDto,
  type LiveSummaryDto,
} from '@platform/contracts';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { parse } from '../../http/validate';
import { doc } from '../../http/openapi';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { fallbackChain } from '../../http/locale';
import { publicBase } from '../../http/links';
import { userOf } from '../../http/request';
import { visibleResource } from '../resources/public';
import { approvedLocales } from '../resources/public';
import { packClasses } from '../classpack/public';
import { registerClassUse } from '../used-content/public';
import { USED_CONTENT_ROLES } from '../used-content/public';
import {
  computeSummary,
  expiredSessionIds,
  insertSession,
  isTeacherClassOf,
  iso,
  markEnded,
  newCode,
  purgeOld,
  quickChecksOf,
  saveEnd,
  sessionByCode,
  sessionById,
  type SessionRow,
} from './store';
import { liveHub, type LiveHub } from './hub';
import { decorateRoot } from '../realtime/public';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live class hub (live-class module): ended(sessionId) sends Ended to the session on every instance. */
    liveHub: LiveHub;
  }
}

const codeParamSchema = z.object({ code: z.string().max(40) });

const dto = (s: SessionRow, base: string): LiveSessionDto => ({
  id: s.id,
  code: s.code,
  joinUrl: `${base}/live/${s.code}`,
  expiresAt: iso(s.expires_at)!,
});

/** Ends an open session (once, whichever instance gets there first): used content, summary, Ended to everyone. */
export async function endSession(db: Db, hub: LiveHub | null, id: number): Promise<SessionRow | null> {
  const s = await markEnded(db, id);
  if (!s) return null;
  await hub?.flush(); // every answer acknowledged by this instance is in the summary
  s.used_content_id = await registerClassUse(db, s.teacher_id, s.resource_id, [s.class_plan_id]);
  const summary = await computeSummary(db, s);
  await saveEnd(db, id, s.used_content_id, summary);
  s.summary = summary;
  await hub?.ended(id);
  return s;
}

async function startSession(db: Db, user: AuthUser, body: z.infer<typeof liveStartBodySchema>) {
  const r = await visibleResource(db, user, body.resourceId);
  const langs = await approvedLocales(db, body.resourceId);
  if (!langs.length) throw ApiError.notFound('Resource not found');
  const locale = (fallbackChain(body.locale).find((l) => langs.includes(l as ExploreLocale)) ?? langs[0]) as AppLocale;
  const isClass = await isTeacherClassOf(db, body.classId, body.resourceId);
  const pack = isClass ? await packClasses(db, r, locale as ExploreLocale, user.userId, [body.classId]) : null;
  const c = pack?.classes[0];
  if (!pack || !c)
    throw ApiError.badRequest(
      'classId: the class is not one of the resource',
      [{ path: 'classId', message: LIVE_ERRORS.classNotInResource }],
      LIVE_ERRORS.classNotInResource,
    );
  const materials = c.studentDownloads.filter((m) => m.file).map((m) => ({ name: m.name, url: m.file! }));
  const sections = LIVE_SECTIONS.map((section) => {
    const s = c.sections.find((x) => x.key === section);
    return { section, html: s?.html ?? '', minutes: s?.minutes ?? null, materials };
  });
  const questions = await quickChecksOf(db, body.classId, locale);
  const expires = new Date(Date.now() + LIVE_LIMITS.sessionHours * 3600_000);
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertSession(db, {
        code: newCode(),
        teacherId: user.userId,
        resourceId: body.resourceId,
        classId: body.classId,
        locale,
        resourceTitle: pack.title,
        className: c.name,
        sections,
        questions,
        expiresAt: expires,
      });
    } catch (err) {
      // a code already open (unique index): draw again
      if (attempt >= 5 || !/duplicate|unique/i.test(String((err as Error).message))) throw err;
    }
  }
}

/** The session of an id for its teacher: 404 unknown, 403 someone else's. */
async function ownSession(db: Db, user: AuthUser, id: number): Promise<SessionRow> {
  const s = await sessionById(db, id);
  if (!s) throw ApiError.notFound('Live session not found', LIVE_ERRORS.unknownSession);
  if (s.teacher_id !== user.userId) throw ApiError.forbidden('Not your live session', LIVE_ERRORS.notYourSession);
  return s;
}

const summaryOf = async (db: Db, hub: LiveHub, s: SessionRow): Promise<LiveSummaryDto> => {
  if (s.summary) return { ...s.summary, usedContentId: s.used_content_id };
  await hub.flush();
  return computeSummary(db, s);
};

/** Ends the sessions past their 3 hours and purges the classes older than 30 days (every instance may run it). */
export async function liveSweep(db: Db, hub: LiveHub | null): Promise<{ ended: number; purged: number }> {
  let ended = 0;
  for (const id of await expiredSessionIds(db)) if (await endSession(db, hub, id)) ended++;
  return { ended, purged: await purgeOld(db) };
}

export default async function liveClass(app: FastifyInstance): Promise<void> {
  const db = () => app.db;
  const auth = { preHandler: app.authenticate };
  const tags = ['LiveClassApi'];
  const hub = await liveHub(app, (id) => endSession(db(), hub, id));
  decorateRoot(app, 'liveHub', hub);

  app.post(
    '/LiveClassApi/Start',
    {
      ...auth,
      config: doc({
        tags,
        auth: true,
        body: liveStartBodySchema,
        summary:
          'Starts a live class of a resource class: a six-character code, the join link (public origin + /live/{code}), 3 hours',
        responses: {
          201: 'The session (LiveSessionDto)',
          400: 'A class that is not one of the resource',
          403: 'A trial user or a role that does not give classes, or a network resource of another school group',
          404: 'Unknown resource',
        },
      }),
    },
    async (req, reply) => {
      const user = userOf(req);
      const body = parse(liveStartBodySchema, req.body);
      if (!hasRole(user, ...USED_CONTENT_ROLES) || hasRole(user, 'Trial'))
        throw ApiError.forbidden('Only school teachers, managers and admins give live classes', LIVE_ERRORS.notAllowed);
      const s = await startSession(db(), user, body);
      reply.code(201);
      return dto(s, publicBase(app));
    },
  );

  app.post(
    '/LiveClassApi/:id/End',
    {
      ...auth,
      config: doc({
        tags,
        auth: true,
        params: idParamSchema,
        summary: 'Ends the live class (its teacher): registers the class as used content, keeps the summary',
        responses: { 200: 'The summary (LiveSummaryDto)', 403: 'Not your session', 404: 'Unknown session' },
      }),
    },
    async (req) => {
      const { id } = parse(idParamSchema, req.params);
      const s = await ownSession(db(), userOf(req), id);
      const ended = s.ended_at ? s : ((await endSession(db(), hub, id)) ?? (await sessionById(db(), id))!);
      return summaryOf(db(), hub, ended);
    },
  );

  app.get(
    '/LiveClassApi/:id/Summary',
    {
      ...auth,
      config: doc({
        tags,
        auth: true,
        params: idParamSchema,
        summary: 'The summary of a live class (its teacher): participation and results per question',
        responses: { 200: 'LiveSummaryDto', 403: 'Not your session', 404: 'Unknown session' },
      }),
    },
    async (req) => {
      const { id } = parse(idParamSchema, req.params);
      return summaryOf(db(), hub, await ownSession(db(), userOf(req), id));
    },
  );

  app.get(
    '/LiveClassApi/ByCode/:code',
    {
      config: doc({
        tags,
        params: codeParamSchema,
        summary: 'What the join page shows of an open live class (public): 404 an unknown or ended code',
        responses: { 200: 'LiveJoinInfoDto', 404: 'Unknown or ended code' },
      }),
    },
    async (req): Promise<LiveJoinInfoDto> => {
      const { code } = parse(codeParamSchema, req.params);
      const c = liveCodeSchema.safeParse(code);
      const s = c.success ? await sessionByCode(db(), c.data) : null;
      if (s === 'ended') throw ApiError.notFound('This live class has ended', LIVE_ERRORS.ended);
      if (!s) throw ApiError.notFound('Unknown live class code', LIVE_ERRORS.unknownCode);
      return { code: s.code, resourceTitle: s.resource_title, className: s.class_name, locale: s.locale };
    },
  );

  // the sweep: expired sessions end by themselves, classes older than 30 days lose their nicknames and answers
  const sweepMs = Number(process.env.LIVE_SWEEP_MS) || 60_000;
  const sweep = () => liveSweep(db(), hub).catch((err) => app.log.warn({ err }, 'live class sweep failed'));
  const timer = setInterval(() => void sweep(), sweepMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
