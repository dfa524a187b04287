/**
 * The axios part of the API client: the transport and the platform's request/response handling (bearer
 * token, `locale`, single-flight refresh, spec §8 error mapping). Loaded on the first request (see
 * ./client `apiClient`), so a first route that makes no call (login, the public student view) does not
 * download axios.
 */
import axios, { isAxiosError, type AxiosHeaders, type AxiosRequestConfig } from 'axios';
import { bus } from '@platform/event-bus';
import { clearSession, getAccessToken, getLocale, setAccessToken } from '@platform/session';
import {
  ApiError,
  AUTH_PATHS,
  OFFLINE_MESSAGE,
  OFFLINE_MESSAGE_KEY,
  REFRESH_PATH,
  httpError,
  isPlainObject,
  pickToken,
  toApiError,
  type ApiClient,
  type ApiClientDefaults,
  type ApiParams,
  type ApiRequestConfig,
  type ApiRequestOptions,
  type ApiResponse,
  type HttpMethod,
} from './core';
import type { Attempt } from './lost-answer';

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
  let full = !url
    ? baseURL
    : ABSOLUTE_URL.test(url) || !baseURL
      ? url
      : `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = serializeParams(params);
  if (query) {
    const hash = full.indexOf('#');
    if (hash !== -1) full = full.slice(0, hash);
    full += (full.includes('?') ? '&' : '?') + query;
  }
  // What the browser does with a relative Request URL; done here so a non-DOM Request (Node, tests) accepts it.
  const base =
    typeof document !== 'undefined'
      ? document.baseURI
      : (globalThis as { location?: { href?: string } }).location?.href;
  return base ? new URL(full, base).href : full;
}

/** Bodies axios sends as they are and does not type: fetch types them (a Blob by its own type). */
function isUntypedBody(d: unknown): boolean {
  return (
    typeof d === 'string' ||
    (typeof Blob !== 'undefined' && d instanceof Blob) ||
    (typeof ReadableStream !== 'undefined' && d instanceof ReadableStream) ||
    d instanceof ArrayBuffer ||
    ArrayBuffer.isView(d)
  );
}

/** axios' headers (AxiosHeaders or a plain object) as a plain record, names in lower case. */
const headersOf = (h: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  const plain =
    h && typeof (h as AxiosHeaders).toJSON === 'function'
      ? (h as AxiosHeaders).toJSON()
      : (h as Record<string, unknown> | undefined);
  for (const [k, v] of Object.entries(plain ?? {}))
    if (v !== undefined && v !== null && v !== false)
      out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
  return out;
};

/** The body of an error response: JSON when it parses (also when the request asked for a blob/arraybuffer). */
async function errorBody(data: unknown): Promise<unknown> {
  let text: string | undefined;
  if (typeof Blob !== 'undefined' && data instanceof Blob) text = await data.text();
  else if (data instanceof ArrayBuffer || Object.prototype.toString.call(data) === '[object ArrayBuffer]')
    text = new TextDecoder().decode(data as ArrayBuffer);
  if (text === undefined) return data;
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// ---- the client ---------------------------------------------------------------------------------------------------
export interface Failure {
  error: ApiError;
  status?: number;
  canceled: boolean;
}

// ---- lost answers (issue 32): ./lost-answer, loaded on the first write or lost answer (no first load needs it) ---

/**
 * `isolated` (createApiClient's option): the `locale` sent is that one, no access token, no refresh, no session
 * expiry, no platform event: a server render's client (one per request) shares nothing with other renders.
 */
export function createHttpClient(defaults: ApiClientDefaults, isolated?: { locale: string }): ApiClient {
  const accessToken = isolated ? () => null : getAccessToken;
  const localeOf = isolated ? () => isolated.locale : getLocale;
  // As the ky version behaved: no retries (axios has none), no default timeout, cookies sent (withCredentials),
  // Accept JSON. URLs and query strings are built here (buildUrl), axios gets them whole.
  const transport = axios.create({
    withCredentials: true,
    headers: { Accept: 'application/json' },
    timeout: 0,
  });

  /** One HTTP exchange: the response, or the failure as an ApiError (status 0 when there is no response). */
  async function exchange(config: ApiRequestConfig, retryToken: string | null): Promise<ApiResponse | Failure> {
    const method = (config.method ?? 'get').toLowerCase() as HttpMethod;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(config.headers ?? {}))
      if (v !== undefined && v !== null) headers[k] = String(v);
    const hasAuth = Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
    const token = retryToken ?? accessToken();
    if (token && (retryToken || !hasAuth)) {
      for (const k of Object.keys(headers)) if (k.toLowerCase() === 'authorization') delete headers[k];
      headers.Authorization = `Bearer ${token}`;
    }

    let { params, data } = config;
    if (!config.ignoreLocale) {
      const locale = localeOf();
      if (method === 'get') {
        if (params instanceof URLSearchParams) {
          if (!params.has('locale')) {
            params = new URLSearchParams(params);
            params.set('locale', locale);
          }
        } else if (params?.locale === undefined) params = { ...params, locale };
      } else if (method === 'post' || method === 'put') {
        if (data === undefined || data === null) data = { locale };
        else if (isPlainObject(data) && data.locale === undefined) data = { ...data, locale };
      }
    }

    const timeout = config.timeout ?? defaults.timeout ?? false;
    const responseType = config.responseType ?? 'json';
    const request: AxiosRequestConfig = {
      url: buildUrl(config.baseURL ?? defaults.baseURL, config.url ?? '', params),
      method,
      headers,
      responseType,
    };
    // A fetch given by the caller (tests, createApiClient) goes through axios' fetch adapter; otherwise axios'
    // browser default, XMLHttpRequest (the apps' bundles leave the fetch adapter out: mf-config shims).
    if (defaults.fetch) {
      request.adapter = 'fetch';
      request.env = { fetch: defaults.fetch };
    }
    const progress = config.onUploadProgress;
    if (progress) request.onUploadProgress = (e) => progress(e.total ? Math.min(1, e.loaded / e.total) : null);
    if (data !== undefined && data !== null && method !== 'get' && method !== 'head') {
      request.data = data;
      // axios types JSON, FormData and URLSearchParams itself and calls anything else form-urlencoded; like fetch
      // (and the ky version), a Blob goes with its own type and strings/buffers/streams with what fetch gives them.
      const typed = Object.keys(headers).some((k) => k.toLowerCase() === 'content-type');
      if (!typed && isUntypedBody(data))
        (request.headers as Record<string, unknown>)['Content-Type'] = (data instanceof Blob && data.type) || false;
    }

    // The timeout, as ky had it: a race the caller's promise loses at once, and an abort of the exchange. (axios'
    // own timeout waits for the fetch to notice its signal.)
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut: Promise<never> | undefined;
    if (timeout) {
      const ctrl = new AbortController();
      const stop = () => ctrl.abort(config.signal?.reason);
      if (config.signal?.aborted) stop();
      else config.signal?.addEventListener('abort', stop, { once: true });
      request.signal = ctrl.signal;
      timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(Object.assign(new Error(`timeout of ${String(timeout)}ms exceeded`), { isTimeout: true }));
          ctrl.abort();
        }, timeout);
      });
    } else if (config.signal) request.signal = config.signal;

    try {
      const sent = transport.request<unknown>(request);
      const res = timedOut ? await Promise.race([sent, timedOut]) : await sent;
      // axios parses JSON (text when it is not JSON); an empty body (204, HEAD) is ''
      const body = res.data === undefined || res.data === null ? '' : res.data;
      return { data: body, status: res.status, headers: headersOf(res.headers) };
    } catch (err) {
      if ((err as { isTimeout?: boolean }).isTimeout) {
        return { error: new ApiError(0, 'TIMEOUT', `timeout of ${String(timeout)}ms exceeded`), canceled: false };
      }
      if (!isAxiosError(err)) throw err; // bad input: UNKNOWN (request() maps it)
      if (err.response) {
        const status = err.response.status;
        const body = await errorBody(err.response.data).catch(() => undefined);
        return { error: httpError(status, body), status, canceled: false };
      }
      if (axios.isCancel(err) || err.code === 'ERR_CANCELED' || config.signal?.aborted) {
        return { error: new ApiError(0, 'CANCELED', 'canceled'), canceled: true };
      }
      if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') {
        return { error: new ApiError(0, 'TIMEOUT', `timeout of ${String(timeout)}ms exceeded`), canceled: false };
      }
      // no response: offline, DNS, CORS, connection reset
      return { error: new ApiError(0, 'NETWORK_ERROR', 'Network Error'), canceled: false };
    } finally {
      clearTimeout(timer);
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

  /**
   * Lost answers (issue 32, ./lost-answer): a write carries an Idempotency-Key; a read or a keyed write whose answer
   * was lost (network error, 502/503/504) is sent once more (same key); a retried write still running waits for it.
   */
  async function request<T>(
    config: ApiRequestConfig,
    retryToken: string | null = null,
    attempt: Attempt = { retried: false, waits: 0 },
  ): Promise<ApiResponse<T>> {
    const url = config.url ?? '';
    // a write (post, put, patch, delete) carries an Idempotency-Key, one per call (a caller's own `Idempotency-Key`
    // header wins; a retry sends the config again, key included); time + 52 random bits: unique per user is enough
    if (!isolated && /^[pd]/i.test(config.method ?? '') && !AUTH_PATHS.test(url))
      config = {
        ...config,
        headers: {
          'Idempotency-Key': Date.now().toString(36) + Math.random().toString(36).slice(2),
          ...config.headers,
        },
      };
    const result = await exchange(config, retryToken).catch((err: unknown) => {
      throw toApiError(err);
    }); // bad input: UNKNOWN
    if (!('error' in result)) return result as ApiResponse<T>;
    const { error, status, canceled } = result;
    // a lost answer (no response, 502-504), or a retried write still running (409): once more, or not
    if (!isolated && (status === undefined || status > 501 || status === 409)) {
      const next = await import('./lost-answer').then(
        (m) => m.again(config, result, attempt, defaults.retryDelayMs),
        () => null, // the chunk did not load (offline): no retry
      );
      if (next) return request<T>(config, retryToken, next);
    }
    // a server render's request: the failure is the screen's to show, nothing else reacts
    if (isolated) throw error;

    if (status === 401 && !AUTH_PATHS.test(url) && !retryToken) {
      const token = await refresh();
      if (token) return request<T>(config, token, attempt); // one retry with the new token (same key)
      if (!config.silent) expire('refresh-failed');
      throw error;
    }
    if (config.silent) throw error;
    if (status === 401 && !/\/AccountApi\/(SignIn|RefreshToken)\b/i.test(url)) expire('unauthorized');
    else if (status === 403) bus.emit('platform.navigate.v1', { to: '/unauthorized?statusCode=403' });
    else if ((status === undefined && !canceled) || status === 502 || status === 503 || status === 504) {
      bus.emit('platform.toast.show.v1', {
        status: 'error',
        messageKey: OFFLINE_MESSAGE_KEY,
        message: OFFLINE_MESSAGE,
      });
    }
    // 404, 3xx, other 4xx and 500 with a body: left to the caller.
    throw error;
  }

  const withBody =
    (method: 'post' | 'put' | 'patch') =>
    <T = unknown>(url: string, data?: unknown, config?: ApiRequestOptions) =>
      request<T>({ ...config, url, method, data });
  const withoutBody =
    (method: 'get' | 'delete' | 'head') =>
    <T = unknown>(url: string, config?: ApiRequestOptions) =>
      request<T>({ ...config, url, method });

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
