/** Builds the full ResourceDetail (spec §3 Resource) of one language version. */
import type { Db } from '../../db/types';
import { pickL10n } from '../../http/locale';
import { cachedRead, registerCachedTables, tablesIn, writeEpochNeutral } from '../../http/read-cache';
import type {
  ExploreLocale,
  MaterialDto,
  MediaDto,
  ResourceDetail,
  StudentClassPlan,
  TeacherClassPlan,
  RefDto,
} from '@platform/contracts';

export interface ResourceRow {
  id: number;
  author_id: number | null;
  school_group_id: number | null;
  origin: string;
  category_id: number | null;
  type: number | null;
  implementation: string | null;
  age_min: number | null;
  age_max: number | null;
  duration_minutes: number | null;
  cover: string | null;
  novelty: boolean;
  deleted_at: string | null;
  owner_user_id: number | null;
}

const LANGS_SQL = `SELECT locale FROM resource_locales WHERE resource_id = $1 AND status = 1 ORDER BY array_position(ARRAY['es','en','ca'], locale)`;
const ROW_SQL = 'SELECT * FROM resources WHERE id = $1 AND deleted_at IS NULL';

/** Approved languages of a resource, es/en/ca order (read cache: the same for every caller, ADR 0037). */
/** A class of a resource (class_plans), as the detail and the Krea editor read it. */
export interface ClassPlanRow {
  id: number;
  class_number: number;
  organization_type: string | null;
  secondary_organization_type: string | null;
  class_layout: string | null;
  minutes_duration: number | null;
  teacher_enabled: boolean;
  student_enabled: boolean;
}

export async function approvedLocales(db: Db, resourceId: number): Promise<ExploreLocale[]> {
  const langs = await cachedRead(db, `rlangs:${resourceId}`, ['resource_locales'], async () => {
    const { rows } = await db.query<{ locale: ExploreLocale }>(LANGS_SQL, [resourceId]);
    return rows.map((r) => r.locale);
  });
  return [...langs];
}

/** The resource row (null when unknown or deleted), through the read cache; who may see it is decided by the caller. */
export async function loadResourceRow(db: Db, id: number): Promise<ResourceRow | null> {
  const row = await cachedRead(db, `rrow:${id}`, ['resources'], async () => {
    const { rows } = await db.query<ResourceRow>(ROW_SQL, [id]);
    return rows[0] ?? null;
  });
  return row && { ...row };
}

const mat = (m: { kind: number; name: string; file_url: string | null }): MaterialDto => ({
  kind: m.kind as 1 | 2 | 3,
  name: m.name,
  file: m.file_url,
});

const SQL = {
  loc: 'SELECT * FROM resource_locales WHERE resource_id = $1 AND locale = $2',
  author: `SELECT a.*, al.description, al.bio FROM authors a
         LEFT JOIN LATERAL (SELECT description, bio FROM author_locales x WHERE x.author_id = a.id
                              ORDER BY (x.locale = $2) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) al ON true
        WHERE a.id = $1`,
  category: 'SELECT id, slug, color, name FROM categories WHERE id = $1',
  classes: 'SELECT * FROM class_plans WHERE resource_id = $1 ORDER BY class_number',
  classLocs: `SELECT cl.* FROM class_plan_locales cl JOIN class_plans c ON c.id = cl.class_plan_id WHERE c.resource_id = $1`,
  materials: 'SELECT * FROM materials WHERE resource_id = $1 AND locale = $2 ORDER BY position, id',
  media:
    'SELECT * FROM media WHERE resource_id = $1 AND (locale = $2 OR locale IS NULL) AND class_plan_id IS NULL ORDER BY position, id',
  refs: `SELECT 'skills' kind, s.id, s.name, NULL color FROM resource_skills x JOIN skills s ON s.id = x.skill_id WHERE x.resource_id = $1
       UNION ALL SELECT 'topics', t.id, t.name, NULL FROM resource_topics x JOIN topics t ON t.id = x.topic_id WHERE x.resource_id = $1
       UNION ALL SELECT 'subtopics', t.id, t.name, NULL FROM resource_subtopics x JOIN subtopics t ON t.id = x.subtopic_id WHERE x.resource_id = $1
       UNION ALL SELECT 'subjects', t.id, t.name, NULL FROM resource_subjects x JOIN subjects t ON t.id = x.subject_id WHERE x.resource_id = $1
       UNION ALL SELECT 'sdgs', t.id, t.name, t.color FROM resource_sdgs x JOIN sdgs t ON t.id = x.sdg_id WHERE x.resource_id = $1
       UNION ALL SELECT 'crossAreas', t.id, t.name, NULL FROM resource_cross_areas x JOIN cross_areas t ON t.id = x.cross_area_id WHERE x.resource_id = $1`,
};
/**
 * What changes per request, in one statement: the view count (every detail request adds a view), the review summary
 * and the caller's own review.
 */
