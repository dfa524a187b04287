/**
 * Two API instances on one database. Without Redis each instance delivers hub messages to its own connections
 * only; with Redis (REDIS_TEST_URL, set by jest.config.cjs when REDIS_URL or 127.0.0.1:6379 answers) they fan
 * out through pub/sub: a client connected to instance A receives what instance B publishes. The Redis case is
 * registered only when Redis answers; otherwise a console note says it did not run.
 */
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { publishNotification } from '../../src/modules/notifications';
import { redisTestUrl, sleep, startTestApp, until, type TestApp, type TestUser } from './harness';

const REDIS_URL = redisTestUrl('the Redis fan-out test');

let t: TestApp;
const conns: HubConnection[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.db.query('DELETE FROM notifications'); // seeded ones: SearchNotifications must only see this file's
});
afterAll(async () => {
  await Promise.all(conns.map((c) => c.stop()));
  await t?.close(); // closes the other instances too
});

const instance = (over: Parameters<TestApp['another']>[0] = {}) => t.another(over);
function hubClient(base: TestApp, user: TestUser) {
  const conn = new HubConnectionBuilder()
    .withUrl(`${base.url}/notificationHub`, { accessTokenFactory: () => user.token })
    .configureLogging(LogLevel.None)
    .build();
  conns.push(conn);
  return conn;
}

describe('hub across instances', () => {
  it('without Redis, an instance delivers only to its own connections', async () => {
    const B = await instance();
    expect(t.app.hub.busKind).toBe('local');
    expect(B.app.hub.busKind).toBe('local');
    const user = await t.createUser();
    const conn = hubClient(t, user);
    const got: string[] = [];
    conn.on('UpdatedNotifications', () => {
      got.push('updated');
    });
    await conn.start();
    await publishNotification(B.app, { tag: 1, texts: { es: { title: 'Desde B, local' } }, userIds: [user.userId] });
    await sleep(200);
    expect(got).toEqual([]);
    await publishNotification(t.app, { tag: 1, texts: { es: { title: 'Desde A, local' } }, userIds: [user.userId] });
    await until(() => got.length === 1, 2000, 'local UpdatedNotifications');
  });

  if (!REDIS_URL) return;

  it(`through Redis (${REDIS_URL}): a client on instance A receives UpdatedNotifications published on instance B`, async () => {
    const A = await instance({ redisUrl: REDIS_URL });
    const B = await instance({ redisUrl: REDIS_URL });
    expect(A.app.hub.busKind).toBe('redis');
    const user = await A.createUser();
    const stranger = await A.createUser();
    const conn = hubClient(A, user);
    const other = hubClient(A, stranger);
    const got: string[] = [];
    const otherGot: string[] = [];
    conn.on('UpdatedNotifications', () => {
      got.push('updated');
    });
    other.on('UpdatedNotifications', () => {
      otherGot.push('updated');
    });
    await Promise.all([conn.start(), other.start()]);
    expect(A.app.hub.connectionCount(user.userId)).toBe(1);
    expect(B.app.hub.connectionCount()).toBe(0);

    await publishNotification(B.app, { tag: 1, texts: { es: { title: 'Desde B' } }, userIds: [user.userId] });
    await until(() => got.length === 1, 3000, 'UpdatedNotifications through Redis');
    await sleep(200);
    expect(got).toEqual(['updated']); // exactly once
    expect(otherGot).toEqual([]); // targeted

    await publishNotification(B.app, { tag: 1, texts: { es: { title: 'Para todos' } } });
    await until(() => got.length === 2 && otherGot.length === 1, 3000, 'broadcast through Redis');

    // The database is shared: SearchNotifications on A sees what B published.
    const seen: boolean[] = [];
    conn.on('NewNotification', (v: boolean) => {
      seen.push(v);
    });
    await conn.invoke('SearchNotifications', user.userId);
    await until(() => seen.length === 1, 2000, 'NewNotification');
    expect(seen[0]).toBe(true);
  });
});
