import { bus } from '@platform/event-bus';
import {
  sessionStore,
  accessTokenAtom,
  setAccessToken,
  setLocale,
  startSession,
  hasStoredSession,
} from '@platform/session';
import { apiClient, ApiError, createApiClient, isCancel, OFFLINE_MESSAGE_KEY } from './index';
import { languageConfiguration } from './account';
import { serializeParams } from './http';

/** One request as the fake fetch saw it (axios' fetch adapter hands fetch a Request). */
interface Seen {
  method: string;
  href: string;
  /** path after /api/v1, like the axios config.url the old tests read */
  url: string;
  query: string;
  params: Record<string, string | string[]>;
  headers: Headers;
  credentials: RequestCredentials;
  text: string;
  body: unknown;
  signal: AbortSignal;
}
type Reply = { status: number; data?: unknown; raw?: BodyInit | null; headers?: Record<string, string> } | 'network';
type Handler = (c: Seen) => Reply | Promise<Reply>;
const calls: Seen[] = [];
let handler: Handler = () => ({ status: 200, data: {} });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const req = input instanceof Request ? input : new Request(input, init);
  const u = new URL(req.url);
  const params: Record<string, string | string[]> = {};
  for (const k of new Set(u.searchParams.keys())) {
    const all = u.searchParams.getAll(k);
    params[k] = all.length > 1 ? all : all[0];
  }
  const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
  const isJson = (req.headers.get('content-type') ?? '').startsWith('application/json');
  const c: Seen = {
    method: req.method,
    href: req.url,
    url: u.pathname.replace(/^\/api\/v1/, ''),
    query: u.search,
    params,
    headers: req.headers,
    credentials: req.credentials,
    text,
    body: isJson && text ? JSON.parse(text) : undefined,
    signal: req.signal,
  };
  calls.push(c);
  const reply = await handler(c);
  if (reply === 'network') throw new TypeError('Failed to fetch');
  const body = reply.raw !== undefined ? reply.raw : reply.data === undefined ? null : JSON.stringify(reply.data);
  const headers = {
    ...(reply.raw === undefined && reply.data !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...reply.headers,
  };
  return new Response(reply.status === 204 || req.method === 'HEAD' ? null : body, { status: reply.status, headers });
}
apiClient.defaults.fetch = fakeFetch as typeof fetch;
apiClient.defaults.retryDelayMs = 1; // the one retry of a lost answer, without the 400 ms wait

const auth = (c: Seen) => c.headers.get('Authorization');

beforeEach(() => {
  calls.length = 0;
  handler = () => ({ status: 200, data: {} });
  setAccessToken(null);
  setLocale('es');
  bus.clear();
});

