/** Demo activity: reviews, page views and the demo school's used-content records, inserted once. */
import type { Db } from '../db/types';
import type { Catalogue } from './catalogue/types';
import { insertRows, daysAgo } from './rows';

/** Reviews and page views reference users by email: inserted once (only when the resource has none yet). */
export async function seedActivity(db: Db, cat: Catalogue): Promise<void> {
  const users = new Map(
    (await db.query<{ id: number; email: string }>('SELECT id, email FROM users')).rows.map((u) => [u.email, u.id]),
  );
  const resources = new Map(
    (await db.query<{ id: number; key: string }>('SELECT id, key FROM resources WHERE key IS NOT NULL')).rows.map(
      (r) => [r.key, r.id],
    ),
  );
  const reviewed = new Set(
    (await db.query<{ resource_id: number }>('SELECT DISTINCT resource_id FROM reviews')).rows.map(
      (r) => r.resource_id,
    ),
  );
  await insertRows(
    db,
    'reviews',
    [
      ['resource_id', 'int'],
      ['user_id', 'int'],
      ['rating', 'int'],
      ['categories', 'smallint[]'],
      ['comment', 'text'],
      ['created_at', 'timestamptz'],
    ],
    cat.reviews
      .filter((r) => resources.has(r.resourceKey) && !reviewed.has(resources.get(r.resourceKey) as number))
      .map((r) => ({
        resource_id: resources.get(r.resourceKey),
        user_id: users.get(r.userEmail) ?? null,
        rating: r.rating,
        categories: r.categories,
        comment: r.comment,
        created_at: daysAgo(r.daysAgo),
      })),
  );
  const viewed = new Set(
    (await db.query<{ resource_id: number }>('SELECT DISTINCT resource_id FROM resource_views')).rows.map(
      (r) => r.resource_id,
    ),
  );
  await insertRows(
    db,
    'resource_views',
    [
      ['resource_id', 'int'],
      ['user_id', 'int'],
      ['created_at', 'timestamptz'],
    ],
    cat.pageViews
      .filter((v) => resources.has(v.resourceKey) && !viewed.has(resources.get(v.resourceKey) as number))
      .map((v) => ({
        resource_id: resources.get(v.resourceKey),
        user_id: users.get(v.userEmail) ?? null,
        created_at: daysAgo(v.daysAgo),
      })),
  );
}

/**
 * Used-content records of the demo users (catalogue.usedContentRecords), stored as POST /AcademicCourseApi/UsedContentRecord
 * stores them: for the user's school, resourceCompleted / educationalProgramCompleted computed from the classes with the
 * same rules (a resource is complete when all its classes are used, the program when every class of every resource is).
 * Inserted once: a (user, program) pair that already has records before this run is left alone.
 */
