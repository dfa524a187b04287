/** Program cards and detail (spec §3 Educational program card, program detail). */
import type { Db } from '../../db/types';
import { pickL10n } from '../../http/locale';
import { cachedRead, registerCachedTables, tablesIn, writeEpochNeutral } from '../../http/read-cache';
import type { ExploreLocale, ProgramCard, ProgramClassPlans, ProgramDetail } from '@platform/contracts';

export interface ProgramListOpts {
  text?: string;
  categoryIds?: number[];
  ageRangeIds?: number[];
  languages?: string[];
  groupId: number | null;
  userId: number;
  owned?: boolean;
  custom?: boolean;
  onlyIds?: number[];
}

/**
 * A resource of a program the teacher can open, in the caller's language ($1): the set the resource cards of a program are
 * read from (explore_search, loadCards), so the counts of a card and PagedResources agree with the pages (issue 31).
 */
export const TEACHER_VISIBLE = `EXISTS (SELECT 1 FROM explore_search s WHERE s.resource_id = pr.resource_id AND s.ui_locale = $1)`;

const CARD_SQL = `
  SELECT p.id, p.content_type, p.category_id, p.cover, p.novelty, p.is_base, p.age_min, p.age_max, p.secondary_age_min, p.secondary_age_max,
         c.key AS category_key, c.color AS category_color, c.name AS category_name, pl.locale, pl.title, pl.grade_label,
         (SELECT array_agg(x.locale ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM program_locales x WHERE x.program_id = p.id AND x.status = 1) AS languages,
         (SELECT count(*) FROM program_resources pr WHERE pr.program_id = p.id AND ${TEACHER_VISIBLE})::integer AS resources,
         (SELECT count(*) FROM program_resources pr JOIN class_plans cp ON cp.resource_id = pr.resource_id AND cp.teacher_enabled WHERE pr.program_id = p.id)::integer AS classes,
         (SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'picture', a.picture, 'main', pa.is_main) ORDER BY pa.is_main DESC, pa.position), '[]'::json)
            FROM program_authors pa JOIN authors a ON a.id = pa.author_id WHERE pa.program_id = p.id) AS authors,
         ma.id AS main_author_id, ma.name AS main_author_name, ma.picture AS main_author_picture,
         EXISTS (SELECT 1 FROM used_content_records u WHERE u.educational_program_id = p.id AND u.user_id = $USER) AS used`;

interface CardRow {
  id: number;
  content_type: 1 | 2;
  category_id: number | null;
  cover: string | null;
  novelty: boolean;
  is_base: boolean;
  age_min: number | null;
  age_max: number | null;
  secondary_age_min: number | null;
  secondary_age_max: number | null;
  category_key: string | null;
  category_color: string | null;
  category_name: unknown;
  locale: ExploreLocale;
  title: string;
  grade_label: string | null;
  languages: ExploreLocale[] | null;
  resources: number;
  classes: number;
  authors: Array<{ id: number; name: string; picture: string | null; main: boolean }>;
  main_author_id: number | null;
  main_author_name: string | null;
  main_author_picture: string | null;
  used: boolean;
}

export function toProgramCard(r: CardRow, locale: ExploreLocale): ProgramCard {
  const main = r.main_author_id
    ? { id: r.main_author_id, name: r.main_author_name ?? '', picture: r.main_author_picture }
    : (r.authors.find((a) => a.main) ?? r.authors[0] ?? { id: 0, name: '', picture: null });
  const co = r.authors.filter((a) => a.id !== main.id).map((a) => ({ id: a.id, name: a.name }));
  return {
    id: r.id,
    name: r.title,
    author: [main.name, ...co.map((a) => a.name)].filter(Boolean).join(', '),
    mainAuthor: { id: main.id, name: main.name, picture: main.picture ?? null },
    coAuthors: co,
    base: r.is_base ? 'base' : null,
    categoryId: r.category_id,
    categoryReferenceId: r.category_key,
    categoryColor: r.category_color,
    classTotalQuantity: r.classes,
    resourceTotalQuantity: r.resources,
    thumbnail: r.cover,
    ageRange: { min: r.age_min ?? 0, max: r.age_max ?? 0 },
    secondaryAgeRange:
      r.secondary_age_min != null && r.secondary_age_max != null
        ? { min: r.secondary_age_min, max: r.secondary_age_max }
        : null,
    novelty: r.novelty,
    activatedLanguages: r.languages ?? [],
    usedEducationalProgram: r.used,
    contentType: r.content_type,
    locale: r.locale,
  };
}

