import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { bus } from '@platform/event-bus';
import { sessionStore, accessTokenAtom, setAccessToken, setLocale, startSession, hasStoredSession } from '@platform/session';
import {
  apiClient, ApiError, login, logout, restoreSession, signIn, me, reference, OFFLINE_MESSAGE_KEY, logPageAccess,
} from './index';

type Reply = { status: number; data?: unknown } | 'network';
type Handler = (config: InternalAxiosRequestConfig) => Reply;
const calls: InternalAxiosRequestConfig[] = [];
let handler: Handler = () => ({ status: 200, data: {} });

function adapter(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  calls.push(config);
  const reply = handler(config);
  if (reply === 'network') return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
  const res: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
  if (reply.status >= 400) return Promise.reject(new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, res));
  return Promise.resolve(res);
}
apiClient.defaults.adapter = adapter as any;

const body = (c: InternalAxiosRequestConfig) => (typeof c.data === 'string' ? JSON.parse(c.data) : c.data);
const auth = (c: InternalAxiosRequestConfig) => (c.headers as any).get?.('Authorization') ?? (c.headers as any).Authorization;

beforeEach(() => {
  calls.length = 0;
  handler = () => ({ status: 200, data: {} });
  setAccessToken(null);
  setLocale('es');
  bus.clear();
});

describe('request shaping', () => {
  it('uses base /api/v1, credentials, and the bearer token from the session store', async () => {
    setAccessToken('abc');
    await apiClient.get('/CategoryApi');
    expect(calls[0].baseURL).toBe('/api/v1');
    expect(calls[0].withCredentials).toBe(true);
    expect(auth(calls[0])).toBe('Bearer abc');
  });
  it('adds locale to GET query and POST/PUT bodies', async () => {
    setLocale('en');
    await apiClient.get('/SkillApi', { params: { a: 1 } });
    await apiClient.post('/EmailApi/Contact', { name: 'n' });
    await apiClient.put('/X', undefined);
    expect(calls[0].params).toEqual({ a: 1, locale: 'en' });
    expect(body(calls[1])).toEqual({ name: 'n', locale: 'en' });
    expect(body(calls[2])).toEqual({ locale: 'en' });
  });
  it('respects ignoreLocale and an explicit locale', async () => {
    await apiClient.get('/A', { ignoreLocale: true });
    await apiClient.post('/B', { x: 1 }, { ignoreLocale: true });
    await apiClient.get('/C', { params: { locale: 'ca' } });
    expect(calls[0].params).toBeUndefined();
    expect(body(calls[1])).toEqual({ x: 1 });
    expect(calls[2].params).toEqual({ locale: 'ca' });
  });
});

