/** GET /NotificationApi/Cards, /Highlight, /{id}: paging, localization, unseen. */
import { publishNotification } from '../../src/modules/notifications';
import { startTestApp, type TestApp, type TestUser } from './harness';

let env: TestApp;
let ana: TestUser;
let ben: TestUser;
const t0 = Date.now();
const at = (minutesAgo: number) => new Date(t0 - minutesAgo * 60_000);

beforeAll(async () => {
  env = await startTestApp();
  // this file's notifications only (the seeded catalogue has its own)
  await env.db.query('DELETE FROM notifications');
  ana = await env.createUser({ primaryRoles: ['ProviderStaff'] });
  ben = await env.createUser();
  // 12 visible notifications, one minute apart (n1 oldest … n12 newest), tags cycling 1..3; n12 highlighted.
  for (let i = 1; i <= 12; i++) {
    await publishNotification(env.app, {
      tag: ((i - 1) % 3) + 1,
      startDate: at(100 - i),
      highlight: i === 12,
      texts: {
        es: { title: `Aviso ${i}`, brief: `Resumen ${i}`, detail: `<p>Detalle ${i}</p>` },
        en: { title: `Notice ${i}`, brief: `Summary ${i}`, detail: `<p>Detail ${i}</p>` },
        ...(i % 2 === 0 ? { ca: { title: `Avís ${i}`, brief: `Resum ${i}`, detail: `<p>Detall ${i}</p>` } } : {}),
      },
    });
  }
  // Not yet visible.
  await publishNotification(env.app, {
    tag: 5,
    startDate: new Date(t0 + 3600_000),
    texts: { es: { title: 'Futuro' } },
  });
});
afterAll(async () => {
  await env?.close();
});

/** what PUT /AccountApi/NotificationLastSeen stores, at a chosen instant */
const setNotificationLastSeen = (userId: number, at: Date) =>
  env.db.query('UPDATE users SET notification_last_seen = $2 WHERE id = $1', [userId, at]);
const cards = (user: TestUser, query = '') =>
  env.request('GET', `/api/v1/NotificationApi/Cards${query}`, { token: user.token });

describe('GET /NotificationApi/Cards', () => {
  it('401 without a token', async () => {
    expect((await env.request('GET', '/api/v1/NotificationApi/Cards')).status).toBe(401);
  });
  it('page 0 of size 5 by default, newest first, only startDate <= now', async () => {
    const r = await cards(ana, '?pageNumber=0&locale=es');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ totalCount: 12, pages: 3, pageNumber: 0, pageSize: 5 });
    expect(r.json.notifications.map((n: any) => n.title)).toEqual([
      'Aviso 12',
      'Aviso 11',
      'Aviso 10',
      'Aviso 9',
      'Aviso 8',
    ]);
    expect(r.json.notifications[0]).toMatchObject({
      brief: 'Resumen 12',
      detail: '<p>Detalle 12</p>',
      tag: 3,
      highlight: true,
      locale: 'es',
      id: expect.any(Number),
    });
    expect(new Date(r.json.notifications[0].startDate).getTime()).toBe(at(88).getTime());
  });
  it('last page holds the remainder; past the end is empty with the same totals', async () => {
    const last = await cards(ana, '?pageNumber=2&pageSize=5');
    expect(last.json.notifications.map((n: any) => n.title)).toEqual(['Aviso 2', 'Aviso 1']);
    const past = await cards(ana, '?pageNumber=3&pageSize=5');
    expect(past.json).toMatchObject({ notifications: [], totalCount: 12, pages: 3 });
  });
  it('localized, falling back to Spanish when a language is missing', async () => {
    const en = await cards(ana, '?locale=en&pageSize=2');
    expect(en.json.notifications.map((n: any) => n.title)).toEqual(['Notice 12', 'Notice 11']);
    const ca = await cards(ana, '?locale=ca&pageSize=2');
    expect(ca.json.notifications.map((n: any) => [n.title, n.locale])).toEqual([
      ['Avís 12', 'ca'],
      ['Aviso 11', 'es'],
    ]);
  });
  it('filters by tag and by search text', async () => {
    const tag = await cards(ana, '?tag=2&pageSize=10');
    expect(tag.json.totalCount).toBe(4);
    expect(tag.json.notifications.every((n: any) => n.tag === 2)).toBe(true);
    const nested = await cards(ana, '?filters%5Btag%5D=2&pageSize=10');
    expect(nested.json.totalCount).toBe(4);
    const search = await cards(ana, '?search=Summary%2011&locale=en');
    expect(search.json.notifications.map((n: any) => n.title)).toEqual(['Notice 11']);
  });
  it('400 on bad paging or filters', async () => {
    expect((await cards(ana, '?pageNumber=-1')).status).toBe(400);
    expect((await cards(ana, '?pageSize=abc')).status).toBe(400);
    expect((await cards(ana, '?tag=9')).status).toBe(400);
  });
});

