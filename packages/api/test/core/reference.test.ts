/** Reference data endpoints: localized, with fallback; auth where needed; bad input. */
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let teacher: string;
let admin: string;
let author: string;
beforeAll(async () => {
  t = await startTestApp();
  teacher = (await t.login('teacher@demo.test')).token;
  admin = (await t.login('admin@demo.test')).token;
  author = (await t.login('author@demo.test')).token;
});
afterAll(async () => {
  await t?.close();
});

const V = '/api/v1';
const AUTH_LISTS = [
  '/CategoryApi',
  '/SkillApi',
  '/AgeRangeApi',
  '/ODSApi/GetAll',
  '/UDLApi',
  '/EvaluationMethodApi/GetAll',
  '/SubtopicApi/GetAllFiltered',
  '/SubtopicApi/GetByLocale/en',
  '/TopicApi/GetAll',
  '/TopicApi/GetAllFiltered',
  '/AcademicCourseApi',
  '/CrossAreaApi',
  '/MonthApi',
];
const PUBLIC_LISTS = ['/SubjectApi', '/EducationalLevelApi/GetAll', '/CountryApi', '/FrequentlyAskedQuestion/Sections'];

test.each(AUTH_LISTS)('%s: 401 without token, non-empty list with one', async (path) => {
  const none = await t.get(V + path);
  expect(none.status).toBe(401);
  expect(none.json.code).toBe('UNAUTHORIZED');
  const r = await t.get(`${V}${path}${path.includes('?') ? '&' : '?'}locale=en`, teacher);
  expect(r.status).toBe(200);
  expect(Array.isArray(r.json)).toBe(true);
  expect(r.json.length).toBeGreaterThan(0);
  for (const item of r.json) expect(typeof item.name).toBe('string');
});

test.each(PUBLIC_LISTS)('%s is public', async (path) => {
  const r = await t.get(`${V}${path}?locale=ca`);
  expect(r.status).toBe(200);
  expect(r.json.length).toBeGreaterThan(0);
});

test.each([...AUTH_LISTS, ...PUBLIC_LISTS].filter((p) => !p.includes('GetByLocale')))(
  '%s: bad locale → 400',
  async (path) => {
    const r = await t.get(`${V}${path}?locale=zz`, teacher);
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('VALIDATION_ERROR');
  },
);

test('names follow the locale (es default, en, ca, es-ES style)', async () => {
  const es = await t.get(`${V}/CategoryApi`, teacher);
  const en = await t.get(`${V}/CategoryApi?locale=en-US`, teacher);
  const ca = await t.get(`${V}/CategoryApi?locale=ca-ES`, teacher);
  const byId = (r: { json: Array<{ id: number; name: string }> }) =>
    Object.fromEntries(r.json.map((c) => [c.id, c.name]));
  expect(byId(es)[1]).toBe('Pensamiento computacional');
  expect(byId(en)[1]).toBe('Computational thinking');
  expect(byId(ca)[1]).toBe('Pensament computacional');
});

test('a missing translation falls back to another language', async () => {
  await t.db.query(`UPDATE skills SET name = name - 'ca' WHERE id = (SELECT min(id) FROM skills)`);
  const r = await t.get(`${V}/SkillApi?locale=ca`, teacher);
  const first = r.json.find((s: { id: number }) => s.id === Math.min(...r.json.map((x: { id: number }) => x.id)));
  expect(first.name.length).toBeGreaterThan(0);
  const es = await t.get(`${V}/SkillApi?locale=es`, teacher);
  expect(first.name).toBe(es.json.find((s: { id: number }) => s.id === first.id).name);
});

test('ODS: 17 goals when the reference data has them; age ranges carry min/max', async () => {
  const ods = await t.get(`${V}/ODSApi/GetAll`, teacher);
  expect(
    ods.json.every((o: { id: number; color: string }) => o.id >= 1 && o.id <= 17 && typeof o.color === 'string'),
  ).toBe(true);
  const ages = await t.get(`${V}/AgeRangeApi`, teacher);
  expect(ages.json.every((a: { min: number; max: number }) => a.min <= a.max)).toBe(true);
});

test('countries carry phone prefixes (Spain +34)', async () => {
  const r = await t.get(`${V}/CountryApi?locale=en`);
  const es = r.json.find((c: { iso2: string }) => c.iso2 === 'ES');
  expect(es).toMatchObject({ phonePrefix: '+34', name: 'Spain' });
});

