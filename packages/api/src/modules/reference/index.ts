import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  academicCourseQuerySchema,
  dbIdSchema,
  faqQuerySchema,
  localeInputSchema,
  localeQuerySchema,
  subtopicFilterQuerySchema,
  topicFilterQuerySchema,
  topicSuggestSchema,
  type AppLocale,
} from '@platform/contracts';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { hasRole, networkSchoolIds, requireKreaAccess } from '../../http/auth';
import { router } from '../../http/route';
import { userOf } from '../../http/request';
import * as svc from './service';

type Access = 'public' | 'auth';

/**
 * Reference lists (spec platform §3 Reference lists, §7 Reference data; krea §7), every name in the request
 * locale with fallback to another language. Lists used on public pages (registration: levels, subjects,
 * positions, countries; FAQ) are public; the rest need a session. Routes validate and authorize here; SQL in ./service.ts.
 */
export default async function referenceModule(app: FastifyInstance): Promise<void> {
  const db = () => app.db;
  const guard = (access: Access): preHandlerAsyncHookHandler[] =>
    access === 'auth' ? [app.authenticate as preHandlerAsyncHookHandler] : [];
  const cache = (reply: FastifyReply, access: Access) =>
    reply.header('Cache-Control', access === 'public' ? 'public, max-age=300' : 'private, max-age=300');

  /**
   * A localized list route, cached: a simple list (its SELECT: LISTS in ./service.ts) or what `load` reads in the
   * request's language.
   */
  function list(
    url: string,
    access: Access,
    summary: string,
    load: svc.ListName | ((d: Db, locale: AppLocale) => Promise<unknown>),
  ) {
    const api = router(app, { tags: ['reference'], auth: access === 'auth', preHandler: guard(access) });
    api.get(url, { summary, query: localeQuerySchema }, async (req: FastifyRequest, input, reply: FastifyReply) => {
      void input.query; // validated, not read
      cache(reply, access);
      return typeof load === 'string' ? svc.list(db(), load, req.locale) : load(db(), req.locale);
    });
  }
  list('/CategoryApi', 'auth', 'Categories (themes)', 'categories');
  list('/SkillApi', 'auth', 'Skills', 'skills');
  list('/AgeRangeApi', 'auth', 'Age ranges', 'ageRanges');
  list('/ODSApi/GetAll', 'auth', 'Sustainable development goals (17)', 'sdgs');
  list('/UDLApi', 'auth', 'UDL guidelines', 'udls');
  list('/EvaluationMethodApi/GetAll', 'auth', 'Evaluation methods', 'evaluationMethods');
  list('/SubjectApi', 'public', 'Subjects', 'subjects');
  list('/EducationalLevelApi/GetAll', 'public', 'Educational levels', 'educationalLevels');
  list('/CrossAreaApi', 'auth', 'Cross-curricular areas', 'crossAreas');
  list('/MonthApi', 'auth', 'Month names', 'months');
  list('/CountryApi', 'public', 'Countries with phone prefixes (spec §9)', 'countries');
  const api = router(app, { tags: ['reference'], auth: true });

  // ---------------------------------------------------------------- topics and subtopics
  list('/TopicApi/GetAll', 'auth', 'Topics with their subtopics', svc.topics);
  api.get(
    '/TopicApi/GetAllFiltered',
    { summary: 'Topics filtered by text or category', query: topicFilterQuerySchema },
    async (req, input) => {
      const q = input.query;
      return svc.topics(db(), req.locale, q.search, q.categoryId);
    },
  );
  api.post(
    '/TopicApi/Suggest',
    {
      preHandler: requireKreaAccess(db),
      summary: 'Suggests a new topic (authors); topic as query param or body field',
      body: topicSuggestSchema,
    },
    async (req, input, reply) => {
      const b = parse(topicSuggestSchema, { ...(req.query as object), ...(req.body as object | undefined) });
      const id = await svc.suggestTopic(db(), userOf(req).userId, b.topic, req.locale);
      reply.code(201);
      return { id, topic: b.topic, success: true };
    },
  );

  api.get(
    '/SubtopicApi/GetAllFiltered',
    { summary: 'Subtopics, optionally of some topics (topicIds) or matching text', query: subtopicFilterQuerySchema },
    async (req, input) => {
      const q = input.query;
      return svc.subtopics(db(), req.locale, q.topicIds, q.search);
    },
  );
  const localeParam = z.object({ locale: localeInputSchema });
  api.get(
    '/SubtopicApi/GetByLocale/:locale',
    { summary: 'All subtopics in a language', params: localeParam },
    async (req, input) => {
      const p = input.params;
      return svc.subtopics(db(), p.locale);
    },
  );

  // ---------------------------------------------------------------- academic courses
  async function schoolsFor(req: FastifyRequest, schoolId: number | undefined): Promise<number[]> {
    const user = userOf(req);
    if (schoolId !== undefined) {
      if (!(await svc.schoolExists(db(), schoolId))) throw ApiError.notFound('School not found');
      if (!hasRole(user, 'ProviderStaff') && !(await networkSchoolIds(db(), user)).includes(schoolId))
        throw ApiError.forbidden();
      return [schoolId];
    }
    // admins load the courses of the whole school group; others their school
    if (hasRole(user, 'Admin')) return networkSchoolIds(db(), user);
    return user.schoolId ? [user.schoolId] : [];
  }
  api.get(
    '/AcademicCourseApi',
    {
      summary: 'Academic courses of a school (admins without schoolId: the whole group)',
      query: academicCourseQuerySchema,
    },
    async (req, input) => {
      const q = input.query;
      return svc.coursesOf(db(), await schoolsFor(req, q.schoolId), req.locale);
    },
  );
  const idParam = z.object({ id: dbIdSchema });
  api.get(
    '/AcademicCourseApi/School/:id',
    { summary: 'Academic courses of the school {id}', params: idParam, query: localeQuerySchema },
    async (req, input) => {
      const { id } = input.params;
      void input.query; // validated, not read
      return svc.coursesOf(db(), await schoolsFor(req, id), req.locale);
    },
  );

  // ---------------------------------------------------------------- FAQ
  list('/FrequentlyAskedQuestion/Sections', 'public', 'FAQ sections, the Contact section first', svc.faqSections);
  api.get(
    '/FrequentlyAskedQuestion/GetAll',
    {
      auth: false,
      summary: 'FAQ questions, optionally of one section (category = id or key); list under data',
      query: faqQuerySchema,
    },
    async (req, input, reply) => {
      const q = input.query;
      cache(reply, 'public');
      return { data: await svc.faqQuestions(db(), req.locale, q.category) };
    },
  );
}
