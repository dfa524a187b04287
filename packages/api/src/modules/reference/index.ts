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
} from '@platform/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { hasRole, networkSchoolIds, requireKreaAccess } from '../../http/auth';
import { doc } from '../../http/openapi';
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

  /** A simple localized list route (its SELECT: LISTS in ./service.ts). */
  function list(url: string, access: Access, summary: string, name: svc.ListName) {
    app.get(
      url,
      {
        preHandler: guard(access),
        config: doc({ summary, tags: ['reference'], auth: access === 'auth', query: localeQuerySchema }),
      },
      async (req: FastifyRequest, reply: FastifyReply) => {
        parse(localeQuerySchema, req.query);
        cache(reply, access);
        return svc.list(db(), name, req.locale);
      },
    );
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

  // ---------------------------------------------------------------- topics and subtopics
  app.get(
    '/TopicApi/GetAll',
    {
      preHandler: guard('auth'),
      config: doc({
        summary: 'Topics with their subtopics',
        tags: ['reference'],
        auth: true,
        query: localeQuerySchema,
      }),
    },
    async (req, reply) => {
      parse(localeQuerySchema, req.query);
      cache(reply, 'auth');
      return svc.topics(db(), req.locale);
    },
  );
  app.get(
    '/TopicApi/GetAllFiltered',
    {
      preHandler: guard('auth'),
      config: doc({
        summary: 'Topics filtered by text or category',
        tags: ['reference'],
        auth: true,
        query: topicFilterQuerySchema,
      }),
    },
    async (req) => {
      const q = parse(topicFilterQuerySchema, req.query);
      return svc.topics(db(), req.locale, q.search, q.categoryId);
    },
  );
  app.post(
    '/TopicApi/Suggest',
    {
      preHandler: requireKreaAccess(db),
      config: doc({
        summary: 'Suggests a new topic (authors); topic as query param or body field',
        tags: ['reference'],
        auth: true,
        body: topicSuggestSchema,
      }),
    },
    async (req, reply) => {
      const b = parse(topicSuggestSchema, { ...(req.query as object), ...(req.body as object | undefined) });
      const id = await svc.suggestTopic(db(), userOf(req).userId, b.topic, req.locale);
      reply.code(201);
      return { id, topic: b.topic, success: true };
    },
  );

  app.get(
    '/SubtopicApi/GetAllFiltered',
    {
      preHandler: guard('auth'),
      config: doc({
        summary: 'Subtopics, optionally of some topics (topicIds) or matching text',
        tags: ['reference'],
        auth: true,
        query: subtopicFilterQuerySchema,
      }),
    },
    async (req) => {
      const q = parse(subtopicFilterQuerySchema, req.query);
      return svc.subtopics(db(), req.locale, q.topicIds, q.search);
    },
  );
  const localeParam = z.object({ locale: localeInputSchema });
  app.get(
    '/SubtopicApi/GetByLocale/:locale',
    {
      preHandler: guard('auth'),
      config: doc({ summary: 'All subtopics in a language', tags: ['reference'], auth: true, params: localeParam }),
    },
    async (req) => {
      const p = parse(localeParam, req.params);
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
  app.get(
    '/AcademicCourseApi',
    {
      preHandler: guard('auth'),
      config: doc({
        summary: 'Academic courses of a school (admins without schoolId: the whole group)',
        tags: ['reference'],
        auth: true,
        query: academicCourseQuerySchema,
      }),
    },
    async (req) => {
      const q = parse(academicCourseQuerySchema, req.query);
      return svc.coursesOf(db(), await schoolsFor(req, q.schoolId), req.locale);
    },
  );
  const idParam = z.object({ id: dbIdSchema });
  app.get(
    '/AcademicCourseApi/School/:id',
    {
      preHandler: guard('auth'),
      config: doc({
        summary: 'Academic courses of the school {id}',
        tags: ['reference'],
        auth: true,
        params: idParam,
        query: localeQuerySchema,
      }),
    },
    async (req) => {
      const { id } = parse(idParam, req.params);
      parse(localeQuerySchema, req.query);
      return svc.coursesOf(db(), await schoolsFor(req, id), req.locale);
    },
  );

  // ---------------------------------------------------------------- FAQ
  app.get(
    '/FrequentlyAskedQuestion/Sections',
    {
      config: doc({
        summary: 'FAQ sections, the Contact section first',
        tags: ['reference'],
        query: localeQuerySchema,
      }),
    },
    async (req, reply) => {
      parse(localeQuerySchema, req.query);
      cache(reply, 'public');
      return svc.faqSections(db(), req.locale);
    },
  );
  app.get(
    '/FrequentlyAskedQuestion/GetAll',
    {
      config: doc({
        summary: 'FAQ questions, optionally of one section (category = id or key); list under data',
        tags: ['reference'],
        query: faqQuerySchema,
      }),
    },
    async (req, reply) => {
      const q = parse(faqQuerySchema, req.query);
      cache(reply, 'public');
      return { data: await svc.faqQuestions(db(), req.locale, q.category) };
    },
  );
}
