/**
 * Beyond the spec (issue 19): the printable class pack of a resource or a program (docs/decisions/0031-class-pack.md)
 * and "plan with what I have" (docs/decisions/0032-plan-with-what-i-have.md).
 *
 * Authorization: a signed-in user who may read the resource or program (the same rule as GetByLocale: 404 unknown,
 * 403 a network item of another school group; a trial that has ended gets 403 TRIAL_ENDED from the server rules).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../http/context';
import {
  CLASS_PACK_LINKS_HEADER,
  classPackQuerySchema,
  idParamSchema,
  planQuerySchema,
  type AppLocale,
  type ExploreLocale,
  type PlanResponse,
} from '@platform/contracts';
import { router } from '../../http/route';
import { ApiError } from '../../http/errors';
import { fallbackChain } from '../../http/locale';
import { emailLinkOrigin } from '../../http/links';
import { ensureFresh } from '../explore/public';
import { groupOf, localeOf, userOf } from '../../http/request';
import { approvedLocales } from '../resources/public';
import { visibleResource } from '../resources/public';
import { visibleProgram } from '../programs/public';
import { programApprovedLocales } from '../programs/public';
import { classNotIn, linkFor } from '../student/public';
import { filesRoot, resolveStored } from '../files/public';
import {
  packClasses,
  planPage,
  programResourceIds,
  programTitleOf,
  teacherClassesOfProgram,
  teacherClassesOfResource,
  toPlanResult,
} from './store';
import { renderClassPack, type ClassPackInput, type PackClass } from './pdf';

const PDF_RESPONSES = {
  200: 'application/pdf (the class pack)',
  400: 'Bad id, locale or classIds, or a class that is not of the resource / of the program',
  401: 'No session',
  403: 'A network item of another school group, or an ended trial',
  404: 'Unknown',
};

/** A file name without accents or symbols. */
const safeName = (t: string, fallback: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60) || fallback;

