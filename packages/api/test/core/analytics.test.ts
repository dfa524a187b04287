/** Analytics module: page accesses logged by the shell's guard. */
import { startTestApp, type TestApp } from './harness';

let env: TestApp;
beforeAll(async () => {
  env = await startTestApp();
});
afterAll(async () => {
  await env?.close();
});

const URL = '/api/v1/AnalyticsApi/PageAccess';
const rows = async (to: string) =>
  (
    await env.db.query<{ user_id: number | null; path_from: string | null; redirect: boolean; public_page: boolean }>(
      'SELECT user_id, path_from, redirect, public_page FROM page_views WHERE path_to = $1',
      [to],
    )
  ).rows;

describe('POST /AnalyticsApi/PageAccess', () => {
  it('logs an anonymous access to a public page', async () => {
    const r = await env.request('POST', URL, {
      body: { from: null, to: '/login?x=1', redirect: true, publicPage: true, locale: 'es' },
    });
    expect(r.status).toBe(204);
    expect(await rows('/login?x=1')).toEqual([{ user_id: null, path_from: null, redirect: true, public_page: true }]);
  });

  it('takes the user from the token, never from the body', async () => {
    const user = await env.createUser({ primaryRoles: ['Teacher'] });
    const r = await env.request('POST', URL, { token: user.token, body: { from: '/feed', to: '/programs' } });
    expect(r.status).toBe(204);
    expect(await rows('/programs')).toEqual([
      { user_id: user.userId, path_from: '/feed', redirect: false, public_page: false },
    ]);
    const forged = await env.request('POST', URL, { token: user.token, body: { to: '/folders', userId: 1 } });
    expect(forged.status).toBe(400);
    expect(await rows('/folders')).toEqual([]);
  });

  it('an invalid or expired token is logged as anonymous, not as anybody', async () => {
    const r = await env.request('POST', URL, { token: 'not-a-token', body: { to: '/my-stats' } });
    expect(r.status).toBe(204);
    expect(await rows('/my-stats')).toEqual([{ user_id: null, path_from: null, redirect: false, public_page: false }]);
  });

  it.each([
    [{}, 'to'],
    [{ to: 'https://evil.example/x' }, 'to'],
    [{ to: '//evil.example/x' }, 'to'],
    [{ to: '/a b' }, 'to'],
    [{ to: `/${'x'.repeat(2048)}` }, 'to'],
    [{ to: '/ok', redirect: 'yes' }, 'redirect'],
    [{ to: '/ok', locale: 'fr' }, 'locale'],
  ])('400 VALIDATION_ERROR and nothing logged: %#', async (body, field) => {
    const before = (await env.db.query<{ c: string }>('SELECT count(*) AS c FROM page_views')).rows[0].c;
    const r = await env.request('POST', URL, { body });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(r.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    expect((await env.db.query<{ c: string }>('SELECT count(*) AS c FROM page_views')).rows[0].c).toBe(before);
  });
});
