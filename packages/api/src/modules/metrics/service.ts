/**
 * SQL of the statistics (spec §3 Statistics, §6, §7 /MetricApi): who may see what (access, scope) and the five
 * metrics plus the school coverage map, all computed from page views, reviews and used-content records in a window of
 * 1, 3, 6 or 12 months. Percentages are computed here (one decimal) so PGlite and PostgreSQL answer the same.
 */
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { hasRole, networkSchoolIds } from '../../http/auth';
import { pickL10n } from '../../http/locale';
import { buildUserInfo } from '../account/public';
import {
  METRIC_RANGE_MONTHS,
  METRICS_NOT_IN_LICENSE,
  MIN_METRIC_SAMPLE,
  MOST_VALUED_RESOURCES,
  REVIEW_ASPECTS,
  RESOURCE_TYPE_KEYS,
  type AppLocale,
  type AspectPercentage,
  type CategoryPercentage,
  type CoverageDimension,
  type CoverageMapResponse,
  type MethodologyKey,
  type MethodologyPercentage,
  type MetricAccess,
  type MetricRange,
  type MetricResponse,
  type MetricSchoolsResponse,
  type MetricScope,
  type MostValued,
  type ReviewCategoryPercentage,
  type SkillGroup,
} from '@platform/contracts';

/** One decimal, computed the same way everywhere (the API tests compute their expected values with it). */
export const percent = (n: number, total: number): number => (total > 0 ? Math.round((n * 1000) / total) / 10 : 0);

// ---------------------------------------------------------------- access (§6)
/**
 * How the caller's licence lets them see statistics: trial users and users whose licence is freemium get the
 * built-in sample; no active base licence, a custom licence, or a licence whose config says `"metrics": false`
 * excludes statistics; anything else (programFee, campus) sees real data.
 */
export async function metricAccess(db: Db, user: AuthUser): Promise<MetricAccess> {
  if (hasRole(user, 'Trial')) return 'sample';
  const info = await buildUserInfo(db, user.userId, 'es');
  const lic = info?.license ?? null;
  if (!lic || lic.code === 4) return 'excluded';
  if (lic.code === 1) return 'sample';
  const { rows } = await db.query<{ off: boolean }>(
    `SELECT (config->>'metrics') = 'false' AS off FROM licenses WHERE id = $1`,
    [lic.id],
  );
  return rows[0]?.off ? 'excluded' : 'real';
}

export const notInLicense = () =>
  new ApiError(403, METRICS_NOT_IN_LICENSE, 'This functionality is not included in your current license');

export interface MetricTarget {
  scope: MetricScope;
  userId: number | null;
  schoolId: number | null;
}

/**
 * Whose data: teachers (and anyone who is neither manager nor admin) their own; a manager their school (a schoolId
 * other than theirs is 403); an admin a school of their group (default their current school; 404 unknown, 403 another
 * group's).
 */
export async function metricTarget(db: Db, user: AuthUser, schoolId: number | undefined): Promise<MetricTarget> {
  const isAdmin = hasRole(user, 'Admin');
  const isManager = hasRole(user, 'Manager');
  if (!isAdmin && !isManager) {
    if (schoolId !== undefined) throw ApiError.forbidden('Teachers see their own statistics only');
    return { scope: 'own', userId: user.userId, schoolId: null };
  }
  if (schoolId !== undefined) {
    const { rows } = await db.query('SELECT 1 FROM schools WHERE id = $1', [schoolId]);
    if (!rows.length) throw ApiError.notFound('School not found');
  }
  if (isAdmin) {
    const group = await adminSchools(db, user);
    const id = schoolId ?? (user.schoolId && group.some((s) => s.id === user.schoolId) ? user.schoolId : group[0]?.id);
    if (!id) throw ApiError.forbidden('No school to show');
    if (!group.some((s) => s.id === id)) throw ApiError.forbidden('The school is not in your school group');
    return { scope: 'school', userId: null, schoolId: id };
  }
  if (!user.schoolId) throw ApiError.forbidden('No school to show');
  if (schoolId !== undefined && schoolId !== user.schoolId)
    throw ApiError.forbidden('Managers see their own school only');
  return { scope: 'school', userId: null, schoolId: user.schoolId };
}