test('topics carry subtopics; filters by text; subtopics by topic ids; bad ids → 400', async () => {
  const topics = await t.get(`${V}/TopicApi/GetAll?locale=en`, teacher);
  const withSub = topics.json.find((x: { subtopics: unknown[] }) => x.subtopics.length > 0);
  expect(withSub).toBeDefined();
  const f = await t.get(
    `${V}/TopicApi/GetAllFiltered?locale=en&search=${encodeURIComponent(withSub.name.slice(0, 4))}`,
    teacher,
  );
  expect(f.json.some((x: { id: number }) => x.id === withSub.id)).toBe(true);
  const none = await t.get(`${V}/TopicApi/GetAllFiltered?search=zzzzqqqq`, teacher);
  expect(none.json).toEqual([]);
  const subs = await t.get(`${V}/SubtopicApi/GetAllFiltered?topicIds=${withSub.id}&locale=en`, teacher);
  expect(subs.json.length).toBe(withSub.subtopics.length);
  expect(subs.json.every((s: { topicId: number }) => s.topicId === withSub.id)).toBe(true);
  expect((await t.get(`${V}/SubtopicApi/GetAllFiltered?topicIds=abc`, teacher)).status).toBe(400);
  expect((await t.get(`${V}/SubtopicApi/GetByLocale/xx`, teacher)).status).toBe(400);
  const byLocale = await t.get(`${V}/SubtopicApi/GetByLocale/ca`, teacher);
  expect(byLocale.json.length).toBeGreaterThan(0);
});

test('FAQ: Contact section first; GetAll answers { data: [...] }, by section id or key', async () => {
  const s = await t.get(`${V}/FrequentlyAskedQuestion/Sections?locale=en`);
  expect(s.json[0].key).toBe('contact');
  const all = await t.get(`${V}/FrequentlyAskedQuestion/GetAll?locale=en`);
  expect(Array.isArray(all.json.data)).toBe(true);
  expect(all.json.data.length).toBeGreaterThan(0);
  const one = await t.get(`${V}/FrequentlyAskedQuestion/GetAll?category=${s.json[0].id}`);
  expect(one.json.data.every((q: { sectionId: number }) => q.sectionId === s.json[0].id)).toBe(true);
  const byKey = await t.get(`${V}/FrequentlyAskedQuestion/GetAll?category=contact`);
  expect(byKey.json.data.length).toBe(one.json.data.length);
});

test('AcademicCourseApi: own school; admin sees the whole group; other network 403; unknown 404; bad 400', async () => {
  const own = await t.get(`${V}/AcademicCourseApi?locale=en`, teacher);
  expect(own.status).toBe(200);
  const schools = new Set(own.json.map((c: { schoolId: number }) => c.schoolId));
  expect(schools.size).toBe(1);
  expect(own.json[0].academicGrade).toMatchObject({ institutionalOrder: expect.any(Number) });
  const all = await t.get(`${V}/AcademicCourseApi`, admin);
  expect(new Set(all.json.map((c: { schoolId: number }) => c.schoolId)).size).toBeGreaterThanOrEqual(2);
  const { rows } = await t.db.query<{ id: number; key: string }>(`SELECT id, key FROM schools`);
  const south = rows.find((r) => r.key === 'demo-south')!.id;
  const custom = rows.find((r) => r.key === 'custom-school')!.id;
  expect((await t.get(`${V}/AcademicCourseApi?schoolId=${south}`, teacher)).status).toBe(200);
  expect((await t.get(`${V}/AcademicCourseApi/School/${south}`, teacher)).status).toBe(200);
  const other = await t.get(`${V}/AcademicCourseApi/School/${custom}`, teacher);
  expect(other.status).toBe(403);
  expect(other.json.code).toBe('FORBIDDEN');
  expect((await t.get(`${V}/AcademicCourseApi/School/999999`, teacher)).status).toBe(404);
  expect((await t.get(`${V}/AcademicCourseApi/School/abc`, teacher)).status).toBe(400);
  expect((await t.get(`${V}/AcademicCourseApi?schoolId=-1`, teacher)).status).toBe(400);
  expect((await t.get(`${V}/AcademicCourseApi/School/${south}`)).status).toBe(401);
});

test('TopicApi/Suggest: authors store a suggestion; teacher 403; no token 401; bad input 400; nothing stored when refused', async () => {
  const before = await t.count('topic_suggestions');
  expect((await t.request('POST', `${V}/TopicApi/Suggest?topic=Robotics`)).status).toBe(401);
  const forbidden = await t.request('POST', `${V}/TopicApi/Suggest?topic=Robotics`, {
    token: teacher,
    body: { locale: 'en' },
  });
  expect(forbidden.status).toBe(403);
  const bad = await t.request('POST', `${V}/TopicApi/Suggest`, { token: author, body: { locale: 'en' } });
  expect(bad.status).toBe(400);
  expect(await t.count('topic_suggestions')).toBe(before);
  const ok = await t.request('POST', `${V}/TopicApi/Suggest?topic=Robotics`, { token: author, body: { locale: 'en' } });
  expect(ok.status).toBe(201);
  const body = await t.request('POST', `${V}/TopicApi/Suggest`, {
    token: author,
    body: { topic: 'Astronomía', locale: 'es' },
  });
  expect(body.status).toBe(201);
  const { rows } = await t.db.query<{ topic: string; locale: string }>(
    'SELECT topic, locale FROM topic_suggestions ORDER BY id',
  );
  expect(rows.slice(-2)).toEqual([
    { topic: 'Robotics', locale: 'en' },
    { topic: 'Astronomía', locale: 'es' },
  ]);
});
