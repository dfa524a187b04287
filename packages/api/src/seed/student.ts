/**
 * Demo student links (/r/{id}, docs/decisions/0011-student-links.md): the demo teacher has shared one catalogue
 * resource with students twice — link 1 with every class (the page the first-load and Lighthouse benchmarks open as
 * /r/1) and link 2 with only its first two classes. The resource is the first public one in es, en and ca with at
 * least three student classes, preferring one whose classes have downloadable student materials. Idempotent.
 */
import type { Db } from '../db/types';
import { materialUrl } from '../modules/student/material';

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
      LIMIT 1`,
  );
  if (!rows[0]) return;
  const resourceId = rows[0].id;
  const classes = (
    await db.query<{ id: number }>(
      'SELECT id FROM class_plans WHERE resource_id = $1 AND student_enabled ORDER BY class_number',
      [resourceId],
    )
  ).rows.map((c) => c.id);
  const links = [
    { id: DEMO_STUDENT_LINKS.all, classIds: [] as number[] },
    { id: DEMO_STUDENT_LINKS.twoClasses, classIds: classes.slice(0, 2) },
  ];
  for (const l of links) {
    await db.query(
      `INSERT INTO student_links (id, resource_id, class_plan_ids, created_by, locale) VALUES ($1, $2, $3::int[], $4, 'es')
       ON CONFLICT DO NOTHING`,
      [l.id, resourceId, l.classIds, teacher.id],
    );
  }
}

/** A one-page PDF saying what the material is (demo downloads must open). */
export function demoPdf(title: string): Buffer {
  const text = title
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([()\\])/g, '\\$1')
    .slice(0, 90);
  const stream = `BT /F1 20 Tf 60 760 Td (${text}) Tj 0 -30 Td /F1 12 Tf (Kimple - material de ejemplo / demo material) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Writes a PDF for every downloadable material of the catalogue under <files root>/demo (idempotent); returns how many. */
export async function writeDemoMaterials(
  filesRootDir: string,
  catalogue: {
    resources: Array<{
      classes: Array<{
        studentMaterials: Array<{ kind: number; name: Record<string, string>; file?: string }>;
        teacherMaterials: Array<{ kind: number; name: Record<string, string>; file?: string }>;
      }>;
      globalValuationMaterials: Array<{ kind: number; name: Record<string, string>; file?: string }>;
    }>;
  },
): Promise<number> {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const files = new Map<string, string>();
  for (const r of catalogue.resources) {
    for (const m of [
      ...r.classes.flatMap((c) => [...c.studentMaterials, ...c.teacherMaterials]),
      ...r.globalValuationMaterials,
    ]) {
      const url = m.kind === 3 ? materialUrl(m.file) : null;
      if (url?.startsWith('/files/demo/') && !files.has(url)) files.set(url, m.name.es ?? url);
    }
  }
  for (const [url, title] of files) {
    const abs = path.join(filesRootDir, url.slice('/files/'.length));
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, demoPdf(title));
  }
  return files.size;
}