/** The version shown for `locale`: that language if approved, else the first approved of es, en, ca. */
const VERSION_JOIN = `JOIN LATERAL (SELECT * FROM program_locales x WHERE x.program_id = p.id AND x.status = 1
                        ORDER BY (x.locale = $LOC) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) pl ON true`;

// what a page of program cards is read from (the filters' tables included); not used_content_records nor collaborators
// unless the list is the caller's own ("owned"): the "used" flag is read per request (listPrograms)
const LIST_TABLES = tablesIn(
  CARD_SQL,
  VERSION_JOIN,
  'FROM programs p JOIN categories c JOIN program_authors pa JOIN authors a JOIN age_ranges ar',
).filter((t) => t !== 'used_content_records');
const OWNED_LIST_TABLES = [...LIST_TABLES, 'collaborators', 'used_content_records'];
registerCachedTables(OWNED_LIST_TABLES); // at load, in every process (see read-cache.ts)

/** A page of program cards (data + totalCount) under the list options. */
type ListPrograms = (
  db: Db,
  o: ProgramListOpts,
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
) => Promise<{ data: ProgramCard[]; totalCount: number }>;

/**
 * A page of program cards. The page (ids, order, cards, total) comes from the read cache per filter, group and
 * language (per user too for "owned" lists; exact on writes to LIST_TABLES, ADR 0037); the caller's "used" flags are
 * read on every call.
 */
export const listPrograms: ListPrograms = async (db, o, locale, pageNumber, pageSize) => {
  const { userId, ...filters } = o;
  const key = `plist:${JSON.stringify({ ...filters, user: o.owned ? userId : null, locale, pageNumber, pageSize })}`;
  const page = await cachedRead(
    db,
    key,
    o.owned ? OWNED_LIST_TABLES : LIST_TABLES,
    () => listProgramsQuery(db, o, locale, pageNumber, pageSize),
    30_000,
  );
  const ids = page.data.map((c) => c.id);
  const used = ids.length
    ? await db.query<{ id: number }>(
        'SELECT DISTINCT educational_program_id AS id FROM used_content_records WHERE user_id = $1 AND educational_program_id = ANY($2::int[])',
        [userId, ids],
      )
    : { rows: [] };
  const mine = new Set(used.rows.map((r) => Number(r.id)));
  return {
    totalCount: page.totalCount,
    data: page.data.map((c) => ({ ...c, usedEducationalProgram: mine.has(c.id) })),
  };
};

const listProgramsQuery: ListPrograms = async (db, o, locale, pageNumber, pageSize) => {
  const params: unknown[] = [locale, o.userId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [
    'p.deleted_at IS NULL',
    `(p.school_group_id IS NULL OR p.school_group_id = ${p(o.groupId ?? -1)})`,
    // no program without a resource the teacher can open (issue 31: "1 recursos · 0 clases" of an empty draft)
    `EXISTS (SELECT 1 FROM program_resources pr WHERE pr.program_id = p.id AND ${TEACHER_VISIBLE})`,
  ];
  if (o.custom) where.push(`p.school_group_id = ${p(o.groupId ?? -1)}`);
  if (o.owned)
    where.push(
      `(p.owner_user_id = $2 OR EXISTS (SELECT 1 FROM collaborators co WHERE co.program_id = p.id AND co.user_id = $2) OR EXISTS (SELECT 1 FROM used_content_records u WHERE u.educational_program_id = p.id AND u.user_id = $2))`,
    );
  if (o.categoryIds?.length) where.push(`p.category_id = ANY(${p(o.categoryIds)}::int[])`);
  if (o.ageRangeIds?.length)
    where.push(
      `EXISTS (SELECT 1 FROM age_ranges ar WHERE ar.id = ANY(${p(o.ageRangeIds)}::int[]) AND ar.min_age <= p.age_max AND ar.max_age >= p.age_min)`,
    );
  if (o.languages?.length)
    where.push(
      `EXISTS (SELECT 1 FROM program_locales x WHERE x.program_id = p.id AND x.status = 1 AND x.locale = ANY(${p(o.languages)}::text[]))`,
    );
  if (o.onlyIds) where.push(`p.id = ANY(${p(o.onlyIds)}::int[])`);
  let order = 'p.novelty DESC, coalesce(p.published_at, p.created_at) DESC, p.id';
  if (o.text) {
    const words = o.text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 12);
    if (!words.length) return { data: [], totalCount: 0 };
    const q = p(words.map((w, i) => (i === words.length - 1 && w.length > 1 ? `${w}:*` : w)).join(' & '));
    const tq = `(to_tsquery(ts_config_for($1), ${q}) || to_tsquery('simple', ${q}))`;
    where.push(`pl.search_vector @@ ${tq}`);
    order = `ts_rank(pl.search_vector, ${tq}) DESC, p.id`;
  }
  const base = `FROM programs p ${VERSION_JOIN.replace('$LOC', '$1')} LEFT JOIN categories c ON c.id = p.category_id
                LEFT JOIN LATERAL (SELECT a.* FROM program_authors pa JOIN authors a ON a.id = pa.author_id WHERE pa.program_id = p.id ORDER BY pa.is_main DESC, pa.position LIMIT 1) ma0 ON true
                LEFT JOIN authors ma ON ma.id = coalesce(p.author_id, ma0.id)
               WHERE ${where.join(' AND ')}`;
  const lim = p(pageSize);
  const off = p(pageNumber * pageSize);
  const { rows } = await db.query<CardRow & { total: string }>(
    `${CARD_SQL.replace('$USER', '$2')}, count(*) OVER () AS total ${base} ORDER BY ${order} LIMIT ${lim} OFFSET ${off}`,
    params,
  );
  let totalCount = Number(rows[0]?.total ?? 0);
  if (!rows.length && pageNumber > 0) {
    // past the last page: count alone, with the same parameters ($2, the user, may be unused by the filters; naming
    // its type keeps PostgreSQL from refusing a parameter it cannot type)
    const c = await db.query<{ n: string }>(
      `SELECT count(*) AS n ${base} AND $2::int IS NOT NULL`,
      params.slice(0, params.length - 2),
    );
    totalCount = Number(c.rows[0]?.n ?? 0);
  }
  return { data: rows.map((r) => toProgramCard(r, locale)), totalCount };
};

