/**
 * EducationalProgramApi (spec §3 program card / detail, §7): lists (GetAllFiltered, Custom, GetAllFilteredOwned, CustomOwned),
 * GetByLocale (language redirect marker like resources), PagedResources, ClassPlans, RequestInformation, Share, GeneratePDF,
 * used-content records.
 */
import type { FastifyInstance } from 'fastify';
import {
  idParamSchema,
  programFilterSchema,
  pagingQuerySchema,
  shareProgramSchema,
  EXPLORE_PAGE_SIZES,
  localeQuerySchema,
  programIdParamSchema as programIdParams,
  programUsedContentParamsSchema as contentParams,
  generateProgramPdfSchema as pdfBody,
  type ExploreLocale,
  type ProgramClassPlans,
} from '@platform/contracts';
import { asCaller, router } from '../../http/route';
import { ApiError } from '../../http/errors';
import type { Db } from '../../db/types';
import { ensureFresh, pagedCards } from '../explore/public';
import { groupOf, localeOf, paged, userOf } from '../../http/request';
import { inLanguage } from '../explore/public';
import {
  getByLocaleRoute,
  requestInformationRoute,
  shareRoute,
  shownLocale,
  usedContentRecordsRoutes,
  type Item,
} from '../resources/public';
import { listPrograms, programApprovedLocales, programDetail, TEACHER_VISIBLE } from './data';
import { renderProgramPdf } from './pdf';
import { visibleProgram } from './access';

async function classPlansOf(db: Db, programId: number, locale: ExploreLocale): Promise<ProgramClassPlans> {
  const { rows } = await db.query<{
    resource_id: number;
    position: number;
    title: string | null;
    id: number | null;
    class_number: number | null;
    name: string | null;
    minutes: number | null;
  }>(
    `SELECT pr.resource_id, pr.position,
            (SELECT rl.title FROM resource_locales rl WHERE rl.resource_id = pr.resource_id AND rl.status = 1 ORDER BY (rl.locale = $2) DESC, array_position(ARRAY['es','en','ca'], rl.locale) LIMIT 1) AS title,
            c.id, c.class_number, c.minutes_duration AS minutes,
            (SELECT cl.name FROM class_plan_locales cl WHERE cl.class_plan_id = c.id ORDER BY (cl.locale = $2) DESC, array_position(ARRAY['es','en','ca'], cl.locale) LIMIT 1) AS name
       FROM program_resources pr LEFT JOIN class_plans c ON c.resource_id = pr.resource_id AND c.teacher_enabled
      WHERE pr.program_id = $1 ORDER BY pr.position, pr.resource_id, c.class_number`,
    [programId, locale],
  );
  const out = new Map<number, ProgramClassPlans['resources'][number]>();
  for (const r of rows) {
    if (!out.has(r.resource_id))
      out.set(r.resource_id, { resourceId: r.resource_id, title: r.title ?? '', order: out.size + 1, classPlans: [] });
    if (r.id)
      out.get(r.resource_id)!.classPlans.push({
        id: r.id,
        classNumber: r.class_number ?? 0,
        name: r.name ?? '',
        minutesDuration: r.minutes ?? 0,
      });
  }
  return { resources: [...out.values()] };
}

/** A program, as the routes it shares with a resource see it. */
const PROGRAM: Item = { kind: 'program', base: '/EducationalProgramApi', visible: visibleProgram };

