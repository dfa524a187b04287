/**
 * The detail caches of ADR 0037 (resource detail, program detail, Me): what is the same for every caller comes from
 * the read cache, what is per caller or per request (views, reviews, the "used" flag, the clock) is read every time,
 * a write to the data shows on the very next read, and who may see a resource or program is decided on every request
 * whoever filled the cache. On PGlite the main instance caches; on PostgreSQL it does not (no Redis), and the
 * two-instance case at the end runs with Redis when it answers.
 */
import { localWriteEpoch, readCacheOf } from '../../src/http/read-cache';
import { isPostgres, redisTestUrl, startTestApp, type TestApp } from './harness';

const REDIS_URL = redisTestUrl('the detail caches across two instances');

let t: TestApp;
let token: string;
let resourceIds: number[];
let programIds: number[];
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('teacher@demo.test')).token;
  const res = await t.get('/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=100', token);
  resourceIds = (res.json.data as Array<{ id: number; locale: string }>)
    .filter((c) => c.locale === 'es')
    .map((c) => c.id);
  const progs = await t.get('/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageSize=20', token);
  programIds = (progs.json.data as Array<{ id: number; locale: string }>)
    .filter((c) => c.locale === 'es')
    .map((c) => c.id);
  expect(resourceIds.length).toBeGreaterThan(3);
  expect(programIds.length).toBeGreaterThan(1);
});
afterAll(async () => {
  await t?.close();
});

const resource = (app: TestApp, id: number, tok = token) =>
  app.get(`/api/v1/ResourceApi/GetByLocale/${id}?locale=es`, tok);
const program = (app: TestApp, id: number, tok = token) =>
  app.get(`/api/v1/EducationalProgramApi/GetByLocale/${id}?locale=es`, tok);
const me = (app: TestApp, tok: string) => app.get('/api/v1/AccountApi/Me?locale=es', tok);

test('resource detail: cached text, live views and reviews, and a write shows on the next read', async () => {
  const id = resourceIds[0];
  const cache = readCacheOf(t.db)!;
  expect(cache.active).toBe(!isPostgres());
  const first = await resource(t, id);
  expect(first.status).toBe(200);
  const hits0 = cache.stats.hits;
  const second = await resource(t, id);
  expect(second.status).toBe(200);
  if (cache.active) expect(cache.stats.hits).toBeGreaterThan(hits0);
  // every detail request records a view, and the count is read live
  expect(second.json.views).toBe(first.json.views + 1);
  expect(second.json.title).toBe(first.json.title);

  await t.db.query(
    `UPDATE resource_locales SET presentation = 'Presentación reescrita' WHERE resource_id = $1 AND locale = 'es'`,
    [id],
  );
  expect((await resource(t, id)).json.presentation).toBe('Presentación reescrita');

  const plan = first.json.teacherMaterial.classPlans[0] as { id: number; minutesDuration: number };
  await t.db.transaction(async (tx) => {
    await tx.query('UPDATE class_plans SET minutes_duration = 77 WHERE id = $1', [plan.id]);
  });
  const plans = (await resource(t, id)).json.teacherMaterial.classPlans as Array<{
    id: number;
    minutesDuration: number;
  }>;
  expect(plans.find((p) => p.id === plan.id)?.minutesDuration).toBe(77);

  // my review and the summary are per request: mine at once, not someone else's
  const reviewer = await t.createUser();
  const before = (await resource(t, id, reviewer.token)).json;
  expect(before.myReview).toBeNull();
  const rv = await t.request('POST', '/api/v1/ResourceApi/AddResourceReview', {
    token: reviewer.token,
    body: { resourceId: id, rating: 4, categories: [{ category: 2, liked: true }], comment: 'Muy útil' },
  });
  expect(rv.status).toBe(200);
  const after = await resource(t, id, reviewer.token);
  expect(after.json.myReview).toEqual({ rating: 4, categories: [{ category: 2, liked: true }], comment: 'Muy útil' });
  expect(after.json.reviewSummary.count).toBe(before.reviewSummary.count + 1);
  const other = await t.createUser();
  const theirs = await resource(t, id, other.token);
  expect(theirs.status).toBe(200);
  expect(theirs.json.myReview).toBeNull();
  expect(theirs.json.reviewSummary.count).toBe(before.reviewSummary.count + 1);
  expect(theirs.json.presentation).toBe('Presentación reescrita');
});

