/**
 * Demo student links (/r/{id}, docs/decisions/0011-student-links.md): the demo teacher has shared one catalogue
 * resource with students twice — link 1 with every class (the page the first-load and Lighthouse benchmarks open as
 * /r/1) and link 2 with only its first two classes. The resource is the first public one in es, en and ca with at
 * least three student classes, preferring one whose classes have downloadable student materials. Idempotent.
 */
import type { Db } from '../db/types';

export const DEMO_STUDENT_LINKS = { all: 1, twoClasses: 2 } as const;

export async function seedStudentLinks(db: Db): Promise<void> {
  const teacher = (await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'teacher@demo.test'`)).rows[0];
  if (!teacher) return;
  const { rows } = await db.query<{ id: number }>(
    `SELECT r.id FROM resources r
      WHERE r.key IS NOT NULL AND r.deleted_at IS NULL AND r.school_group_id IS NULL
        AND (SELECT count(DISTINCT locale) FROM resource_locales l WHERE l.resource_id = r.id AND l.status = 1) = 3
        AND (SELECT count(*) FROM class_plans c WHERE c.resource_id = r.id AND c.student_enabled) >= 3
      ORDER BY EXISTS (SELECT 1 FROM materials m WHERE m.resource_id = r.id AND m.audience = 1 AND m.kind = 3 AND m.file_url IS NOT NULL) DESC, r.id
      LIMIT 1`);
  if (!rows[0]) return;
  const resourceId = rows[0].id;
  const classes = (await db.query<{ id: number }>(
    'SELECT id FROM class_plans WHERE resource_id = $1 AND student_enabled ORDER BY class_number', [resourceId])).rows.map((c) => c.id);
  const links = [
    { id: DEMO_STUDENT_LINKS.all, classIds: [] as number[] },
    { id: DEMO_STUDENT_LINKS.twoClasses, classIds: classes.slice(0, 2) },
  ];
  for (const l of links) {
    await db.query(
      `INSERT INTO student_links (id, resource_id, class_plan_ids, created_by, locale) VALUES ($1, $2, $3::int[], $4, 'es')
       ON CONFLICT DO NOTHING`, [l.id, resourceId, l.classIds, teacher.id]);
  }
}
