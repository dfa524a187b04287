import type { PageAccessInput } from '@platform/contracts';
import { apiClient } from './client';

/**
 * POST /AnalyticsApi/PageAccess: logs one page access decided by the guard. Fire and forget: silent (no toast,
 * no redirect on failure) and never rejects, so analytics can never break a navigation.
 */
export function logPageAccess(access: PageAccessInput): Promise<void> {
  return apiClient.post('/AnalyticsApi/PageAccess', access, { silent: true }).then(() => undefined, () => undefined);
}
