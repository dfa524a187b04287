/**
 * The shell's server renders, built by the shell's rspack config to `dist-server/server.cjs` (the same shared config as
 * the browser build, re-targeted to Node: @platform/mf-config/server, ADR 0012), through the render contract
 * (`@platform/contracts/render`):
 *
 * - the build-time pre-render of the public pages (docs/decisions/0033-prerendered-public-pages.md):
 *   `scripts/prerender.cjs` renders every page of PAGES in every language after the browser build and writes one HTML
 *   file each into `dist-prerender/`. Each page is the SAME React tree the browser renders (ShellApp: providers, full
 *   layout with the logged-out bar, the page, the footer) for an anonymous visitor, with React's static prerender (it
 *   waits for the lazy chunks) and the theme's CSS (Chakra's emotion styles) from an emotion cache of its own; the
 *   browser hydrates it (app/hydrate.tsx).
 * - the signed-in page around a remote's markup (ADR 0045 §4; input.remote): loaded by the API at run time on its
 *   render workers, for the user the API's `fetchApi` answers Me for; the browser hydrates it with the user snapshot
 *   embedded in the page (app/hydrateSignedIn.tsx).
 *
 * Request-scoped (docs/decisions/0053-request-scoped-concurrent-render.md): a render's i18next clone, its API client,
 * its location (RenderScopeProvider) and its page state — the user, the bell, the logos, the remote's markup
 * (ServerPageProvider) — reach the tree through providers; nothing is written to a module, so renders of different
 * users and languages run at the same time.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import type { i18n as I18n } from 'i18next';
import {
  RENDER_CONTRACT,
  RENDER_LANGUAGES,
  isRenderLanguage,
  type FetchApi,
  type RenderInput,
  type RenderLanguage,
  type RenderOutput,
} from '@platform/contracts/render';
import { API_BASE, apiClient, type ApiClient } from '@platform/api-client';
import { renderApiClient } from '@platform/api-client/render';
import { loadTexts, renderI18n } from '@platform/i18n';
import { hasActiveWhitelabelLicense, type UserInfo } from '@platform/session';
import { THEME_CSS_ATTR } from '@platform/ui';
import { RenderScopeProvider, activeBrand, type RenderScope } from '@platform/ui/base';
import { collectEmotionStyles, jsonForScript, serverTheme, streamToString } from '@platform/ui/server';
import { ShellApp, VIEWPORT } from './app/ShellApp';
import { ServerPageProvider, type ServerPage } from './app/serverPage';
import { matchRoute, type RouteDef } from './app/routes';
import { PLANS } from './app/pages/AccountPages';
import { runGuard, type GuardEnv } from './app/guard/runGuard';
import { brandLogosOf, logosOf } from './app/whiteLabel';
import { SIGNED_IN_DATA_ID, type SignedInSnapshot } from './app/signedInPage';

export type { FetchApi, RenderInput, RenderOutput };
/** The render contract this bundle was built against (the API runs only bundles of its own). */
export const renderContract = RENDER_CONTRACT;
export const LANGUAGES = RENDER_LANGUAGES;
export type Language = RenderLanguage;

/**
 * The pre-rendered paths: the shell's pages a visitor reaches signed out. /faqs, /trial-finished and /license are
 * pages for signed-in users (the guard sends an anonymous visitor to /login; their bar is the user's own), so they
 * keep client rendering (ADR 0033).
 */
export const PAGES: readonly string[] = [
  '/',
  '/content',
  '/how-it-works',
  '/impact',
  '/login',
  '/corporative-login',
  '/reset-password',
  ...PLANS.map((plan) => `/quote/${plan}`),
];

// every language's texts of the chrome and the pages, loaded once when the bundle loads: a render loads nothing
const textsReady = loadTexts(['common', 'shell', 'pages', 'tour']);
// the theme's global CSS, once (a constant of the build's theme): the renders adopt it by name and write this copy
const theme = serverTheme(() => createCache({ key: 'css' }));

