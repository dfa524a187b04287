/**
 * The server render of the signed-in /feed (docs/decisions/0045-signed-in-feed-from-the-server.md §3), built to
 * dist-server/server.cjs by @platform/mf-config/server and called by the API (packages/api/src/render/feed.ts).
 *
 * The SAME remote root as the browser's (providers, error boundary, route table, the lazy feed screen) renders the
 * feed with its data: the feed's queries (`feedQueries`, through `prefetchFeed`) run through the SAME api-client, whose
 * transport is the API's `fetchApi` while a render runs, into a QueryClient of the render's own, which the root is
 * given in place of the platform's one (the kit's `query` provider). React's static prerender waits for the lazy
 * screen; the components' CSS is collected from an emotion cache of the render (as the shell's pre-render does,
 * shell/src/prerender.tsx); the client is dehydrated into the page, and the browser's mount hydrates it before the kit
 * hydrates the markup (src/spa.tsx), so its first render is this one.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/query-core';
import type { Paged, ResourceCard } from '@platform/contracts';
import { API_BASE, REFRESH_PATH, apiClient } from '@platform/api-client';
import { changeLanguage, i18n, namespaceReady } from '@platform/i18n';
import { createRemote, type RemoteApp } from '@platform/remote-kit';
import { setServerPathname } from '@platform/remote-kit/paths';
import { query } from '@platform/remote-kit/query';
import { collectEmotionStyles, jsonForScript, streamToString } from '@platform/ui/server';
import en from '@platform/i18n/locales/en/explore.json';
import ca from '@platform/i18n/locales/ca/explore.json';
import enCommon from '@platform/i18n/locales/en/common.json';
import caCommon from '@platform/i18n/locales/ca/common.json';
import { app } from './app';
import { routes } from './routes';
import { EMBEDDED_ID } from './ssr';
import { registerServerHtmlParser } from '@platform/resource-view/html-server';
import { FIRST_COVERS, feedQueriesOf, prefetchFeed } from './features/feed/FeedScreen';

// rich text is sanitised by walking a parsed tree (ADR 0047): here, with no DOM, htmlparser2's
registerServerHtmlParser();
export { EMBEDDED_ID };
export const LANGUAGES = ['es', 'en', 'ca'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The default of `dataTimeoutMs`: a slow API never holds the renders (one at a time) for longer than this. */
export const DATA_TIMEOUT_MS = 5_000;
/** The paths this entry renders (anything else: `null`, the browser renders it). */
export const PATHS: readonly string[] = ['/feed'];

/** The API's answer to one request of the render, with the signed-in user's authority (ADR 0045 §2). */
export type FetchApi = (req: {
  method: string;
  url: string;
  body?: unknown;
}) => Promise<{ status: number; data: unknown }>;

export interface RenderInput {
  /** the path asked for (only `/feed` is rendered) */
  pathname: string;
  /** its query string (only an empty one is rendered for now) */
  search: string;
  /** the interface language */
  locale: Language;
  /**
   * Answers the api-client's requests: `url` is what the browser would request, the path with its query string
   * (`/api/v1/ResourceApi/GetLastViewedResources?limit=4&locale=es`); `body` is the parsed JSON body, if any.
   */
  fetchApi: FetchApi;
  /**
   * How long the feed's requests are waited for (default DATA_TIMEOUT_MS). One not answered by then is rendered as
   * loading and not embedded: the browser asks it once started, as a client render does.
   */
  dataTimeoutMs?: number;
}
export interface RenderOutput {
  /** the remote's markup: goes inside `<div id="remote-mf-explore" data-remote="mf-explore" data-ssr="mf-explore" data-ssr-path="/feed">` */
  html: string;
  /**
   * `<style>` elements for `<head>`: the components' CSS as emotion's browser cache adopts it (`data-emotion="css
   * <ids>"`); the theme's global CSS is not repeated here (the shell's render carries it)
   */
  styles: string;
  /** react-query's dehydrate() of the render's client, as JSON safe inside `<script type="application/json" id={embeddedId}>` */
  embedded: string;
  embeddedId: string;
  /** same-origin covers (`/files/…`) of the feed's first row of cards: the page's largest paint, to preload */
  preloadImages: string[];
}

// ---- the render's QueryClient, in place of the platform's one ------------------------------------------------------
let renderClient: QueryClient | null = null;
function RenderQueryProvider({ children }: { children: ReactNode }) {
  if (!renderClient) throw new Error('mf-explore server render: no QueryClient outside a render');
  return <QueryClientProvider client={renderClient}>{children}</QueryClientProvider>;
}
// the remote's own descriptor, its `query` provider (the platform's ONE client, one per page in a browser) replaced by
// the render's: one user's answers never reach another render
const [frame, ...extra] = app.providers;
const serverApp: RemoteApp = {
  ...app,
  providers: [
    frame,
    ...extra.map((p) => (p === query ? { kind: 'provider' as const, Provider: RenderQueryProvider } : p)),
  ],
};
const remote = createRemote(serverApp, routes);

