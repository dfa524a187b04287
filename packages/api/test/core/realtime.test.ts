/**
 * /notificationHub over real HTTP + WebSocket: the official @microsoft/signalr client, and the raw SignalR
 * JSON protocol (handshake, invocations, completions, pings, close).
 */
process.env.HUB_PING_INTERVAL_MS = '300';
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { publishNotification } from '../../src/modules/notifications';
import { sleep, startTestApp, until, type TestApp, type TestUser } from './harness';

const RS = '\x1e';
let env: TestApp;
let alice: TestUser;
let bob: TestUser;
const open: HubConnection[] = [];

beforeAll(async () => {
  env = await startTestApp();
  // the seeded catalogue's notifications would make every new user's hasUnseen true: this file starts without any
  await env.db.query('DELETE FROM notifications');
  alice = await env.createUser();
  bob = await env.createUser();
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
  await env?.close();
});

function connect(user: TestUser, base = env.url) {
  const conn = new HubConnectionBuilder()
    .withUrl(`${base}/notificationHub`, { accessTokenFactory: () => user.token })
    .configureLogging(LogLevel.None)
    .build();
  open.push(conn);
  const events: Array<[string, unknown?]> = [];
  conn.on('NewNotification', (hasUnseen: boolean) => {
    events.push(['NewNotification', hasUnseen]);
  });
  conn.on('UpdatedNotifications', () => {
    events.push(['UpdatedNotifications']);
  });
  return { conn, events };
}

