export {
  apiClient, createApiClient, ApiError, isApiError, isCancel, toApiError, pickToken, API_BASE,
  OFFLINE_MESSAGE, OFFLINE_MESSAGE_KEY, REFRESH_PATH, apiClientId,
} from './client';
export type {
  CreateApiClientOptions, ApiClient, ApiClientDefaults, ApiParams, ApiRequestConfig, ApiRequestOptions, ApiResponse,
  HttpMethod, ResponseType,
} from './client';
export * from './account';
export * from './reference';
import { apiClientId } from './client';

if (typeof window !== 'undefined') {
  const w = window as unknown as { __PLATFORM_SINGLETONS__?: Record<string, Set<string>> };
  const reg = (w.__PLATFORM_SINGLETONS__ ??= {});
  (reg['api-client'] ??= new Set()).add(apiClientId);
}
export * from './analytics';
