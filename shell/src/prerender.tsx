/**
 * The build-time pre-render of the shell's public pages (docs/decisions/0033-prerendered-public-pages.md).
 *
 * Built by the shell's rspack config to `dist-server/server.cjs` (the same shared config as the browser build,
 * re-targeted to Node: @platform/mf-config/server, ADR 0012); `scripts/prerender.cjs` runs it after the browser build
 * and writes one HTML file per page and language into `dist-prerender/`. Each page is the SAME React tree the browser
 * renders (ShellApp: providers, full layout with the logged-out bar, the page, the footer) for an anonymous visitor,
 * rendered with React's static prerender (it waits for the lazy chunks), with the theme's CSS (Chakra's emotion
 * styles) collected from an emotion cache of its own; the browser hydrates it (app/hydrate.tsx).
 */
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider, css } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { changeLanguage, i18n, initI18n, namespaceReady } from '@platform/i18n';
import { THEME_CSS_ATTR, activeBrand, getSystem } from '@platform/ui';
import { ShellApp } from './app/ShellApp';
import { setShellReady } from './app/frame';
import { setServerLocation } from './app/navigation/location';
import { matchRoute } from './app/routes';
import { PLANS } from './app/pages/AccountPages';

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

/**
 * The emotion name of the Chakra system's global CSS (what ChakraProvider's <Global> serializes): its <style> is
 * marked with THEME_CSS_ATTR, so the browser's provider adopts it by name without building it (@platform/ui).
 */
const themeCssName = () => css(getSystem()._global as Parameters<typeof css>[0]).name;

/** emotion's critical CSS of one render: global rules one element each, the rest in one element listing its ids */
function collectStyles(cache: EmotionCache): string {
  const theme = themeCssName();
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined)
      globals.push(
        `<style data-emotion="${cache.key}-global ${id}"${id === theme ? ` ${THEME_CSS_ATTR}` : ''}>${rules}</style>`,
      );
    else {
      ids.push(id);
      css += rules;
    }
  }
  return globals.join('') + (ids.length ? `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>` : '');
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page in one language (serialised: the language and the location are module state). */
export function render(pathname: string, lang: Language): Promise<PrerenderOutput> {
  const run = queue.then(async () => {
    const route = matchRoute(pathname);
    if (!route || route.owner !== 'shell') throw new Error(`not a shell page: ${pathname}`);
    initI18n(lang);
    await changeLanguage(lang);
    await namespaceReady('pages');
    setServerLocation(pathname);
    setShellReady(true);
    const cache = createCache({ key: 'css' });
    cache.compat = true; // rules kept in cache.inserted, not written inline next to the elements
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <ShellApp />
      </CacheProvider>,
      { onError: (err) => void errors.push(err) },
    );
    const html = await streamToString(prelude);
    // a part that failed would be rendered by the browser instead (a flash): the build fails
    if (errors.length)
      throw new Error(`pre-render of ${pathname} (${lang}) failed: ${String(errors[0])}`, { cause: errors[0] });
    const t = i18n.getFixedT(lang, 'shell');
    const title =
      route.name === 'home'
        ? t('titles.homeFull', { brand: activeBrand.name })
        : t('titles.format', { page: t(route.titleKey), brand: activeBrand.name });
    const styles = collectStyles(cache);
    if (!styles.includes(THEME_CSS_ATTR))
      throw new Error(`pre-render of ${pathname}: the theme's global CSS is missing`);
    return { html, styles, title };
  });
  queue = run.catch(() => undefined);
  return run;
}