/** Raw WebSocket client speaking the JSON hub protocol. */
async function raw(token: string | null, opts: { handshake?: object } = {}) {
  const url = `${env.url.replace('http', 'ws')}/notificationHub${token ? `?access_token=${encodeURIComponent(token)}` : ''}`;
  const ws = new WebSocket(url);
  const records: any[] = [];
  let closed = false;
  ws.on('message', (d) => {
    for (const r of d.toString().split(RS).filter(Boolean)) records.push(JSON.parse(r));
  });
  ws.on('close', () => {
    closed = true;
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  ws.send(JSON.stringify(opts.handshake ?? { protocol: 'json', version: 1 }) + RS);
  await until(() => records.length > 0 || closed, 2000, 'handshake response');
  return { ws, records, send: (m: object) => ws.send(JSON.stringify(m) + RS), isClosed: () => closed };
}

describe('negotiate', () => {
  it('401 without a token, and with a bad token', async () => {
    expect((await env.request('POST', '/notificationHub/negotiate?negotiateVersion=1')).status).toBe(401);
    expect(
      (await env.request('POST', '/notificationHub/negotiate?negotiateVersion=1', { token: 'nope.nope' })).status,
    ).toBe(401);
  });
  it('answers the WebSockets transport with a connection token', async () => {
    const r = await env.request('POST', '/notificationHub/negotiate?negotiateVersion=1', { token: alice.token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  });
  it('a plain GET (no upgrade) is refused with 400', async () => {
    expect((await env.request('GET', '/notificationHub', { token: alice.token })).status).toBe(400);
  });
});

describe('official @microsoft/signalr client', () => {
  it('connects, SearchNotifications → NewNotification, publish → UpdatedNotifications', async () => {
    const { conn, events } = connect(alice);
    await conn.start();
    expect(conn.state).toBe(HubConnectionState.Connected);
    await expect(conn.invoke('SearchNotifications', alice.userId)).resolves.toBeNull();
    await until(() => events.length === 1, 2000, 'NewNotification');
    expect(events[0]).toEqual(['NewNotification', false]);

    await publishNotification(env.app, {
      tag: 2,
      texts: { es: { title: 'Nueva función' }, en: { title: 'New feature' } },
    });
    await until(() => events.some((e) => e[0] === 'UpdatedNotifications'), 2000, 'UpdatedNotifications');

    await conn.invoke('SearchNotifications', alice.userId);
    await until(() => events.filter((e) => e[0] === 'NewNotification').length === 2, 2000, 'second NewNotification');
    expect(events.filter((e) => e[0] === 'NewNotification')[1]).toEqual(['NewNotification', true]);
  });

  it('invoking SearchNotifications for another userId fails', async () => {
    const { conn, events } = connect(alice);
    await conn.start();
    await expect(conn.invoke('SearchNotifications', bob.userId)).rejects.toThrow(/only allowed for the connected user/);
    await expect(conn.invoke('SearchNotifications')).rejects.toThrow();
    await expect(conn.invoke('NoSuchMethod')).rejects.toThrow(/Unknown hub method/);
    await sleep(100);
    expect(events.filter((e) => e[0] === 'NewNotification')).toHaveLength(0);
    expect(conn.state).toBe(HubConnectionState.Connected);
  });

  it('a notification for a target list reaches only those users', async () => {
    const a = connect(alice);
    const b = connect(bob);
    await Promise.all([a.conn.start(), b.conn.start()]);
    await publishNotification(env.app, { tag: 5, texts: { es: { title: 'Solo Bob' } }, userIds: [bob.userId] });
    await until(() => b.events.length > 0, 2000, 'bob UpdatedNotifications');
    await sleep(150);
    expect(b.events).toEqual([['UpdatedNotifications']]);
    expect(a.events).toEqual([]);
  });

  it('a connection fails without a token', async () => {
    const conn = new HubConnectionBuilder()
      .withUrl(`${env.url}/notificationHub`)
      .configureLogging(LogLevel.None)
      .build();
    await expect(conn.start()).rejects.toThrow(/401|Unauthorized/);
  });
});

describe('raw JSON hub protocol', () => {
  it('rejects the WebSocket without a valid token (401)', async () => {
    await expect(raw(null)).rejects.toThrow('HTTP 401');
    await expect(raw('bad.token')).rejects.toThrow('HTTP 401');
  });
  it('rejects a connection token issued to another user (404)', async () => {
    const n = await env.request('POST', '/notificationHub/negotiate?negotiateVersion=1', { token: bob.token });
    const ws = new WebSocket(
      `${env.url.replace('http', 'ws')}/notificationHub?id=${n.json.connectionToken}&access_token=${alice.token}`,
    );
    const status = await new Promise((resolve) => {
      ws.once('unexpected-response', (_q, res) => resolve(res.statusCode));
      ws.once('open', () => resolve('open'));
    });
    expect(status).toBe(404);
  });
  it('handshake {} then completions, pings, and no completion without invocationId', async () => {
    const c = await raw(alice.token);
    expect(c.records[0]).toEqual({});
    c.send({ type: 1, invocationId: '7', target: 'SearchNotifications', arguments: [alice.userId] });
    await until(() => c.records.some((r) => r.type === 3), 2000, 'completion');
    expect(c.records.find((r) => r.type === 1)).toEqual({
      type: 1,
      target: 'NewNotification',
      arguments: [expect.any(Boolean)],
    });
    expect(c.records.find((r) => r.type === 3)).toEqual({ type: 3, invocationId: '7', result: null });

    c.send({ type: 1, invocationId: '8', target: 'SearchNotifications', arguments: [bob.userId] });
    await until(() => c.records.some((r) => r.type === 3 && r.invocationId === '8'), 2000, 'error completion');
    expect(c.records.find((r) => r.invocationId === '8').error).toMatch(/only allowed/);

    const before = c.records.filter((r) => r.type === 3).length;
    c.send({ type: 1, target: 'SearchNotifications', arguments: [alice.userId] }); // non-blocking send
    c.send({ type: 4, invocationId: '9', target: 'SearchNotifications', arguments: [] }); // streaming: refused
    c.send({ type: 6 });
    await until(() => c.records.some((r) => r.invocationId === '9'), 2000, 'stream completion');
    expect(c.records.filter((r) => r.type === 3).length).toBe(before + 1);
    expect(c.records.find((r) => r.invocationId === '9').error).toMatch(/not supported/);

    await until(() => c.records.some((r) => r.type === 6), 2000, 'server ping');
    c.ws.close();
  });
  it('refuses an unknown protocol in the handshake', async () => {
    const c = await raw(alice.token, { handshake: { protocol: 'messagepack', version: 1 } });
    expect(c.records[0].error).toMatch(/not available/);
    await until(c.isClosed, 2000, 'close');
  });
});

describe('an open connection ends with its session (ADR 0049)', () => {
  const logout = (cookie: string) =>
    env.request('POST', '/api/v1/AccountApi/Logout', { cookie, headers: { 'x-requested-with': 'XMLHttpRequest' } });

  it("logout closes the session's open connection without reconnection; another session stays connected", async () => {
    const ended = await env.login('teacher@demo.test');
    const other = await env.login('teacher@demo.test'); // the same teacher on another device
    const a = await raw(ended.token);
    const b = await raw(other.token);
    await until(() => a.records.some((r) => r.type === 6), 2000, 'a ping on the first connection');
    expect(a.isClosed()).toBe(false);

    expect((await logout(ended.cookie)).status).toBe(200);
    await until(a.isClosed, 3000, "the ended session's socket closed");
    expect(a.records.find((r) => r.type === 7)).toEqual({
      type: 7,
      error: 'The session has ended.',
      allowReconnect: false,
    });
    // the other session's socket is still open and served
    const pings = b.records.filter((r) => r.type === 6).length;
    await until(() => b.records.filter((r) => r.type === 6).length > pings + 1, 3000, 'pings after the logout');
    expect(b.isClosed()).toBe(false);
    b.ws.close();
    await logout(other.cookie);
  });

  it('the official client sees the close as final (Disconnected, no reconnection)', async () => {
    const session = await env.login('teacher@demo.test');
    const conn = new HubConnectionBuilder()
      .withUrl(`${env.url}/notificationHub`, { accessTokenFactory: () => session.token })
      .withAutomaticReconnect([0, 100, 100])
      .configureLogging(LogLevel.None)
      .build();
    open.push(conn);
    let reconnecting = false;
    conn.onreconnecting(() => {
      reconnecting = true;
    });
    const closed = new Promise<Error | undefined>((resolve) => conn.onclose(resolve));
    await conn.start();
    expect((await logout(session.cookie)).status).toBe(200);
    const error = await closed;
    expect(String(error)).toMatch(/session has ended/);
    expect(reconnecting).toBe(false);
    expect(conn.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('shutdown', () => {
  it('sends a Close message to connected clients when the server closes', async () => {
    const other = await env.another();
    const user = await other.createUser();
    const ws = new WebSocket(`${other.url.replace('http', 'ws')}/notificationHub?access_token=${user.token}`);
    const records: any[] = [];
    ws.on('message', (d) => {
      for (const r of d.toString().split(RS).filter(Boolean)) records.push(JSON.parse(r));
    });
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ protocol: 'json', version: 1 }) + RS);
    await until(() => records.length > 0, 2000, 'handshake');
    expect(other.app.hub.connectionCount(user.userId)).toBe(1);
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    await other.close();
    expect(records.some((r) => r.type === 7)).toBe(true);
    expect(await closed).toBe(1001);
  });
});