const PROGRAM_LANGS_SQL = `SELECT locale FROM program_locales WHERE program_id = $1 AND status = 1 ORDER BY array_position(ARRAY['es','en','ca'], locale)`;

/** Approved languages of a program, es/en/ca order (read cache, ADR 0037). */
export async function programApprovedLocales(db: Db, id: number): Promise<ExploreLocale[]> {
  const langs = await cachedRead(db, `plangs:${id}`, ['program_locales'], async () => {
    const { rows } = await db.query<{ locale: ExploreLocale }>(PROGRAM_LANGS_SQL, [id]);
    return rows.map((r) => r.locale);
  });
  return [...langs];
}

// the detail without the caller's "used" flag ($USER never matches: the flag is read per request, see programDetail)
const DETAIL_SQL = `${CARD_SQL.replace('$USER', 'NULL::int')}, pl.foundation, pl.pedagogical_objective, el.name AS level_name, em.id AS eval_id, em.name AS eval_name
       FROM programs p JOIN program_locales pl ON pl.program_id = p.id AND pl.locale = $1 AND pl.status = 1
       LEFT JOIN categories c ON c.id = p.category_id
       LEFT JOIN LATERAL (SELECT a.* FROM program_authors pa JOIN authors a ON a.id = pa.author_id WHERE pa.program_id = p.id ORDER BY pa.is_main DESC, pa.position LIMIT 1) ma0 ON true
       LEFT JOIN authors ma ON ma.id = coalesce(p.author_id, ma0.id)
       LEFT JOIN educational_levels el ON el.id = p.educational_level_id
       LEFT JOIN evaluation_methods em ON em.id = p.evaluation_method_id
      WHERE p.id = $2 AND p.deleted_at IS NULL AND (p.school_group_id IS NULL OR p.school_group_id = $3)`;
const UDLS_SQL =
  'SELECT u.id, u.type, u.name FROM program_udls x JOIN udls u ON u.id = x.udl_id WHERE x.program_id = $1 ORDER BY u.id';
const KEYWORDS_SQL =
  'SELECT k.value FROM program_keywords x JOIN keywords k ON k.id = x.keyword_id WHERE x.program_id = $1 ORDER BY k.value';
const RESOURCES_SQL =
  'SELECT resource_id, position FROM program_resources WHERE program_id = $1 ORDER BY position, resource_id';
const DURATION_SQL = `SELECT sum(coalesce(cp.minutes_duration, 0))::integer AS mins FROM program_resources pr JOIN class_plans cp ON cp.resource_id = pr.resource_id AND cp.teacher_enabled WHERE pr.program_id = $1`;
/** What the cached part of a program detail is read from (not used_content_records: the caller's flag is not cached). */
export const PROGRAM_DETAIL_TABLES = tablesIn(DETAIL_SQL, UDLS_SQL, KEYWORDS_SQL, RESOURCES_SQL, DURATION_SQL).filter(
  (t) => t !== 'used_content_records',
);
// at load, in every process (see read-cache.ts registerCachedTables); programs: visibleProgram's row
registerCachedTables([...PROGRAM_DETAIL_TABLES, 'programs', 'program_locales']);
const USED_SQL =
  'SELECT EXISTS (SELECT 1 FROM used_content_records u WHERE u.educational_program_id = $1 AND u.user_id = $2) AS used';
