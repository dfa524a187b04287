/**
 * The ky part of the API client: the transport and the platform's request/response handling (bearer
 * token, `locale`, single-flight refresh, spec §8 error mapping). Loaded on the first request (see
 * ./client `apiClient`), so a first route that makes no call (login, the public student view) does not
 * download ky.
 */
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { bus } from '@platform/event-bus';
import { clearSession, getAccessToken, getLocale, setAccessToken } from '@platform/session';
import {
  ApiError, AUTH_PATHS, OFFLINE_MESSAGE, OFFLINE_MESSAGE_KEY, REFRESH_PATH, httpError, isPlainObject, pickToken, toApiError,
  type ApiClient, type ApiClientDefaults, type ApiParams, type ApiRequestConfig, type ApiRequestOptions, type ApiResponse,
  type ResponseType,
} from './client';

// ---- URL and query string (same bytes as axios for scalars and objects, see serializeParams) ---------------------
/** axios' param encoding: encodeURIComponent, then `:`, `$`, `,` kept and spaces as `+`. */
const encode = (v: string) =>
  encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/**
 * Query string of `params`, as axios built it: null/undefined dropped ('' kept as `key=`), Dates as ISO strings,
 * booleans as true/false, plain objects as `key[sub]=v` (the notifications filters accept it). One difference:
 * arrays repeat the key (`a=1&a=2`, which Fastify parses into an array) instead of axios' `a[]=1&a[]=2`, which
 * Fastify parses into a key `a[]` that no contract reads. (mf-explore already joins its lists: `topicIds=1,2`.)
 */
