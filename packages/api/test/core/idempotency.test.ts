/**
 * Idempotency keys (issue 32, src/http/idempotency.ts): a write retried with the same Idempotency-Key runs once and
 * answers the first answer again; the same key for another request is refused; a key in flight answers 409; a 5xx
 * releases the key; another user's key is theirs alone; bad keys are a 400.
 */
import { randomUUID } from 'node:crypto';
import { isPostgres, startTestApp, type TestApp, type TestUser } from './harness';

const API = '/api/v1';
let t: TestApp;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
  other = await t.createUser();
});
afterAll(async () => t?.close());

const create = (u: TestUser, name: string, key?: string) =>
  t.request('POST', `${API}/FolderApi/Create`, {
    token: u.token,
    body: { name },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const folders = async (u: TestUser, name: string) =>
  Number(
    (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM folders WHERE owner_id = $1 AND name = $2', [
        u.userId,
        name,
      ])
    ).rows[0].n,
  );

it('a write retried with the same key runs once and answers the first answer again', async () => {
  const key = randomUUID();
  const first = await create(user, 'Retried once', key);
  expect(first.status).toBe(201);
  expect(first.headers.get('idempotent-replayed')).toBeNull();
  const again = await create(user, 'Retried once', key);
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.json).toEqual(first.json);
  expect(await folders(user, 'Retried once')).toBe(1);
  // without a key the same write runs again (and here the name is refused as repeated)
  expect((await create(user, 'Retried once')).status).toBe(400);
});

it('the same key for another request is refused (422); another user has keys of their own', async () => {
  const key = randomUUID();
  expect((await create(user, 'Key A', key)).status).toBe(201);
  const reused = await create(user, 'Key B', key);
  expect([reused.status, reused.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  expect(await folders(user, 'Key B')).toBe(0);
  const theirs = await create(other, 'Key A', key);
  expect(theirs.status).toBe(201);
  expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  expect(await folders(other, 'Key A')).toBe(1);
});

it('a key still in flight answers 409 with Retry-After; a claim abandoned 30 s ago is taken over', async () => {
  const key = randomUUID();
  const first = await create(user, 'In flight', key);
  expect(first.status).toBe(201);
  // as if the instance had died while running it: no answer stored
  await t.db.query(`UPDATE idempotency_keys SET status = NULL, body = NULL, committed = false WHERE key = $1`, [key]);
  const busy = await create(user, 'In flight', key);
  expect([busy.status, busy.json.code, busy.headers.get('retry-after')]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS', '1']);
  await t.db.query(`UPDATE idempotency_keys SET started_at = now() - interval '31 seconds' WHERE key = $1`, [key]);
  const taken = await create(user, 'In flight', key);
  expect(taken.status).toBe(400); // ran again: the folder exists, the name is repeated
  expect(await folders(user, 'In flight')).toBe(1);
});

it("a claim of another instance waits while that instance's heartbeat is fresh, and is taken over once it stops", async () => {
  const key = randomUUID();
  expect((await create(user, 'Owner died', key)).status).toBe(201);
  // as if another instance had claimed it and then been killed (SIGKILL) before answering
  const other = `instance-${randomUUID()}`;
  await t.db.query(`INSERT INTO api_instances (id) VALUES ($1)`, [other]);
  await t.db.query(
    `UPDATE idempotency_keys SET status = NULL, body = NULL, committed = false, owner = $2 WHERE key = $1`,
    [key, other],
  );
  const alive = await create(user, 'Owner died', key);
  expect([alive.status, alive.json.code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
  await t.db.query(`UPDATE api_instances SET seen_at = now() - interval '6 seconds' WHERE id = $1`, [other]);
  const taken = await create(user, 'Owner died', key);
  expect(taken.status).toBe(400); // ran again at once (no 30 s wait): the folder exists, the name is repeated
  expect(await folders(user, 'Owner died')).toBe(1);
  // an owner that never beat (its row gone) is dead as well
  const key2 = randomUUID();
  expect((await create(user, 'Owner gone', key2)).status).toBe(201);
  await t.db.query(
    `UPDATE idempotency_keys SET status = NULL, body = NULL, committed = false, owner = 'gone' WHERE key = $1`,
    [key2],
  );
  expect((await create(user, 'Owner gone', key2)).status).toBe(400);
});

if (isPostgres()) {
  it("on PostgreSQL a keyed write marks its claim committed in its own transaction; a dead owner's committed claim is not run again", async () => {
    const key = randomUUID();
    expect((await create(user, 'Committed once', key)).status).toBe(201);
    const row = async () =>
      (await t.db.query<{ committed: boolean }>('SELECT committed FROM idempotency_keys WHERE key = $1', [key]))
        .rows[0];
    expect((await row()).committed).toBe(true);
    // as if its instance had been killed after the commit and before storing the answer
    await t.db.query(`UPDATE idempotency_keys SET status = NULL, body = NULL, owner = 'killed' WHERE key = $1`, [key]);
    const retried = await create(user, 'Committed once', key);
    expect([retried.status, retried.json.code]).toEqual([409, 'IDEMPOTENCY_ANSWER_LOST']);
    expect(await folders(user, 'Committed once')).toBe(1);
    // a write refused before anything committed leaves the claim unmarked
    const bad = randomUUID();
    expect((await create(user, '', bad)).status).toBe(400);
    expect(
      (await t.db.query<{ committed: boolean }>('SELECT committed FROM idempotency_keys WHERE key = $1', [bad])).rows[0]
        .committed,
    ).toBe(false);
  });
}

it('this instance beats: its row in api_instances is fresh', async () => {
  const { rows } = await t.db.query<{ fresh: boolean }>(
    `SELECT bool_or(seen_at > now() - interval '3 seconds') AS fresh FROM api_instances`,
  );
  expect(rows[0].fresh).toBe(true);
});

it('a 4xx answer is kept too; bad keys are a 400; GET ignores the header', async () => {
  const key = randomUUID();
  const bad = await create(user, '', key);
  expect(bad.status).toBe(400);
  const again = await create(user, '', key);
  expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([400, 'true']);
  for (const k of ['short', 'x'.repeat(201), 'has space in it', 'ñññññññññ']) {
    const r = await create(user, 'Bad key', k);
    expect([r.status, r.json.code]).toEqual([400, 'INVALID_IDEMPOTENCY_KEY']);
  }
  expect(await folders(user, 'Bad key')).toBe(0);
  const read = await t.request('GET', `${API}/FolderApi/GetAllByUser`, {
    token: user.token,
    headers: { 'idempotency-key': 'short' },
  });
  expect(read.status).toBe(200);
});
