/** The seeder: demo accounts exist with the expected roles; a second run changes nothing (idempotent). */
import { seed } from '../../src/seed/seed';
import { readMeta, testCatalogue } from './template';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const TABLES = ['users', 'user_roles', 'schools', 'school_groups', 'licenses', 'resources', 'resource_locales', 'class_plans',
  'class_plan_locales', 'materials', 'programs', 'program_resources', 'provider_folders', 'notifications', 'categories', 'topics', 'subtopics', 'faq_questions'];

test('every demo account exists with its roles', async () => {
  const { rows } = await t.db.query<{ email: string; roles: string }>(
    `SELECT u.email, string_agg(r.name, ',' ORDER BY r.id) AS roles FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id GROUP BY u.email`);
  const roles = Object.fromEntries(rows.map((r) => [r.email, r.roles]));
  expect(roles).toMatchObject({
    'admin@demo.test': 'Admin', 'manager@demo.test': 'Manager', 'teacher@demo.test': 'Teacher', 'freemium@demo.test': 'Teacher',
    'trial@demo.test': 'Trial', 'trial-ended@demo.test': 'Trial', 'author@demo.test': 'Teacher,Author', 'approver@demo.test': 'Teacher,ApprovingAuthor',
    'newauthor@demo.test': 'Teacher,Author', 'staff@demo.test': 'ProviderStaff', 'custom@demo.test': 'Teacher',
  });
  expect(await t.count('schools', 'school_group_id = (SELECT id FROM school_groups WHERE key = $1)', ['demo-group'])).toBeGreaterThanOrEqual(2);
  expect(await t.count('resources')).toBeGreaterThan(0);
});

test('seeding again is idempotent', async () => {
  const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (x) => [x, await t.count(x)] as const)));
  const before = await counts();
  await seed(t.db, { catalogue: testCatalogue(), passwordHash: readMeta().passwordHash });
  expect(await counts()).toEqual(before);
  expect((await t.request('POST', '/api/v1/AccountApi/SignIn', { body: { email: 'trial@demo.test', password: 'Demo1234' } })).status).toBe(200);
});