export function serializeParams(params?: ApiParams | null): string {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const pairs: string[] = [];
  const add = (key: string, v: unknown): void => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) for (const x of v) add(key, x);
    else if (isPlainObject(v)) for (const [k, x] of Object.entries(v)) add(`${key}[${k}]`, x);
    else pairs.push(`${encode(key)}=${encode(v instanceof Date ? v.toISOString() : String(v))}`);
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return pairs.join('&');
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** baseURL + url (axios' combineURLs; absolute urls as they are) + query, resolved against the document. */
export function buildUrl(baseURL: string, url: string, params?: ApiParams | null): string {
  let full = !url ? baseURL : ABSOLUTE_URL.test(url) || !baseURL ? url : `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = serializeParams(params);
  if (query) {
    const hash = full.indexOf('#');
    if (hash !== -1) full = full.slice(0, hash);
    full += (full.includes('?') ? '&' : '?') + query;
  }
  // What the browser does with a relative Request URL; done here so a non-DOM Request (Node, tests) accepts it.
  const base = typeof document !== 'undefined' ? document.baseURI : (globalThis as { location?: { href?: string } }).location?.href;
  return base ? new URL(full, base).href : full;
}

/** Bodies fetch takes as they are; anything else (plain objects, arrays) goes as JSON. */
function isRawBody(d: unknown): d is BodyInit {
  return typeof d === 'string'
    || (typeof FormData !== 'undefined' && d instanceof FormData)
    || (typeof Blob !== 'undefined' && d instanceof Blob)
    || (typeof URLSearchParams !== 'undefined' && d instanceof URLSearchParams)
    || (typeof ReadableStream !== 'undefined' && d instanceof ReadableStream)
    || d instanceof ArrayBuffer || ArrayBuffer.isView(d);
}

/** Like axios: JSON when it parses, else the text; an empty body (204, HEAD) is ''. */
async function readBody(res: Response, type: ResponseType): Promise<unknown> {
  if (type === 'blob') return res.blob();
  if (type === 'arraybuffer') return res.arrayBuffer();
  const text = await res.text();
  if (type === 'text' || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const headersOf = (h: Headers): Record<string, string> => {
  const out: Record<string, string> = {};
  h.forEach((v, k) => { out[k] = v; });
  return out;
};

// ---- the client ---------------------------------------------------------------------------------------------------
interface Failure { error: ApiError; status?: number; canceled: boolean }

export function createHttpClient(defaults: ApiClientDefaults): ApiClient {
  // axios differences made explicit: no retries, no default timeout, cookies sent (withCredentials).
  const transport = ky.create({
    credentials: 'include',
    retry: 0,
    timeout: false,
    throwHttpErrors: true,
    headers: { Accept: 'application/json' },
  });

  /** One HTTP exchange: the response, or the failure as an ApiError (status 0 when there is no response). */
  async function exchange(config: ApiRequestConfig, retryToken: string | null): Promise<ApiResponse | Failure> {
    const method = (config.method ?? 'get').toLowerCase();
    const headers = new Headers();
    for (const [k, v] of Object.entries(config.headers ?? {})) if (v !== undefined && v !== null) headers.set(k, String(v));
    const token = retryToken ?? getAccessToken();
    if (token && (retryToken || !headers.has('Authorization'))) headers.set('Authorization', `Bearer ${token}`);

    let { params, data } = config;
    if (!config.ignoreLocale) {
      const locale = getLocale();
      if (method === 'get') {
        if (params instanceof URLSearchParams) {
          if (!params.has('locale')) { params = new URLSearchParams(params); params.set('locale', locale); }
        } else if (params?.locale === undefined) params = { ...params, locale };
      } else if (method === 'post' || method === 'put') {
        if (data === undefined || data === null) data = { locale };
        else if (isPlainObject(data) && data.locale === undefined) data = { ...data, locale };
      }
    }

    const url = buildUrl(config.baseURL ?? defaults.baseURL, config.url ?? '', params);
    const timeout = config.timeout ?? defaults.timeout ?? false;
    const options: Options = { method, headers, timeout: timeout === 0 ? false : timeout };
    if (config.signal) options.signal = config.signal;
    if (defaults.fetch) options.fetch = defaults.fetch;
    if (data !== undefined && data !== null && method !== 'get' && method !== 'head') {
      if (isRawBody(data)) options.body = data;
      else options.json = data;
    }

    let res: Response;
    try {
      res = await transport(url, options);
    } catch (err) {
      if (err instanceof HTTPError) {
        const status = err.response.status;
        const body = await readBody(err.response, 'json').catch(() => undefined);
        return { error: httpError(status, body), status, canceled: false };
      }
      if (err instanceof TimeoutError) {
        return { error: new ApiError(0, 'TIMEOUT', `timeout of ${String(timeout)}ms exceeded`), canceled: false };
      }
      if (config.signal?.aborted || (err as { name?: unknown } | null)?.name === 'AbortError') {
        return { error: new ApiError(0, 'CANCELED', 'canceled'), canceled: true };
      }
      // fetch rejects (TypeError) when there is no response: offline, DNS, CORS, connection reset
      return { error: new ApiError(0, 'NETWORK_ERROR', 'Network Error'), canceled: false };
    }
    try {
      return { data: await readBody(res, config.responseType ?? 'json'), status: res.status, headers: headersOf(res.headers) };
    } catch (err) {
      if (config.signal?.aborted) return { error: new ApiError(0, 'CANCELED', 'canceled'), canceled: true };
      return { error: new ApiError(0, 'NETWORK_ERROR', err instanceof Error ? err.message : 'Network Error'), canceled: false };
    }
  }

  // Single-flight refresh: concurrent 401s share one RefreshToken call.
  let refreshing: Promise<string | null> | null = null;
  const refresh = (): Promise<string | null> => {
    refreshing ??= client
      .post(REFRESH_PATH, undefined, { ignoreLocale: true, silent: true })
      .then((r) => {
        const t = pickToken(r.data);
        if (t) setAccessToken(t);
        return t;
      })
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const expire = (reason: string) => {
    clearSession();
    bus.emit('platform.session.expired.v1', { reason });
  };

  async function request<T>(config: ApiRequestConfig, retryToken: string | null = null): Promise<ApiResponse<T>> {
    const result = await exchange(config, retryToken).catch((err: unknown) => { throw toApiError(err); }); // bad input: UNKNOWN
    if (!('error' in result)) return result as ApiResponse<T>;
    const { error, status, canceled } = result;
    const url = config.url ?? '';

    if (status === 401 && !AUTH_PATHS.test(url) && !retryToken) {
      const token = await refresh();
      if (token) return request<T>(config, token); // one retry with the new token
      if (!config.silent) expire('refresh-failed');
      throw error;
    }
    if (config.silent) throw error;
    if (status === 401 && !/\/AccountApi\/(SignIn|RefreshToken)\b/i.test(url)) expire('unauthorized');
    else if (status === 403) bus.emit('platform.navigate.v1', { to: '/unauthorized?statusCode=403' });
    else if ((status === undefined && !canceled) || status === 502 || status === 503 || status === 504) {
      bus.emit('platform.toast.show.v1', { status: 'error', messageKey: OFFLINE_MESSAGE_KEY, message: OFFLINE_MESSAGE });
    }
    // 404, 3xx, other 4xx and 500 with a body: left to the caller.
    throw error;
  }

  const withBody = (method: 'post' | 'put' | 'patch') =>
    <T = unknown>(url: string, data?: unknown, config?: ApiRequestOptions) => request<T>({ ...config, url, method, data });
  const withoutBody = (method: 'get' | 'delete' | 'head') =>
    <T = unknown>(url: string, config?: ApiRequestOptions) => request<T>({ ...config, url, method });

  const client: ApiClient = {
    defaults,
    request: <T = unknown>(config: ApiRequestConfig & { url: string }) => request<T>(config),
    get: withoutBody('get'),
    delete: withoutBody('delete'),
    head: withoutBody('head'),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
  };
  return client;
}
