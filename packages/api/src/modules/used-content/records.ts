/** Used-content records (spec §3 used-content record, §4 completeness rules). */
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { pickL10n } from '../../http/locale';
import { paged } from '../../http/request';
import { usedContentSchoolScope } from '../../http/rules';
import type { AuthUser } from '../../http/context';
import type { ExploreLocale, Paged, UsedContentRecordDto } from '@platform/contracts';

/** Who may register used content: school staff (not trial users, not provider staff). */
export const USED_CONTENT_ROLES = ['Teacher', 'Manager', 'Admin'];

export interface RecordScope {
  userId?: number;
  schoolIds?: number[];
  programId?: number;
  resourceId?: number;
  academicGradeId?: number;
}

export async function listUsedContentRecords(
  db: Db,
  scope: RecordScope,
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
): Promise<{ data: UsedContentRecordDto[]; totalCount: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (scope.userId) where.push(`r.user_id = ${p(scope.userId)}`);
  if (scope.schoolIds) where.push(`r.school_id = ANY(${p(scope.schoolIds)}::int[])`);
  if (scope.programId) where.push(`r.educational_program_id = ${p(scope.programId)}`);
  if (scope.academicGradeId) where.push(`r.academic_grade_id = ${p(scope.academicGradeId)}`);
  if (scope.resourceId)
    where.push(
      `EXISTS (SELECT 1 FROM used_content_record_resources x WHERE x.record_id = r.id AND x.resource_id = ${p(scope.resourceId)})`,
    );
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const loc = p(locale);
  const { rows } = await db.query<{
    id: number;
    created_at: string;
    educational_program_id: number | null;
    educational_program_completed: boolean;
    user_id: number;
    teacher: string;
    grade_id: number | null;
    grade_name: unknown;
    program_title: string | null;
    total: string;
    school_id: number | null;
    school_name: string | null;
    month: number | null;
    year: number | null;
    experience: string | null;
    live_session_id: number | null;
  }>(
    `SELECT r.id, r.created_at, r.educational_program_id, r.educational_program_completed, r.user_id,
            coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), u.email) AS teacher,
            g.id AS grade_id, g.name AS grade_name, r.school_id, s.name AS school_name, r.month, r.year, r.experience,
            (SELECT pl.title FROM program_locales pl WHERE pl.program_id = r.educational_program_id ORDER BY (pl.locale = ${loc}) DESC, array_position(ARRAY['es','en','ca'], pl.locale) LIMIT 1) AS program_title,
            (SELECT max(ls.id) FROM live_sessions ls WHERE ls.used_content_id = r.id) AS live_session_id,
            count(*) OVER () AS total
       FROM used_content_records r JOIN users u ON u.id = r.user_id LEFT JOIN academic_grades g ON g.id = r.academic_grade_id
       LEFT JOIN schools s ON s.id = r.school_id
       ${w} ORDER BY r.created_at DESC, r.id DESC LIMIT ${p(pageSize)} OFFSET ${p(pageNumber * pageSize)}`,
    params,
  );
  if (!rows.length) {
    const c = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM used_content_records r ${w}`,
      params.slice(0, params.length - 3),
    );
    return { data: [], totalCount: Number(c.rows[0]?.n ?? 0) };
  }
  const ids = rows.map((r) => r.id);
  const { rows: res } = await db.query<{
    record_id: number;
    resource_id: number;
    resource_completed: boolean;
    title: string | null;
    class_id: number | null;
    class_number: number | null;
    class_name: string | null;
  }>(
    `SELECT x.record_id, x.resource_id, x.resource_completed,
            (SELECT rl.title FROM resource_locales rl WHERE rl.resource_id = x.resource_id ORDER BY (rl.locale = $2) DESC, array_position(ARRAY['es','en','ca'], rl.locale) LIMIT 1) AS title,
            c.id AS class_id, c.class_number,
            (SELECT cl.name FROM class_plan_locales cl WHERE cl.class_plan_id = c.id ORDER BY (cl.locale = $2) DESC, array_position(ARRAY['es','en','ca'], cl.locale) LIMIT 1) AS class_name
       FROM used_content_record_resources x
       LEFT JOIN used_content_record_class_plans y ON y.record_resource_id = x.id
       LEFT JOIN class_plans c ON c.id = y.class_plan_id
      WHERE x.record_id = ANY($1::int[]) ORDER BY x.id, c.class_number`,
    [ids, locale],
  );
  const data = rows.map((r): UsedContentRecordDto => {
    const mine = res.filter((x) => x.record_id === r.id);
    const byRes = new Map<number, UsedContentRecordDto['resources'][number]>();
    for (const x of mine) {
      if (!byRes.has(x.resource_id))
        byRes.set(x.resource_id, {
          resourceId: x.resource_id,
          resource: x.title ?? '',
          resourceCompleted: x.resource_completed,
          classes: [],
        });
      if (x.class_id)
        byRes
          .get(x.resource_id)!
          .classes.push({ id: x.class_id, classNumber: x.class_number ?? 0, name: x.class_name ?? '' });
    }
    const resources = [...byRes.values()];
    return {
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      educationalProgramId: r.educational_program_id,
      educationalProgramCompleted: r.educational_program_completed,
      content: r.program_title ?? resources[0]?.resource ?? '',
      teacher: { id: r.user_id, name: r.teacher },
      academicCourse: r.grade_id ? { id: r.grade_id, name: pickL10n(r.grade_name, locale) } : null,
      resources,
      school: r.school_id ? { id: r.school_id, name: r.school_name ?? '' } : null,
      month: r.month,
      year: r.year,
      experience: r.experience,
      liveSessionId: r.live_session_id,
    };
  });
  return { data, totalCount: Number(rows[0].total) };
}

export interface UsedContentInput {
  educationalProgramId: number;
  educationalProgramCompleted: boolean;
  academicGradeId: number | null;
  /** krea §3: school, month and year of the use, experience text (defaults: the user's school, this month) */
  schoolId?: number | null;
  month?: number;
  year?: number;
  experience?: string | null;
  usedContentRecordResources: Array<{ resourceId: number; resourceCompleted: boolean; classPlanIds: number[] }>;
}

/**
 * Checks the completeness rules server-side (a resource is complete when all its classes are used; the program when
 * every class of every resource is) and that every resource / class belongs to the program; then stores the record.
 */
export async function registerUsedContent(
  db: Db,
  user: { userId: number; schoolId: number | null },
  input: UsedContentInput,
): Promise<number> {
  const { rows: prog } = await db.query<{ id: number }>(
    'SELECT id FROM programs WHERE id = $1 AND deleted_at IS NULL',
    [input.educationalProgramId],
  );
  if (!prog.length) throw ApiError.notFound('Program not found');
  const { rows: classes } = await db.query<{ resource_id: number; id: number }>(
    `SELECT c.resource_id, c.id FROM program_resources pr JOIN class_plans c ON c.resource_id = pr.resource_id AND c.teacher_enabled WHERE pr.program_id = $1`,
    [input.educationalProgramId],
  );
  const { rows: progRes } = await db.query<{ resource_id: number }>(
    'SELECT resource_id FROM program_resources WHERE program_id = $1',
    [input.educationalProgramId],
  );
  const byResource = new Map<number, Set<number>>(progRes.map((r) => [r.resource_id, new Set<number>()]));
  for (const c of classes) byResource.get(c.resource_id)!.add(c.id);
  const bad = (path: string, message: string) =>
    ApiError.badRequest(`${path}: ${message}`, [{ path, message }], 'USED_CONTENT_INCONSISTENT');
  const seen = new Set<number>();
  let allComplete = byResource.size > 0;
  input.usedContentRecordResources.forEach((r, i) => {
    const all = byResource.get(r.resourceId);
    if (!all) throw bad(`usedContentRecordResources.${i}.resourceId`, 'the resource is not part of the program');
    if (seen.has(r.resourceId)) throw bad(`usedContentRecordResources.${i}.resourceId`, 'repeated resource');
    seen.add(r.resourceId);
    const used = new Set(r.classPlanIds);
    for (const c of used)
      if (!all.has(c))
        throw bad(`usedContentRecordResources.${i}.classPlanIds`, 'a class does not belong to the resource');
    if (used.size === 0) throw bad(`usedContentRecordResources.${i}.classPlanIds`, 'select at least one class');
    const complete = all.size > 0 && [...all].every((c) => used.has(c));
    if (complete !== r.resourceCompleted)
      throw bad(
        `usedContentRecordResources.${i}.resourceCompleted`,
        complete
          ? 'every class is used: the resource is complete'
          : 'the resource is complete only when all its classes are used',
      );
  });
  for (const [rid, all] of byResource) {
    const r = input.usedContentRecordResources.find((x) => x.resourceId === rid);
    if (!r || ![...all].every((c) => r.classPlanIds.includes(c))) allComplete = false;
  }
  if (allComplete !== input.educationalProgramCompleted) {
    throw bad(
      'educationalProgramCompleted',
      allComplete
        ? 'every class of every resource is used: the program is complete'
        : 'the program is complete only when every class of every resource is used',
    );
  }
  if (input.academicGradeId) {
    const { rows } = await db.query('SELECT 1 FROM academic_grades WHERE id = $1', [input.academicGradeId]);
    if (!rows.length)
      throw ApiError.badRequest('academicCourse: unknown academic course', [
        { path: 'academicCourse', message: 'unknown academic course' },
      ]);
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO used_content_records (user_id, school_id, academic_grade_id, educational_program_id, educational_program_completed, month, year, experience)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
      [
        user.userId,
        input.schoolId !== undefined ? input.schoolId : user.schoolId,
        input.academicGradeId,
        input.educationalProgramId,
        input.educationalProgramCompleted,
        input.month ?? now.getUTCMonth() + 1,
        input.year ?? now.getUTCFullYear(),
        input.experience || null,
      ],
    );
    const recordId = rows[0].id;
    for (const r of input.usedContentRecordResources) {
      const ins = await tx.query<{ id: number }>(
        'INSERT INTO used_content_record_resources (record_id, resource_id, resource_completed) VALUES ($1,$2,$3) RETURNING id',
        [recordId, r.resourceId, r.resourceCompleted],
      );
      await tx.query(
        'INSERT INTO used_content_record_class_plans (record_resource_id, class_plan_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [ins.rows[0].id, [...new Set(r.classPlanIds)]],
      );
    }
    return recordId;
  });
}

/**
 * A class given outside a program (the live class, issue 33): a record of one resource's classes with no program, in
 * the teacher's school and this month. The resource counts as complete when every class the teacher sees is used.
 */
export async function registerClassUse(
  db: Db,
  userId: number,
  resourceId: number,
  classPlanIds: number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: all } = await tx.query<{ id: number }>(
      'SELECT id FROM class_plans WHERE resource_id = $1 AND teacher_enabled',
      [resourceId],
    );
    const complete = all.length > 0 && all.every((c) => classPlanIds.includes(c.id));
    const now = new Date();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO used_content_records (user_id, school_id, educational_program_id, educational_program_completed, month, year)
       SELECT id, school_id, NULL, false, $2, $3 FROM users WHERE id = $1 RETURNING id`,
      [userId, now.getUTCMonth() + 1, now.getUTCFullYear()],
    );
    const ins = await tx.query<{ id: number }>(
      'INSERT INTO used_content_record_resources (record_id, resource_id, resource_completed) VALUES ($1,$2,$3) RETURNING id',
      [rows[0].id, resourceId, complete],
    );
    await tx.query(
      'INSERT INTO used_content_record_class_plans (record_resource_id, class_plan_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [ins.rows[0].id, [...new Set(classPlanIds)]],
    );
    return rows[0].id;
  });
}

/**
 * The used-content records of a resource or a program, paged: the caller's own, or with `schoolId` a school's
 * (managers their own school only, admins any of their network: usedContentSchoolScope).
 */
export async function pagedItemRecords(
  db: Db,
  user: AuthUser,
  schoolId: number | undefined,
  item: { resourceId: number } | { programId: number },
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
): Promise<Paged<UsedContentRecordDto>> {
  let scope: { userId?: number; schoolIds?: number[] } = { userId: user.userId };
  if (schoolId) scope = await usedContentSchoolScope(db, user, schoolId); // spec §6: managers their own school only
  return pagedRecords(db, { ...scope, ...item }, locale, pageNumber, pageSize);
}

/** A page of the records in `scope`, newest first, as the paged answer shape. */
export async function pagedRecords(
  db: Db,
  scope: RecordScope,
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
): Promise<Paged<UsedContentRecordDto>> {
  const { data, totalCount } = await listUsedContentRecords(db, scope, locale, pageNumber, pageSize);
  return paged(data, totalCount, pageNumber, pageSize);
}

/** Whether an id names an academic grade (a bare course id is used only when it does). */
export async function isAcademicGrade(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM academic_grades WHERE id = $1', [id]);
  return rows.length > 0;
}