/** The schools of an admin's group (their network), by name. */
export async function adminSchools(db: Db, user: AuthUser): Promise<Array<{ id: number; name: string }>> {
  const ids = await networkSchoolIds(db, user);
  if (!ids.length) return [];
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM schools WHERE id = ANY($1::int[]) ORDER BY name, id',
    [ids],
  );
  return rows;
}

export async function metricSchools(db: Db, user: AuthUser): Promise<MetricSchoolsResponse> {
  const access = await metricAccess(db, user);
  const isAdmin = hasRole(user, 'Admin');
  const isManager = hasRole(user, 'Manager');
  let schools: Array<{ id: number; name: string }> = [];
  if (isAdmin) schools = await adminSchools(db, user);
  else if (isManager && user.schoolId)
    schools = (
      await db.query<{ id: number; name: string }>('SELECT id, name FROM schools WHERE id = $1', [user.schoolId])
    ).rows;
  const scope: MetricScope = isAdmin || isManager ? 'school' : 'own';
  const defaultSchoolId =
    scope === 'own'
      ? null
      : user.schoolId && schools.some((s) => s.id === user.schoolId)
        ? user.schoolId
        : (schools[0]?.id ?? null);
  return {
    access,
    scope,
    schools,
    defaultSchoolId,
    coverage: access === 'real' && scope === 'school' && schools.length > 0,
  };
}

// ---------------------------------------------------------------- window and scope SQL
export function windowOf(range: MetricRange, now = new Date()): { from: Date; to: Date; months: number } {
  const months = METRIC_RANGE_MONTHS[range];
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - months);
  return { from, to: now, months };
}

/** `alias.user_id` belongs to the target: the user, or a member of the school (current school or active membership). */
function userScopeSql(alias: string, t: MetricTarget, p: (v: unknown) => string): string {
  if (t.scope === 'own') return `${alias}.user_id = ${p(t.userId)}`;
  const s = p(t.schoolId);
  return `${alias}.user_id IN (SELECT id FROM users WHERE school_id = ${s} UNION SELECT user_id FROM user_schools WHERE school_id = ${s} AND removed_at IS NULL)`;
}
/** used-content records of the target: the user's own, or those registered for the school. */
function recordScopeSql(alias: string, t: MetricTarget, p: (v: unknown) => string): string {
  return t.scope === 'own' ? `${alias}.user_id = ${p(t.userId)}` : `${alias}.school_id = ${p(t.schoolId)}`;
}

function builder() {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  return { params, p };
}

function envelope<T>(
  range: MetricRange,
  w: { from: Date; to: Date },
  t: MetricTarget,
  sampleSize: number,
  data: T,
): MetricResponse<T> {
  return {
    range,
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    scope: t.scope,
    schoolId: t.schoolId,
    sample: false,
    sampleSize,
    enoughData: sampleSize >= MIN_METRIC_SAMPLE,
    data,
  };
}

// ---------------------------------------------------------------- the five metrics
/** Resource views by category. */
export async function categoryMetric(
  db: Db,
  t: MetricTarget,
  range: MetricRange,
  locale: AppLocale,
): Promise<MetricResponse<CategoryPercentage[]>> {
  const w = windowOf(range);
  const { params, p } = builder();
  const since = p(w.from.toISOString());
  const { rows } = await db.query<{ category_id: number; n: number }>(
    `SELECT r.category_id, count(*)::int AS n
       FROM resource_views v JOIN resources r ON r.id = v.resource_id
      WHERE v.created_at > ${since}::timestamptz AND r.category_id IS NOT NULL AND ${userScopeSql('v', t, p)}
      GROUP BY r.category_id`,
    params,
  );
  const cats = (
    await db.query<{ id: number; key: string; name: unknown }>('SELECT id, key, name FROM categories ORDER BY id')
  ).rows;
  const total = rows.reduce((a, r) => a + r.n, 0);
  const data = cats
    .map((c) => {
      const count = rows.find((r) => r.category_id === c.id)?.n ?? 0;
      return {
        categoryId: c.id,
        categoryKey: c.key,
        categoryName: pickL10n(c.name, locale),
        count,
        percentage: percent(count, total),
      };
    })
    .sort((a, b) => b.count - a.count || a.categoryId - b.categoryId);
  return envelope(range, w, t, total, data);
}

