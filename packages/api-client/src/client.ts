// No HTTP library here: axios is loaded on the first request (./http), not with this module.
import {
  API_BASE,
  type ApiClient,
  type ApiClientDefaults,
  type ApiRequestConfig,
  type ApiRequestOptions,
} from './core';

export interface CreateApiClientOptions {
  baseURL?: string;
  /** the fetch axios uses (its `env.fetch`): tests, and a server render's transport */
  fetch?: typeof fetch;
  timeout?: number | false;
  /**
   * A client that touches no platform state (a server render's, one per request, ADR 0053): the `locale` it sends is
   * this one, not the session's; it reads no access token and never refreshes or ends the session; it emits no
   * platform event (toast, navigation). Its `fetch` answers with the user's authority.
   */
  isolated?: { locale: string };
}

/** A new client with the platform's behaviour (bearer, locale, refresh, spec §8); loads axios first. */
export async function createApiClient(opts: CreateApiClientOptions = {}): Promise<ApiClient> {
  const { createHttpClient } = await import('./http');
  const { isolated, ...defaults } = opts;
  return createHttpClient({ ...defaults, baseURL: opts.baseURL ?? API_BASE }, isolated);
}

// ---- the platform's ONE client, loaded on first use -------------------------------------------
/** Shared by the lazy `apiClient` and the real client behind it, so it can be set before axios is loaded. */
const defaults: ApiClientDefaults = { baseURL: API_BASE };
let loading: Promise<ApiClient> | null = null;

/** Resolves to the real client behind `apiClient` (loads axios on the first call). */
export function loadApiClient(): Promise<ApiClient> {
  loading ??= import('./http').then(
    ({ createHttpClient }) => createHttpClient(defaults),
    (err: unknown) => {
      loading = null; // a failed chunk load (offline): the next request tries again
      throw err;
    },
  );
  return loading;
}

/**
 * Starts downloading the client (axios) now, without a request: the shell calls it on start for a returning
 * signed-in user, whose first request (the session restore) would otherwise wait for the chunk. Never rejects.
 */
export function preloadApiClient(): void {
  loadApiClient().catch(() => undefined);
}

/**
 * The platform's ONE HTTP client (MF singleton through @platform/api-client): `get`, `post`, … return
 * promises of `{ data, status, headers }` and reject with ApiError. axios itself is downloaded with the
 * first request, so routes that make none never load it.
 */
export const apiClient: ApiClient = {
  defaults,
  request: <T = unknown>(config: ApiRequestConfig & { url: string }) =>
    loadApiClient().then((c) => c.request<T>(config)),
  get: <T = unknown>(url: string, config?: ApiRequestOptions) => loadApiClient().then((c) => c.get<T>(url, config)),
  delete: <T = unknown>(url: string, config?: ApiRequestOptions) =>
    loadApiClient().then((c) => c.delete<T>(url, config)),
  head: <T = unknown>(url: string, config?: ApiRequestOptions) => loadApiClient().then((c) => c.head<T>(url, config)),
  post: <T = unknown>(url: string, data?: unknown, config?: ApiRequestOptions) =>
    loadApiClient().then((c) => c.post<T>(url, data, config)),
  put: <T = unknown>(url: string, data?: unknown, config?: ApiRequestOptions) =>
    loadApiClient().then((c) => c.put<T>(url, data, config)),
  patch: <T = unknown>(url: string, data?: unknown, config?: ApiRequestOptions) =>
    loadApiClient().then((c) => c.patch<T>(url, data, config)),
};
export const apiClientId = Math.random().toString(36).slice(2, 10);
