/**
 * Views reach the explore index in batches (migration 0021, modules/explore/views.ts): a resource view no longer
 * marks the explore row dirty at once (which made every explore request rebuild and drop its caches under a crowd),
 * and the batch is moved on the next explore request after VIEWS_FLUSH_MS.
 */
import { startTestApp, type TestApp } from '../core/harness';
import { flushViewCounts, VIEWS_FLUSH_MS } from '../../src/modules/explore/views';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('teacher@demo.test')).token;
});
afterAll(async () => {
  await t?.close();
});

test('a view queues in explore_views_dirty, not explore_search_dirty; the flush moves it and the count follows', async () => {
  const list = await t.get('/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=1', token);
  const id: number = list.json.data[0].id;
  await flushViewCounts(t.db); // start of a window
  const before = (
    await t.db.query<{ views: number }>(
      `SELECT views FROM explore_search WHERE resource_id = $1 AND ui_locale = 'es'`,
      [id],
    )
  ).rows[0].views;
  expect((await t.get(`/api/v1/ResourceApi/GetByLocale/${id}?locale=es`, token)).status).toBe(200);
  expect(await t.count('explore_views_dirty', 'resource_id = $1', [id])).toBe(1);
  expect(await t.count('explore_search_dirty', 'resource_id = $1', [id])).toBe(0);
  // an explore request inside the window leaves the index (and its caches) alone
  await t.get('/api/v1/ResourceApi/Newest?locale=es', token);
  expect(await t.count('explore_views_dirty', 'resource_id = $1', [id])).toBe(1);
  // after the window: moved, refreshed by the next explore request, the count includes the view
  await flushViewCounts(t.db, Date.now() + VIEWS_FLUSH_MS + 1);
  expect(await t.count('explore_views_dirty', 'resource_id = $1', [id])).toBe(0);
  await t.get('/api/v1/ResourceApi/Newest?locale=es', token);
  const after = (
    await t.db.query<{ views: number }>(
      `SELECT views FROM explore_search WHERE resource_id = $1 AND ui_locale = 'es'`,
      [id],
    )
  ).rows[0].views;
  expect(after).toBe(before + 1);
});