describe('request shaping', () => {
  it('uses base /api/v1, credentials, Accept json and the bearer token from the session store', async () => {
    setAccessToken('abc');
    await apiClient.get('/CategoryApi');
    expect(calls[0].href).toBe('http://localhost/api/v1/CategoryApi?locale=es');
    expect(calls[0].method).toBe('GET');
    expect(calls[0].credentials).toBe('include');
    expect(calls[0].headers.get('Accept')).toBe('application/json');
    expect(auth(calls[0])).toBe('Bearer abc');
  });
  it('sends no Authorization without a token, and keeps one the caller set', async () => {
    await apiClient.get('/A');
    setAccessToken('abc');
    await apiClient.get('/B', { headers: { Authorization: 'Bearer mine', 'X-Extra': '1' } });
    expect(auth(calls[0])).toBeNull();
    expect(auth(calls[1])).toBe('Bearer mine');
    expect(calls[1].headers.get('x-extra')).toBe('1');
  });
  it('adds locale to GET query and POST/PUT bodies, not to DELETE/PATCH', async () => {
    setLocale('en');
    await apiClient.get('/SkillApi', { params: { a: 1 } });
    await apiClient.post('/EmailApi/Contact', { name: 'n' });
    await apiClient.put('/X', undefined);
    await apiClient.delete('/D');
    await apiClient.patch('/P', { x: 1 });
    expect(calls[0].params).toEqual({ a: '1', locale: 'en' });
    expect(calls[1].body).toEqual({ name: 'n', locale: 'en' });
    expect(calls[1].headers.get('content-type')).toBe('application/json');
    expect(calls[2].body).toEqual({ locale: 'en' });
    expect(calls[3].query).toBe('');
    expect(calls[3].text).toBe('');
    expect(calls[4].body).toEqual({ x: 1 });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
  });
  it('respects ignoreLocale and an explicit locale', async () => {
    await apiClient.get('/A', { ignoreLocale: true });
    await apiClient.post('/B', { x: 1 }, { ignoreLocale: true });
    await apiClient.get('/C', { params: { locale: 'ca' } });
    await apiClient.post('/D', undefined, { ignoreLocale: true });
    expect(calls[0].query).toBe('');
    expect(calls[1].body).toEqual({ x: 1 });
    expect(calls[2].params).toEqual({ locale: 'ca' });
    expect(calls[3].text).toBe('');
  });
  it('request() takes a full config; a path with a query gets the params appended', async () => {
    await apiClient.request({ url: '/R', method: 'POST', data: { a: 1 }, params: { p: 2 } });
    await apiClient.get('/Q?x=1', { params: { y: 2 } });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].query).toBe('?p=2');
    expect(calls[0].body).toEqual({ a: 1, locale: 'es' });
    expect(calls[1].query).toBe('?x=1&y=2&locale=es');
  });
  it('passes FormData and Blob bodies through (no JSON, no locale)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    await apiClient.post('/Upload', form);
    await apiClient.put('/Raw', new Blob(['raw-bytes'], { type: 'application/octet-stream' }));
    expect(calls[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0].text).toContain('hello');
    expect(calls[0].text).not.toContain('locale');
    expect(calls[1].headers.get('content-type')).toBe('application/octet-stream');
    expect(calls[1].text).toBe('raw-bytes');
  });
  it('every client made by createApiClient has its own fetch and base', async () => {
    const seen: string[] = [];
    const other = await createApiClient({
      baseURL: '/other',
      fetch: (async (input: RequestInfo | URL) => {
        seen.push((input as Request).url);
        return new Response('"ok"', { status: 200 });
      }) as typeof fetch,
    });
    expect(other).not.toBe(apiClient);
    expect(other.defaults.baseURL).toBe('/other');
    expect((await other.get('/X', { ignoreLocale: true })).data).toBe('ok');
    expect(seen).toEqual(['http://localhost/other/X']);
    expect(calls).toHaveLength(0);
  });
});

describe('query params (same bytes as axios sent, arrays as repeated keys)', () => {
  // Expected strings were produced by axios 1.21.1 (getUri) for the same params, except arrays: see serializeParams.
  it('drops null/undefined, keeps empty strings, encodes like axios', () => {
    expect(serializeParams({ t: '1,2', s: 'a b', u: undefined, n: null, e: '', z: 0, f: false })).toBe(
      't=1,2&s=a+b&e=&z=0&f=false',
    );
    expect(serializeParams({ d: new Date(0) })).toBe('d=1970-01-01T00:00:00.000Z');
    expect(serializeParams({ o: { x: 1, y: undefined } })).toBe('o%5Bx%5D=1');
    expect(serializeParams({ q: "é&=?/:$[]@!'()*+" })).toBe("q=%C3%A9%26%3D%3F%2F:$%5B%5D%40!'()*%2B");
    expect(serializeParams(new URLSearchParams('a=1&a=2'))).toBe('a=1&a=2');
    expect(serializeParams(undefined)).toBe('');
  });
  it('repeats the key for arrays (Fastify parses a=1&a=2 into an array; axios sent a[]=1, which no contract reads)', () => {
    expect(serializeParams({ topicIds: [1, 2], none: [], holes: [null, 3, undefined] })).toBe(
      'topicIds=1&topicIds=2&holes=3',
    );
  });
  it('sends them on the wire with the locale last', async () => {
    await apiClient.get('/ResourceApi/GetAllFiltered', {
      params: { text: 'robots verdes', topicIds: '1,2', classIds: [3, 4], page: 0, skip: undefined },
    });
    expect(calls[0].query).toBe('?text=robots+verdes&topicIds=1,2&classIds=3&classIds=4&page=0&locale=es');
    expect(calls[0].params).toEqual({
      text: 'robots verdes',
      topicIds: '1,2',
      classIds: ['3', '4'],
      page: '0',
      locale: 'es',
    });
  });
  it('languageConfiguration sends its payload in the query, without locale', async () => {
    await languageConfiguration({ DefaultMailingLanguage: 'en', DefaultNavigationLanguage: 'ca' });
    expect(calls[0].url).toBe('/AccountApi/LanguageConfiguration');
    expect(calls[0].query).toBe('?DefaultMailingLanguage=en&DefaultNavigationLanguage=ca');
  });
});

