/**
 * /MetricApi and the used-content history, over records this file creates (its own school group, schools, users,
 * resources, programs, views, reviews and used-content records at known ages), against values computed by hand:
 *
 * resources      category        type                skills  age range  SDGs     classes
 *   R1           1 computational 1 workshop           1, 2    3 (9-11)   4        2
 *   R2           2 citizenship   2 project            2, 3    3          4, 13    2
 *   R3           2 citizenship   4 didacticSequence   3       4 (12-15)  –        1
 *   R4           3 entrepren.    5 exercise           1       3          –        1
 * programs P = {R1, R2, R4}, Q = {R3}
 *
 * used-content records (school A unless said)   days ago  course  resources (classes)
 *   rec1 teacherA P                              10        g1      R1 (1), R2 (2)
 *   rec2 teacherA Q                              50        g2      R3 (1)
 *   rec3 teacherA P                              120       g1      R4 (1), R1 (2)
 *   rec4 teacherA P                              250       –       R2 (1)
 *   rec5 teacherA Q                              400       g1      R3 (1)         (outside every range)
 *   rec6 teacher2A P                             20        g2      R4 (1)
 *   rec7 teacherC P (school C, other group)      10        g1      R1 (1)
 * views of teacherA: 5 days R1, R1, R2; 60 days R3; 200 days R4, R4
 * reviews of teacherA: 5 days R1 5★ [1,3], R2 4★ [1]; 40 days R3 3★ [2,4,5]; 300 days R4 2★ [1]
 */
import { startTestApp, type TestApp, type TestUser } from './harness';