export default async function classpack(app: FastifyInstance): Promise<void> {
  const db = () => app.db;

  /** The local file of an uploaded PNG / JPEG cover (SVG covers are left out: pdfkit draws raster images only). */
  const coverFile = (cover: string | null): string | null => {
    if (!cover || !cover.startsWith('/files/') || !/\.(png|jpe?g)$/i.test(cover)) return null;
    return resolveStored(filesRoot(app.config.dataDir), decodeURIComponent(cover.slice('/files/'.length)));
  };

  /** Student links of a resource's pack: one share of just the pack's student classes; null for a network resource. */
  const studentUrls = async (
    userId: number,
    resourceId: number,
    shareable: boolean,
    classes: Array<{ id: number; studentEnabled: boolean }>,
    locale: ExploreLocale,
    origin: string,
  ) => {
    const ids = classes.filter((c) => c.studentEnabled).map((c) => c.id);
    const urls = new Map<number, string>();
    if (!shareable || !ids.length) return urls;
    const link = await linkFor(db(), userId, resourceId, ids, locale);
    for (const id of ids) urls.set(id, `${origin}/r/${link.id}/class/${id}`);
    return urls;
  };

  const send = (reply: import('fastify').FastifyReply, pdf: Buffer, name: string, links: string[]) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}.pdf"`)
      .header(CLASS_PACK_LINKS_HEADER, links.join(','))
      .header('Cache-Control', 'no-store')
      .send(pdf);
  const api = router(app, { tags: ['ResourceApi'], auth: true });

  /** The first of `locale` and its fallbacks that the item is approved in (`langs`), else its first language. */
  const firstApproved = (locale: AppLocale, langs: ExploreLocale[]) =>
    (fallbackChain(locale).find((l) => langs.includes(l as ExploreLocale)) ?? langs[0]) as ExploreLocale;
  /** POST {url}: the class pack (PDF) of the item {id}, all its classes or ?classIds, as `build` renders and names it. */
  const packRoute = (
    url: string,
    doc: { tags?: string[]; summary: string },
    build: (
      req: FastifyRequest,
      user: AuthUser,
      id: number,
      classIds: number[] | undefined,
    ) => Promise<{ pdf: Buffer; name: string; links: string[] }>,
  ) =>
    api.post(
      url,
      { ...doc, params: idParamSchema, query: classPackQuerySchema, responses: PDF_RESPONSES },
      async (req, input, reply) => {
        const user = userOf(req);
        const { id } = input.params;
        const { classIds } = input.query;
        const { pdf, name, links } = await build(req, user, id, classIds);
        return send(reply, pdf, name, links);
      },
    );

  packRoute(
    '/ResourceApi/:id/ClassPack',
    {
      summary:
        'The printable class pack of a resource (all its classes or ?classIds) in ?locale: timings, organization, materials by kind, teacher sections, a student sheet per class with the QR code of its public student link',
    },
    async (req, user, id, classIds) => {
      const r = await visibleResource(db(), user, id);
      const langs = await approvedLocales(db(), id);
      if (!langs.length) throw ApiError.notFound('Resource not found');
      const use = firstApproved(localeOf(req), langs);
      if (classIds?.length && (await teacherClassesOfResource(db(), id, classIds)) !== classIds.length)
        throw classNotIn('the resource', 'CLASS_NOT_IN_RESOURCE');
      const pack = await packClasses(db(), r, use, user.userId, classIds);
      if (!pack.classes.length)
        throw ApiError.badRequest('This resource has no classes to print', undefined, 'NO_CLASSES');
      const urls = await studentUrls(
        user.userId,
        id,
        !r.school_group_id,
        pack.classes,
        use,
        await emailLinkOrigin(app, user),
      );
      const input: ClassPackInput = {
        locale: use,
        title: pack.title,
        subtitle: `${pack.ageMin}-${pack.ageMax}`,
        coverFile: coverFile(pack.cover),
        generatedOn: new Date().toISOString().slice(0, 10),
        resources: [
          {
            id,
            title: pack.title,
            classes: pack.classes.map(({ studentEnabled: _s, ...c }): PackClass => ({
              ...c,
              studentUrl: urls.get(c.id) ?? null,
            })),
          },
        ],
      };
      return {
        pdf: await renderClassPack(input),
        name: `${safeName(pack.title, `resource-${id}`)}_${use}`,
        links: [...urls.values()].map((u) => new URL(u).pathname),
      };
    },
  );

  packRoute(
    '/EducationalProgramApi/:id/ClassPack',
    {
      tags: ['EducationalProgramApi'],
      summary:
        'The printable class pack of a program, resource by resource (every class, or ?classIds: classes of its resources), in ?locale (see ResourceApi ClassPack)',
    },
    async (req, user, id, classIds) => {
      await visibleProgram(db(), user, id);
      if (classIds?.length && (await teacherClassesOfProgram(db(), id, classIds)) !== classIds.length)
        throw classNotIn('a resource of the program', 'CLASS_NOT_IN_PROGRAM');
      const langs = await programApprovedLocales(db(), id);
      if (!langs.length) throw ApiError.notFound('Program not found');
      const use = firstApproved(localeOf(req), langs);
      const prog = await programTitleOf(db(), id, use);
      const resourceIds = await programResourceIds(db(), id);
      const origin = await emailLinkOrigin(app, user);
      const resources: ClassPackInput['resources'] = [];
      const links: string[] = [];
      const group = await groupOf(db(), user);
      for (const rid of resourceIds) {
        const r = await visibleResource(db(), user, rid).catch(() => null);
        if (!r || (r.school_group_id && r.school_group_id !== group)) continue;
        const rl = await approvedLocales(db(), rid);
        if (!rl.length) continue;
        const ru = firstApproved(use, rl);
        const only = classIds?.length ? classIds : undefined;
        const pack = await packClasses(db(), r, ru, user.userId, only);
        if (!pack.classes.length) continue; // none of the chosen classes is of this resource
        const urls = await studentUrls(user.userId, rid, !r.school_group_id, pack.classes, ru, origin);
        links.push(...[...urls.values()].map((u) => new URL(u).pathname));
        resources.push({
          id: rid,
          title: pack.title,
          classes: pack.classes.map(({ studentEnabled: _s, ...c }) => ({ ...c, studentUrl: urls.get(c.id) ?? null })),
        });
      }
      if (!resources.length) throw ApiError.badRequest('This program has no classes to print', undefined, 'NO_CLASSES');
      const title = prog?.title ?? `#${id}`;
      const pdf = await renderClassPack({
        locale: use,
        title,
        coverFile: coverFile(prog?.cover ?? null),
        generatedOn: new Date().toISOString().slice(0, 10),
        resources,
      });
      return { pdf, name: `${safeName(title, `program-${id}`)}_${use}`, links };
    },
  );

  api.get(
    '/ResourceApi/PlanWithWhatIHave',
    {
      query: planQuerySchema,
      summary:
        'Plan with what I have: resources and single classes that fit the time (minutes, or sessions × sessionMinutes) and need nothing the teacher lacks (materials: projector, devicePerGroup, devicePerStudent, printer; connectivity), ranked by fit, each with a reason in ?locale',
    },
    async (req, input): Promise<PlanResponse> => {
      const user = userOf(req);
      const locale = localeOf(req);
      const q = input.query;
      await ensureFresh(db());
      const available = q.sessions !== undefined ? q.sessions * (q.sessionMinutes ?? 55) : (q.minutes as number);
      const rows = await planPage(db(), q, await groupOf(db(), user), q.pageSize, locale);
      return {
        data: rows.map((f) => toPlanResult(f, f, available, locale)),
        available: {
          minutes: available,
          sessions: q.sessions ?? null,
          sessionMinutes: q.sessions !== undefined ? (q.sessionMinutes ?? 55) : null,
        },
      };
    },
  );
}