// the view (GetByLocale); a statement of its own: a write naming used_content_records would drop the cached "owned"
// lists in every process; no trigger on program_views: the explore freshness checks need not run again after it
const VIEW_SQL = writeEpochNeutral('INSERT INTO program_views (program_id, user_id) VALUES ($1, $2)');

type ProgramBody = { detail: Omit<ProgramDetail, 'resources'>; resourceIds: number[] };

async function programBody(
  db: Db,
  id: number,
  locale: ExploreLocale,
  groupId: number | null,
): Promise<ProgramBody | null> {
  const { rows } = await db.query<
    CardRow & {
      foundation: string | null;
      pedagogical_objective: string | null;
      level_name: unknown;
      eval_id: number | null;
      eval_name: unknown;
    }
  >(DETAIL_SQL, [locale, id, groupId ?? -1]);
  const r = rows[0];
  if (!r) return null;
  const card = toProgramCard(r, locale);
  const [udls, kws, res, dur] = await Promise.all([
    db.query<{ id: number; type: string; name: unknown }>(UDLS_SQL, [id]),
    db.query<{ value: string }>(KEYWORDS_SQL, [id]),
    db.query<{ resource_id: number; position: number }>(RESOURCES_SQL, [id]),
    db.query<{ mins: number | null }>(DURATION_SQL, [id]),
  ]);
  return {
    detail: {
      ...card,
      title: r.title,
      foundation: r.foundation ?? '',
      pedagogicalObjective: r.pedagogical_objective ?? '',
      level: r.level_name ? pickL10n(r.level_name, locale) : null,
      year: r.grade_label ?? '',
      durationMinutes: Number(dur.rows[0]?.mins ?? 0),
      udls: udls.rows.map((u) => ({ id: u.id, type: u.type, name: pickL10n(u.name, locale) })),
      evaluationMethod: r.eval_id ? { id: r.eval_id, name: pickL10n(r.eval_name, locale) } : null,
      keywords: kws.rows.map((k) => k.value),
    },
    resourceIds: res.rows.map((x) => x.resource_id),
  };
}

/**
 * A program's detail in `locale` as `userId` (of school group `groupId`) sees it; null when it is not visible in that
 * language. The part that is the same for everyone of the group comes from the read cache (per program, language and
 * group; dropped by any write to PROGRAM_DETAIL_TABLES, ADR 0037); the caller's "used" flag is read on every call, and
 * the view recorded when `recordView`.
 */
export async function programDetail(
  db: Db,
  id: number,
  locale: ExploreLocale,
  userId: number,
  groupId: number | null,
  opts: { recordView?: boolean } = {},
): Promise<ProgramDetail | null> {
  const body = await cachedRead(db, `pdetail:${id}:${locale}:${groupId ?? ''}`, PROGRAM_DETAIL_TABLES, () =>
    programBody(db, id, locale, groupId),
  );
  if (!body) return null;
  const { loadCards, ensureFresh } = await import('../explore/common');
  const [used] = await Promise.all([
    db.query<{ used: boolean }>(USED_SQL, [id, userId]),
    ensureFresh(db),
    opts.recordView ? db.query(VIEW_SQL, [id, userId]) : null,
  ]);
  const cards = await loadCards(db, body.resourceIds, locale);
  return {
    ...body.detail,
    usedEducationalProgram: !!used.rows[0]?.used,
    resources: cards.map((c, i) => ({ ...c, order: i + 1 })),
  };
}

/** The classes of every resource of a program, resource by resource in the program's order (used-content registration). */
export async function classPlansOf(db: Db, programId: number, locale: ExploreLocale): Promise<ProgramClassPlans> {
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

/** The resources of a program the teacher can open (TEACHER_VISIBLE), in the program's order. */
export async function teacherVisibleResourceIds(db: Db, programId: number, locale: ExploreLocale): Promise<number[]> {
  const { rows } = await db.query<{ resource_id: number }>(
    `SELECT pr.resource_id FROM program_resources pr WHERE pr.program_id = $2 AND ${TEACHER_VISIBLE} ORDER BY pr.position, pr.resource_id`,
    [locale, programId],
  );
  return rows.map((r) => r.resource_id);
}