/** The shell's tree with the styles collected: the markup, the CSS, and what failed (a part the browser would redo). */
async function renderShell(
  scope: RenderScope,
  page: ServerPage,
): Promise<{ html: string; cache: EmotionCache; errors: unknown[] }> {
  const cache = createCache({ key: 'css' });
  cache.compat = true; // rules kept in cache.inserted, not written inline next to the elements
  const errors: unknown[] = [];
  const tree: ReactNode = (
    <RenderScopeProvider value={scope}>
      <ServerPageProvider value={page}>
        <CacheProvider value={cache}>
          <ShellApp />
        </CacheProvider>
      </ServerPageProvider>
    </RenderScopeProvider>
  );
  // every boundary inline, complete: React would otherwise move a large one's content out of place, to be put back by
  // an inline script that the pages' CSP (script-src 'self') blocks — the browser would see a pending boundary
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (err) => void errors.push(err),
    progressiveChunkSize: Infinity,
  });
  const html = await streamToString(prelude);
  if (/<!--\$[?!]-->/.test(html)) errors.push(new Error('a Suspense boundary was not rendered in place'));
  return { html, cache, errors };
}

function titleOf(i18n: I18n, route: RouteDef, lang: Language): string {
  const t = i18n.getFixedT(lang, 'shell');
  return route.name === 'home'
    ? t('titles.homeFull', { brand: activeBrand.name })
    : t('titles.format', { page: t(route.titleKey), brand: activeBrand.name });
}

const scopeOf = (i18n: I18n, api: ApiClient, pathname: string): RenderScope => ({
  i18n,
  apiClient: api,
  location: { pathname, search: '' },
  theme,
});

/**
 * Renders `input.pathname` in `input.lang`: with `input.remote` (and `fetchApi`), the signed-in page around that
 * remote's markup (renderSignedIn); without, a public shell page for an anonymous visitor (the build's pre-render;
 * throws for a path that is not a shell page, and when a part fails: the build fails rather than ship a page the
 * browser would render again).
 */
export async function render(input: RenderInput): Promise<RenderOutput | null> {
  if (input.remote) return renderSignedIn(input);
  const { pathname, lang } = input;
  if (!isRenderLanguage(lang)) return null;
  const route = matchRoute(pathname);
  if (!route || route.owner !== 'shell') throw new Error(`not a shell page: ${pathname}`);
  await textsReady;
  const i18n = await renderI18n(lang);
  const page: ServerPage = { user: null, unseen: false, logos: null, remoteAreaHtml: null };
  // an anonymous page makes no request: the platform's client is never called on the server
  const { html, cache, errors } = await renderShell(scopeOf(i18n, apiClient, pathname), page);
  // a part that failed would be rendered by the browser instead (a flash): the build fails
  if (errors.length)
    throw new Error(`pre-render of ${pathname} (${lang}) failed: ${String(errors[0])}`, { cause: errors[0] });
  const styles = collectEmotionStyles(cache, 'mark', theme);
  if (!styles.includes(THEME_CSS_ATTR)) throw new Error(`pre-render of ${pathname}: the theme's global CSS is missing`);
  return {
    status: 200,
    html,
    styles,
    title: titleOf(i18n, route, lang),
    embedded: [],
    preloadImages: [],
    userId: null,
    viewport: null,
    bar: null,
  };
}

// ---- the signed-in page (docs/decisions/0045-signed-in-feed-from-the-server.md, §4) ---------------------------------

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
const escAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GET of the API through the render's fetchApi, with the page's `locale` as the api-client sends it. */
async function getJson(fetchApi: FetchApi, path: string, lang: Language): Promise<{ status: number; data: unknown }> {
  const sep = path.includes('?') ? '&' : '?';
  return fetchApi({ method: 'GET', url: `${API_BASE}${path}${sep}locale=${lang}` });
}

/**
 * The guard's effects for a user the API already knows (the page session): no storage, no redirect kept, the main
 * platform host (the API renders nothing for a white-label host); the Krea terms through the API, as the browser asks.
 */
