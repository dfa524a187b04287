/**
 * SQL of the reference lists (spec platform §3 Reference lists, §7 Reference data; krea §7): every name in the request
 * locale with fallback to another language. Routes, validation and access: ./index.ts.
 */
import type {
  AcademicCourseDto,
  AppLocale,
  FaqDto,
  FaqSectionDto,
  SubtopicDto,
  TopicItemDto,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import { l10nSql } from '../../http/locale';
import { escapeLike } from '../../http/hardening';
import { cachedRead, registerCachedTables, tablesOf } from '../../http/read-cache';

const named = (table: string, extra = '', order = 'id') =>
  `SELECT id, key${extra ? `, ${extra}` : ''}, ${l10nSql('name', '$1')} AS name FROM ${table} ORDER BY ${order}`;

/** The simple localized lists, by name: one SELECT each, `$1` = the locale. */
export const LISTS = {
  categories: named('categories', 'slug, color'),
  skills: named('skills', '', 'position, id'),
  ageRanges: `SELECT id, key, min_age AS min, max_age AS max, ${l10nSql('name', '$1')} AS name FROM age_ranges ORDER BY min_age, max_age`,
  sdgs: named('sdgs', 'color'),
  udls: named('udls', 'type'),
  evaluationMethods: named('evaluation_methods'),
  subjects: named('subjects'),
  educationalLevels: named('educational_levels', '', 'position, id'),
  crossAreas: named('cross_areas'),
  months: `SELECT id, ${l10nSql('name', '$1')} AS name FROM months ORDER BY id`,
  countries: `SELECT iso2, key, ${l10nSql('name', '$1')} AS name, phone_prefix AS "phonePrefix" FROM countries ORDER BY position, iso2`,
} as const;
export type ListName = keyof typeof LISTS;
registerCachedTables(['topics', 'subtopics', ...Object.values(LISTS).flatMap((sql) => tablesOf(sql))]);

/** A list in a locale: the same for every caller, kept in the read cache until a write to its table (ADR 0035). */
export async function list(db: Db, name: ListName, locale: AppLocale): Promise<unknown[]> {
  return cachedRead(
    db,
    `ref:${name}:${locale}`,
    tablesOf(LISTS[name]),
    async () => (await db.query(LISTS[name], [locale])).rows,
  );
}

/** Enabled topics with their enabled subtopics, optionally matching text (topic or subtopic name) or of one category. */
export async function topics(db: Db, locale: AppLocale, search?: string, categoryId?: number): Promise<TopicItemDto[]> {
  // the whole list (GET TopicApi/GetAll, on every explore page) through the read cache; filtered ones are not kept
  if (!search && categoryId === undefined)
    return cachedRead(db, `ref:topics:${locale}`, ['topics', 'subtopics'], () => topicsQuery(db, locale));
  return topicsQuery(db, locale, search, categoryId);
}
async function topicsQuery(db: Db, locale: AppLocale, search?: string, categoryId?: number): Promise<TopicItemDto[]> {
  const { rows } = await db.query<TopicItemDto>(
    `SELECT t.id, t.key, ${l10nSql('t.name', '$1')} AS name,
            coalesce((SELECT json_agg(json_build_object('id', s.id, 'key', s.key, 'name', ${l10nSql('s.name', '$1')}) ORDER BY s.id)
                        FROM subtopics s WHERE s.topic_id = t.id AND s.enabled), '[]'::json) AS subtopics
       FROM topics t
      WHERE t.enabled
        AND ($2::text IS NULL OR fold_text(${l10nSql('t.name', '$1')}) LIKE '%' || fold_text($2) || '%'
             OR EXISTS (SELECT 1 FROM subtopics s WHERE s.topic_id = t.id AND fold_text(${l10nSql('s.name', '$1')}) LIKE '%' || fold_text($2) || '%'))
        AND ($3::int IS NULL OR t.category_id = $3)
      ORDER BY t.id`,
    [locale, search ? escapeLike(search) : null, categoryId ?? null], // % and _ typed are literal,
  );
  return rows;
}

/** Enabled subtopics, optionally of some topics or matching text. */
export async function subtopics(
  db: Db,
  locale: AppLocale,
  topicIds?: number[],
  search?: string,
): Promise<SubtopicDto[]> {
  const { rows } = await db.query<SubtopicDto>(
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

export async function suggestTopic(db: Db, userId: number, topic: string, locale: AppLocale): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO topic_suggestions (user_id, topic, locale) VALUES ($1, $2, $3) RETURNING id',
    [userId, topic, locale],
  );
  return rows[0].id;
}

export async function schoolExists(db: Db, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM schools WHERE id = $1', [id])).rows.length > 0;
}

/** Academic courses (grades) of some schools: their country's grades of the school's educational levels (all when none). */
export async function coursesOf(db: Db, schoolIds: number[], locale: AppLocale): Promise<AcademicCourseDto[]> {
  if (!schoolIds.length) return [];
  const { rows } = await db.query<{
    school_id: number;
    id: number;
    name: string;
    institutional_order: number;
    level_id: number | null;
    country: string;
  }>(
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
    id: r.id,
    name: r.name,
    schoolId: r.school_id,
    academicGrade: {
      id: r.id,
      name: r.name,
      institutionalOrder: r.institutional_order,
      educationalLevelId: r.level_id,
      countryIso2: r.country,
    },
  }));
}

/** FAQ sections, the Contact section first. */
export async function faqSections(db: Db, locale: AppLocale): Promise<FaqSectionDto[]> {
  const { rows } = await db.query<FaqSectionDto>(
    `SELECT id, key, ${l10nSql('name', '$1')} AS name, position AS "order" FROM faq_sections ORDER BY (key = 'contact') DESC, position, id`,
    [locale],
  );
  return rows;
}

/** FAQ questions, optionally of one section (by id or key). */
export async function faqQuestions(
  db: Db,
  locale: AppLocale,
  category: number | string | undefined,
): Promise<FaqDto[]> {
  const { rows } = await db.query<FaqDto>(
    `SELECT f.id, f.section_id AS "sectionId", ${l10nSql('f.question', '$1')} AS question, ${l10nSql('f.answer', '$1')} AS answer, f.position AS "order"
       FROM faq_questions f JOIN faq_sections s ON s.id = f.section_id
      WHERE ($2::int IS NULL OR s.id = $2) AND ($3::text IS NULL OR s.key = $3)
      ORDER BY (s.key = 'contact') DESC, s.position, f.position, f.id`,
    [locale, typeof category === 'number' ? category : null, typeof category === 'string' ? category : null],
  );
  return rows;
}