describe('error mapping (spec §8)', () => {
  it('normalises the server body into ApiError', async () => {
    handler = () => ({ status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'no such resource' } });
    const err = await apiClient.get('/ResourceApi/GetByLocale/1').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'no such resource' });
  });
  it('404 is left to the caller: no event', async () => {
    const any = jest.fn();
    bus.on('platform.navigate.v1', any); bus.on('platform.toast.show.v1', any); bus.on('platform.session.expired.v1', any);
    handler = () => ({ status: 404 });
    await expect(apiClient.get('/x')).rejects.toMatchObject({ status: 404, code: 'HTTP_404' });
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
    await expect(apiClient.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error', messageKey: OFFLINE_MESSAGE_KEY }));
  });
  it('silent calls skip global handling', async () => {
    const toast = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    handler = () => 'network';
    await expect(apiClient.get('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('401 and single-flight refresh', () => {
  it('refreshes once for concurrent 401s and retries with the new token', async () => {
    setAccessToken('old');
    let refreshes = 0;
    handler = (c) => {
      if (c.url === '/AccountApi/RefreshToken') { refreshes++; return { status: 200, data: { token: 'new' } }; }
      return auth(c) === 'Bearer new' ? { status: 200, data: { ok: c.url } } : { status: 401 };
    };
    const [a, b] = await Promise.all([apiClient.get('/A'), apiClient.get('/B')]);
    expect(a.data).toEqual({ ok: '/A' });
    expect(b.data).toEqual({ ok: '/B' });
    expect(refreshes).toBe(1);
    expect(sessionStore.get(accessTokenAtom)).toBe('new');
  });
  it('expires the session when refresh fails', async () => {
    startSession('old');
    const expired = jest.fn();
    bus.on('platform.session.expired.v1', expired);
    handler = () => ({ status: 401 });
    await expect(apiClient.get('/A')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });
  it('does not refresh on a failed SignIn', async () => {
    const expired = jest.fn();
    bus.on('platform.session.expired.v1', expired);
    handler = () => ({ status: 401, data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' } });
    await expect(signIn({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(calls.map((c) => c.url)).toEqual(['/AccountApi/SignIn']);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('account calls', () => {
  const user = { userId: 7, email: 't@s.es', primaryRoles: [{ name: 'Teacher' }], secondaryRoles: [], educationalLevels: [], baseLicenses: [] };
  it('login signs in (subdomain variant), keeps the token in memory and loads Me', async () => {
    handler = (c) => (c.url?.startsWith('/AccountApi/SignIn') ? { status: 200, data: { token: 'tok' } } : { status: 200, data: user });
    const u = await login({ email: 't@s.es', password: 'Secret1' }, 'school-a');
    expect(calls[0].url).toBe('/AccountApi/SignIn/school-a');
    expect(body(calls[0])).toEqual({ email: 't@s.es', password: 'Secret1', locale: 'es' });
    expect(calls[1].url).toBe('/AccountApi/Me');
    expect(auth(calls[1])).toBe('Bearer tok');
    expect(u.userId).toBe(7);
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok"');
    await logout();
    expect(calls[2].url).toBe('/AccountApi/Logout');
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
  });
  it('restoreSession refreshes from the cookie when a stored session exists', async () => {
    startSession('x'); setAccessToken(null);
    handler = (c) => (c.url === '/AccountApi/RefreshToken' ? { status: 200, data: { token: 'fresh' } } : { status: 200, data: user });
    const u = await restoreSession();
    expect(u?.userId).toBe(7);
    expect(sessionStore.get(accessTokenAtom)).toBe('fresh');
  });
  it('me unwraps a data envelope', async () => {
    handler = () => ({ status: 200, data: { data: user } });
    expect((await me()).email).toBe('t@s.es');
  });
  it('faq lists come from data.data and Contact goes first', async () => {
    handler = (c) => c.url === '/FrequentlyAskedQuestion/GetAll'
      ? { status: 200, data: { data: { data: [{ question: 'q' }] } } }
      : { status: 200, data: [{ name: 'Account' }, { name: 'Contact' }] };
    expect(await reference.faqs(1)).toEqual([{ question: 'q' }]);
    expect((await reference.faqSections()).map((s) => s.name)).toEqual(['Contact', 'Account']);
  });
});

describe('analytics', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => { globalThis.fetch = realFetch; });

  it('logPageAccess posts with fetch (not axios), the bearer and the locale, and never rejects nor toasts', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
      sent.push({ url: String(url), init: init ?? {} });
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    setAccessToken('tok');
    await logPageAccess({ from: '/login', to: '/feed', redirect: true, publicPage: false });
    expect(calls).toHaveLength(0); // axios untouched
    expect(sent[0].url).toBe('/api/v1/AnalyticsApi/PageAccess');
    expect(sent[0].init.method).toBe('POST');
    expect((sent[0].init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(sent[0].init.body))).toEqual({ from: '/login', to: '/feed', redirect: true, publicPage: false, locale: 'es' });

    const toast = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    globalThis.fetch = jest.fn(async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch;
    await expect(logPageAccess({ to: '/feed' })).resolves.toBeUndefined();
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 500 })) as typeof fetch;
    await expect(logPageAccess({ to: '/feed' })).resolves.toBeUndefined();
    expect(toast).not.toHaveBeenCalled();
  });
});
