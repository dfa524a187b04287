/**
 * The axios part of the API client: the instance, its interceptors (bearer token, `locale`, single
 * flight refresh, spec §8 error mapping). Loaded on the first request (see ./client `apiClient`), so
 * a first route that makes no call (login, the public student view) does not download axios.
 */
import axios, {
  AxiosHeaders, type AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig,
} from 'axios';
import { bus } from '@platform/event-bus';
import { clearSession, getAccessToken, getLocale, setAccessToken } from '@platform/session';
import { API_BASE, AUTH_PATHS, OFFLINE_MESSAGE, OFFLINE_MESSAGE_KEY, REFRESH_PATH, isPlainObject, pickToken, toApiError } from './client';

export interface CreateApiClientOptions {
  baseURL?: string;
  /** for tests: a custom axios adapter */
  adapter?: AxiosRequestConfig['adapter'];
}

export function createAxiosClient(opts: CreateApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: opts.baseURL ?? API_BASE,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    ...(opts.adapter ? { adapter: opts.adapter } : {}),
  });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = getAccessToken();
    const headers = AxiosHeaders.from(config.headers);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    config.headers = headers;
    if (!config.ignoreLocale) {
      const locale = getLocale();
      const method = (config.method ?? 'get').toLowerCase();
      if (method === 'get') {
        const params = (config.params ?? {}) as Record<string, unknown>;
        if (params.locale === undefined) config.params = { ...params, locale };
      } else if (method === 'post' || method === 'put') {
        if (config.data === undefined || config.data === null) config.data = { locale };
        else if (isPlainObject(config.data) && config.data.locale === undefined) config.data = { ...config.data, locale };
      }
    }
    return config;
  });

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

  client.interceptors.response.use(undefined, async (err: unknown) => {
    if (!axios.isAxiosError(err)) throw toApiError(err);
    const e = err as AxiosError;
    const config = e.config;
    const status = e.response?.status;
    const url = config?.url ?? '';

    if (status === 401 && config && !AUTH_PATHS.test(url) && !config._retried) {
      const token = await refresh();
      if (token) {
        config._retried = true;
        const headers = AxiosHeaders.from(config.headers);
        headers.set('Authorization', `Bearer ${token}`);
        config.headers = headers;
        return client.request(config);
      }
      if (!config.silent) expire('refresh-failed');
      throw toApiError(err);
    }
    if (config?.silent) throw toApiError(err);
    if (status === 401 && !/\/AccountApi\/(SignIn|RefreshToken)\b/i.test(url)) expire('unauthorized');
    else if (status === 403) bus.emit('platform.navigate.v1', { to: '/unauthorized?statusCode=403' });
    else if ((!e.response && !axios.isCancel(err)) || status === 502 || status === 503 || status === 504) {
      bus.emit('platform.toast.show.v1', { status: 'error', messageKey: OFFLINE_MESSAGE_KEY, message: OFFLINE_MESSAGE });
    }
    // 404, 3xx, other 4xx and 500 with a body: left to the caller.
    throw toApiError(err);
  });

  return client;
}