export default async function programs(app: FastifyInstance): Promise<void> {
  const db = () => app.db;

  const lister = (opts: { owned?: boolean; custom?: boolean }) =>
    asCaller<undefined, typeof programFilterSchema, undefined>(async ({ user, locale }, input) => {
      const parsed = input.query;
      // the catalogue in a language lists the programs that exist in it (my own programs: every language)
      const f = opts.owned ? parsed : inLanguage(parsed, locale);
      await ensureFresh(db()); // the cards count the resources of explore_search
      const { data, totalCount } = await listPrograms(
        db(),
        { ...f, ...opts, groupId: await groupOf(db(), user), userId: user.userId },
        locale,
        f.pageNumber,
        f.pageSize,
      );
      return paged(data, totalCount, f.pageNumber, f.pageSize);
    });
  const api = router(app, { tags: ['EducationalProgramApi'], auth: true });
  api.get(
    '/EducationalProgramApi/GetAllFiltered',
    { summary: 'Programs and projects visible to the caller, filtered and paged', query: programFilterSchema },
    lister({}),
  );
  api.get(
    '/EducationalProgramApi/Custom',
    { summary: "Custom programs of the caller's school network, filtered and paged", query: programFilterSchema },
    lister({ custom: true }),
  );
  api.get(
    '/EducationalProgramApi/GetAllFilteredOwned',
    { summary: 'Programs I own, collaborate on or have used, filtered and paged', query: programFilterSchema },
    lister({ owned: true }),
  );
  api.get(
    '/EducationalProgramApi/CustomOwned',
    { summary: 'Custom programs I own, collaborate on or have used, filtered and paged', query: programFilterSchema },
    lister({ owned: true, custom: true }),
  );

  /** 200 ProgramDetail; 200 `{ redirect: { locale, id } }` when not available in the requested language; 404 unknown. */
  getByLocaleRoute(app, api, PROGRAM, programApprovedLocales, async (_row, { user, locale }, id) => {
    const d = await programDetail(db(), id, locale, user.userId, await groupOf(db(), user), { recordView: true });
    if (!d) throw ApiError.notFound('Program not found');
    return d;
  });

  api.get(
    '/EducationalProgramApi/PagedResources/:programId',
    {
      summary: 'The resources of a program in order, paged',
      params: programIdParams,
      query: pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100),
    },
    asCaller(async ({ user, locale }, input) => {
      const { programId } = input.params;
      const { pageNumber, pageSize } = input.query;
      await visibleProgram(db(), user, programId);
      await ensureFresh(db());
      // only the resources the teacher can open (the cards' set): totalCount and the pages agree (issue 31)
      const { rows } = await db().query<{ resource_id: number }>(
        `SELECT pr.resource_id FROM program_resources pr WHERE pr.program_id = $2 AND ${TEACHER_VISIBLE} ORDER BY pr.position, pr.resource_id`,
        [locale, programId],
      );
      const ids = rows.map((r) => r.resource_id);
      return pagedCards(db(), ids, locale, pageNumber, pageSize);
    }),
  );

  api.get(
    '/EducationalProgramApi/:programId/ClassPlans',
    {
      summary: 'The classes of every resource of a program (used-content registration)',
      params: programIdParams,
      query: localeQuerySchema,
    },
    asCaller(async ({ user, locale }, input) => {
      const { programId } = input.params;
      await visibleProgram(db(), user, programId);
      return classPlansOf(db(), programId, locale);
    }),
  );

  requestInformationRoute(app, api, PROGRAM);

  shareRoute(
    app,
    api,
    PROGRAM,
    { summary: 'Shares a program by email with colleagues of my school network', body: shareProgramSchema },
    (body) => ({ id: body.programId, name: body.programName }),
  );

  /** A real PDF summary in the chosen language (body.locale or ?locale). */
  api.post(
    '/EducationalProgramApi/:id/GeneratePDF',
    {
      summary: 'A PDF summary of the program in the chosen language (body.locale or ?locale)',
      params: idParamSchema,
      body: pdfBody,
      responses: { 200: 'application/pdf' },
    },
    async (req, input, reply) => {
      const user = userOf(req);
      const { id } = input.params;
      void input.body; // validated (400 on a bad body), read through localeOf
      const locale = localeOf(req);
      await visibleProgram(db(), user, id);
      const langs = await programApprovedLocales(db(), id);
      if (!langs.length) throw ApiError.notFound('Program not found');
      const use = shownLocale(langs, locale);
      const d = await programDetail(db(), id, use, user.userId, await groupOf(db(), user));
      if (!d) throw ApiError.notFound('Program not found');
      const plans = await classPlansOf(db(), id, use);
      const pdf = await renderProgramPdf({
        locale: use,
        title: d.title,
        authors: [d.mainAuthor.name, ...d.coAuthors.map((a) => a.name)].filter(Boolean),
        durationMinutes: d.durationMinutes,
        ageMin: d.ageRange.min,
        ageMax: d.ageRange.max,
        foundation: d.foundation,
        objective: d.pedagogicalObjective,
        level: d.level,
        year: d.year,
        udls: d.udls,
        resources: plans.resources.map((r) => ({ order: r.order, title: r.title, classes: r.classPlans })),
      });
      const safe =
        d.title
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^A-Za-z0-9]+/g, '_')
          .replace(/^_|_$/g, '')
          .slice(0, 60) || `program-${id}`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${safe}_${use}.pdf"`)
        .send(pdf);
    },
  );

  usedContentRecordsRoutes(app, api, PROGRAM, '/EducationalProgramApi/:contentId', contentParams, (p) => p.contentId);
}