export async function seedUsedContent(db: Db, cat: Catalogue): Promise<void> {
  const records = cat.usedContentRecords ?? [];
  if (!records.length) return;
  const users = new Map(
    (
      await db.query<{ id: number; email: string; school_id: number | null; country: string | null }>(
        `SELECT u.id, u.email, u.school_id, s.country_iso2 AS country FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.email = ANY($1::text[])`,
        [[...new Set(records.map((r) => r.userEmail))]],
      )
    ).rows.map((u) => [u.email, u]),
  );
  const programs = new Map(
    (
      await db.query<{ id: number; key: string }>(
        'SELECT id, key FROM programs WHERE key = ANY($1::text[]) AND deleted_at IS NULL',
        [[...new Set(records.map((r) => r.programKey))]],
      )
    ).rows.map((p) => [p.key, p.id]),
  );
  const { rows: classRows } = await db.query<{
    program_id: number;
    resource_id: number;
    resource_key: string;
    class_id: number | null;
    class_number: number | null;
  }>(
    `SELECT pr.program_id, pr.resource_id, r.key AS resource_key, c.id AS class_id, c.class_number
       FROM program_resources pr JOIN resources r ON r.id = pr.resource_id
       LEFT JOIN class_plans c ON c.resource_id = pr.resource_id AND c.teacher_enabled
      WHERE pr.program_id = ANY($1::int[]) ORDER BY pr.program_id, pr.position, c.class_number`,
    [[...programs.values()]],
  );
  /** program id → resource key → { id, class number → class id } */
  const structure = new Map<number, Map<string, { id: number; classes: Map<number, number> }>>();
  for (const c of classRows) {
    const byKey = structure.get(c.program_id) ?? new Map<string, { id: number; classes: Map<number, number> }>();
    structure.set(c.program_id, byKey);
    const res = byKey.get(c.resource_key) ?? { id: c.resource_id, classes: new Map<number, number>() };
    byKey.set(c.resource_key, res);
    if (c.class_id !== null && c.class_number !== null) res.classes.set(c.class_number, c.class_id);
  }
  const grades = new Map(
    (
      await db.query<{ id: number; country_iso2: string; institutional_order: number }>(
        'SELECT id, country_iso2, institutional_order FROM academic_grades',
      )
    ).rows.map((g) => [`${g.country_iso2}:${g.institutional_order}`, g.id]),
  );
  const existing = new Set(
    (
      await db.query<{ user_id: number; educational_program_id: number }>(
        'SELECT DISTINCT user_id, educational_program_id FROM used_content_records WHERE user_id = ANY($1::int[])',
        [[...users.values()].map((u) => u.id)],
      )
    ).rows.map((r) => `${r.user_id}:${r.educational_program_id}`),
  );

  for (const rec of records) {
    const user = users.get(rec.userEmail);
    const programId = programs.get(rec.programKey);
    if (!user || !programId || existing.has(`${user.id}:${programId}`)) continue;
    const progRes = structure.get(programId) ?? new Map<string, { id: number; classes: Map<number, number> }>();
    const wanted =
      rec.resources === 'all'
        ? [...progRes.keys()].map((resourceKey) => ({ resourceKey, classNumbers: 'all' as const }))
        : rec.resources;
    const used = new Map<number, number[]>();
    for (const w of wanted) {
      const pr = progRes.get(w.resourceKey);
      if (!pr || used.has(pr.id)) continue;
      const ids =
        w.classNumbers === 'all'
          ? [...pr.classes.values()]
          : w.classNumbers.map((n) => pr.classes.get(n)).filter((id): id is number => id !== undefined);
      if (ids.length) used.set(pr.id, [...new Set(ids)]);
    }
    if (!used.size) continue;
    const complete = (pr: { id: number; classes: Map<number, number> }) =>
      pr.classes.size > 0 && [...pr.classes.values()].every((id) => used.get(pr.id)?.includes(id));
    const programComplete = progRes.size > 0 && [...progRes.values()].every(complete);
    const at = new Date(Date.now() - rec.daysAgo * 86_400_000);
    const gradeId = rec.gradeOrder === null ? null : (grades.get(`${user.country ?? 'ES'}:${rec.gradeOrder}`) ?? null);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO used_content_records (user_id, school_id, academic_grade_id, educational_program_id, educational_program_completed, month, year, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        user.id,
        user.school_id,
        gradeId,
        programId,
        programComplete,
        at.getUTCMonth() + 1,
        at.getUTCFullYear(),
        at.toISOString(),
      ],
    );
    for (const pr of progRes.values()) {
      const ids = used.get(pr.id);
      if (!ids) continue;
      const ins = await db.query<{ id: number }>(
        'INSERT INTO used_content_record_resources (record_id, resource_id, resource_completed) VALUES ($1, $2, $3) RETURNING id',
        [rows[0].id, pr.id, complete(pr)],
      );
      await db.query(
        'INSERT INTO used_content_record_class_plans (record_resource_id, class_plan_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [ins.rows[0].id, ids],
      );
    }
  }
}
