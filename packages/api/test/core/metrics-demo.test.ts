/**
 * The statistics demo data (src/seed/stats.ts): the demo teacher and the demo school show different figures in each
 * of the four ranges; the freemium demo teacher gets the sample; the custom one is excluded; a second seed adds nothing.
 */
import { seed } from '../../src/seed/seed';
import { demoCatalogue, readMeta } from './template';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seed(t.db, { catalogue: demoCatalogue(), passwordHash: readMeta().passwordHash });
});
afterAll(async () => {
  await t?.close();
});

const RANGES = ['last30days', 'lastTrimester', 'lastSemester', 'lastYear'];

test.each(['teacher', 'manager', 'admin'])(
  '%s@demo.test: every range shows different figures, with enough data over the year',
  async (who) => {
    const { token } = await t.login(`${who}@demo.test`);
    for (const metric of ['CategoryMetric', 'ReviewCategoryMetric', 'ChosenMethodologies']) {
      const figures = [];
      for (const range of RANGES) {
        const r = await t.get(`/api/v1/MetricApi/${metric}?range=${range}`, token);
        expect(r.status).toBe(200);
        expect(r.json.sample).toBe(false);
        figures.push(JSON.stringify([r.json.sampleSize, r.json.data.map((x: { percentage: number }) => x.percentage)]));
      }
      expect([metric, new Set(figures).size]).toEqual([metric, 4]);
      const year = await t.get(`/api/v1/MetricApi/${metric}?range=lastYear`, token);
      expect([metric, year.json.enoughData]).toEqual([metric, true]);
    }
  },
);

test('freemium@demo.test sees the sample; custom@demo.test is excluded; the history of the demo teacher has experiences', async () => {
  const freemium = (await t.login('freemium@demo.test')).token;
  expect((await t.get('/api/v1/MetricApi/CategoryMetric', freemium)).json.sample).toBe(true);
  const custom = (await t.login('custom@demo.test')).token;
  expect((await t.get('/api/v1/MetricApi/CategoryMetric', custom)).json.code).toBe('METRICS_NOT_IN_LICENSE');
  const teacher = (await t.login('teacher@demo.test')).token;
  const h = (await t.get('/api/v1/AcademicCourseApi/UsedContentRecords?pageSize=50', teacher)).json;
  expect(h.totalCount).toBeGreaterThan(5);
  expect(h.data.some((r: { experience: string | null }) => !!r.experience)).toBe(true);
});

test('seeding again adds no statistics data', async () => {
  const count = async () => [
    await t.count('reviews'),
    await t.count('resource_views'),
    await t.count('used_content_records'),
  ];
  const before = await count();
  await seed(t.db, { catalogue: demoCatalogue(), passwordHash: readMeta().passwordHash });
  expect(await count()).toEqual(before);
});
