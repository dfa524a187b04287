/**
 * The seeder: demo accounts exist with the expected roles; demo content is complete (class sections, notifications,
 * used-content records of the demo school); a second run changes nothing (idempotent).
 */
import { seed } from '../../src/seed/seed';
import { demoCatalogue, readMeta, testCatalogue } from './template';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // the shared template leaves the demo used-content records out (other suites count them): seed them here
  await seed(t.db, { catalogue: demoCatalogue(), passwordHash: readMeta().passwordHash });
});
afterAll(async () => {
  await t?.close();
});

const TABLES = [
  'users',
  'user_roles',
  'schools',
  'school_groups',
  'licenses',
  'resources',
  'resource_locales',
  'class_plans',
  'class_plan_locales',
  'materials',
  'programs',
  'program_resources',
  'provider_folders',
  'notifications',
  'categories',
  'topics',
  'subtopics',
  'faq_questions',
  'used_content_records',
  'used_content_record_resources',
  'used_content_record_class_plans',
];

test('every demo account exists with its roles', async () => {
  const { rows } = await t.db.query<{ email: string; roles: string }>(
    `SELECT u.email, string_agg(r.name, ',' ORDER BY r.id) AS roles FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id GROUP BY u.email`,
  );
  const roles = Object.fromEntries(rows.map((r) => [r.email, r.roles]));
  expect(roles).toMatchObject({
    'admin@demo.test': 'Admin',
    'manager@demo.test': 'Manager',
    'teacher@demo.test': 'Teacher',
    'freemium@demo.test': 'Teacher',
    'trial@demo.test': 'Trial',
    'trial-ended@demo.test': 'Trial',
    'author@demo.test': 'Teacher,Author',
    'approver@demo.test': 'Teacher,ApprovingAuthor',
    'newauthor@demo.test': 'Teacher,Author',
    'staff@demo.test': 'ProviderStaff',
    'custom@demo.test': 'Teacher',
  });
  expect(
    await t.count('schools', 'school_group_id = (SELECT id FROM school_groups WHERE key = $1)', ['demo-group']),
  ).toBeGreaterThanOrEqual(2);
  expect(await t.count('resources')).toBeGreaterThan(0);
});

test('seeding again is idempotent', async () => {
  const counts = async () =>
    Object.fromEntries(await Promise.all(TABLES.map(async (x) => [x, await t.count(x)] as const)));
  const before = await counts();
  await seed(t.db, { catalogue: demoCatalogue(), passwordHash: readMeta().passwordHash });
  expect(await counts()).toEqual(before);
  await seed(t.db, { catalogue: testCatalogue(), passwordHash: readMeta().passwordHash });
  expect(await counts()).toEqual(before);
  expect(
    (await t.request('POST', '/api/v1/AccountApi/SignIn', { body: { email: 'trial@demo.test', password: 'Demo1234' } }))
      .status,
  ).toBe(200);
});

test('every class of every resource has its teacher sections and student statement in each language of the resource', async () => {
  const { rows } = await t.db.query<{
    resource: string;
    class_number: number;
    locale: string | null;
    missing: string[];
  }>(
    `SELECT r.key AS resource, c.class_number, rl.locale,
            array_remove(ARRAY[
              CASE WHEN cl.class_plan_id IS NULL THEN 'row' END,
              CASE WHEN coalesce(trim(cl.start_section), '') = '' THEN 'startSection' END,
              CASE WHEN coalesce(trim(cl.development_section), '') = '' THEN 'developmentSection' END,
              CASE WHEN coalesce(trim(cl.closure_section), '') = '' THEN 'closureSection' END,
              CASE WHEN coalesce(trim(cl.valuation_section), '') = '' THEN 'valuationSection' END,
              CASE WHEN coalesce(trim(cl.student_statement), '') = '' THEN 'studentStatement' END], NULL) AS missing
       FROM resources r JOIN class_plans c ON c.resource_id = r.id
       JOIN resource_locales rl ON rl.resource_id = r.id
       LEFT JOIN class_plan_locales cl ON cl.class_plan_id = c.id AND cl.locale = rl.locale
      WHERE r.key IS NOT NULL`,
  );
  expect(rows.length).toBeGreaterThan(20);
  expect(rows.filter((r) => r.missing.length)).toEqual([]);
});