test('resource detail: a network-only resource is refused outside the network, whoever filled the cache', async () => {
  const id = resourceIds[1];
  const group = await t.createSchoolGroup();
  const inside = await t.createUser({ schoolId: await t.createSchool(group) });
  const outside = await t.createUser();
  expect((await resource(t, id, outside.token)).status).toBe(200); // cached as a public resource
  await t.db.query('UPDATE resources SET school_group_id = $2 WHERE id = $1', [id, group]);
  expect((await resource(t, id, inside.token)).status).toBe(200);
  expect((await resource(t, id, outside.token)).status).toBe(403);
  expect((await resource(t, id, inside.token)).status).toBe(200);
  await t.db.query('UPDATE resources SET deleted_at = now() WHERE id = $1', [id]);
  expect((await resource(t, id, inside.token)).status).toBe(404);
  await t.db.query('UPDATE resources SET deleted_at = NULL, school_group_id = NULL WHERE id = $1', [id]);
  expect((await resource(t, id, outside.token)).status).toBe(200);
  // a language withdrawn: the redirect marker at once
  await t.db.query(`UPDATE resource_locales SET status = 2 WHERE resource_id = $1 AND locale = 'es'`, [id]);
  const moved = await resource(t, id, outside.token);
  expect(moved.status === 404 || moved.json.redirect !== undefined).toBe(true);
  await t.db.query(`UPDATE resource_locales SET status = 1 WHERE resource_id = $1 AND locale = 'es'`, [id]);
  expect((await resource(t, id, outside.token)).json.id).toBe(id);
});

test('program detail: a write shows on the next read, "used" is the caller\'s, views are recorded', async () => {
  const id = programIds[0];
  const a = await program(t, id);
  expect(a.status).toBe(200);
  const views0 = await t.count('program_views', 'program_id = $1', [id]);
  expect((await program(t, id)).json.foundation).toBe(a.json.foundation);
  expect(await t.count('program_views', 'program_id = $1', [id])).toBe(views0 + 1);

  await t.db.query(
    `UPDATE program_locales SET foundation = 'Fundamento reescrito' WHERE program_id = $1 AND locale = 'es'`,
    [id],
  );
  expect((await program(t, id)).json.foundation).toBe('Fundamento reescrito');
  await t.db.query(`UPDATE program_locales SET title = 'Programa renombrado' WHERE program_id = $1 AND locale = 'es'`, [
    id,
  ]);
  expect((await program(t, id)).json.title).toBe('Programa renombrado');

  const user = await t.createUser();
  expect((await program(t, id, user.token)).json.usedEducationalProgram).toBe(false);
  await t.db.query('INSERT INTO used_content_records (user_id, educational_program_id) VALUES ($1, $2)', [
    user.userId,
    id,
  ]);
  expect((await program(t, id, user.token)).json.usedEducationalProgram).toBe(true);
  // the flag is the caller's only
  const other = await t.createUser();
  expect((await program(t, id, other.token)).json.usedEducationalProgram).toBe(false);
});

test('program detail: a network-only program is refused outside the network, whoever filled the cache', async () => {
  const id = programIds[1];
  const group = await t.createSchoolGroup();
  const inside = await t.createUser({ schoolId: await t.createSchool(group) });
  const outside = await t.createUser();
  expect((await program(t, id, outside.token)).status).toBe(200);
  await t.db.query('UPDATE programs SET school_group_id = $2 WHERE id = $1', [id, group]);
  expect((await program(t, id, inside.token)).status).toBe(200);
  expect((await program(t, id, outside.token)).status).toBe(403);
  await t.db.query('UPDATE programs SET school_group_id = NULL WHERE id = $1', [id]);
  expect((await program(t, id, outside.token)).status).toBe(200);
});