const LIVE_SQL = `SELECT (SELECT count(*) FROM resource_views WHERE resource_id = $1) AS views, s.avg, s.n,
         (SELECT json_build_object('rating', v.rating, 'categories', v.categories, 'improve_categories', v.improve_categories, 'comment', v.comment)
            FROM reviews v WHERE v.resource_id = $1 AND v.user_id = $2 ORDER BY coalesce(v.updated_at, v.created_at) DESC LIMIT 1) AS mine
    FROM (SELECT avg(rating)::float AS avg, count(*) AS n FROM reviews WHERE resource_id = $1) s`;
/**
 * LIVE_SQL with the view recorded in the same statement (the detail page, GetByLocale): one statement in PGlite's
 * queue instead of two. The main query does not see the CTE's row (same snapshot), hence `+ count(*) FROM ins`. The
 * statement must name no cached table (a write naming one drops its entries: hence the whole review row, not its
 * `categories` column by name), and resource_views' trigger only queues
 * explore_views_dirty (batched, views.ts): it does not move the explore freshness epoch.
 */
const LIVE_WITH_VIEW_SQL =
  writeEpochNeutral(`WITH ins AS (INSERT INTO resource_views (resource_id, user_id, locale) VALUES ($1, $2, $3) RETURNING 1)
  SELECT (SELECT count(*) FROM resource_views WHERE resource_id = $1) + (SELECT count(*) FROM ins) AS views, s.avg, s.n,
         (SELECT to_jsonb(v) FROM reviews v WHERE v.resource_id = $1 AND v.user_id = $2 ORDER BY coalesce(v.updated_at, v.created_at) DESC LIMIT 1) AS mine
    FROM (SELECT avg(rating)::float AS avg, count(*) AS n FROM reviews WHERE resource_id = $1) s`);
/** The tables the cached part of a detail is read from (its row included): a write to any of them drops it. */
export const DETAIL_TABLES = tablesIn(ROW_SQL, LANGS_SQL, ...Object.values(SQL));
// at load, in every process: one that never read a detail must still publish its writes to these tables
registerCachedTables(DETAIL_TABLES);

type DetailBody = Omit<ResourceDetail, 'views' | 'myReview' | 'reviewSummary'>;

/**
 * The full detail of `r` in `locale` for `userId`: the part that is the same for every caller comes from the read cache
 * (per resource and language, dropped by any write to DETAIL_TABLES, ADR 0037); views, review summary and the caller's
 * review are read on every call. Whether the caller may see `r` is decided before (visibleResource).
 */