function serverGuardEnv(user: UserInfo, fetchApi: FetchApi, lang: Language): GuardEnv {
  return {
    getUser: () => user,
    hasStoredSession: () => true,
    checkSession: () => Promise.resolve(true),
    clearSession: () => undefined,
    isWhiteLabelHost: () => false,
    getSubdomainInfo: () => undefined,
    loadSubdomainInfo: () => Promise.resolve(null),
    // the same rule as the browser's (whiteLabel.ts) with no subdomain: the user's own white-label licence
    whiteLabelLicenseActive: () => hasActiveWhitelabelLicense(user),
    mainPlatformUrl: () => '',
    fetchTermsSigned: async () => {
      const { status, data } = await getJson(fetchApi, '/krea/Account/TermsAndConditions', lang);
      if (status === 401 || status === 403) return 'forbidden';
      if (status !== 200) throw new Error(`TermsAndConditions answered ${status}`);
      return (data as { signed?: unknown } | null)?.signed === true;
    },
    storeRedirectPath: () => undefined,
    now: () => Date.now(),
  };
}

/**
 * The signed-in user's page as the browser renders it once ready: the full layout (skip link, the signed-in bar with
 * the bell, the main area, the footer) for the user the API's `fetchApi` answers Me for, in `lang`, with the remote's
 * markup in the remote-area slot: `<div id="remote-area"><div id="remote-<name>" data-remote data-ssr
 * data-ssr-path>{remote.html}</div></div>`. `null` when the guard would not let that user see `pathname` (the
 * browser's own rules: trial ended, Krea terms, …), when the path is not the remote's, or when Me does not answer: the
 * API then serves the client-rendered page. What only the browser opens (drawers, modals, the tour's panel) is not in
 * it, exactly as in the browser's first render.
 */
export async function renderSignedIn(input: RenderInput): Promise<RenderOutput | null> {
  const { pathname, lang, fetchApi, remote } = input;
  if (!remote || typeof fetchApi !== 'function' || !isRenderLanguage(lang) || !REMOTE_NAME.test(remote.name))
    return null;
  const route = matchRoute(pathname);
  if (!route || route.owner !== remote.name || route.studentPublic) return null;
  // the user info (as the session restore reads it) and the bell's state (what the hub would say first), through the
  // request's own fetchApi
  const [me, cards] = await Promise.all([
    getJson(fetchApi, '/AccountApi/Me', lang),
    getJson(fetchApi, '/NotificationApi/Cards?pageNumber=0&pageSize=1', lang).catch(() => null),
  ]);
  const user = me.status === 200 ? (me.data as UserInfo | null) : null;
  if (!user || typeof user.userId !== 'number') return null;
  const unseen = cards?.status === 200 && (cards.data as { hasUnseen?: unknown } | null)?.hasUnseen === true;
  const decision = await runGuard({ path: pathname, search: '' }, serverGuardEnv(user, fetchApi, lang));
  if (decision.type !== 'allow') return null;
  await textsReady;
  // the render's own i18next clone and API client (the user's: anything in the tree that asks the API gets their
  // answers), handed to the tree through its providers
  const [i18n, api] = await Promise.all([renderI18n(lang), renderApiClient(fetchApi, lang)]);
  const snapshot: SignedInSnapshot = { user, unseen };
  const name = remote.name;
  const page: ServerPage = {
    user,
    unseen,
    logos: brandLogosOf(logosOf(undefined, user)),
    remoteAreaHtml: `<div id="remote-area"><div id="remote-${name}" data-remote="${name}" data-ssr="${name}" data-ssr-path="${escAttr(pathname)}">${remote.html}</div></div>`,
  };
  const { html, cache, errors } = await renderShell(scopeOf(i18n, api, pathname), page);
  // a part that failed would be rendered again by the browser: the API serves the client-rendered page instead
  if (errors.length)
    throw new Error(`signed-in render of ${pathname} (${lang}) failed: ${String(errors[0])}`, { cause: errors[0] });
  return {
    status: 200,
    html,
    styles: collectEmotionStyles(cache, 'mark', theme),
    title: titleOf(i18n, route, lang),
    embedded: [{ id: SIGNED_IN_DATA_ID, json: jsonForScript(snapshot) }],
    preloadImages: [],
    userId: user.userId,
    viewport: VIEWPORT[route.layout ?? 'responsive'],
    bar: null,
  };
}