test('program list: a write shows on the next read, "used" is the caller\'s, the network is decided per caller', async () => {
  const list = async (tok: string) =>
    (await t.get('/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageSize=20', tok)).json.data as Array<{
      id: number;
      name: string;
      usedEducationalProgram: boolean;
    }>;
  const id = programIds[programIds.length - 1];
  const user = await t.createUser();
  const mine = (await list(user.token)).find((c) => c.id === id)!;
  expect(mine).toBeTruthy();
  expect(mine.usedEducationalProgram).toBe(false);
  expect((await list(user.token)).find((c) => c.id === id)?.name).toBe(mine.name);

  await t.db.query(
    `UPDATE program_locales SET title = 'Título de lista nuevo' WHERE program_id = $1 AND locale = 'es'`,
    [id],
  );
  expect((await list(user.token)).find((c) => c.id === id)?.name).toBe('Título de lista nuevo');

  await t.db.query('INSERT INTO used_content_records (user_id, educational_program_id) VALUES ($1, $2)', [
    user.userId,
    id,
  ]);
  expect((await list(user.token)).find((c) => c.id === id)?.usedEducationalProgram).toBe(true);
  const other = await t.createUser();
  expect((await list(other.token)).find((c) => c.id === id)?.usedEducationalProgram).toBe(false);

  const group = await t.createSchoolGroup();
  const inside = await t.createUser({ schoolId: await t.createSchool(group) });
  await t.db.query('UPDATE programs SET school_group_id = $2 WHERE id = $1', [id, group]);
  expect((await list(inside.token)).map((c) => c.id)).toContain(id);
  expect((await list(other.token)).map((c) => c.id)).not.toContain(id);
  await t.db.query('UPDATE programs SET school_group_id = NULL WHERE id = $1', [id]);
  expect((await list(other.token)).map((c) => c.id)).toContain(id);
});

test('notification cards: a notification published or opened shows at once, a scheduled one when it starts', async () => {
  const user = await t.createUser();
  const cards = async () =>
    (await t.get('/api/v1/NotificationApi/Cards?locale=es&pageNumber=0&pageSize=50', user.token)).json as {
      notifications: Array<{ id: number; title: string; unseen: boolean }>;
      totalCount: number;
      hasUnseen: boolean;
    };
  const add = async (title: string, startSql: string) => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO notifications (tag, date, start_date, highlight) VALUES (1, now(), ${startSql}, false) RETURNING id`,
    );
    const id = Number(rows[0].id);
    await t.db.query(
      `INSERT INTO notification_locales (notification_id, locale, title, brief, detail) VALUES ($1, 'es', $2, '', '')`,
      [id, title],
    );
    return id;
  };
  const total0 = (await cards()).totalCount;
  expect((await cards()).totalCount).toBe(total0); // twice: from the cache on PGlite
  const now = await add('Aviso publicado', 'now()');
  const c1 = await cards();
  expect(c1.totalCount).toBe(total0 + 1);
  expect(c1.notifications.find((n) => n.id === now)?.unseen).toBe(true);
  // opened: no longer unseen on the next call
  expect((await t.request('GET', `/api/v1/NotificationApi/${now}?locale=es`, { token: user.token })).status).toBe(200);
  expect((await cards()).notifications.find((n) => n.id === now)?.unseen).toBe(false);
  // scheduled 2 s ahead: hidden now, shown once it starts, with no write in between
  const later = await add('Aviso programado', "now() + interval '2 seconds'");
  expect((await cards()).notifications.map((n) => n.id)).not.toContain(later);
  const { rows } = await t.db.query<{ s: Date | string }>('SELECT start_date AS s FROM notifications WHERE id = $1', [
    later,
  ]);
  await new Promise((r) => setTimeout(r, Math.max(0, new Date(rows[0].s).getTime() - Date.now()) + 300));
  expect((await cards()).notifications.map((n) => n.id)).toContain(later);
});

test('a detail view (one statement with the live part) counts once and does not move the explore freshness epoch', async () => {
  const [rid, pid] = [resourceIds[4], programIds[0]];
  const before = (await resource(t, rid)).json.views as number;
  const e0 = localWriteEpoch(t.db);
  expect((await resource(t, rid)).json.views).toBe(before + 1);
  expect((await program(t, pid)).status).toBe(200);
  // the views are written (both tables) but leave the epoch alone: the lists skip their freshness queries after them
  const { rows } = await t.db.query<{ n: string }>(
    'SELECT (SELECT count(*) FROM resource_views WHERE resource_id = $1) + (SELECT count(*) FROM program_views WHERE program_id = $2) AS n',
    [rid, pid],
  );
  expect(Number(rows[0].n)).toBeGreaterThanOrEqual(before + 2);
  if (e0 !== null) expect(localWriteEpoch(t.db)).toBe(e0);
  else expect(isPostgres()).toBe(true);
});

test('explore freshness: skipped on PGlite only while nothing was written, so a write is searchable at once', async () => {
  const epoch = localWriteEpoch(t.db);
  if (isPostgres())
    expect(epoch).toBeNull(); // other processes may write: always checked
  else expect(typeof epoch).toBe('number');
  const search = async (text: string) =>
    (
      (await t.get(`/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=50&text=${encodeURIComponent(text)}`, token))
        .json.data as Array<{ id: number }>
    ).map((c) => c.id);
  const id = resourceIds[3];
  expect(await search('zarzaparrilla')).not.toContain(id);
  expect(await search('zarzaparrilla')).not.toContain(id); // nothing written in between: no freshness query on PGlite
  await t.db.query(
    `UPDATE resource_locales SET title = 'Zarzaparrilla del bosque' WHERE resource_id = $1 AND locale = 'es'`,
    [id],
  );
  if (epoch !== null) expect(localWriteEpoch(t.db)).toBeGreaterThan(epoch);
  expect(await search('zarzaparrilla')).toContain(id);
  const list = await t.get('/api/v1/ResourceApi/Newest?locale=es&pageNumber=0&pageSize=50', token);
  expect(
    (list.json.data as Array<{ id: number; title: string }>).find((c) => c.id === id)?.title ??
      'Zarzaparrilla del bosque',
  ).toBe('Zarzaparrilla del bosque');
});

test('Me: a licence that ends by the clock, a licence and a role granted show on the next call', async () => {
  const school = await t.createSchool(null);
  const u = await t.createUser({ schoolId: school });
  expect((await me(t, u.token)).json.license).toBeNull();
  // granted: seen at once
  await t.db.query(
    `INSERT INTO licenses (kind, type, status, school_id, starts_at, expires_at) VALUES ('base', 3, 1, $1, now() - interval '1 day', now() + interval '4 seconds')`,
    [school],
  );
  const m1 = await me(t, u.token);
  expect(m1.json.license?.code).toBe(3);
  expect((await me(t, u.token)).json.license?.code).toBe(3); // from the cache on PGlite
  // ended by the clock alone (no write): gone on the next call
  const ends = new Date(m1.json.baseLicenses[0].expiresAt as string).getTime();
  await new Promise((r) => setTimeout(r, Math.max(0, ends - Date.now()) + 300));
  expect((await me(t, u.token)).json.license).toBeNull();
  // a role and a name written: seen at once
  await t.db.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Author'`, [
    u.userId,
  ]);
  await t.db.query(`UPDATE users SET name = 'Nombre nuevo' WHERE id = $1`, [u.userId]);
  const m2 = await me(t, u.token);
  expect((m2.json.secondaryRoles as Array<{ name: string }>).map((r) => r.name)).toContain('Author');
  expect(m2.json.name).toBe('Nombre nuevo');
  // deactivated: 401 at once
  await t.db.query('UPDATE users SET active = false WHERE id = $1', [u.userId]);
  expect((await me(t, u.token)).status).toBe(401);
});