interface ReviewRow {
  id: number;
  resource_id: number;
  rating: number;
  categories: number[];
}
async function reviewsOf(db: Db, t: MetricTarget, since: Date): Promise<ReviewRow[]> {
  const { params, p } = builder();
  const s = p(since.toISOString());
  const { rows } = await db.query<ReviewRow>(
    `SELECT x.id, x.resource_id, x.rating, x.categories FROM reviews x WHERE x.created_at > ${s}::timestamptz AND ${userScopeSql('x', t, p)}`,
    params,
  );
  return rows.map((r) => ({ ...r, categories: (r.categories ?? []).map(Number) }));
}

/** The liked review categories (1-5) of the reviews written: share of each mention. */
export async function reviewCategoryMetric(
  db: Db,
  t: MetricTarget,
  range: MetricRange,
): Promise<MetricResponse<ReviewCategoryPercentage[]>> {
  const w = windowOf(range);
  const reviews = await reviewsOf(db, t, w.from);
  const counts = [0, 0, 0, 0, 0];
  for (const r of reviews) for (const c of new Set(r.categories)) if (c >= 1 && c <= 5) counts[c - 1]++;
  const mentions = counts.reduce((a, b) => a + b, 0);
  const data = REVIEW_ASPECTS.map((key, i) => ({
    reviewCategory: (i + 1) as 1,
    key,
    count: counts[i],
    percentage: percent(counts[i], mentions),
  }));
  return envelope(range, w, t, reviews.length, data);
}

/** Aspects: share of the reviews that liked each; resources: best average rating (then most reviews). */
export async function mostValued(
  db: Db,
  t: MetricTarget,
  range: MetricRange,
  locale: AppLocale,
): Promise<MetricResponse<MostValued>> {
  const w = windowOf(range);
  const reviews = await reviewsOf(db, t, w.from);
  const aspects: AspectPercentage[] = REVIEW_ASPECTS.map((aspect, i) => {
    const count = reviews.filter((r) => r.categories.includes(i + 1)).length;
    return { aspect, reviewCategory: (i + 1) as 1, count, percentage: percent(count, reviews.length) };
  }).sort((a, b) => b.count - a.count || a.reviewCategory - b.reviewCategory);
  const byRes = new Map<number, { sum: number; n: number }>();
  for (const r of reviews) {
    const e = byRes.get(r.resource_id) ?? { sum: 0, n: 0 };
    e.sum += r.rating;
    e.n++;
    byRes.set(r.resource_id, e);
  }
  const top = [...byRes.entries()]
    .map(([resourceId, e]) => ({ resourceId, averageRating: Math.round((e.sum * 10) / e.n) / 10, reviews: e.n }))
    .sort((a, b) => b.averageRating - a.averageRating || b.reviews - a.reviews || a.resourceId - b.resourceId)
    .slice(0, MOST_VALUED_RESOURCES);
  const titles = top.length
    ? (
        await db.query<{ resource_id: number; title: string }>(
          `SELECT DISTINCT ON (resource_id) resource_id, title FROM resource_locales WHERE resource_id = ANY($1::int[])
      ORDER BY resource_id, (locale = $2) DESC, array_position(ARRAY['es','en','ca'], locale)`,
          [top.map((x) => x.resourceId), locale],
        )
      ).rows
    : [];
  const resources = top.map((x) => ({ ...x, title: titles.find((r) => r.resource_id === x.resourceId)?.title ?? '' }));
  return envelope(range, w, t, reviews.length, { aspects, resources });
}

interface UsedRow {
  record_resource_id: number;
  resource_id: number;
  type: number | null;
  category_id: number | null;
}
/** The used resources (one per record and resource) of the target's used-content records in the window. */
async function usedResources(db: Db, t: MetricTarget, since: Date): Promise<UsedRow[]> {
  const { params, p } = builder();
  const s = p(since.toISOString());
  const { rows } = await db.query<UsedRow>(
    `SELECT x.id AS record_resource_id, x.resource_id, res.type::int AS type, res.category_id
       FROM used_content_records r JOIN used_content_record_resources x ON x.record_id = r.id JOIN resources res ON res.id = x.resource_id
      WHERE r.created_at > ${s}::timestamptz AND ${recordScopeSql('r', t, p)}`,
    params,
  );
  return rows;
}

