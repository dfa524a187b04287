/**
 * The used-content history (spec §3 used-content record, §6, §9 five a page; krea §2 used-content history screen):
 * - GET /AcademicCourseApi/UsedContentRecords: a teacher's own records; a manager's school's records.
 * - GET /AcademicCourseApi/UsedContentRecords/Admin: the admin variant (§6): the records of the schools of the admin's
 *   group, all of them or one (schoolId).
 * - GET /AcademicCourseApi/UsedContentRecords/Filters: the contents (programs) and academic courses the records of that
 *   scope use, and the schools an admin may pick.
 * Filters by academic course and content (program). Newest first; a page past the end is an empty page.
 * Also the checks of the register extras (krea §3: school, month and year, experience).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  usedContentFiltersQuerySchema,
  usedContentHistoryQuerySchema,
  USED_CONTENT_YEARS_BACK,
  type UsedContentFilters,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { router } from '../../http/route';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { pickL10n } from '../../http/locale';
import { localeOf, paged, userOf } from '../../http/request';
import { adminSchools } from '../metrics/public';
import { pagedRecords, type RecordScope } from './records';

/** 400: schoolId is a filter of the admin variant only. */
const adminOnlyFilter = () =>
  ApiError.badRequest('schoolId: only the admin variant filters by school', [
    { path: 'schoolId', message: 'only the admin variant filters by school' },
  ]);

/** Teacher (and anyone else): own records; manager: the records of their school. */
function ownOrSchool(user: AuthUser): RecordScope {
  if (hasRole(user, 'Manager') && !hasRole(user, 'Admin') && user.schoolId) return { schoolIds: [user.schoolId] };
  return { userId: user.userId };
}

/** Admin variant: the schools of the group, or one of them (404 unknown, 403 another group's). */
async function adminScope(db: Db, user: AuthUser, schoolId: number | undefined): Promise<RecordScope> {
  if (!hasRole(user, 'Admin'))
    throw ApiError.forbidden('The admin variant of used-content records is for school-group admins');
  const schools = await adminSchools(db, user);
  if (schoolId === undefined) return { schoolIds: schools.map((s) => s.id) };
  const { rows } = await db.query('SELECT 1 FROM schools WHERE id = $1', [schoolId]);
  if (!rows.length) throw ApiError.notFound('School not found');
  if (!schools.some((s) => s.id === schoolId)) throw ApiError.forbidden('The school is not in your school group');
  return { schoolIds: [schoolId] };
}

async function filtersOf(
  db: Db,
  scope: RecordScope,
  locale: 'es' | 'en' | 'ca',
): Promise<Omit<UsedContentFilters, 'schools'>> {
  const where = scope.userId ? 'r.user_id = $1' : 'r.school_id = ANY($1::int[])';
  const arg = scope.userId ?? scope.schoolIds ?? [];
  const { rows: contents } = await db.query<{ id: number; name: string | null }>(
    `SELECT p.id, (SELECT pl.title FROM program_locales pl WHERE pl.program_id = p.id ORDER BY (pl.locale = $2) DESC, array_position(ARRAY['es','en','ca'], pl.locale) LIMIT 1) AS name
       FROM programs p WHERE p.id IN (SELECT r.educational_program_id FROM used_content_records r WHERE ${where}) ORDER BY 2, 1`,
    [arg, locale],
  );
  const { rows: courses } = await db.query<{ id: number; name: unknown }>(
    `SELECT g.id, g.name FROM academic_grades g WHERE g.id IN (SELECT r.academic_grade_id FROM used_content_records r WHERE ${where})
      ORDER BY g.institutional_order, g.id`,
    [arg],
  );
  return {
    contents: contents.map((c) => ({ id: c.id, name: c.name ?? '' })),
    courses: courses.map((c) => ({ id: c.id, name: pickL10n(c.name, locale) })),
  };
}

