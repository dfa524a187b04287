/**
 * The server render of the signed-in /feed and /resource/:id (presentation tab) (docs/decisions/0045-signed-in-feed-
 * from-the-server.md §3, §6), built to
 * dist-server/server.cjs by @platform/mf-config/server and run by the API on its render workers
 * (packages/api/src/render/pool.ts) through the render contract (`@platform/contracts/render`).
 *
 * The SAME remote root as the browser's (providers, error boundary, route table, the lazy feed screen) renders the
 * feed with its data. A render is request-scoped (docs/decisions/0053-request-scoped-concurrent-render.md): its own
 * QueryClient, its own api-client (its transport is the input's `fetchApi`, the API with the user's authority), its
 * own i18next clone in the page's language and its own emotion cache, handed to the tree through its providers
 * (`RenderScopeProvider`); nothing is kept in the module between renders, so renders of different users and languages
 * run at the same time. The feed's queries (`prefetchFeed`) run through that client before React's static prerender;
 * the client is dehydrated into the page, and the browser's mount hydrates it before the kit hydrates the markup
 * (src/spa.tsx), so its first render is this one.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { QueryClient } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/query-core';
import {
  RENDER_CONTRACT,
  isRenderLanguage,
  type RenderInput,
  type RenderLanguage,
  type RenderOutput,
} from '@platform/contracts/render';
import type { Paged, ResourceCard, ResourceDetail } from '@platform/contracts';
import { isRedirect } from '@platform/api-client/resource';
import { renderApiClient } from '@platform/api-client/render';
import { loadTexts, renderI18n } from '@platform/i18n';
import { createRemote } from '@platform/remote-kit';
import { RenderScopeProvider, type RenderScope } from '@platform/ui/base';
import { collectEmotionStyles, jsonForScript, serverTheme, streamToString } from '@platform/ui/server';
import { app } from './app';
import { routes } from './routes';
import { EMBEDDED_ID } from './ssr';
import { registerServerHtmlParser } from '@platform/resource-view/html-server';
import { FIRST_COVERS, feedQueriesOf, prefetchFeed } from './lib/feedQueries';
import { prefetchResource, qk } from './lib/queries';
import { addAllSpanishTexts } from './lib/texts';

// rich text is sanitised by walking a parsed tree (ADR 0047): here, with no DOM, htmlparser2's
registerServerHtmlParser();
export { EMBEDDED_ID };
export type { RenderInput, RenderOutput };
/** The render contract this bundle was built against (the API runs only bundles of its own). */
export const renderContract = RENDER_CONTRACT;
/** The default of `dataTimeoutMs`: a slow API never holds a render for longer than this. */
export const DATA_TIMEOUT_MS = 5_000;
/** The paths this entry renders (anything else: `null`, the browser renders it); `:id` is digits. */
export const PATHS: readonly string[] = ['/feed', '/resource/:id'];
const RESOURCE_PATH = /^\/resource\/([1-9][0-9]{0,9})$/;

/** The resource of `/resource/<id>` (its presentation tab), or null. */
export function resourceIdOf(pathname: string): number | null {
  const m = RESOURCE_PATH.exec(pathname);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

const remote = createRemote(app, routes);
// every language's texts of the feed, loaded once when the bundle loads: a render loads nothing
// (the resource screen's Spanish texts too, which its chunk adds in the browser)
const textsReady = loadTexts([app.i18n.ns, 'common']).then(addAllSpanishTexts);
// the theme's global CSS, once: the renders adopt it by name (the shell's render writes it into the page)
const theme = serverTheme(() => createCache({ key: 'css' }));

/** The platform's client defaults (@platform/ui/query) for a render: no retries, a failure is the screen's error state. */
const newRenderClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: 30_000, gcTime: Infinity },
    },
  });

// ---- output ---------------------------------------------------------------------------------------------------------
const sameOrigin = (src: string | null | undefined): src is string => !!src && /^\/(?!\/)/.test(src);