if (REDIS_URL) {
  test(`two instances sharing Redis (${REDIS_URL}): a write through one shows in the other's details and Me`, async () => {
    const A = await t.another({ redisUrl: REDIS_URL });
    const B = await t.another({ redisUrl: REDIS_URL });
    try {
      expect(await readCacheOf(A.db)!.ready()).toBe(true);
      expect(await readCacheOf(B.db)!.ready()).toBe(true);
      const rid = resourceIds[2];
      const pid = programIds[0];
      const u = await t.createUser();
      await resource(B, rid);
      await program(B, pid);
      await me(B, u.token);
      const b = readCacheOf(B.db)!;
      const hits0 = b.stats.hits;
      await resource(B, rid);
      await program(B, pid);
      await me(B, u.token);
      expect(b.stats.hits).toBeGreaterThan(hits0); // B serves them from memory now

      await A.db.query(
        `UPDATE resource_locales SET presentation = 'Escrita en A' WHERE resource_id = $1 AND locale = 'es'`,
        [rid],
      );
      await A.db.query(
        `UPDATE program_locales SET foundation = 'Fundamento escrito en A' WHERE program_id = $1 AND locale = 'es'`,
        [pid],
      );
      await A.db.query(`UPDATE users SET surname = 'Apellido de A' WHERE id = $1`, [u.userId]);
      expect((await resource(B, rid)).json.presentation).toBe('Escrita en A');
      expect((await program(B, pid)).json.foundation).toBe('Fundamento escrito en A');
      expect((await me(B, u.token)).json.surname).toBe('Apellido de A');
    } finally {
      await A.close();
      await B.close();
    }
  });
}
