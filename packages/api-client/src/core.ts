/**
 * The client's interface, its errors and the helpers that both the lazy client (./client) and the transport (./http)
 * use: a module of its own, so the transport does not import the client that loads it (no import cycle).
 * No HTTP library here: axios is loaded on the first request (./http).
 */

export const API_BASE = '/api/v1';

// ---- the platform's client interface ----------------------------------------------------------
export type HttpMethod = 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';
/** How the response body is read: JSON (text when it is not JSON, '' when empty), text, Blob or ArrayBuffer. */
export type ResponseType = 'json' | 'text' | 'blob' | 'arraybuffer';
/**
 * Query parameters. null/undefined are dropped, Dates go as ISO strings, arrays repeat the key
 * (`a=1&a=2`), plain objects go as `key[sub]=v`; a URLSearchParams is sent as is.
 */
export type ApiParams = Record<string, unknown> | URLSearchParams;

export interface ApiRequestConfig {
  url?: string;
  method?: HttpMethod | Uppercase<HttpMethod>;
  /** Default: the client's `baseURL` ('/api/v1'). */
  baseURL?: string;
  params?: ApiParams;
  /** Body: plain objects and arrays as JSON; FormData, Blob, ArrayBuffer, URLSearchParams and strings as they are. */
  data?: unknown;
  headers?: Record<string, string | undefined>;
  /** Aborting rejects with ApiError code 'CANCELED' (see isCancel), without global handling. */
  signal?: AbortSignal;
  /** Default 'json'. */
  responseType?: ResponseType;
  /** Milliseconds; default none (rejects with ApiError status 0, code 'TIMEOUT'). */
  timeout?: number | false;
  /** Do not add `locale` to the query (GET) or body (POST/PUT). */
  ignoreLocale?: boolean;
  /** Do not run the global error handling of spec §8 (toast, 403 redirect, expiry). */
  silent?: boolean;
  /**
   * Upload progress of the request body, 0..1 (null while the total is unknown). In the browser the client sends
   * with XMLHttpRequest, which reports it; a client made with a custom fetch reports nothing.
   */
  onUploadProgress?: (fraction: number | null) => void;
}
export type ApiRequestOptions = Omit<ApiRequestConfig, 'url' | 'method' | 'data'>;

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
}

/** Mutable defaults of a client (tests set `fetch` before or after the first request). */
export interface ApiClientDefaults {
  baseURL: string;
  /** The fetch axios' fetch adapter uses (its env.fetch; tests inject a fake one); default: the global fetch. */
  fetch?: typeof fetch;
  timeout?: number | false;
  /** Wait before the one retry of a lost answer when the response gives no Retry-After (ms; default 400). */
  retryDelayMs?: number;
}

/** The platform's HTTP client (the shared `apiClient`, or one from createApiClient). Failures reject with ApiError. */
export interface ApiClient {
  readonly defaults: ApiClientDefaults;
  request<T = unknown>(config: ApiRequestConfig & { url: string }): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: ApiRequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: ApiRequestOptions): Promise<ApiResponse<T>>;
  head<T = unknown>(url: string, config?: ApiRequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: ApiRequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: ApiRequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: ApiRequestOptions): Promise<ApiResponse<T>>;
}

// ---- errors -----------------------------------------------------------------------------------
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
/** A request aborted through its `signal` (status 0, code 'CANCELED'). */
export const isCancel = (e: unknown): e is ApiError => e instanceof ApiError && e.code === 'CANCELED';

/** The ApiError of an HTTP error response: the server body `{ statusCode, code, message }` when there is one. */
export function httpError(status: number, data: unknown): ApiError {
  const body = data as { statusCode?: number; code?: string; message?: string } | undefined;
  const isObj = body !== null && typeof body === 'object';
  return new ApiError(
    (isObj && typeof body.statusCode === 'number' ? body.statusCode : status) || status,
    (isObj && body.code) || `HTTP_${status}`,
    (isObj && body.message) || (typeof data === 'string' && data) || `Request failed with status code ${status}`,
    data,
  );
}

/** Status 0 means no response (network error, timeout, cancel, backend offline). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
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