/** Resource types of the used resources. */
export async function chosenMethodologies(
  db: Db,
  t: MetricTarget,
  range: MetricRange,
): Promise<MetricResponse<MethodologyPercentage[]>> {
  const w = windowOf(range);
  const used = (await usedResources(db, t, w.from)).filter((u) => u.type !== null && u.type >= 1 && u.type <= 5);
  const data = RESOURCE_TYPE_KEYS.map((key, i) => {
    const count = used.filter((u) => u.type === i + 1).length;
    return { methodology: key as MethodologyKey, type: (i + 1) as 1, count, percentage: percent(count, used.length) };
  });
  return envelope(range, w, t, used.length, data);
}

/** Skills of the used resources per (category, age range) group: share of each skill's mentions in the group. */
export async function chosenSkills(
  db: Db,
  t: MetricTarget,
  range: MetricRange,
  locale: AppLocale,
): Promise<MetricResponse<SkillGroup[]>> {
  const w = windowOf(range);
  const used = await usedResources(db, t, w.from);
  const resIds = [...new Set(used.map((u) => u.resource_id))];
  const [ages, skills, cats, ageRefs, skillRefs] = resIds.length
    ? await Promise.all([
        db.query<{ resource_id: number; age_range_id: number }>(
          'SELECT resource_id, age_range_id FROM resource_age_ranges WHERE resource_id = ANY($1::int[])',
          [resIds],
        ),
        db.query<{ resource_id: number; skill_id: number }>(
          'SELECT resource_id, skill_id FROM resource_skills WHERE resource_id = ANY($1::int[])',
          [resIds],
        ),
        db.query<{ id: number; name: unknown }>('SELECT id, name FROM categories'),
        db.query<{ id: number; name: unknown; min_age: number; max_age: number }>(
          'SELECT id, name, min_age, max_age FROM age_ranges',
        ),
        db.query<{ id: number; name: unknown; position: number }>('SELECT id, name, position FROM skills'),
      ]).then((r) => r.map((x) => x.rows))
    : [[], [], [], [], []];
  const groups = new Map<
    string,
    { categoryId: number; ageRangeId: number; total: number; skills: Map<number, number> }
  >();
  for (const u of used) {
    if (u.category_id === null) continue;
    for (const a of (ages as Array<{ resource_id: number; age_range_id: number }>).filter(
      (x) => x.resource_id === u.resource_id,
    )) {
      const k = `${u.category_id}:${a.age_range_id}`;
      const g = groups.get(k) ?? {
        categoryId: u.category_id,
        ageRangeId: a.age_range_id,
        total: 0,
        skills: new Map<number, number>(),
      };
      g.total++;
      for (const s of (skills as Array<{ resource_id: number; skill_id: number }>).filter(
        (x) => x.resource_id === u.resource_id,
      ))
        g.skills.set(s.skill_id, (g.skills.get(s.skill_id) ?? 0) + 1);
      groups.set(k, g);
    }
  }
  const catName = (id: number) =>
    pickL10n((cats as Array<{ id: number; name: unknown }>).find((c) => c.id === id)?.name, locale);
  const ageRef = (id: number) =>
    (ageRefs as Array<{ id: number; name: unknown; min_age: number; max_age: number }>).find((a) => a.id === id);
  const skillRef = (id: number) =>
    (skillRefs as Array<{ id: number; name: unknown; position: number }>).find((s) => s.id === id);
  const data: SkillGroup[] = [...groups.values()]
    .map((g) => {
      const mentions = [...g.skills.values()].reduce((a, b) => a + b, 0);
      const a = ageRef(g.ageRangeId);
      return {
        categoryId: g.categoryId,
        categoryName: catName(g.categoryId),
        ageRangeId: g.ageRangeId,
        ageRange: pickL10n(a?.name, locale),
        ageMin: a?.min_age ?? 0,
        ageMax: a?.max_age ?? 0,
        total: g.total,
        skills: [...g.skills.entries()]
          .map(([skillId, count]) => ({
            skillId,
            skillName: pickL10n(skillRef(skillId)?.name, locale),
            count,
            percentage: percent(count, mentions),
          }))
          .sort(
            (x, y) => y.count - x.count || (skillRef(x.skillId)?.position ?? 0) - (skillRef(y.skillId)?.position ?? 0),
          ),
      };
    })
    .sort((x, y) => x.categoryId - y.categoryId || x.ageMin - y.ageMin);
  return envelope(range, w, t, used.length, data);
}

