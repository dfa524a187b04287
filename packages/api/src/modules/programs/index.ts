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
} from '@platform/contracts';
import { asCaller, router } from '../../http/route';
import { ApiError } from '../../http/errors';
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
import { classPlansOf, listPrograms, programApprovedLocales, programDetail, teacherVisibleResourceIds } from './data';
import { renderProgramPdf } from './pdf';
import { visibleProgram } from './access';

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
      const ids = await teacherVisibleResourceIds(db(), programId, locale);
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