describe('responses', () => {
  it('data, status and lower-case headers', async () => {
    handler = () => ({ status: 201, data: { id: 1 }, headers: { 'X-Total-Count': '7' } });
    const res = await apiClient.post('/X', { a: 1 });
    expect(res).toEqual({
      data: { id: 1 },
      status: 201,
      headers: expect.objectContaining({ 'x-total-count': '7', 'content-type': 'application/json' }),
    });
  });
  it('204 and empty bodies give data "" like axios; non-JSON text stays text', async () => {
    handler = (c) =>
      c.url === '/Empty'
        ? { status: 204 }
        : c.url === '/Blank'
          ? { status: 200, raw: '' }
          : { status: 200, raw: 'plain words' };
    expect((await apiClient.put('/Empty')).data).toBe('');
    expect((await apiClient.get('/Blank')).data).toBe('');
    expect((await apiClient.get('/Text')).data).toBe('plain words');
    expect((await apiClient.head('/Text')).data).toBe('');
  });
  it("responseType 'blob' (program PDF), 'arraybuffer' and 'text'", async () => {
    handler = () => ({
      status: 200,
      raw: new Blob(['%PDF-1.4 fake'], { type: 'application/pdf' }),
      headers: { 'Content-Type': 'application/pdf' },
    });
    const pdf = await apiClient.post(
      '/EducationalProgramApi/3/GeneratePDF',
      { locale: 'en' },
      { responseType: 'blob' },
    );
    expect(pdf.data).toBeInstanceOf(Blob);
    expect((pdf.data as Blob).type).toBe('application/pdf');
    expect(await (pdf.data as Blob).text()).toBe('%PDF-1.4 fake');
    expect(calls[0].body).toEqual({ locale: 'en' });
    const buf = await apiClient.get<ArrayBuffer>('/Bytes', { responseType: 'arraybuffer' });
    expect(Object.prototype.toString.call(buf.data)).toBe('[object ArrayBuffer]'); // Node's realm in this test env
    expect(new TextDecoder().decode(buf.data)).toBe('%PDF-1.4 fake');
    handler = () => ({ status: 200, data: { a: 1 } });
    expect((await apiClient.get('/T', { responseType: 'text' })).data).toBe('{"a":1}');
  });
});