// ---------------------------------------------------------------- coverage map
const COVERAGE_SQL: Record<CoverageDimension, { join: string; column: string }> = {
  sdg: { join: 'JOIN resource_sdgs d ON d.resource_id = x.resource_id', column: 'd.sdg_id' },
  skill: { join: 'JOIN resource_skills d ON d.resource_id = x.resource_id', column: 'd.skill_id' },
  resourceType: { join: 'JOIN resources d ON d.id = x.resource_id AND d.type IS NOT NULL', column: 'd.type' },
};

/** Academic courses of the school × SDGs / skills / resource types: classes taught and records per cell. */
export async function coverageMap(
  db: Db,
  schoolId: number,
  range: MetricRange,
  dimension: CoverageDimension,
  locale: AppLocale,
): Promise<CoverageMapResponse> {
  const w = windowOf(range);
  const d = COVERAGE_SQL[dimension];
  const { rows: cells } = await db.query<{
    grade_id: number | null;
    column_id: number;
    classes: number;
    records: number;
  }>(
    `SELECT r.academic_grade_id AS grade_id, ${d.column}::int AS column_id,
            count(y.class_plan_id)::int AS classes, count(DISTINCT r.id)::int AS records
       FROM used_content_records r
       JOIN used_content_record_resources x ON x.record_id = r.id
       LEFT JOIN used_content_record_class_plans y ON y.record_resource_id = x.id
       ${d.join}
      WHERE r.school_id = $1 AND r.created_at > $2::timestamptz
      GROUP BY 1, 2`,
    [schoolId, w.from.toISOString()],
  );
  const { rows: grades } = await db.query<{ id: number; name: unknown; institutional_order: number }>(
    `SELECT g.id, g.name, g.institutional_order FROM schools s JOIN academic_grades g ON g.country_iso2 = coalesce(s.country_iso2, 'ES')
      WHERE s.id = $1 AND (NOT EXISTS (SELECT 1 FROM school_educational_levels x WHERE x.school_id = s.id)
            OR g.educational_level_id IN (SELECT educational_level_id FROM school_educational_levels x WHERE x.school_id = s.id)
            OR g.id IN (SELECT academic_grade_id FROM used_content_records WHERE school_id = s.id))
      ORDER BY g.institutional_order, g.id`,
    [schoolId],
  );
  const rows: CoverageMapResponse['rows'] = grades.map((g) => ({
    courseId: g.id,
    name: pickL10n(g.name, locale),
    institutionalOrder: g.institutional_order,
  }));
  if (cells.some((c) => c.grade_id === null)) rows.push({ courseId: null, name: '', institutionalOrder: null });
  let columns: CoverageMapResponse['columns'];
  if (dimension === 'resourceType') {
    columns = RESOURCE_TYPE_KEYS.map((key, i) => ({ id: i + 1, key, name: key, color: null }));
  } else {
    const table = dimension === 'sdg' ? 'sdgs' : 'skills';
    const { rows: refs } = await db.query<{ id: number; key: string; name: unknown; color: string | null }>(
      `SELECT id, key, name, ${dimension === 'sdg' ? 'color' : 'NULL::text AS color'} FROM ${table} ORDER BY ${dimension === 'sdg' ? 'id' : 'position, id'}`,
    );
    columns = refs.map((r) => ({ id: r.id, key: r.key, name: pickL10n(r.name, locale), color: r.color }));
  }
  const touched = new Set(cells.filter((c) => c.classes > 0 || c.records > 0).map((c) => c.column_id));
  return {
    range,
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    schoolId,
    dimension,
    rows,
    columns,
    cells: cells.map((c) => ({ courseId: c.grade_id, columnId: c.column_id, classes: c.classes, records: c.records })),
    untouched: columns.filter((c) => !touched.has(c.id)).map((c) => c.id),
  };
}