/** The platform's client defaults (@platform/ui/query) for a render: no retries, a failure is the screen's error state. */
const newRenderClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: 30_000, gcTime: Infinity },
    },
  });

// ---- the api-client's transport: the render's fetchApi --------------------------------------------------------------
let renderFetch: FetchApi | null = null;
/** Never resolved by DNS: the transport answers every request through `fetchApi` (a Request needs an absolute URL). */
const ORIGIN = 'http://mf-explore.server-render';
const NO_BODY = new Set([101, 204, 205, 304]);

/** The `fetch` of the api-client (its seam for another transport, `defaults.fetch`) while this bundle renders. */
async function renderTransport(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const req = input instanceof Request ? input : new Request(input, init);
  const url = new URL(req.url);
  const path = url.pathname + url.search;
  const fetchApi = renderFetch;
  // the render is the API's own request with the user's token: no session refresh (its cookie is not here)
  if (!fetchApi || url.origin !== ORIGIN || url.pathname.endsWith(REFRESH_PATH))
    return new Response(null, { status: 401 });
  const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
  let body: unknown;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const { status, data } = await fetchApi({ method: req.method, url: path, ...(body !== undefined && { body }) });
  const empty = NO_BODY.has(status) || data === undefined || data === null;
  return new Response(empty ? null : JSON.stringify(data), {
    status,
    headers: empty ? {} : { 'content-type': 'application/json' },
  });
}
apiClient.defaults.baseURL = `${ORIGIN}${API_BASE}`;
apiClient.defaults.fetch = renderTransport;

// ---- texts: every language in this one file, nothing to load while rendering --------------------------------------
i18n.addResourceBundle('en', app.i18n.ns, en, true, false);
i18n.addResourceBundle('ca', app.i18n.ns, ca, true, false);
i18n.addResourceBundle('en', 'common', enCommon, true, false);
i18n.addResourceBundle('ca', 'common', caCommon, true, false);

// ---- output ---------------------------------------------------------------------------------------------------------
const sameOrigin = (src: string | null | undefined): src is string => !!src && /^\/(?!\/)/.test(src);

/** The covers of the first row of cards the feed shows (recently viewed, or most viewed when there is none). */
function firstRowCovers(client: QueryClient, locale: Language): string[] {
  const q = feedQueriesOf('', locale);
  const recent = client.getQueryData<ResourceCard[]>(q.recent.queryKey) ?? [];
  const mostViewed = client.getQueryData<Paged<ResourceCard>>(q.mostViewed.queryKey)?.data ?? [];
  const row = (recent.length ? recent : mostViewed).slice(0, FIRST_COVERS);
  return [...new Set(row.map((r) => r.cover).filter(sameOrigin))];
}

// one render at a time: the language, the path, the transport and the client are module state while one runs
let queue: Promise<unknown> = Promise.resolve();

/** Renders `/feed` for the API's user in `locale` (null for any other path, a query string or an unknown language). */
export function render(input: RenderInput): Promise<RenderOutput | null> {
  if (!PATHS.includes(input.pathname) || (input.search !== '' && input.search !== '?')) return Promise.resolve(null);
  if (!(LANGUAGES as readonly string[]).includes(input.locale)) return Promise.resolve(null);
  const run = queue.then(async () => {
    // the language first: the api-client sends it as `locale` and the query keys carry it
    if (i18n.language !== input.locale) await changeLanguage(input.locale);
    await namespaceReady(app.i18n.ns);
    const client = newRenderClient();
    renderClient = client;
    renderFetch = input.fetchApi;
    try {
      // every query of the feed settles (an error is the widget's error state, as in the browser), within the time
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, input.dataTimeoutMs ?? DATA_TIMEOUT_MS);
        timer.unref?.();
        void prefetchFeed('', input.locale, client).then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      renderFetch = null; // the render itself makes no request
      setServerPathname(input.pathname);
      const cache = createCache({ key: 'css' });
      cache.compat = true; // rules kept in cache.inserted, not written inline next to the elements
      const errors: unknown[] = [];
      const { prelude } = await prerenderToNodeStream(
        <CacheProvider value={cache}>
          <remote.Root />
        </CacheProvider>,
        { onError: (err) => void errors.push(err) },
      );
      const html = await streamToString(prelude);
      // a part that failed would be rendered again by the browser (a mismatch): the API serves the client render
      if (errors.length)
        throw new Error(`mf-explore server render of ${input.pathname} failed: ${String(errors[0])}`, {
          cause: errors[0],
        });
      return {
        html,
        styles: collectEmotionStyles(cache, 'omit'),
        // the answered and the failed queries (a failure is shown as such); not the pending ones: those the render
        // only observed (the search box's suggestions, disabled until typing) and any not answered in time
        embedded: jsonForScript(dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' })),
        embeddedId: EMBEDDED_ID,
        preloadImages: firstRowCovers(client, input.locale),
      } satisfies RenderOutput;
    } finally {
      renderFetch = null;
      renderClient = null;
      client.clear();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
