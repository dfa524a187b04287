/**
 * Student links (/r/{id}): a teacher's share of a resource, or of some of its classes, with students
 * (docs/decisions/0011-student-links.md). Used by the API (GetStudentResource, GetShareableLink) and by the
 * server render of /r/{id} (src/render/student.ts), so both answer the same thing.
 */
import { randomInt } from 'node:crypto';
import type { ExploreLocale, StudentResource } from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { fallbackChain } from '../../http/locale';
import { approvedLocales, loadResourceRow, type ResourceRow } from '../resources/public';
import { pickL10n } from '../../http/locale';
import type { MaterialDto, MediaDto, ResourceDetail, StudentClassPlan } from '@platform/contracts';
import { materialUrl } from './material';

/**
 * The student half of a resource in one language (what ../resources/detail.ts buildDetail gives, without the
 * teacher material, reviews, views and references a student never sees: the server render waits for this).
 */
async function studentDetail(
  db: Db,
  r: ResourceRow,
  locale: ExploreLocale,
): Promise<
  Pick<ResourceDetail, 'title' | 'cover' | 'category' | 'studentMaterial'> & {
    author: { id: number; name: string; picture: string | null };
  }
> {
  const [loc, author, category, classes, classLocs, materials, media] = await Promise.all([
    db.query<{ title: string | null; student_pedagogical_goal: string | null; rhetorical_question: string | null }>(
      'SELECT title, student_pedagogical_goal, rhetorical_question FROM resource_locales WHERE resource_id = $1 AND locale = $2',
      [r.id, locale],
    ),
    r.author_id
      ? db.query<{ id: number; name: string; picture: string | null }>(
          'SELECT id, name, picture FROM authors WHERE id = $1',
          [r.author_id],
        )
      : Promise.resolve({ rows: [] as Array<{ id: number; name: string; picture: string | null }> }),
    r.category_id
      ? db.query<{ id: number; slug: string; color: string; name: unknown }>(
          'SELECT id, slug, color, name FROM categories WHERE id = $1',
          [r.category_id],
        )
      : Promise.resolve({ rows: [] as Array<{ id: number; slug: string; color: string; name: unknown }> }),
    db.query<{
      id: number;
      class_number: number;
      organization_type: string | null;
      class_layout: string | null;
      minutes_duration: number | null;
    }>(
      'SELECT id, class_number, organization_type, class_layout, minutes_duration FROM class_plans WHERE resource_id = $1 AND student_enabled ORDER BY class_number',
      [r.id],
    ),
    db.query<{ class_plan_id: number; locale: string; name: string | null; student_statement: string | null }>(
      'SELECT cl.class_plan_id, cl.locale, cl.name, cl.student_statement FROM class_plan_locales cl JOIN class_plans c ON c.id = cl.class_plan_id WHERE c.resource_id = $1',
      [r.id],
    ),
    db.query<{ class_plan_id: number | null; kind: number; name: string; file_url: string | null }>(
      'SELECT class_plan_id, kind, name, file_url FROM materials WHERE resource_id = $1 AND locale = $2 AND audience = 1 AND kind = 3 ORDER BY position, id',
      [r.id, locale],
    ),
    db.query<{ kind: number; url: string; caption: string | null }>(
      'SELECT kind, url, caption FROM media WHERE resource_id = $1 AND (locale = $2 OR locale IS NULL) AND class_plan_id IS NULL AND audience = 1 ORDER BY position, id',
      [r.id, locale],
    ),
  ]);
  const l = loc.rows[0];
  const nameOf = (id: number) => {
    const all = classLocs.rows.filter((x) => x.class_plan_id === id);
    return all.find((x) => x.locale === locale) ?? all.find((x) => x.locale === 'es') ?? all[0];
  };
  const classPlans: StudentClassPlan[] = classes.rows.map((c) => ({
    id: c.id,
    classNumber: c.class_number,
    name: nameOf(c.id)?.name ?? '',
    organizationType: c.organization_type ?? 'group',
    classLayout: c.class_layout ?? 'group',
    minutesDuration: c.minutes_duration ?? 0,
    statement: nameOf(c.id)?.student_statement ?? '',
    necessaryDownloadableMaterials: materials.rows
      .filter((m) => m.class_plan_id === c.id)
      .map((m): MaterialDto => ({ kind: m.kind as 3, name: m.name, file: m.file_url })),
  }));
  const mediaSummary: MediaDto[] = media.rows.map((m) => ({ kind: m.kind as 1 | 2, url: m.url, caption: m.caption }));
  const a = author.rows[0];
  const cat = category.rows[0];
  return {
    title: l?.title ?? '',
    cover: r.cover,
    author: { id: Number(a?.id ?? 0), name: a?.name ?? '', picture: a?.picture ?? null },
    category: cat ? { id: cat.id, slug: cat.slug, color: cat.color, name: pickL10n(cat.name, locale) } : null,
    studentMaterial: {
      mediaSummary,
      studentPedagogicalGoal: l?.student_pedagogical_goal ?? '',
      rhetoricalQuestion: l?.rhetorical_question ?? '',
      hasMedia: mediaSummary.length > 0,
      classPlans,
    },
  };
}

interface LinkRow {
  id: number;
  resource_id: number;
  class_plan_ids: number[];
}