describe('error mapping (spec §8)', () => {
  it('normalises the server body into ApiError', async () => {
    handler = () => ({ status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'no such resource' } });
    const err = await apiClient.get('/ResourceApi/GetByLocale/1').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'no such resource',
      data: { statusCode: 404, code: 'NOT_FOUND', message: 'no such resource' },
    });
  });
  it('a blob request that fails still reads the JSON error body', async () => {
    handler = () => ({ status: 409, data: { statusCode: 409, code: 'PDF_BUSY', message: 'busy' } });
    await expect(
      apiClient.post('/EducationalProgramApi/3/GeneratePDF', {}, { responseType: 'blob' }),
    ).rejects.toMatchObject({ status: 409, code: 'PDF_BUSY' });
  });
  it('404 is left to the caller: no event', async () => {
    const any = jest.fn();
    bus.on('platform.navigate.v1', any);
    bus.on('platform.toast.show.v1', any);
    bus.on('platform.session.expired.v1', any);
    handler = (c) =>
      c.url === '/500'
        ? { status: 500, data: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }
        : { status: 404 };
    await expect(apiClient.get('/x')).rejects.toMatchObject({
      status: 404,
      code: 'HTTP_404',
      message: 'Request failed with status code 404',
    });
    await expect(apiClient.get('/500')).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(any).not.toHaveBeenCalled();
  });
  it('403 navigates to /unauthorized?statusCode=403', async () => {
    const nav = jest.fn();
    bus.on('platform.navigate.v1', nav);
    handler = () => ({ status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'no' } });
    await expect(apiClient.get('/SchoolApi/1')).rejects.toMatchObject({ status: 403 });
    expect(nav).toHaveBeenCalledWith({ to: '/unauthorized?statusCode=403' });
  });
  it('network error shows the offline toast by message key', async () => {
    const toast = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    handler = () => 'network';
    await expect(apiClient.get('/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network Error',
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error', messageKey: OFFLINE_MESSAGE_KEY }));
  });
  it.each([502, 503, 504])('%i shows the offline toast, once, after the one retry', async (status) => {
    const toast = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    handler = () => ({ status });
    await expect(apiClient.get('/x')).rejects.toMatchObject({ status, code: `HTTP_${status}` });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });
  it('a timeout asked by the caller is status 0 TIMEOUT with the toast', async () => {
    const toast = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    handler = () => new Promise(() => undefined);
    await expect(apiClient.get('/slow', { timeout: 20 })).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(toast).toHaveBeenCalledTimes(1);
  });
  it('an aborted request rejects with a cancel (isCancel), without toast', async () => {
    const toast = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    handler = (c) =>
      new Promise((_, reject) =>
        c.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const ctrl = new AbortController();
    const p = apiClient.get('/slow', { signal: ctrl.signal }).catch((e) => e);
    await new Promise((r) => setTimeout(r, 5));
    ctrl.abort();
    const err = await p;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'CANCELED' });
    expect(isCancel(err)).toBe(true);
    expect(isCancel(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });
  it('silent calls skip global handling', async () => {
    const toast = jest.fn();
    const nav = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    bus.on('platform.navigate.v1', nav);
    handler = () => 'network';
    await expect(apiClient.get('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    handler = () => ({ status: 403 });
    await expect(apiClient.get('/x', { silent: true })).rejects.toMatchObject({ status: 403 });
    expect(toast).not.toHaveBeenCalled();
    expect(nav).not.toHaveBeenCalled();
  });
});

describe('401 and single-flight refresh', () => {
  it('refreshes once for concurrent 401s and retries with the new token', async () => {
    setAccessToken('old');
    let refreshes = 0;
    handler = (c) => {
      if (c.url === '/AccountApi/RefreshToken') {
        refreshes++;
        return { status: 200, data: { token: 'new' } };
      }
      return auth(c) === 'Bearer new' ? { status: 200, data: { ok: c.url, body: c.body } } : { status: 401 };
    };
    const [a, b] = await Promise.all([apiClient.get('/A'), apiClient.post('/B', { x: 1 })]);
    expect(a.data).toEqual({ ok: '/A' });
    expect(b.data).toEqual({ ok: '/B', body: { x: 1, locale: 'es' } });
    expect(refreshes).toBe(1);
    expect(sessionStore.get(accessTokenAtom)).toBe('new');
    const refresh = calls.find((c) => c.url === '/AccountApi/RefreshToken')!;
    expect(refresh.method).toBe('POST');
    expect(refresh.text).toBe(''); // ignoreLocale: no body
    expect(calls.filter((c) => c.url === '/A')).toHaveLength(2); // one retry
  });
  it('expires the session when refresh fails', async () => {
    startSession('old');
    const expired = jest.fn();
    bus.on('platform.session.expired.v1', expired);
    handler = () => ({ status: 401 });
    await expect(apiClient.get('/A')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith({ reason: 'refresh-failed' });
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });
  it('a silent call whose refresh fails does not expire the session', async () => {
    startSession('old');
    const expired = jest.fn();
    bus.on('platform.session.expired.v1', expired);
    handler = () => ({ status: 401 });
    await expect(apiClient.get('/A', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(hasStoredSession()).toBe(true);
  });
  it('a 401 again after the retry expires the session (no second refresh)', async () => {
    startSession('old');
    const expired = jest.fn();
    bus.on('platform.session.expired.v1', expired);
    handler = (c) => (c.url === '/AccountApi/RefreshToken' ? { status: 200, data: { token: 'new' } } : { status: 401 });
    await expect(apiClient.get('/A')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/A', '/AccountApi/RefreshToken', '/A']);
    expect(auth(calls[2])).toBe('Bearer new');
    expect(expired).toHaveBeenCalledWith({ reason: 'unauthorized' });
  });
  it('does not refresh on a failed SignIn', async () => {
    const expired = jest.fn();
    bus.on('platform.session.expired.v1', expired);
    handler = () => ({
      status: 401,
      data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' },
    });
    await expect(apiClient.post('/AccountApi/SignIn', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    expect(calls.map((c) => c.url)).toEqual(['/AccountApi/SignIn']);
    expect(expired).not.toHaveBeenCalled();
  });
});
