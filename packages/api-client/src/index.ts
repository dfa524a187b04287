/**
 * @platform/api-client — the platform's ONE HTTP client (MF shared singleton): `apiClient` and its errors.
 * The typed calls live in one module per API group, imported by subpath (`@platform/api-client/resource`,
 * `/account`, `/folder`, …): those are NOT shared, so each app bundles only the groups and calls it uses,
 * tree-shaken, and they all call this one client. See the README.
 */
export { apiClient, createApiClient, apiClientId, preloadApiClient } from './client';
export type { CreateApiClientOptions } from './client';
export {
  ApiError,
  isApiError,
  isCancel,
  toApiError,
  pickToken,
  API_BASE,
  OFFLINE_MESSAGE,
  OFFLINE_MESSAGE_KEY,
  REFRESH_PATH,
} from './core';
export type {
  ApiClient,
  ApiClientDefaults,
  ApiParams,
  ApiRequestConfig,
  ApiRequestOptions,
  ApiResponse,
  HttpMethod,
  ResponseType,
} from './core';
import { apiClientId } from './client';

if (typeof window !== 'undefined') {
  const w = window as unknown as { __PLATFORM_SINGLETONS__?: Record<string, Set<string>> };
  const reg = (w.__PLATFORM_SINGLETONS__ ??= {});
  (reg['api-client'] ??= new Set()).add(apiClientId);
}
