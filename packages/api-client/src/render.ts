/**
 * `@platform/api-client/render` — a server render's own API client (docs/decisions/0053-request-scoped-concurrent-render.md),
 * for the apps' server entries only (never in a browser build): the platform's client behaviour (query strings, the
 * `locale` parameter, errors as ApiError) over a transport that hands every request to the render's `fetchApi` (the
 * API answering in-process with the signed-in user's authority). One per render: it holds no token, refreshes and
 * ends no session, emits no platform event, and shares nothing with other renders.
 */
import type { FetchApi } from '@platform/contracts/render';
import { API_BASE, REFRESH_PATH, createApiClient, type ApiClient } from '@platform/api-client';

/** Never resolved by DNS: the transport answers every request through `fetchApi` (a Request needs an absolute URL). */
const ORIGIN = 'http://server-render.invalid';
const NO_BODY = new Set([101, 204, 205, 304]);

/** The `fetch` of one render's client: every request of the API answered by that render's `fetchApi`. */
export function renderTransport(fetchApi: FetchApi): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    // the render is the API's own request with the user's token: no session refresh (its cookie is not here)
    if (url.origin !== ORIGIN || url.pathname.endsWith(REFRESH_PATH)) return new Response(null, { status: 401 });
    const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
    let body: unknown;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const { status, data } = await fetchApi({
      method: req.method,
      url: url.pathname + url.search,
      ...(body !== undefined && { body }),
    });
    const empty = NO_BODY.has(status) || data === undefined || data === null;
    return new Response(empty ? null : JSON.stringify(data), {
      status,
      headers: empty ? {} : { 'content-type': 'application/json' },
    });
  };
}

/** One render's API client: the API's answers for that render's user, `locale` = the page's language. */
export function renderApiClient(fetchApi: FetchApi, locale: string): Promise<ApiClient> {
  return createApiClient({ baseURL: `${ORIGIN}${API_BASE}`, fetch: renderTransport(fetchApi), isolated: { locale } });
}
