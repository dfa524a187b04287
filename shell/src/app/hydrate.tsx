/**
 * The browser side of the pre-rendered public pages (docs/decisions/0033-prerendered-public-pages.md).
 *
 * The server answers `/`, `/login`, … with the page already in #shell-root (`data-prerendered="<lang>"`,
 * `data-path="<path>"`, built by src/prerender.tsx). The shell restores the session and runs the first guard pass as
 * always, then:
 *   - the visitor is anonymous, on the same path without a query, in the same language, on the main platform host:
 *     the SAME ShellApp hydrates the markup (the page's chunks are loaded first, so nothing is replaced);
 *   - otherwise (signed in, sent elsewhere by the guard, another language remembered, a white-label brand): the markup
 *     is dropped and the shell renders in the browser, as it does for every other page.
 * The language cookie (`pl_lang`, written here on start and on every language change) is how the server picks the
 * language of the next page it sends.
 * The pages without a form start this only on the visitor's first intent, or at once for a signed-in visitor
 * (scripts/start-on-intent.js, ADR 0041).
 * A signed-in user's page rendered by the server (`data-signed-in` on #shell-root, ADR 0045: the signed-in /feed) is
 * hydrated or dropped by ./hydrateSignedIn.tsx, a chunk of its own.
 */
import type { Root } from 'react-dom/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { startTransition, useEffect, type ReactNode } from 'react';
import { i18n, namespaceReady } from '@platform/i18n';
import { getUserInfo, toLocale, type Locale } from '@platform/session';
import { ShellApp, preloadLayout } from './ShellApp';
import { isWhiteLabelHost } from './host';
import { matchRoute } from './routes';
import { yieldToMain } from './lazyLoad';

export { LANG_COOKIE, adoptServerLanguage, keepLanguageCookie, prerendered } from './serverLanguage';

/** The page the server rendered is the one shown: same path without a query, same language, the main host. */
function samePage(page: { lang: Locale; path: string }): boolean {
  return (
    window.location.pathname === page.path &&
    window.location.search === '' &&
    toLocale(i18n.language) === page.lang &&
    !isWhiteLabelHost()
  );
}

/** True when the browser's first render is exactly what the server rendered. */
function canHydrate(page: { lang: Locale; path: string }): boolean {
  return getUserInfo() === null && samePage(page);
}

/**
 * The chunks the page's tree is made of (the same ones the lazy components load), before hydrating. The layout (and
 * with it Chakra's system, the costliest module to run) first, then the rest, each in a task of its own.
 */
async function preloadPage(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  const login = route?.name === 'login' || route?.name === 'corporative-login';
  // the login pages are texts of the `shell` namespace (pages/ShellPages.tsx): not every page's texts on /login
  const texts = login ? null : namespaceReady('pages');
  await preloadLayout();
  await yieldToMain();
  const page = login
    ? () => import('./pages/LoginPage')
    : route?.name === 'reset-password' || route?.name === 'quote'
      ? () => import('./pages/AccountPages')
      : () => import('./pages/MarketingPages');
  await Promise.all([
    route?.hideNavbar ? null : import('./chrome/LoggedOutBar'),
    import(/* webpackChunkName: "layout" */ './chrome/Footer'),
    texts,
  ]);
  await yieldToMain();
  await Promise.all([import('./pages/ShellPages'), page()]);
  await yieldToMain();
}

/**
 * The React root of a pre-rendered #shell-root: hydrated when the page is what this visitor sees, otherwise a
 * browser render that replaces the markup. Called with the session restored and the first guard pass done.
 */
export async function rootForPrerendered(el: HTMLElement, page: { lang: Locale; path: string }): Promise<Root> {
  delete el.dataset.prerendered;
  const app = (
    <Committed>
      <ShellApp />
    </Committed>
  );
  // a signed-in user's page (ADR 0045): hydrated by a chunk of its own, or (null) dropped as any other below; what it
  // needs of this module is handed to it (imported there, this module and ShellApp could not be one module here)
  const signedIn =
    el.dataset.signedIn &&
    (await (await import('./hydrateSignedIn')).rootForSignedIn(el, samePage(page) && page.path, preloadLayout, app));
  if (signedIn) return signedIn;
  if (canHydrate(page)) {
    await preloadPage(page.path).catch(() => undefined);
    // a transition: React hydrates in slices of a few ms and yields to the browser between them (a default-priority
    // hydration is one task of the whole tree: the longest task of the public pages' first load, issue 12)
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(el, app);
    });
    void whenHydrated(el).then(() => interactive(el));
    return root;
  }
  el.replaceChildren();
  interactive(el);
  const root = createRoot(el);
  flushSync(() => root.render(<ShellApp />));
  markCommitted();
  return root;
}

/**
 * `<html data-hydrated>` once React has committed the page (not only rendered it: during a sliced hydration a node
 * carries React's fiber before its events are React's). The loader of the pages that hydrate on intent waits for it
 * before replaying what the visitor did meanwhile (scripts/start-on-intent.js, ADR 0041).
 */
function markCommitted(): void {
  document.documentElement.setAttribute('data-hydrated', '');
}
/** No markup of its own (the server's tree is matched as is): its effect runs when the hydration commits. */
function Committed({ children }: { children: ReactNode }) {
  useEffect(markCommitted, []);
  return children;
}

/**
 * The server's markup of a page with a form is inert until React owns it (scripts/prerender.cjs); the pages that
 * hydrate on intent (ADR 0041) are never inert: their links work before, and the loader replays a button's click or
 * a select's change once React owns the control (scripts/start-on-intent.js).
 */
function interactive(el: HTMLElement): void {
  el.removeAttribute('inert');
  el.removeAttribute('aria-disabled');
}

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';
/** Resolves once every control of the markup is React's (a hydrated node carries React's fiber key); 10 s at most. */
export function whenHydrated(el: HTMLElement, limitMs = 10_000): Promise<void> {
  const owned = (node: Element) => Object.keys(node).some((k) => k.startsWith('__reactFiber$'));
  const start = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (Array.from(el.querySelectorAll(CONTROLS)).every(owned) || Date.now() - start > limitMs) resolve();
      else setTimeout(check, 16);
    };
    check();
  });
}