describe('unseen', () => {
  it('all unseen at first; NotificationLastSeen makes older ones seen; opening a detail marks it seen', async () => {
    let r = await cards(ben, '?pageSize=20');
    expect(r.json.hasUnseen).toBe(true);
    expect(r.json.notifications.every((n: any) => n.unseen)).toBe(true);

    await setNotificationLastSeen(ben.userId, at(90)); // n1..n10 are older (or equal) than this
    r = await cards(ben, '?pageSize=20');
    expect(r.json.notifications.filter((n: any) => n.unseen).map((n: any) => n.title)).toEqual([
      'Aviso 12',
      'Aviso 11',
    ]);
    r = await cards(ben, '?unseen=true');
    expect(r.json).toMatchObject({ totalCount: 2, pages: 1 });

    const id = r.json.notifications[0].id;
    const detail = await env.request('GET', `/api/v1/NotificationApi/${id}?locale=en`, { token: ben.token });
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ id, title: 'Notice 12', unseen: false });
    r = await cards(ben, '?unseen=true');
    expect(r.json.notifications.map((n: any) => n.title)).toEqual(['Aviso 11']);

    await setNotificationLastSeen(ben.userId, new Date());
    r = await cards(ben);
    expect(r.json.hasUnseen).toBe(false);
    // Ana is unaffected.
    expect((await cards(ana)).json.hasUnseen).toBe(true);
  });
  it('detail: 404 unknown or not yet visible, 400 bad id', async () => {
    expect((await env.request('GET', '/api/v1/NotificationApi/999999', { token: ana.token })).status).toBe(404);
    expect((await env.request('GET', '/api/v1/NotificationApi/abc', { token: ana.token })).status).toBe(400);
    const { rows } = await env.db.query<{ id: number }>(
      "SELECT n.id FROM notifications n JOIN notification_locales l ON l.notification_id = n.id WHERE l.title = 'Futuro'",
    );
    expect((await env.request('GET', `/api/v1/NotificationApi/${rows[0].id}`, { token: ana.token })).status).toBe(404);
  });
});

describe('GET /NotificationApi/Highlight', () => {
  it('returns only highlighted notifications', async () => {
    const r = await env.request('GET', '/api/v1/NotificationApi/Highlight?locale=en', { token: ana.token });
    expect(r.status).toBe(200);
    expect(r.json.notifications.map((n: any) => n.title)).toEqual(['Notice 12']);
  });
});

describe('POST /Dev/Notifications (development publisher)', () => {
  it('401 without a token; 403 for a teacher; 400 without a title or with a bad tag', async () => {
    expect((await env.request('POST', '/api/v1/Dev/Notifications', { body: { title: 'x' } })).status).toBe(401);
    const teacher = await env.createUser({ primaryRoles: ['Teacher'] });
    const before = (await env.db.query<{ c: string }>('SELECT count(*) AS c FROM notifications')).rows[0].c;
    expect(
      (await env.request('POST', '/api/v1/Dev/Notifications', { token: teacher.token, body: { title: 'x' } })).status,
    ).toBe(403);
    expect((await env.db.query<{ c: string }>('SELECT count(*) AS c FROM notifications')).rows[0].c).toBe(before);
    expect((await env.request('POST', '/api/v1/Dev/Notifications', { token: ana.token, body: {} })).status).toBe(400);
    expect(
      (await env.request('POST', '/api/v1/Dev/Notifications', { token: ana.token, body: { title: 'x', tag: 9 } }))
        .status,
    ).toBe(400);
    expect(
      (
        await env.request('POST', '/api/v1/Dev/Notifications', {
          token: ana.token,
          body: { texts: { en: { title: 'only en' } } },
        })
      ).status,
    ).toBe(400);
    expect(
      (await env.request('POST', '/api/v1/Dev/Notifications', { token: ana.token, body: { title: '   ' } })).status,
    ).toBe(400);
    expect(
      (
        await env.request('POST', '/api/v1/Dev/Notifications', {
          token: ana.token,
          body: { title: 'x', brief: 'b'.repeat(1001) },
        })
      ).status,
    ).toBe(400);
  });
  it('publishes a notification visible now, unseen for a user who had seen everything', async () => {
    await setNotificationLastSeen(ana.userId, new Date(Date.now() - 1000));
    expect((await cards(ana)).json.hasUnseen).toBe(false);
    const r = await env.request('POST', '/api/v1/Dev/Notifications', {
      token: ana.token,
      body: { title: 'Dev push', brief: 'Short', detail: '<p>Long</p>', tag: 2 },
    });
    expect(r.status).toBe(201);
    expect(r.json.id).toEqual(expect.any(Number));
    const list = await cards(ana, '?locale=ca');
    expect(list.json.hasUnseen).toBe(true);
    expect(list.json.notifications[0]).toMatchObject({
      id: r.json.id,
      title: 'Dev push',
      brief: 'Short',
      detail: '<p>Long</p>',
      tag: 2,
      unseen: true,
    });
    await env.db.query('DELETE FROM notifications WHERE id = $1', [r.json.id]);
  });
  it('404 when the outbox is not readable (production)', async () => {
    const prod = await env.another({ outboxReadable: false });
    try {
      expect(
        (await prod.request('POST', '/api/v1/Dev/Notifications', { token: ana.token, body: { title: 'x' } })).status,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