test('at least 10 notifications, covering the six tags, each with texts in es/en/ca', async () => {
  const { rows } = await t.db.query<{ n: number; tags: number; incomplete: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT tag)::int AS tags,
            count(*) FILTER (WHERE (SELECT count(*) FROM notification_locales l WHERE l.notification_id = n.id AND trim(l.title) <> '' AND trim(l.brief) <> '') < 3)::int AS incomplete
       FROM notifications n WHERE n.key IS NOT NULL`,
  );
  expect(rows[0].n).toBeGreaterThanOrEqual(10);
  expect(rows[0].tags).toBe(6);
  expect(rows[0].incomplete).toBe(0);
});

describe('used-content records of the demo school', () => {
  const school = async () =>
    (await t.db.query<{ id: number }>(`SELECT id FROM schools WHERE key = 'demo-north'`)).rows[0].id;

  test('teacher, manager and admin of demo-north have records of several programs, some complete and some partial', async () => {
    const { rows } = await t.db.query<{
      email: string;
      school_id: number;
      program_id: number;
      completed: boolean;
      grade: number | null;
      created_at: string;
      month: number;
      year: number;
    }>(
      `SELECT u.email, r.school_id, r.educational_program_id AS program_id, r.educational_program_completed AS completed, r.academic_grade_id AS grade,
              r.created_at, r.month, r.year
         FROM used_content_records r JOIN users u ON u.id = r.user_id`,
    );
    const north = await school();
    expect(new Set(rows.map((r) => r.email))).toEqual(
      new Set(['teacher@demo.test', 'manager@demo.test', 'admin@demo.test']),
    );
    expect(rows.every((r) => r.school_id === north)).toBe(true);
    expect(new Set(rows.map((r) => r.program_id)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.completed).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => !r.completed).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.grade !== null)).toBe(true);
    // spread over the last year (statistics by period), month / year matching the date
    const ages = rows.map((r) => (Date.now() - new Date(r.created_at).getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeGreaterThan(90);
    expect(Math.max(...ages)).toBeLessThan(366);
    for (const r of rows)
      expect([new Date(r.created_at).getUTCMonth() + 1, new Date(r.created_at).getUTCFullYear()]).toEqual([
        r.month,
        r.year,
      ]);
  });

  test('records follow the completeness rules of POST /AcademicCourseApi/UsedContentRecord', async () => {
    // per recorded resource: its classes in the program (teacher-enabled) vs the ones used
    const { rows } = await t.db.query<{
      record_id: number;
      resource_id: number;
      completed: boolean;
      used: number;
      total: number;
      foreign_classes: number;
      in_program: boolean;
    }>(
      `SELECT x.record_id, x.resource_id, x.resource_completed AS completed,
              (SELECT count(*) FROM used_content_record_class_plans y WHERE y.record_resource_id = x.id)::int AS used,
              (SELECT count(*) FROM class_plans c WHERE c.resource_id = x.resource_id AND c.teacher_enabled)::int AS total,
              (SELECT count(*) FROM used_content_record_class_plans y JOIN class_plans c ON c.id = y.class_plan_id
                WHERE y.record_resource_id = x.id AND c.resource_id <> x.resource_id)::int AS foreign_classes,
              EXISTS (SELECT 1 FROM program_resources pr JOIN used_content_records r ON r.id = x.record_id
                       WHERE pr.program_id = r.educational_program_id AND pr.resource_id = x.resource_id) AS in_program
         FROM used_content_record_resources x`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect([r.record_id, r.resource_id, r.in_program, r.foreign_classes, r.used > 0]).toEqual([
        r.record_id,
        r.resource_id,
        true,
        0,
        true,
      ]);
      expect([r.record_id, r.resource_id, r.completed]).toEqual([r.record_id, r.resource_id, r.used === r.total]);
    }
    expect(rows.some((r) => r.completed)).toBe(true);
    expect(rows.some((r) => !r.completed)).toBe(true);
    // a program is complete exactly when every resource of the program is recorded complete
    const { rows: programs } = await t.db.query<{ id: number; completed: boolean; expected: boolean }>(
      `SELECT r.id, r.educational_program_completed AS completed,
              NOT EXISTS (SELECT 1 FROM program_resources pr WHERE pr.program_id = r.educational_program_id
                           AND NOT EXISTS (SELECT 1 FROM used_content_record_resources x WHERE x.record_id = r.id AND x.resource_id = pr.resource_id AND x.resource_completed)) AS expected
         FROM used_content_records r`,
    );
    for (const p of programs) expect([p.id, p.completed]).toEqual([p.id, p.expected]);
  });

  test("the used-content history answers them: mine as teacher, the school's as manager", async () => {
    const { rows } = await t.db.query<{ program_id: number; resource_id: number }>(
      `SELECT r.educational_program_id AS program_id, min(x.resource_id) AS resource_id FROM used_content_records r
         JOIN users u ON u.id = r.user_id JOIN used_content_record_resources x ON x.record_id = r.id
        WHERE u.email = 'teacher@demo.test' GROUP BY r.educational_program_id ORDER BY 1 LIMIT 1`,
    );
    const { program_id: programId, resource_id: resourceId } = rows[0];
    const teacher = (await t.login('teacher@demo.test')).token;
    const manager = (await t.login('manager@demo.test')).token;
    const mine = await t.get(`/api/v1/EducationalProgramApi/${programId}/UsedContentRecords?pageSize=50`, teacher);
    expect(mine.status).toBe(200);
    expect(mine.json.totalCount).toBeGreaterThan(0);
    expect(mine.json.data[0]).toMatchObject({
      educationalProgramId: programId,
      teacher: { name: expect.any(String) },
      resources: expect.any(Array),
    });
    expect(mine.json.data[0].resources[0].classes.length).toBeGreaterThan(0);
    const schoolWide = await t.get(
      `/api/v1/ResourceApi/${resourceId}/UsedContentRecords/${await school()}?pageSize=50`,
      manager,
    );
    expect(schoolWide.status).toBe(200);
    expect(schoolWide.json.totalCount).toBeGreaterThanOrEqual(1);
    const owned = await t.get('/api/v1/EducationalProgramApi/GetAllFilteredOwned?pageSize=50', teacher);
    expect(
      owned.json.data.filter((p: { usedEducationalProgram: boolean }) => p.usedEducationalProgram).length,
    ).toBeGreaterThanOrEqual(2);
  });
});
