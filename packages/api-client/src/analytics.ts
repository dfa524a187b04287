import type { PageAccessInput } from '@platform/contracts';
import { getAccessToken, getLocale } from '@platform/session';
import { API_BASE } from '@platform/api-client';

/**
 * POST /AnalyticsApi/PageAccess: logs one page access decided by the guard. Fire and forget: no toast, no redirect,
 * never rejects, so analytics can never break a navigation. Sent with a plain `fetch` (keepalive), not through the
 * API client: on /login and /r/{id} this is the only call of the first load, and it must not download axios for it.
 */
export function logPageAccess(access: PageAccessInput): Promise<void> {
  try {
    const token = getAccessToken();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    return fetch(`${API_BASE}/AnalyticsApi/PageAccess`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify({ locale: getLocale(), ...access }),
    }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