export async function buildDetail(
  db: Db,
  r: ResourceRow,
  locale: ExploreLocale,
  userId: number | null,
  /** records the caller's view in `locale` in the same statement as the live part (the detail page) */
  opts: { recordView?: boolean } = {},
): Promise<ResourceDetail> {
  const [body, live] = await Promise.all([
    cachedRead(db, `rdetail:${r.id}:${locale}`, DETAIL_TABLES, () => detailBody(db, r, locale)),
    db.query<{
      views: string | number;
      avg: number | null;
      n: string | number;
      mine: {
        rating: number;
        categories: number[] | null;
        improve_categories: number[] | null;
        comment: string | null;
      } | null;
    }>(opts.recordView ? LIVE_WITH_VIEW_SQL : LIVE_SQL, opts.recordView ? [r.id, userId, locale] : [r.id, userId]),
  ]);
  const x = live.rows[0];
  const rv = typeof x?.mine === 'string' ? (JSON.parse(x.mine) as typeof x.mine) : x?.mine;
  return {
    ...body,
    views: Number(x?.views ?? 0),
    myReview: rv
      ? {
          rating: rv.rating,
          categories: [
            ...(rv.categories ?? []).map((c) => ({ category: Number(c), liked: true })),
            ...(rv.improve_categories ?? []).map((c) => ({ category: Number(c), liked: false })),
          ],
          comment: rv.comment,
        }
      : null,
    reviewSummary: {
      average: x?.avg != null ? Math.round(Number(x.avg) * 10) / 10 : null,
      count: Number(x?.n ?? 0),
    },
  };
}

/** What the teacher's and the student's version of a class start with (in this order): id, number, name, organisation. */
const classHead = (c: ClassPlanRow, t: { name: string | null } | undefined) => ({
  id: c.id,
  classNumber: c.class_number,
  name: t?.name ?? '',
  organizationType: c.organization_type ?? 'group',
});
/** The layout and length of a class, in both versions. */
const classLayout = (c: ClassPlanRow) => ({
  classLayout: c.class_layout ?? 'group',
  minutesDuration: c.minutes_duration ?? 0,
});

