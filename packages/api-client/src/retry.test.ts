/**
 * Lost answers (issue 32): writes carry an Idempotency-Key (one per call, reused on its retry); a request whose
 * answer was lost (network error, 502/503/504) is sent once more — reads as they are, writes with the same key; a
 * retried write whose first attempt is still running (409 IDEMPOTENCY_IN_PROGRESS) waits for it.
 */
import { bus } from '@platform/event-bus';
import { setAccessToken } from '@platform/session';
import { createApiClient, OFFLINE_MESSAGE_KEY, type ApiClient } from './index';

interface Seen {
  method: string;
  url: string;
  key: string | null;
  text: string;
}
type Reply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';
const calls: Seen[] = [];
let replies: Reply[] = [];

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const req = input instanceof Request ? input : new Request(input, init);
  const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
  calls.push({
    method: req.method,
    url: new URL(req.url).pathname,
    key: req.headers.get('Idempotency-Key'),
    text,
  });
  const reply = replies.shift() ?? { status: 200, data: { ok: true } };
  if (reply === 'network') throw new TypeError('Failed to fetch');
  const body = reply.data === undefined ? null : JSON.stringify(reply.data);
  return new Response(reply.status === 204 ? null : body, {
    status: reply.status,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...reply.headers },
  });
}
let client: ApiClient;
beforeAll(async () => {
  client = await createApiClient({ fetch: fakeFetch as typeof fetch });
  client.defaults.retryDelayMs = 1;
});

beforeEach(() => {
  calls.length = 0;
  replies = [];
  setAccessToken('tok');
  bus.clear();
});

/** what the server accepts: 8-200 letters, digits, `_ . : -` */
const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

describe('Idempotency-Key on writes', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)('%s carries a key, a new one per call', async (method) => {
    const send = () => (method === 'delete' ? client.delete('/FolderApi/1') : client[method]('/FolderApi/1', {}));
    await send();
    await send();
    expect(calls.map((c) => c.key)).toEqual([expect.stringMatching(KEY), expect.stringMatching(KEY)]);
    expect(calls[0].key).not.toBe(calls[1].key);
  });

  it('reads carry none; sign-in, refresh and logout carry none (their answers set cookies)', async () => {
    await client.get('/FolderApi/GetAllByUser');
    await client.post('/AccountApi/SignIn', { email: 'a@b.test', password: 'x' });
    await client.post('/AccountApi/Logout');
    expect(calls.map((c) => c.key)).toEqual([null, null, null]);
  });

  it("a caller's own key is kept (an action it retries itself)", async () => {
    await client.post('/FolderApi/Create', { name: 'x' }, { headers: { 'Idempotency-Key': 'my-action-123' } });
    expect(calls[0].key).toBe('my-action-123');
  });

  it('keys do not repeat', async () => {
    await Promise.all(Array.from({ length: 300 }, () => client.post('/FolderApi/Create', {})));
    expect(new Set(calls.map((c) => c.key)).size).toBe(300);
  });
});

describe('a lost answer is retried once', () => {
  it.each(['network', 502, 503, 504] as const)(
    'a write after %s: sent again with the same key and body, the second answer is the result',
    async (lost) => {
      const toast = jest.fn();
      bus.on('platform.toast.show.v1', toast);
      replies = [lost === 'network' ? 'network' : { status: lost }, { status: 201, data: { id: 7 } }];
      const r = await client.post('/FolderApi/Create', { name: 'Unit 1' });
      expect(r).toMatchObject({ status: 201, data: { id: 7 } });
      expect(calls).toHaveLength(2);
      expect(calls[1].key).toBe(calls[0].key);
      expect(calls[1].text).toBe(calls[0].text);
      expect(toast).not.toHaveBeenCalled();
    },
  );

  it.each(['network', 502, 503, 504] as const)('a read after %s: sent again once', async (lost) => {
    replies = [lost === 'network' ? 'network' : { status: lost }, { status: 200, data: [1] }];
    expect((await client.get('/FolderApi/GetAllByUser')).data).toEqual([1]);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET']);
  });

  it('only once: a second lost answer fails with the offline toast', async () => {
    const toast = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    replies = [{ status: 502 }, 'network', { status: 201 }];
    await expect(client.put('/FolderApi/1', { name: 'x' })).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(2);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ messageKey: OFFLINE_MESSAGE_KEY }));
  });

  it('other failures are not retried (500, 4xx), nor are sign-in calls', async () => {
    replies = [{ status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } }];
    await expect(client.post('/FolderApi/Create', { name: 'x' })).rejects.toMatchObject({ status: 500 });
    replies = [{ status: 400, data: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'x' } }];
    await expect(client.get('/FolderApi/1')).rejects.toMatchObject({ status: 400 });
    replies = [{ status: 502 }];
    await expect(client.post('/AccountApi/SignIn', {}, { silent: true })).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(3);
  });

  it('waits retryDelayMs before the retry, 1 s before asking again for a write still running', async () => {
    client.defaults.retryDelayMs = 300;
    try {
      replies = [{ status: 503 }, { status: 200, data: {} }];
      let t0 = Date.now();
      await client.get('/x');
      expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
      const inProgress = {
        status: 409,
        data: { statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS', message: 'running' },
      };
      replies = [{ status: 502 }, inProgress, { status: 201, data: {} }];
      t0 = Date.now();
      await client.post('/FolderApi/Create', { name: 'x' });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1280);
    } finally {
      client.defaults.retryDelayMs = 1;
    }
  });

  it('a retried write whose first attempt is still running waits for it, with the same key', async () => {
    const inProgress = {
      status: 409,
      data: { statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS', message: 'running' },
    };
    replies = [{ status: 502 }, inProgress, inProgress, { status: 201, data: { id: 9 } }];
    expect((await client.post('/FolderApi/Create', { name: 'x' })).data).toEqual({ id: 9 });
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
  });

  it('a 409 in progress without a lost answer before it is the caller’s to handle', async () => {
    replies = [{ status: 409, data: { statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS', message: 'running' } }];
    await expect(client.post('/FolderApi/Create', { name: 'x' })).rejects.toMatchObject({ status: 409 });
    expect(calls).toHaveLength(1);
  });
});
