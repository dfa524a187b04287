// Types only: axios itself is loaded on the first request (./http), not with this module.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not add `locale` to the query (GET) or body (POST/PUT). */
    ignoreLocale?: boolean;
    /** Do not run the global error handling of spec §8 (toast, 403 redirect, expiry). */
    silent?: boolean;
    /** Internal: this request is a retry after a refresh. */
    _retried?: boolean;
  }
}

export const API_BASE = '/api/v1';

/** Normalised error of every failed call (server body `{ statusCode, code, message }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  constructor(status: number, code: string, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Same test as axios.isAxiosError, without importing axios. */
export function isAxiosError(err: unknown): err is import('axios').AxiosError {
  return err !== null && typeof err === 'object' && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Status 0 means no response (network error, timeout, backend offline). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isAxiosError(err)) {
    const res = err.response;
    if (!res) return new ApiError(0, err.code === 'ECONNABORTED' ? 'TIMEOUT' : 'NETWORK_ERROR', err.message || 'Network Error');
    const body = res.data as { statusCode?: number; code?: string; message?: string } | undefined;
    const isObj = body !== null && typeof body === 'object';
    return new ApiError(
      (isObj && typeof body.statusCode === 'number' ? body.statusCode : res.status) || res.status,
      (isObj && body.code) || `HTTP_${res.status}`,
      (isObj && body.message) || (typeof res.data === 'string' && res.data) || err.message,
      res.data,
    );
  }
  return new ApiError(0, 'UNKNOWN', err instanceof Error ? err.message : String(err));
}

/** i18n key of the spec §8 "backend offline" message. */
export const OFFLINE_MESSAGE_KEY = 'common:errors.offline';
export const OFFLINE_MESSAGE = "We couldn't process your request, try again later.";

export const AUTH_PATHS = /\/AccountApi\/(SignIn|RefreshToken|Logout|ExternalGoogleLogin|ExternalMicrosoftLogin)\b/i;
export const REFRESH_PATH = '/AccountApi/RefreshToken';

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Pulls the access token out of the various shapes the server may answer with. */
export function pickToken(data: unknown): string | null {
  if (typeof data === 'string' && data) return data;
  if (isPlainObject(data)) {
    for (const k of ['token', 'accessToken', 'access_token']) if (typeof data[k] === 'string') return data[k] as string;
    if (isPlainObject(data.data)) return pickToken(data.data);
  }
  return null;
}

export interface CreateApiClientOptions {
  baseURL?: string;
  /** for tests: a custom axios adapter */
  adapter?: AxiosRequestConfig['adapter'];
}

/** A new axios client with the platform's interceptors (loads axios first). */
export async function createApiClient(opts: CreateApiClientOptions = {}): Promise<AxiosInstance> {
  const { createAxiosClient } = await import('./http');
  return createAxiosClient(opts);
}

// ---- the platform's ONE client, loaded on first use -------------------------------------------
let instance: AxiosInstance | null = null;
let loading: Promise<AxiosInstance> | null = null;
/** Defaults set before axios is loaded (e.g. `apiClient.defaults.adapter` in tests); applied on load. */
const pendingDefaults: Record<string, unknown> = {};
type Use = { kind: 'request' | 'response'; args: unknown[] };
const pendingInterceptors: Use[] = [];

/** Resolves to the real axios instance behind `apiClient` (loads axios on the first call). */
export function loadApiClient(): Promise<AxiosInstance> {
  loading ??= import('./http').then(({ createAxiosClient }) => {
    const client = createAxiosClient();
    Object.assign(client.defaults, pendingDefaults);
    for (const u of pendingInterceptors) (client.interceptors[u.kind].use as (...a: unknown[]) => number)(...u.args);
    instance = client;
    return client;
  });
  return loading;
}

const METHODS = ['request', 'get', 'delete', 'head', 'options', 'post', 'put', 'patch', 'postForm', 'putForm', 'patchForm'] as const;

function pendingManager(kind: Use['kind']) {
  return {
    use: (...args: unknown[]) => {
      if (instance) return (instance.interceptors[kind].use as (...a: unknown[]) => number)(...args);
      pendingInterceptors.push({ kind, args });
      return -pendingInterceptors.length;
    },
    eject: (id: number) => {
      if (id < 0) pendingInterceptors.splice(-id - 1, 1, { kind, args: [undefined, undefined] });
      else instance?.interceptors[kind].eject(id);
    },
    clear: () => instance?.interceptors[kind].clear(),
  };
}

function createLazyClient(): AxiosInstance {
  const call = (config: AxiosRequestConfig) => loadApiClient().then((c) => c(config));
  const lazy = call as unknown as Record<string, unknown>;
  for (const m of METHODS) {
    lazy[m] = (...args: unknown[]) => loadApiClient().then((c) => (c[m] as (...a: unknown[]) => unknown)(...args));
  }
  const interceptors = { request: pendingManager('request'), response: pendingManager('response') };
  Object.defineProperties(lazy, {
    defaults: { get: () => instance?.defaults ?? pendingDefaults, enumerable: true },
    interceptors: { get: () => instance?.interceptors ?? interceptors, enumerable: true },
  });
  lazy.getUri = (config?: AxiosRequestConfig) =>
    instance ? instance.getUri(config) : `${config?.baseURL ?? API_BASE}${config?.url ?? ''}`;
  return lazy as unknown as AxiosInstance;
}

/**
 * The platform's ONE axios client (MF singleton through @platform/api-client). Same surface as an
 * AxiosInstance (`get`, `post`, … return promises as always); axios itself is downloaded with the
 * first request, so routes that make none never load it.
 */
export const apiClient: AxiosInstance = createLazyClient();
export const apiClientId = Math.random().toString(36).slice(2, 10);