async function detailBody(db: Db, r: ResourceRow, locale: ExploreLocale): Promise<DetailBody> {
  const [loc, author, category, classes, classLocs, materials, media, refs, langs] = await Promise.all([
    db.query<Record<string, string | null>>(SQL.loc, [r.id, locale]),
    r.author_id
      ? db.query<Record<string, unknown>>(SQL.author, [r.author_id, locale])
      : Promise.resolve({ rows: [] as Record<string, unknown>[] }),
    r.category_id
      ? db.query<{ id: number; slug: string; color: string; name: unknown }>(SQL.category, [r.category_id])
      : Promise.resolve({ rows: [] }),
    db.query<ClassPlanRow>(SQL.classes, [r.id]),
    db.query<{
      class_plan_id: number;
      locale: string;
      name: string | null;
      start_section: string | null;
      development_section: string | null;
      closure_section: string | null;
      valuation_section: string | null;
      student_statement: string | null;
    }>(SQL.classLocs, [r.id]),
    db.query<{
      class_plan_id: number | null;
      audience: number;
      kind: number;
      global_valuation: boolean;
      name: string;
      file_url: string | null;
    }>(SQL.materials, [r.id, locale]),
    db.query<{ class_plan_id: number | null; audience: number; kind: number; url: string; caption: string | null }>(
      SQL.media,
      [r.id, locale],
    ),
    db.query<{ kind: string; id: number; name: unknown; color: string | null }>(SQL.refs, [r.id]),
    approvedLocales(db, r.id),
  ]);
  const l = loc.rows[0] ?? {};
  const cl = (id: number) => {
    const all = classLocs.rows.filter((x) => x.class_plan_id === id);
    return all.find((x) => x.locale === locale) ?? all.find((x) => x.locale === 'es') ?? all[0];
  };
  /** the classes of one version (teacher: audience 2, student: 1), each with its texts in the language and its materials */
  const classesOf = <T>(
    enabled: (c: ClassPlanRow) => boolean,
    audience: number,
    build: (c: ClassPlanRow, t: ReturnType<typeof cl>, ms: typeof materials.rows) => T,
  ): T[] =>
    classes.rows.filter(enabled).map((c) =>
      build(
        c,
        cl(c.id),
        materials.rows.filter((m) => m.class_plan_id === c.id && m.audience === audience),
      ),
    );
  const refsOf = (kind: string): RefDto[] =>
    refs.rows.filter((x) => x.kind === kind).map((x) => ({ id: Number(x.id), name: pickL10n(x.name, locale) }));
  const teacherClasses = classesOf(
    (c) => c.teacher_enabled,
    2,
    (c, t, ms): TeacherClassPlan => ({
      ...classHead(c, t),
      secondaryOrganizationType: c.secondary_organization_type,
      ...classLayout(c),
      necessaryMaterials: ms.map(mat),
      startSection: t?.start_section ?? '',
      developmentSection: t?.development_section ?? '',
      closureSection: t?.closure_section ?? '',
      valuationSection: t?.valuation_section ?? '',
      necessaryDownloadableMaterials: ms.filter((m) => m.kind === 3).map(mat),
      studentStatement: t?.student_statement ?? '',
    }),
  );
  const studentClasses = classesOf(
    (c) => c.student_enabled,
    1,
    (c, t, ms): StudentClassPlan => ({
      ...classHead(c, t),
      ...classLayout(c),
      statement: t?.student_statement ?? '',
      necessaryDownloadableMaterials: ms.filter((m) => m.kind === 3).map(mat),
    }),
  );
  const mediaOf = (aud: number): MediaDto[] =>
    media.rows
      .filter((m) => m.audience === aud)
      .map((m) => ({ kind: m.kind as 1 | 2, url: m.url, caption: m.caption }));
  const teacherMedia = mediaOf(2);
  const studentMedia = mediaOf(1);
  const seen = new Set<string>();
  const allMaterials = materials.rows
    .filter((m) => m.audience === 2 && !m.global_valuation)
    .filter((m) => {
      const k = `${m.kind}:${m.name}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .map(mat);
  const a = author.rows[0] as Record<string, string | number | null> | undefined;
  const cat = category.rows[0];
  const duration = r.duration_minutes ?? teacherClasses.reduce((s, c) => s + c.minutesDuration, 0);
  return {
    id: r.id,
    locale,
    title: l.title ?? '',
    cover: r.cover,
    author: {
      id: Number(a?.id ?? 0),
      name: String(a?.name ?? ''),
      picture: (a?.picture as string) ?? null,
      description: (a?.description as string) ?? '',
      bio: (a?.bio as string) ?? '',
      website: (a?.website as string) ?? null,
      facebook: (a?.facebook as string) ?? null,
      instagram: (a?.instagram as string) ?? null,
      twitter: (a?.twitter as string) ?? null,
    },
    category: cat ? { id: cat.id, slug: cat.slug, color: cat.color, name: pickL10n(cat.name, locale) } : null,
    type: r.type ?? 1,
    ageMin: r.age_min ?? 0,
    ageMax: r.age_max ?? 0,
    numberOfClasses: teacherClasses.length,
    durationMinutes: duration,
    implementation: (r.implementation ?? 'offline') as ResourceDetail['implementation'],
    languages: langs,
    novelty: r.novelty,
    presentation: l.presentation ?? '',
    rhetoricalQuestion: l.rhetorical_question ?? '',
    teacherMaterial: {
      classPlanDescription: l.class_plan_description ?? '',
      pedagogicalGoal: l.pedagogical_goal ?? '',
      mediaSummary: teacherMedia,
      hasMedia: teacherMedia.length > 0,
      classPlans: teacherClasses,
      globalValuationSection: l.global_valuation_section ?? null,
      globalValuationMaterials: materials.rows.filter((m) => m.global_valuation).map(mat),
    },
    studentMaterial: {
      mediaSummary: studentMedia,
      studentPedagogicalGoal: l.student_pedagogical_goal ?? '',
      rhetoricalQuestion: l.rhetorical_question ?? '',
      hasMedia: studentMedia.length > 0,
      classPlans: studentClasses,
    },
    skills: refsOf('skills'),
    topics: refsOf('topics'),
    subtopics: refsOf('subtopics'),
    subjects: refsOf('subjects'),
    crossAreas: refsOf('crossAreas'),
    sdgs: refs.rows
      .filter((x) => x.kind === 'sdgs')
      .map((x) => ({ id: Number(x.id), name: pickL10n(x.name, locale), color: x.color ?? undefined })),
    materials: allMaterials,
  };
}