/** Not found: an unknown link, a revoked one, a resource gone or not public: one answer for all (nothing leaks). */
const gone = () => ApiError.notFound('This link is not available', 'STUDENT_LINK_NOT_FOUND');

/**
 * What the students of link `linkId` may see, in `locale` or (when the resource does not exist in it) in the
 * first available of es, en, ca. `classId`: one class of the link, 404 when it was not shared.
 */
export async function studentView(
  db: Db,
  linkId: number,
  locale: ExploreLocale,
  classId?: number,
): Promise<StudentResource> {
  const { rows } = await db.query<LinkRow>(
    'SELECT id, resource_id, class_plan_ids FROM student_links WHERE id = $1 AND revoked_at IS NULL',
    [linkId],
  );
  const link = rows[0];
  if (!link) throw gone();
  const r = await loadResourceRow(db, link.resource_id);
  if (!r || r.school_group_id) throw gone();
  const langs = await approvedLocales(db, r.id);
  if (!langs.length) throw gone();
  const use = (fallbackChain(locale).find((l) => langs.includes(l as ExploreLocale)) ?? langs[0]) as ExploreLocale;
  const d = await studentDetail(db, r, use);
  const shared = link.class_plan_ids.map(Number);
  const classes = (
    shared.length ? d.studentMaterial.classPlans.filter((c) => shared.includes(c.id)) : d.studentMaterial.classPlans
  ).map((c) => ({
    ...c,
    necessaryDownloadableMaterials: c.necessaryDownloadableMaterials.map((m) => ({ ...m, file: materialUrl(m.file) })),
  }));
  if (classId !== undefined && !classes.some((c) => c.id === classId))
    throw ApiError.notFound('This class is not available', 'STUDENT_CLASS_NOT_FOUND');
  return {
    id: link.id,
    resourceId: r.id,
    title: d.title,
    locale: use,
    languages: langs,
    cover: d.cover,
    author: { id: d.author.id, name: d.author.name, picture: d.author.picture },
    category: d.category,
    numberOfClasses: classes.length,
    studentMaterial: { ...d.studentMaterial, classPlans: classes },
  };
}

/**
 * The link of `userId` for `resourceId` and exactly `classIds` (empty = every class): the existing live one, or a new
 * one with a random id. 400 for a class of another resource; the caller checked that the user may see the resource.
 */
/** 400: a class of classIds does not belong to the resource (or program) the request is about. */
export const classNotIn = (owner: string, code: 'CLASS_NOT_IN_RESOURCE' | 'CLASS_NOT_IN_PROGRAM') =>
  ApiError.badRequest(
    `classIds: a class does not belong to ${owner}`,
    [{ path: 'classIds', message: 'unknown class' }],
    code,
  );

export async function linkFor(
  db: Db,
  userId: number,
  resourceId: number,
  classIds: number[],
  locale: ExploreLocale,
): Promise<{ id: number; classIds: number[] }> {
  const ids = [...new Set(classIds)].sort((a, b) => a - b);
  if (ids.length) {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM class_plans WHERE resource_id = $1 AND id = ANY($2::int[])',
      [resourceId, ids],
    );
    if (rows.length !== ids.length) throw classNotIn('the resource', 'CLASS_NOT_IN_RESOURCE');
  }
  const existing = async () =>
    (
      await db.query<{ id: number }>(
        'SELECT id FROM student_links WHERE created_by = $1 AND resource_id = $2 AND class_plan_ids = $3::int[] AND revoked_at IS NULL',
        [userId, resourceId, ids],
      )
    ).rows[0];
  const found = await existing();
  if (found) return { id: found.id, classIds: ids };
  for (let attempt = 0; attempt < 8; attempt++) {
    const id = randomInt(10_000_000, 2_147_483_647);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO student_links (id, resource_id, class_plan_ids, created_by, locale) VALUES ($1, $2, $3::int[], $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [id, resourceId, ids, userId, locale],
    );
    if (rows[0]) return { id: rows[0].id, classIds: ids };
    const again = await existing(); // the same share made at the same moment
    if (again) return { id: again.id, classIds: ids };
  }
  throw new Error('student_links: no free id after 8 attempts');
}

/** My live links of a resource, newest first (not shown in the spec: the list the teacher revokes from, ADR 0011). */
export async function myLinks(
  db: Db,
  userId: number,
  resourceId: number,
): Promise<Array<{ id: number; classIds: number[]; createdAt: string }>> {
  const { rows } = await db.query<{ id: number; class_plan_ids: number[]; created_at: Date | string }>(
    `SELECT id, class_plan_ids, created_at FROM student_links
     WHERE created_by = $1 AND resource_id = $2 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
    [userId, resourceId],
  );
  return rows.map((r) => ({
    id: r.id,
    classIds: r.class_plan_ids ?? [],
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/**
 * Revokes my link: from then on /r/{id} is the same 404 as an unknown link. Someone else's link, an unknown one or
 * one already revoked: false (the route answers 404, so a link's existence does not leak).
 */
export async function revokeLink(db: Db, userId: number, linkId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE student_links SET revoked_at = now() WHERE id = $1 AND created_by = $2 AND revoked_at IS NULL RETURNING id',
    [linkId, userId],
  );
  return rows.length > 0;
}
