import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  academicCourseQuerySchema, dbIdSchema, faqQuerySchema, localeInputSchema, localeQuerySchema, subtopicFilterQuerySchema,
  topicFilterQuerySchema, topicSuggestSchema,
  type AcademicCourseDto, type AppLocale, type FaqDto, type FaqSectionDto, type SubtopicDto, type TopicItemDto,
} from '@platform/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { hasRole, networkSchoolIds, requireKreaAccess } from '../../http/auth';
import { l10nSql } from '../../http/locale';
import { doc } from '../../http/openapi';
import { escapeLike } from '../../http/hardening';

type Access = 'public' | 'auth';

/**
 * Reference lists (spec platform §3 Reference lists, §7 Reference data; krea §7), every name in the request
 * locale with fallback to another language. Lists used on public pages (registration: levels, subjects,
 * positions, countries; FAQ) are public; the rest need a session.
 */
export default async function referenceModule(app: FastifyInstance): Promise<void> {
  const db = () => app.db;
  const guard = (access: Access): preHandlerAsyncHookHandler[] => (access === 'auth' ? [app.authenticate as preHandlerAsyncHookHandler] : []);
  const cache = (reply: FastifyReply, access: Access) =>
    reply.header('Cache-Control', access === 'public' ? 'public, max-age=300' : 'private, max-age=300');

  /** A simple localized list route: SELECT built from `select(localeParam)`, ordered. */
  function list(url: string, access: Access, summary: string, sql: string) {
    app.get(url, {
      preHandler: guard(access),
      config: doc({ summary, tags: ['reference'], auth: access === 'auth', query: localeQuerySchema }),
    }, async (req: FastifyRequest, reply: FastifyReply) => {
      parse(localeQuerySchema, req.query);
      cache(reply, access);
      return (await db().query(sql, [req.locale])).rows;
    });
  }
  const named = (table: string, extra = '', order = 'id') =>
    `SELECT id, key${extra ? `, ${extra}` : ''}, ${l10nSql('name', '$1')} AS name FROM ${table} ORDER BY ${order}`;

  list('/CategoryApi', 'auth', 'Categories (themes)', named('categories', 'slug, color'));
  list('/SkillApi', 'auth', 'Skills', named('skills', '', 'position, id'));
  list('/AgeRangeApi', 'auth', 'Age ranges', `SELECT id, key, min_age AS min, max_age AS max, ${l10nSql('name', '$1')} AS name FROM age_ranges ORDER BY min_age, max_age`);
  list('/ODSApi/GetAll', 'auth', 'Sustainable development goals (17)', named('sdgs', 'color'));
  list('/UDLApi', 'auth', 'UDL guidelines', named('udls', 'type'));
  list('/EvaluationMethodApi/GetAll', 'auth', 'Evaluation methods', named('evaluation_methods'));
  list('/SubjectApi', 'public', 'Subjects', named('subjects'));
  list('/EducationalLevelApi/GetAll', 'public', 'Educational levels', named('educational_levels', '', 'position, id'));
  list('/CrossAreaApi', 'auth', 'Cross-curricular areas', named('cross_areas'));
  list('/MonthApi', 'auth', 'Month names', `SELECT id, ${l10nSql('name', '$1')} AS name FROM months ORDER BY id`);
  list('/CountryApi', 'public', 'Countries with phone prefixes (spec §9)',
    `SELECT iso2, key, ${l10nSql('name', '$1')} AS name, phone_prefix AS "phonePrefix" FROM countries ORDER BY position, iso2`);

  // ---------------------------------------------------------------- topics and subtopics
  async function topics(locale: AppLocale, search?: string, categoryId?: number): Promise<TopicItemDto[]> {
    const { rows } = await db().query<TopicItemDto>(
      `SELECT t.id, t.key, ${l10nSql('t.name', '$1')} AS name,
              coalesce((SELECT json_agg(json_build_object('id', s.id, 'key', s.key, 'name', ${l10nSql('s.name', '$1')}) ORDER BY s.id)
                          FROM subtopics s WHERE s.topic_id = t.id AND s.enabled), '[]'::json) AS subtopics
         FROM topics t
        WHERE t.enabled
          AND ($2::text IS NULL OR fold_text(${l10nSql('t.name', '$1')}) LIKE '%' || fold_text($2) || '%'
               OR EXISTS (SELECT 1 FROM subtopics s WHERE s.topic_id = t.id AND fold_text(${l10nSql('s.name', '$1')}) LIKE '%' || fold_text($2) || '%'))
          AND ($3::int IS NULL OR t.category_id = $3)
        ORDER BY t.id`,
      [locale, search ? escapeLike(search) : null, categoryId ?? null], // % and _ typed are literal
    );
    return rows;
  }
  app.get('/TopicApi/GetAll', {
    preHandler: guard('auth'), config: doc({ summary: 'Topics with their subtopics', tags: ['reference'], auth: true, query: localeQuerySchema }),
  }, async (req, reply) => {
    parse(localeQuerySchema, req.query);
    cache(reply, 'auth');
    return topics(req.locale);
  });
  app.get('/TopicApi/GetAllFiltered', {
    preHandler: guard('auth'), config: doc({ summary: 'Topics filtered by text or category', tags: ['reference'], auth: true, query: topicFilterQuerySchema }),
  }, async (req) => {
    const q = parse(topicFilterQuerySchema, req.query);
    return topics(req.locale, q.search, q.categoryId);
  });
  app.post('/TopicApi/Suggest', {
    preHandler: requireKreaAccess(db),
    config: doc({ summary: 'Suggests a new topic (authors); topic as query param or body field', tags: ['reference'], auth: true, body: topicSuggestSchema }),
  }, async (req, reply) => {
    const b = parse(topicSuggestSchema, { ...(req.query as object), ...(req.body as object | undefined) });
    const { rows } = await db().query<{ id: number }>(
      'INSERT INTO topic_suggestions (user_id, topic, locale) VALUES ($1, $2, $3) RETURNING id',
      [req.user!.userId, b.topic, req.locale],
    );
    reply.code(201);
    return { id: rows[0].id, topic: b.topic, success: true };
  });

  async function subtopics(locale: AppLocale, topicIds?: number[], search?: string): Promise<SubtopicDto[]> {
    const { rows } = await db().query<SubtopicDto>(
      `SELECT s.id, s.key, ${l10nSql('s.name', '$1')} AS name, s.topic_id AS "topicId", ${l10nSql('t.name', '$1')} AS "topicName"
         FROM subtopics s JOIN topics t ON t.id = s.topic_id
        WHERE s.enabled AND t.enabled
          AND ($2::int[] IS NULL OR s.topic_id = ANY($2::int[]))
          AND ($3::text IS NULL OR fold_text(${l10nSql('s.name', '$1')}) LIKE '%' || fold_text($3) || '%')
        ORDER BY s.topic_id, s.id`,
      [locale, topicIds?.length ? topicIds : null, search ? escapeLike(search) : null],
    );
    return rows;
  }
  app.get('/SubtopicApi/GetAllFiltered', {
    preHandler: guard('auth'), config: doc({ summary: 'Subtopics, optionally of some topics (topicIds) or matching text', tags: ['reference'], auth: true, query: subtopicFilterQuerySchema }),
  }, async (req) => {
    const q = parse(subtopicFilterQuerySchema, req.query);
    return subtopics(req.locale, q.topicIds, q.search);
  });
  const localeParam = z.object({ locale: localeInputSchema });
  app.get('/SubtopicApi/GetByLocale/:locale', {
    preHandler: guard('auth'), config: doc({ summary: 'All subtopics in a language', tags: ['reference'], auth: true, params: localeParam }),
  }, async (req) => {
    const p = parse(localeParam, req.params);
    return subtopics(p.locale);
  });

  // ---------------------------------------------------------------- academic courses
  async function coursesOf(schoolIds: number[], locale: AppLocale): Promise<AcademicCourseDto[]> {
    if (!schoolIds.length) return [];
    const { rows } = await db().query<{ school_id: number; id: number; name: string; institutional_order: number; level_id: number | null; country: string }>(
      `SELECT s.id AS school_id, g.id, ${l10nSql('g.name', '$2')} AS name, g.institutional_order, g.educational_level_id AS level_id, g.country_iso2 AS country
         FROM schools s
         JOIN academic_grades g ON g.country_iso2 = coalesce(s.country_iso2, 'ES')
        WHERE s.id = ANY($1::int[])
          AND (NOT EXISTS (SELECT 1 FROM school_educational_levels x WHERE x.school_id = s.id)
               OR g.educational_level_id IN (SELECT educational_level_id FROM school_educational_levels x WHERE x.school_id = s.id))
        ORDER BY s.id, g.institutional_order, g.id`,
      [schoolIds, locale],
    );
    return rows.map((r) => ({
      id: r.id, name: r.name, schoolId: r.school_id,
      academicGrade: { id: r.id, name: r.name, institutionalOrder: r.institutional_order, educationalLevelId: r.level_id, countryIso2: r.country },
    }));
  }
  async function schoolsFor(req: FastifyRequest, schoolId: number | undefined): Promise<number[]> {
    const user = req.user!;
    if (schoolId !== undefined) {
      const exists = await db().query('SELECT 1 FROM schools WHERE id = $1', [schoolId]);
      if (!exists.rows.length) throw ApiError.notFound('School not found');
      if (!hasRole(user, 'ProviderStaff') && !(await networkSchoolIds(db(), user)).includes(schoolId)) throw ApiError.forbidden();
      return [schoolId];
    }
    // admins load the courses of the whole school group; others their school
    if (hasRole(user, 'Admin')) return networkSchoolIds(db(), user);
    return user.schoolId ? [user.schoolId] : [];
  }
  app.get('/AcademicCourseApi', {
    preHandler: guard('auth'), config: doc({ summary: 'Academic courses of a school (admins without schoolId: the whole group)', tags: ['reference'], auth: true, query: academicCourseQuerySchema }),
  }, async (req) => {
    const q = parse(academicCourseQuerySchema, req.query);
    return coursesOf(await schoolsFor(req, q.schoolId), req.locale);
  });
  const idParam = z.object({ id: dbIdSchema });
  app.get('/AcademicCourseApi/School/:id', {
    preHandler: guard('auth'), config: doc({ summary: 'Academic courses of the school {id}', tags: ['reference'], auth: true, params: idParam, query: localeQuerySchema }),
  }, async (req) => {
    const { id } = parse(idParam, req.params);
    parse(localeQuerySchema, req.query);
    return coursesOf(await schoolsFor(req, id), req.locale);
  });

  // ---------------------------------------------------------------- FAQ
  app.get('/FrequentlyAskedQuestion/Sections', {
    config: doc({ summary: 'FAQ sections, the Contact section first', tags: ['reference'], query: localeQuerySchema }),
  }, async (req, reply) => {
    parse(localeQuerySchema, req.query);
    cache(reply, 'public');
    const { rows } = await db().query<FaqSectionDto>(
      `SELECT id, key, ${l10nSql('name', '$1')} AS name, position AS "order" FROM faq_sections ORDER BY (key = 'contact') DESC, position, id`,
      [req.locale],
    );
    return rows;
  });
  app.get('/FrequentlyAskedQuestion/GetAll', {
    config: doc({ summary: 'FAQ questions, optionally of one section (category = id or key); list under data', tags: ['reference'], query: faqQuerySchema }),
  }, async (req, reply) => {
    const q = parse(faqQuerySchema, req.query);
    cache(reply, 'public');
    const cat = q.category;
    const { rows } = await db().query<FaqDto>(
      `SELECT f.id, f.section_id AS "sectionId", ${l10nSql('f.question', '$1')} AS question, ${l10nSql('f.answer', '$1')} AS answer, f.position AS "order"
         FROM faq_questions f JOIN faq_sections s ON s.id = f.section_id
        WHERE ($2::int IS NULL OR s.id = $2) AND ($3::text IS NULL OR s.key = $3)
        ORDER BY (s.key = 'contact') DESC, s.position, f.position, f.id`,
      [req.locale, typeof cat === 'number' ? cat : null, typeof cat === 'string' ? cat : null],
    );
    return { data: rows };
  });
}
