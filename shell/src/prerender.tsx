/**
 * The build-time pre-render of the shell's public pages (docs/decisions/0033-prerendered-public-pages.md).
 *
 * Built by the shell's rspack config to `dist-server/server.cjs` (the same shared config as the browser build,
 * re-targeted to Node: @platform/mf-config/server, ADR 0012); `scripts/prerender.cjs` runs it after the browser build
 * and writes one HTML file per page and language into `dist-prerender/`. Each page is the SAME React tree the browser
 * renders (ShellApp: providers, full layout with the logged-out bar, the page, the footer) for an anonymous visitor,
 * rendered with React's static prerender (it waits for the lazy chunks), with the theme's CSS (Chakra's emotion
 * styles) collected from an emotion cache of its own; the browser hydrates it (app/hydrate.tsx).
 *
 * `renderSignedIn` (ADR 0045, docs/decisions/0045-signed-in-feed-from-the-server.md §4): the same bundle, loaded by the
 * API at run time, renders a signed-in user's page (the signed-in /feed) around a remote's server markup, for the
 * user the API's `fetchApi` answers Me for; the browser hydrates it with the user snapshot embedded in the page
 * (app/hydrateSignedIn.tsx).
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { API_BASE } from '@platform/api-client';
import { changeLanguage, i18n, initI18n, namespaceReady } from '@platform/i18n';
import { hasActiveWhitelabelLicense, sessionStore, statusAtom, userInfoAtom, type UserInfo } from '@platform/session';
import { THEME_CSS_ATTR, activeBrand } from '@platform/ui';
import { collectEmotionStyles, jsonForScript, streamToString } from '@platform/ui/server';
import { ShellApp, VIEWPORT } from './app/ShellApp';
import { setRemoteAreaHtml, setShellReady } from './app/frame';
import { setServerLocation } from './app/navigation/location';
import { matchRoute, type RouteDef } from './app/routes';
import { PLANS } from './app/pages/AccountPages';
import { runGuard, type GuardEnv } from './app/guard/runGuard';
import { tourEligible } from './app/chrome/tourRules';
import { resetNotificationsState, setUnseenNotifications } from './app/chrome/notificationsState';
import { syncBrandLogos } from './app/whiteLabel';
import { SIGNED_IN_DATA_ID, type SignedInSnapshot } from './app/signedInPage';

export const LANGUAGES = ['es', 'en', 'ca'] as const;
export type Language = (typeof LANGUAGES)[number];

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

export interface PrerenderOutput {
  /** the markup that goes inside #shell-root */
  html: string;
  /** <style> elements for <head>: the theme's global CSS and the components' CSS, as emotion's browser cache reads them */
  styles: string;
  /** <title> */
  title: string;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs one render after the previous one (the language, the location, the session are module state). */
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/** The shell's tree with the styles collected: the markup, the CSS, and what failed (a part the browser would redo). */
async function renderShell(pathname: string): Promise<{ html: string; cache: EmotionCache; errors: unknown[] }> {
  setServerLocation(pathname);
  setShellReady(true);
  const cache = createCache({ key: 'css' });
  cache.compat = true; // rules kept in cache.inserted, not written inline next to the elements
  const errors: unknown[] = [];
  const tree: ReactNode = (
    <CacheProvider value={cache}>
      <ShellApp />
    </CacheProvider>
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

function titleOf(route: RouteDef, lang: Language): string {
  const t = i18n.getFixedT(lang, 'shell');
  return route.name === 'home'
    ? t('titles.homeFull', { brand: activeBrand.name })
    : t('titles.format', { page: t(route.titleKey), brand: activeBrand.name });
}

/** Renders one page in one language (serialised: the language and the location are module state). */
export function render(pathname: string, lang: Language): Promise<PrerenderOutput> {
  return serialised(async () => {
    const route = matchRoute(pathname);
    if (!route || route.owner !== 'shell') throw new Error(`not a shell page: ${pathname}`);
    initI18n(lang);
    await changeLanguage(lang);
    await namespaceReady('pages');
    const { html, cache, errors } = await renderShell(pathname);
    // a part that failed would be rendered by the browser instead (a flash): the build fails
    if (errors.length)
      throw new Error(`pre-render of ${pathname} (${lang}) failed: ${String(errors[0])}`, { cause: errors[0] });
    const styles = collectEmotionStyles(cache, 'mark');
    if (!styles.includes(THEME_CSS_ATTR))
      throw new Error(`pre-render of ${pathname}: the theme's global CSS is missing`);
    return { html, styles, title: titleOf(route, lang) };
  });
}

// ---- the signed-in page (docs/decisions/0045-signed-in-feed-from-the-server.md, §4) ---------------------------------

/** How the server render reaches the API (packages/api/src/render/feed.ts: app.inject with the user's access token). */
export type FetchApi = (req: {
  method: string;
  url: string;
  body?: unknown;
}) => Promise<{ status: number; data: unknown }>;

export interface SignedInInput {
  pathname: string;
  lang: Language;
  fetchApi: FetchApi;
  /** the remote's server render of the page: its name and the markup of its container */
  remote: { name: string; html: string };
}

export interface SignedInOutput extends PrerenderOutput {
  /** the user snapshot the markup was rendered from (JSON safe inside <script type="application/json">) */
  embedded: string;
  /** the id of that <script> element */
  embeddedId: string;
  /** the user the page was rendered for (#shell-root's data-signed-in) */
  userId: number;
  /** the route layout's viewport (`<meta name="viewport">`): the browser applies the same one when it starts */
  viewport: string;
}

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
const escAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
 * it, exactly as in the browser's first render. Serialised with `render` (module state).
 */
export function renderSignedIn(input: SignedInInput): Promise<SignedInOutput | null> {
  return serialised(async () => {
    const { pathname, lang, fetchApi, remote } = input;
    const route = matchRoute(pathname);
    if (!LANGUAGES.includes(lang) || !REMOTE_NAME.test(remote.name)) return null;
    if (!route || route.owner !== remote.name || route.studentPublic) return null;
    // the user info (as the session restore reads it) and the bell's state (what the hub would say first)
    const [me, cards] = await Promise.all([
      getJson(fetchApi, '/AccountApi/Me', lang),
      getJson(fetchApi, '/NotificationApi/Cards?pageNumber=0&pageSize=1', lang).catch(() => null),
    ]);
    const user = me.status === 200 ? (me.data as UserInfo | null) : null;
    if (!user || typeof user.userId !== 'number') return null;
    const decision = await runGuard({ path: pathname, search: '' }, serverGuardEnv(user, fetchApi, lang));
    if (decision.type !== 'allow') return null;
    const snapshot: SignedInSnapshot = {
      user,
      unseen: cards?.status === 200 && (cards.data as { hasUnseen?: unknown } | null)?.hasUnseen === true,
    };

    initI18n(lang);
    await changeLanguage(lang);
    if (tourEligible(user, route)) await namespaceReady('tour');
    sessionStore.set(userInfoAtom, user);
    sessionStore.set(statusAtom, 'authenticated');
    syncBrandLogos();
    setUnseenNotifications(snapshot.unseen);
    const name = remote.name;
    setRemoteAreaHtml(
      `<div id="remote-area"><div id="remote-${name}" data-remote="${name}" data-ssr="${name}" data-ssr-path="${escAttr(pathname)}">${remote.html}</div></div>`,
    );
    try {
      const { html, cache, errors } = await renderShell(pathname);
      // a part that failed would be rendered again by the browser: the API serves the client-rendered page instead
      if (errors.length)
        throw new Error(`signed-in render of ${pathname} (${lang}) failed: ${String(errors[0])}`, { cause: errors[0] });
      return {
        html,
        styles: collectEmotionStyles(cache, 'mark'),
        title: titleOf(route, lang),
        embedded: jsonForScript(snapshot),
        embeddedId: SIGNED_IN_DATA_ID,
        userId: user.userId,
        viewport: VIEWPORT[route.layout],
      };
    } finally {
      // the next render (another user, or a public page) starts from no session
      setRemoteAreaHtml(null);
      sessionStore.set(userInfoAtom, null);
      sessionStore.set(statusAtom, 'unknown');
      syncBrandLogos();
      resetNotificationsState();
    }
  });
}