export async function usedContentHistory(app: FastifyInstance): Promise<void> {
  const tags = ['AcademicCourseApi'];
  const api = router(app, { tags: tags, auth: true });
  type HistoryQuery = z.output<typeof usedContentHistoryQuerySchema>;
  /**
   * A history route: the records of the caller's scope (`scopeOf`; null: none to see, an empty page), filtered by the
   * query's course and content, a page of them.
   */
  const history = (
    url: string,
    summary: string,
    scopeOf: (user: AuthUser, q: HistoryQuery) => Promise<RecordScope | null>,
  ) =>
    api.get(url, { summary, query: usedContentHistoryQuerySchema }, async (req, input) => {
      const q = input.query;
      const scope = await scopeOf(userOf(req), q);
      if (!scope) return paged([], 0, q.pageNumber, q.pageSize);
      return pagedRecords(
        app.db,
        { ...scope, academicGradeId: q.academicCourseId, programId: q.contentId },
        localeOf(req),
        q.pageNumber,
        q.pageSize,
      );
    });

  history(
    '/AcademicCourseApi/UsedContentRecords',
    "Used-content history: my records (managers: my school's), newest first, 5 a page; filters academicCourseId, contentId",
    async (user, q) => {
      if (q.schoolId !== undefined) throw adminOnlyFilter();
      return ownOrSchool(user);
    },
  );

  history(
    '/AcademicCourseApi/UsedContentRecords/Admin',
    'Admin variant of the used-content history: the records of the schools of my group (or schoolId), 5 a page',
    async (user, q) => {
      const scope = await adminScope(app.db, user, q.schoolId);
      return scope.schoolIds?.length ? scope : null;
    },
  );

  api.get(
    '/AcademicCourseApi/UsedContentRecords/Filters',
    {
      summary:
        "Contents and academic courses used in my (or my school's; admin=true: my group's) records, and the schools an admin may pick",
      query: usedContentFiltersQuerySchema,
    },
    async (req, input): Promise<UsedContentFilters> => {
      const user = userOf(req);
      const q = input.query;
      const admin = q.admin === 'true';
      if (!admin && q.schoolId !== undefined) throw adminOnlyFilter();
      const scope = admin ? await adminScope(app.db, user, q.schoolId) : ownOrSchool(user);
      const schools = admin ? await adminSchools(app.db, user) : [];
      if (!scope.userId && !scope.schoolIds?.length) return { contents: [], courses: [], schools };
      return { ...(await filtersOf(app.db, scope, localeOf(req))), schools };
    },
  );
}

/**
 * Checks the register extras before anything is stored: the school is the caller's (admins: a school of their group;
 * 400 unknown, 403 another), month and year come together and are not in the future nor more than
 * USED_CONTENT_YEARS_BACK years back, the course belongs to the school's country.
 */
export async function checkRegisterExtras(
  db: Db,
  user: AuthUser,
  body: { schoolId?: number; month?: number; year?: number },
  academicGradeId: number | null,
): Promise<{ schoolId: number | null }> {
  let schoolId = user.schoolId;
  if (body.schoolId !== undefined) {
    const { rows } = await db.query('SELECT 1 FROM schools WHERE id = $1', [body.schoolId]);
    if (!rows.length)
      throw ApiError.badRequest('schoolId: unknown school', [{ path: 'schoolId', message: 'unknown school' }]);
    const allowed = hasRole(user, 'Admin')
      ? (await adminSchools(db, user)).some((s) => s.id === body.schoolId)
      : body.schoolId === user.schoolId;
    if (!allowed) throw ApiError.forbidden('You may register used content for your own school only');
    schoolId = body.schoolId;
  }
  if ((body.month === undefined) !== (body.year === undefined)) {
    const path = body.month === undefined ? 'month' : 'year';
    throw ApiError.badRequest(`${path}: month and year go together`, [{ path, message: 'month and year go together' }]);
  }
  if (body.month !== undefined && body.year !== undefined) {
    const now = new Date();
    const cur = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const at = body.year * 12 + (body.month - 1);
    if (at > cur)
      throw ApiError.badRequest('month: the use cannot be in the future', [{ path: 'month', message: 'future' }]);
    if (body.year < now.getUTCFullYear() - USED_CONTENT_YEARS_BACK)
      throw ApiError.badRequest('year: too far back', [{ path: 'year', message: 'too far back' }]);
  }
  if (academicGradeId && schoolId) {
    const { rows } = await db.query(
      `SELECT 1 FROM academic_grades g JOIN schools s ON s.id = $2 WHERE g.id = $1 AND g.country_iso2 = coalesce(s.country_iso2, 'ES')`,
      [academicGradeId, schoolId],
    );
    if (!rows.length)
      throw ApiError.badRequest('academicCourse: not a course of the school', [
        { path: 'academicCourse', message: 'not a course of the school' },
      ]);
  }
  return { schoolId };
}