const V = '/api/v1';
let t: TestApp;
let group: number;
let schoolA: number;
let schoolB: number;
let schoolC: number;
let schoolD: number;
let teacherA: TestUser;
let teacher2A: TestUser;
let managerA: TestUser;
let adminG: TestUser;
let teacherC: TestUser;
let managerC: TestUser;
let trial: TestUser;
let freemium: TestUser;
let custom: TestUser;
let noLicence: TestUser;
let excluded: TestUser;
const R: Record<string, number> = {};
const C: Record<string, number[]> = {};
let P: number;
let Q: number;
let g1: number;
let g2: number;

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function insert<T = { id: number }>(sql: string, params: unknown[]): Promise<T> {
  return (await t.db.query<T>(sql, params)).rows[0];
}
async function resource(
  key: string,
  category: number,
  type: number,
  skills: number[],
  ageRange: number,
  sdgs: number[],
  classes: number,
) {
  const { id } = await insert(`INSERT INTO resources (category_id, type) VALUES ($1, $2) RETURNING id`, [
    category,
    type,
  ]);
  await t.db.query(
    `INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', 1, $2), ($1, 'en', 1, $3)`,
    [id, `Recurso ${key}`, `Resource ${key}`],
  );
  for (const s of skills)
    await t.db.query('INSERT INTO resource_skills (resource_id, skill_id) VALUES ($1, $2)', [id, s]);
  await t.db.query('INSERT INTO resource_age_ranges (resource_id, age_range_id) VALUES ($1, $2)', [id, ageRange]);
  for (const s of sdgs) await t.db.query('INSERT INTO resource_sdgs (resource_id, sdg_id) VALUES ($1, $2)', [id, s]);
  C[key] = [];
  for (let n = 1; n <= classes; n++)
    C[key].push(
      (await insert(`INSERT INTO class_plans (resource_id, class_number) VALUES ($1, $2) RETURNING id`, [id, n])).id,
    );
  R[key] = id;
}
async function program(title: string, keys: string[]) {
  const { id } = await insert(`INSERT INTO programs (category_id) VALUES (1) RETURNING id`, []);
  await t.db.query(
    `INSERT INTO program_locales (program_id, locale, status, title) VALUES ($1, 'es', 1, $2), ($1, 'en', 1, $2)`,
    [id, title],
  );
  for (const [i, k] of keys.entries())
    await t.db.query('INSERT INTO program_resources (program_id, resource_id, position) VALUES ($1, $2, $3)', [
      id,
      R[k],
      i,
    ]);
  return id;
}
async function record(
  user: TestUser,
  school: number,
  programId: number,
  daysAgo: number,
  grade: number | null,
  used: Array<[string, number]>,
) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const { id } = await insert(
    `INSERT INTO used_content_records (user_id, school_id, academic_grade_id, educational_program_id, month, year, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [user.userId, school, grade, programId, at.getUTCMonth() + 1, at.getUTCFullYear(), at.toISOString()],
  );
  for (const [key, n] of used) {
    const x = await insert(
      `INSERT INTO used_content_record_resources (record_id, resource_id, resource_completed) VALUES ($1, $2, $3) RETURNING id`,
      [id, R[key], n === C[key].length],
    );
    for (const c of C[key].slice(0, n))
      await t.db.query(
        'INSERT INTO used_content_record_class_plans (record_resource_id, class_plan_id) VALUES ($1, $2)',
        [x.id, c],
      );
  }
  return id;
}
async function licence(where: { userId?: number; schoolId?: number }, type: number, config: object = {}) {
  await t.db.query(
    `INSERT INTO licenses (kind, type, status, user_id, school_id, config) VALUES ('base', $1, 1, $2, $3, $4::jsonb)`,
    [type, where.userId ?? null, where.schoolId ?? null, JSON.stringify(config)],
  );
}
const get = (path: string, who?: TestUser) => t.get(`${V}${path}`, who?.token);

beforeAll(async () => {
  t = await startTestApp();
  group = await t.createSchoolGroup('Metrics group');
  schoolA = await t.createSchool(group, 'Metrics School A');
  schoolB = await t.createSchool(group, 'Metrics School B');
  schoolC = await t.createSchool(await t.createSchoolGroup('Other group'), 'Metrics School C');
  schoolD = await t.createSchool(null, 'Metrics School D');
  await licence({ schoolId: schoolA }, 2);
  await licence({ schoolId: schoolB }, 3);
  await licence({ schoolId: schoolC }, 3);
  await licence({ schoolId: schoolD }, 3, { metrics: false });
  teacherA = await t.createUser({ primaryRoles: ['Teacher'], schoolId: schoolA });
  teacher2A = await t.createUser({ primaryRoles: ['Teacher'], schoolId: schoolA });
  managerA = await t.createUser({ primaryRoles: ['Manager'], schoolId: schoolA });
  adminG = await t.createUser({ primaryRoles: ['Admin'], schoolId: schoolA });
  teacherC = await t.createUser({ primaryRoles: ['Teacher'], schoolId: schoolC });
  managerC = await t.createUser({ primaryRoles: ['Manager'], schoolId: schoolC });
  trial = await t.createUser({ primaryRoles: ['Trial'] });
  freemium = await t.createUser({ primaryRoles: ['Teacher'] });
  await licence({ userId: freemium.userId }, 1);
  custom = await t.createUser({ primaryRoles: ['Teacher'] });
  await licence({ userId: custom.userId }, 4);
  noLicence = await t.createUser({ primaryRoles: ['Teacher'] });
  excluded = await t.createUser({ primaryRoles: ['Manager'], schoolId: schoolD });

  await resource('R1', 1, 1, [1, 2], 3, [4], 2);
  await resource('R2', 2, 2, [2, 3], 3, [4, 13], 2);
  await resource('R3', 2, 4, [3], 4, [], 1);
  await resource('R4', 3, 5, [1], 3, [], 1);
  P = await program('Programa P', ['R1', 'R2', 'R4']);
  Q = await program('Programa Q', ['R3']);
  const grades = (
    await t.db.query<{ id: number }>(
      `SELECT id FROM academic_grades WHERE country_iso2 = 'ES' ORDER BY institutional_order, id LIMIT 2`,
    )
  ).rows;
  [g1, g2] = grades.map((g) => g.id);

  await record(teacherA, schoolA, P, 10, g1, [
    ['R1', 1],
    ['R2', 2],
  ]);
  await record(teacherA, schoolA, Q, 50, g2, [['R3', 1]]);
  await record(teacherA, schoolA, P, 120, g1, [
    ['R4', 1],
    ['R1', 2],
  ]);
  await record(teacherA, schoolA, P, 250, null, [['R2', 1]]);
  await record(teacherA, schoolA, Q, 400, g1, [['R3', 1]]);
  await record(teacher2A, schoolA, P, 20, g2, [['R4', 1]]);
  await record(teacherC, schoolC, P, 10, g1, [['R1', 1]]);

  for (const [key, days] of [
    ['R1', 5],
    ['R1', 5],
    ['R2', 5],
    ['R3', 60],
    ['R4', 200],
    ['R4', 200],
  ] as const) {
    await t.db.query('INSERT INTO resource_views (resource_id, user_id, created_at) VALUES ($1, $2, $3)', [
      R[key],
      teacherA.userId,
      ago(days),
    ]);
  }
  await t.db.query('INSERT INTO resource_views (resource_id, user_id, created_at) VALUES ($1, $2, $3)', [
    R.R4,
    teacherC.userId,
    ago(5),
  ]);
  for (const [key, rating, cats, days] of [
    ['R1', 5, [1, 3], 5],
    ['R2', 4, [1], 5],
    ['R3', 3, [2, 4, 5], 40],
    ['R4', 2, [1], 300],
  ] as const) {
    await t.db.query(
      'INSERT INTO reviews (resource_id, user_id, rating, categories, created_at) VALUES ($1, $2, $3, $4::smallint[], $5)',
      [R[key], teacherA.userId, rating, cats, ago(days)],
    );
  }
});
afterAll(async () => {
  await t?.close();
});

const pick = <T extends Record<string, unknown>>(xs: T[], k: keyof T, v: keyof T) =>
  Object.fromEntries(xs.map((x) => [x[k], x[v]]));

describe('the five metrics, computed from the records above', () => {
  test('ChosenMethodologies: resource types of the used resources per range; too few → enoughData false', async () => {
    const m = async (range: string) => (await get(`/MetricApi/ChosenMethodologies?range=${range}`, teacherA)).json;
    const d30 = await m('last30days');
    expect(d30).toMatchObject({ range: 'last30days', scope: 'own', sample: false, sampleSize: 2, enoughData: false });
    expect(pick(d30.data, 'methodology', 'percentage')).toEqual({
      workshop: 50,
      project: 50,
      case: 0,
      didacticSequence: 0,
      exercise: 0,
    });
    const d90 = await m('lastTrimester');
    expect(d90).toMatchObject({ sampleSize: 3, enoughData: true });
    expect(pick(d90.data, 'methodology', 'percentage')).toEqual({
      workshop: 33.3,
      project: 33.3,
      case: 0,
      didacticSequence: 33.3,
      exercise: 0,
    });
    expect(pick((await m('lastSemester')).data, 'methodology', 'percentage')).toEqual({
      workshop: 40,
      project: 20,
      case: 0,
      didacticSequence: 20,
      exercise: 20,
    });
    const year = await m('lastYear');
    expect(year.sampleSize).toBe(6);
    expect(pick(year.data, 'methodology', 'count')).toEqual({
      workshop: 2,
      project: 2,
      case: 0,
      didacticSequence: 1,
      exercise: 1,
    });
    expect(pick(year.data, 'methodology', 'percentage')).toEqual({
      workshop: 33.3,
      project: 33.3,
      case: 0,
      didacticSequence: 16.7,
      exercise: 16.7,
    });
    // the numeric spellings of §9 (1, 3, 6, 12 months)
    expect((await m('3')).range).toBe('lastTrimester');
  });

  test('ChosenSkills: skill shares per (category, age range) group', async () => {
    const r = (await get('/MetricApi/ChosenSkills?range=lastSemester&locale=en', teacherA)).json;
    expect(r.sampleSize).toBe(5);
    const groups = Object.fromEntries(
      r.data.map((g: any) => [
        `${g.categoryId}:${g.ageRangeId}`,
        { total: g.total, skills: pick(g.skills, 'skillId', 'percentage') },
      ]),
    );
    expect(groups).toEqual({
      '1:3': { total: 2, skills: { 1: 50, 2: 50 } },
      '2:3': { total: 1, skills: { 2: 50, 3: 50 } },
      '2:4': { total: 1, skills: { 3: 100 } },
      '3:3': { total: 1, skills: { 1: 100 } },
    });
    const g = r.data.find((x: any) => x.categoryId === 2 && x.ageRangeId === 4);
    expect(g).toMatchObject({ categoryName: 'Global citizenship', ageMin: 12, ageMax: 15 });
    expect(g.skills[0]).toMatchObject({ skillName: 'Teamwork', count: 1 });
  });

  test('CategoryMetric: categories of the resources viewed', async () => {
    const m = async (range: string) => (await get(`/MetricApi/CategoryMetric?range=${range}&locale=es`, teacherA)).json;
    const d30 = await m('last30days');
    expect(d30).toMatchObject({ sampleSize: 3, enoughData: true });
    expect(pick(d30.data, 'categoryId', 'percentage')).toEqual({ 1: 66.7, 2: 33.3, 3: 0, 4: 0 });
    expect(d30.data[0]).toMatchObject({ categoryId: 1, categoryName: 'Pensamiento computacional', count: 2 });
    expect(pick((await m('lastTrimester')).data, 'categoryId', 'percentage')).toEqual({ 1: 50, 2: 50, 3: 0, 4: 0 });
    expect(pick((await m('lastYear')).data, 'categoryId', 'percentage')).toEqual({ 1: 33.3, 2: 33.3, 3: 33.3, 4: 0 });
  });

  test('ReviewCategoryMetric: share of each liked category among the mentions', async () => {
    const m = async (range: string) => (await get(`/MetricApi/ReviewCategoryMetric?range=${range}`, teacherA)).json;
    const d30 = await m('last30days');
    expect(d30).toMatchObject({ sampleSize: 2, enoughData: false });
    expect(pick(d30.data, 'key', 'percentage')).toEqual({
      innovation: 66.7,
      applicability: 0,
      methodology: 33.3,
      teacherGuide: 0,
      author: 0,
    });
    const d90 = await m('lastTrimester');
    expect(d90.sampleSize).toBe(3);
    expect(pick(d90.data, 'reviewCategory', 'percentage')).toEqual({ 1: 33.3, 2: 16.7, 3: 16.7, 4: 16.7, 5: 16.7 });
  });

  test('MostValuedByTeachers: share of reviews liking each aspect; best-rated resources', async () => {
    const d90 = (await get('/MetricApi/MostValuedByTeachers?range=lastTrimester&locale=en', teacherA)).json;
    expect(pick(d90.data.aspects, 'aspect', 'percentage')).toEqual({
      innovation: 66.7,
      applicability: 33.3,
      methodology: 33.3,
      teacherGuide: 33.3,
      author: 33.3,
    });
    expect(d90.data.aspects[0].aspect).toBe('innovation');
    expect(d90.data.resources).toEqual([
      { resourceId: R.R1, title: 'Resource R1', averageRating: 5, reviews: 1 },
      { resourceId: R.R2, title: 'Resource R2', averageRating: 4, reviews: 1 },
      { resourceId: R.R3, title: 'Resource R3', averageRating: 3, reviews: 1 },
    ]);
    const year = (await get('/MetricApi/MostValuedByTeachers?range=lastYear', teacherA)).json;
    expect(year.data.aspects.find((a: any) => a.aspect === 'innovation')).toMatchObject({ count: 3, percentage: 75 });
    expect(year.data.resources.map((r: any) => r.resourceId)).toEqual([R.R1, R.R2, R.R3, R.R4]);
  });

  test("a manager sees the school: every member's records, not another school's", async () => {
    const r = (await get('/MetricApi/ChosenMethodologies?range=last30days', managerA)).json;
    expect(r).toMatchObject({ scope: 'school', schoolId: schoolA, sampleSize: 3, enoughData: true });
    expect(pick(r.data, 'methodology', 'percentage')).toEqual({
      workshop: 33.3,
      project: 33.3,
      case: 0,
      didacticSequence: 0,
      exercise: 33.3,
    });
    // views of the school's members (teacherA), not teacherC's
    expect(
      pick((await get('/MetricApi/CategoryMetric?range=last30days', managerA)).json.data, 'categoryId', 'count'),
    ).toEqual({ 1: 2, 2: 1, 3: 0, 4: 0 });
    // managerC: only teacherC's record
    expect((await get('/MetricApi/ChosenMethodologies?range=last30days', managerC)).json.sampleSize).toBe(1);
  });

  test('an admin picks a school of the group', async () => {
    const a = (await get('/MetricApi/ChosenMethodologies?range=lastYear', adminG)).json;
    expect(a).toMatchObject({ scope: 'school', schoolId: schoolA, sampleSize: 7 });
    const b = (await get(`/MetricApi/ChosenMethodologies?range=lastYear&schoolId=${schoolB}`, adminG)).json;
    expect(b).toMatchObject({ schoolId: schoolB, sampleSize: 0, enoughData: false });
    const schools = (await get('/MetricApi/Schools', adminG)).json;
    expect(schools).toMatchObject({ access: 'real', scope: 'school', defaultSchoolId: schoolA, coverage: true });
    expect(schools.schools.map((s: any) => s.id).sort()).toEqual([schoolA, schoolB].sort());
  });
});

describe('who may see what (§6)', () => {
  const names = [
    'CategoryMetric',
    'ReviewCategoryMetric',
    'ChosenMethodologies',
    'ChosenSkills',
    'MostValuedByTeachers',
  ];

  test('401 without a token; 403 for a teacher asking for a school, a manager for another school, an admin for another group; 404 unknown school', async () => {
    for (const n of names) {
      expect((await get(`/MetricApi/${n}`)).status).toBe(401);
      expect((await get(`/MetricApi/${n}?schoolId=${schoolA}`, teacherA)).status).toBe(403);
      expect((await get(`/MetricApi/${n}?schoolId=${schoolB}`, managerA)).status).toBe(403);
      expect((await get(`/MetricApi/${n}?schoolId=${schoolC}`, adminG)).status).toBe(403);
      expect((await get(`/MetricApi/${n}?schoolId=999999`, adminG)).status).toBe(404);
      expect((await get(`/MetricApi/${n}?schoolId=${schoolA}`, managerA)).status).toBe(200);
    }
  });

  test('trial and freemium users get the built-in sample, never real data', async () => {
    for (const who of [trial, freemium]) {
      for (const n of names) {
        const r = await get(`/MetricApi/${n}?range=lastYear&locale=en`, who);
        expect(r.status).toBe(200);
        expect(r.json).toMatchObject({ sample: true, range: 'lastYear' });
      }
      const meth = (await get('/MetricApi/ChosenMethodologies', who)).json;
      expect(meth.data.map((x: any) => x.methodology)).toEqual([
        'workshop',
        'project',
        'case',
        'didacticSequence',
        'exercise',
      ]);
      const skills = (await get('/MetricApi/ChosenSkills', who)).json;
      expect([...new Set(skills.data.map((g: any) => `${g.ageMin}-${g.ageMax}`))]).toEqual(['12-15', '16-18']);
      expect((await get('/MetricApi/Schools', who)).json.access).toBe('sample');
    }
  });

  test('no licence, a custom licence or a licence without statistics: 403 METRICS_NOT_IN_LICENSE', async () => {
    for (const who of [custom, noLicence, excluded]) {
      for (const n of names) {
        const r = await get(`/MetricApi/${n}`, who);
        expect([n, r.status, r.json.code]).toEqual([n, 403, 'METRICS_NOT_IN_LICENSE']);
        expect(r.json.message).toBe('This functionality is not included in your current license');
      }
      expect((await get('/MetricApi/Schools', who)).json.access).toBe('excluded');
    }
  });

  test('bad ranges and ids → 400 with a message', async () => {
    for (const q of [
      'range=last2years',
      'range=2',
      'range=',
      'schoolId=abc',
      'schoolId=0',
      'schoolId=99999999999',
      'locale=fr',
    ]) {
      const r = await get(`/MetricApi/ChosenMethodologies?${q}`, managerA);
      expect([q, r.status, r.json.code]).toEqual([q, 400, 'VALIDATION_ERROR']);
      expect(r.json.message).toEqual(expect.any(String));
    }
    expect((await get('/MetricApi/CoverageMap?dimension=colour', managerA)).status).toBe(400);
    expect((await get('/MetricApi/CoverageMap?range=forever', managerA)).status).toBe(400);
  });
});

describe('coverage map', () => {
  test('courses × resource types of school A over the year', async () => {
    const r = (await get('/MetricApi/CoverageMap?range=lastYear&dimension=resourceType', managerA)).json;
    expect(r).toMatchObject({ schoolId: schoolA, dimension: 'resourceType' });
    const cells = Object.fromEntries(r.cells.map((c: any) => [`${c.courseId}:${c.columnId}`, [c.classes, c.records]]));
    expect(cells).toEqual({
      [`${g1}:1`]: [3, 2],
      [`${g1}:2`]: [2, 1],
      [`${g1}:5`]: [1, 1],
      [`${g2}:4`]: [1, 1],
      [`${g2}:5`]: [1, 1],
      'null:2': [1, 1],
    });
    expect(r.untouched).toEqual([3]);
    expect(r.rows.map((x: any) => x.courseId)).toEqual(expect.arrayContaining([g1, g2, null]));
  });

  test('courses × SDGs over the trimester; 17 columns, the untouched ones listed', async () => {
    const r = (await get('/MetricApi/CoverageMap?range=lastTrimester&dimension=sdg&locale=en', adminG)).json;
    expect(r.columns).toHaveLength(17);
    const cells = Object.fromEntries(r.cells.map((c: any) => [`${c.courseId}:${c.columnId}`, [c.classes, c.records]]));
    expect(cells).toEqual({ [`${g1}:4`]: [3, 1], [`${g1}:13`]: [2, 1] });
    expect(r.untouched).toHaveLength(15);
    expect(r.columns.find((c: any) => c.id === 4)).toMatchObject({
      name: 'Quality education',
      color: expect.stringMatching(/^#/),
    });
  });

  test('teachers 403; sample and excluded licences 403; another school 403', async () => {
    expect((await get('/MetricApi/CoverageMap', teacherA)).status).toBe(403);
    expect((await get('/MetricApi/CoverageMap', excluded)).json.code).toBe('METRICS_NOT_IN_LICENSE');
    expect((await get(`/MetricApi/CoverageMap?schoolId=${schoolC}`, managerA)).status).toBe(403);
    expect((await get('/MetricApi/CoverageMap')).status).toBe(401);
  });
});

describe('used-content history', () => {
  test('a teacher: own records, 5 a page, newest first; filters by course and content; past the end an empty page', async () => {
    const r = (await get('/AcademicCourseApi/UsedContentRecords?locale=en', teacherA)).json;
    expect(r).toMatchObject({ totalCount: 5, pages: 1, pageNumber: 0 });
    expect(r.data).toHaveLength(5);
    expect(r.data[0]).toMatchObject({
      content: 'Programa P',
      teacher: { id: teacherA.userId },
      school: { id: schoolA, name: 'Metrics School A' },
      academicCourse: { id: g1 },
    });
    expect(r.data[0].resources.map((x: any) => [x.resource, x.classes.length])).toEqual([
      ['Resource R1', 1],
      ['Resource R2', 2],
    ]);
    expect((await get(`/AcademicCourseApi/UsedContentRecords?academicCourseId=${g1}`, teacherA)).json.totalCount).toBe(
      3,
    );
    expect((await get(`/AcademicCourseApi/UsedContentRecords?contentId=${Q}`, teacherA)).json.totalCount).toBe(2);
    expect(
      (await get(`/AcademicCourseApi/UsedContentRecords?contentId=${Q}&academicCourseId=${g2}`, teacherA)).json
        .totalCount,
    ).toBe(1);
    const past = (await get('/AcademicCourseApi/UsedContentRecords?pageNumber=3', teacherA)).json;
    expect(past).toMatchObject({ data: [], totalCount: 5 });
    const filters = (await get('/AcademicCourseApi/UsedContentRecords/Filters', teacherA)).json;
    expect(filters.contents.map((c: any) => c.id).sort()).toEqual([P, Q].sort());
    expect(filters.courses.map((c: any) => c.id)).toEqual([g1, g2]);
  });

  test("a manager: the school's records (not another school's); the admin variant is 403 for both", async () => {
    const m = (await get('/AcademicCourseApi/UsedContentRecords', managerA)).json;
    expect(m.totalCount).toBe(6);
    expect((await get('/AcademicCourseApi/UsedContentRecords', managerC)).json.totalCount).toBe(1);
    for (const who of [teacherA, managerA])
      expect((await get('/AcademicCourseApi/UsedContentRecords/Admin', who)).status).toBe(403);
    expect((await get(`/AcademicCourseApi/UsedContentRecords?schoolId=${schoolA}`, managerA)).status).toBe(400);
    expect((await get('/AcademicCourseApi/UsedContentRecords')).status).toBe(401);
  });

  test("the admin variant: the group's schools, or one; another group 403; unknown 404", async () => {
    expect((await get('/AcademicCourseApi/UsedContentRecords/Admin', adminG)).json.totalCount).toBe(6);
    expect((await get(`/AcademicCourseApi/UsedContentRecords/Admin?schoolId=${schoolB}`, adminG)).json.totalCount).toBe(
      0,
    );
    expect((await get(`/AcademicCourseApi/UsedContentRecords/Admin?schoolId=${schoolC}`, adminG)).status).toBe(403);
    expect((await get('/AcademicCourseApi/UsedContentRecords/Admin?schoolId=999999', adminG)).status).toBe(404);
    const f = (await get('/AcademicCourseApi/UsedContentRecords/Filters?admin=true', adminG)).json;
    expect(f.schools.map((s: any) => s.id).sort()).toEqual([schoolA, schoolB].sort());
    expect((await get('/AcademicCourseApi/UsedContentRecords?pageSize=0', teacherA)).status).toBe(400);
  });
});

describe('registering use with school, month and year, experience (krea §3)', () => {
  const body = (over: object = {}) => ({
    educationalProgramId: P,
    educationalProgramCompleted: false,
    usedContentRecordResources: [{ resourceId: R.R4, resourceCompleted: true, classPlanIds: C.R4 }],
    ...over,
  });
  const post = (who: TestUser, b: object) =>
    t.request('POST', `${V}/AcademicCourseApi/UsedContentRecord`, { token: who.token, body: b });

  test('stored with its extras; shows in the history and changes the metrics', async () => {
    const before = (await get('/MetricApi/ChosenMethodologies?range=last30days', teacherA)).json;
    const now = new Date();
    const r = await post(
      teacherA,
      body({
        schoolId: schoolA,
        month: now.getUTCMonth() + 1,
        year: now.getUTCFullYear(),
        experience: '  Muy bien  ',
        academicCourse: { id: g2 },
      }),
    );
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      school: { id: schoolA },
      month: now.getUTCMonth() + 1,
      year: now.getUTCFullYear(),
      experience: 'Muy bien',
      academicCourse: { id: g2 },
    });
    const after = (await get('/MetricApi/ChosenMethodologies?range=last30days', teacherA)).json;
    expect(after.sampleSize).toBe(before.sampleSize + 1);
    expect(pick(after.data, 'methodology', 'count')).toMatchObject({ exercise: 1 });
    expect(after.enoughData).toBe(true);
    const h = (await get('/AcademicCourseApi/UsedContentRecords', teacherA)).json;
    expect(h.data[0]).toMatchObject({ id: r.json.id, experience: 'Muy bien' });
    await t.db.query('DELETE FROM used_content_records WHERE id = $1', [r.json.id]);
  });

  test('bad extras → 400 (nothing stored); another school → 403', async () => {
    const n = await t.count('used_content_records');
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    for (const b of [
      { month: 3 },
      { year: 2024 },
      { month: 13, year: 2024 },
      { month: next.getUTCMonth() + 1, year: next.getUTCFullYear() },
      { month: 1, year: now.getUTCFullYear() - 8 },
      { experience: 'a\u0000b' },
      { experience: 'x'.repeat(1001) },
      { schoolId: 0 },
      { schoolId: 99999999 },
    ]) {
      const r = await post(teacherA, body(b));
      expect([JSON.stringify(b).slice(0, 60), r.status]).toEqual([JSON.stringify(b).slice(0, 60), 400]);
    }
    expect((await post(teacherA, body({ schoolId: schoolB }))).status).toBe(403);
    expect(await t.count('used_content_records')).toBe(n);
    // an admin may register for another school of the group
    const ok = await post(adminG, body({ schoolId: schoolB }));
    expect(ok.status).toBe(201);
    expect(ok.json.school).toMatchObject({ id: schoolB });
    await t.db.query('DELETE FROM used_content_records WHERE id = $1', [ok.json.id]);
  });
});