/** The covers of the first row of cards the feed shows (recently viewed, or most viewed when there is none). */
function firstRowCovers(client: QueryClient, lang: RenderLanguage): string[] {
  const q = feedQueriesOf('', lang);
  const recent = client.getQueryData<ResourceCard[]>(q.recent.queryKey) ?? [];
  const mostViewed = client.getQueryData<Paged<ResourceCard>>(q.mostViewed.queryKey)?.data ?? [];
  const row = (recent.length ? recent : mostViewed).slice(0, FIRST_COVERS);
  return [...new Set(row.map((r) => r.cover).filter(sameOrigin))];
}

/** Resolves when `work` settles or after `ms`, whichever comes first (never rejects). */
const settledWithin = (work: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref?.();
    void work.then(
      () => (clearTimeout(timer), resolve()),
      () => (clearTimeout(timer), resolve()),
    );
  });

/**
 * Renders `/feed` or `/resource/<id>` for the user `input.fetchApi` answers for, in `input.lang`. `null` for any other
 * path, a query string, a language that is not es/en/ca, or no fetchApi (both are signed-in pages); for a resource,
 * also when it does not answer as itself in that language (a redirect to another language, a 404, an error, no
 * answer in time): the browser renders it, as before (its redirect notice, the not-found page, the error state).
 */
export async function render(input: RenderInput): Promise<RenderOutput | null> {
  const resourceId = resourceIdOf(input.pathname);
  if ((input.pathname !== '/feed' && resourceId === null) || (input.search !== '' && input.search !== '?')) return null;
  if (!isRenderLanguage(input.lang) || typeof input.fetchApi !== 'function') return null;
  await textsReady;
  const { lang } = input;
  const client = newRenderClient();
  try {
    const api = await renderApiClient(input.fetchApi, lang);
    // every query of the screen settles (an error is the widget's error state, as in the browser), within the time
    const ms = input.dataTimeoutMs ?? DATA_TIMEOUT_MS;
    let covers: string[];
    if (resourceId === null) {
      await settledWithin(prefetchFeed('', lang, client, api), ms);
      covers = firstRowCovers(client, lang);
    } else {
      await settledWithin(prefetchResource(resourceId, lang, client, api), ms);
      const r = client.getQueryState<ResourceDetail | object>(qk.resource(resourceId, lang));
      if (r?.status !== 'success' || !r.data || isRedirect(r.data)) return null;
      covers = [(r.data as ResourceDetail).cover].filter(sameOrigin);
    }
    const scope: RenderScope = {
      i18n: await renderI18n(lang),
      apiClient: api,
      queryClient: client,
      location: { pathname: input.pathname, search: '' },
      theme,
    };
    const cache = createCache({ key: 'css' });
    cache.compat = true; // rules kept in cache.inserted, not written inline next to the elements
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <RenderScopeProvider value={scope}>
        <CacheProvider value={cache}>
          <remote.Root />
        </CacheProvider>
      </RenderScopeProvider>,
      { onError: (err) => void errors.push(err) },
    );
    const html = await streamToString(prelude);
    // a part that failed would be rendered again by the browser (a mismatch): the API serves the client render
    if (errors.length)
      throw new Error(`mf-explore server render of ${input.pathname} failed: ${String(errors[0])}`, {
        cause: errors[0],
      });
    return {
      status: 200,
      html,
      styles: collectEmotionStyles(cache, 'omit', theme),
      title: null,
      // the answered and the failed queries (a failure is shown as such); not the pending ones: those the render
      // only observed (the search box's suggestions, disabled until typing) and any not answered in time
      embedded: [
        {
          id: EMBEDDED_ID,
          json: jsonForScript(dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' })),
        },
      ],
      preloadImages: covers,
      userId: null,
      viewport: null,
      bar: null,
    };
  } finally {
    client.clear();
  }
}
