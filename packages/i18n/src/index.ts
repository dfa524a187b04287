/**
 * The platform's ONE i18next instance (MF singleton through @platform/i18n).
 *
 * - Languages: es (default), en, ca. Short codes only.
 * - Namespaces: `common` and `shell` (the chrome: titles, bars, footer, toasts, login) are bundled
 *   here (the shell needs them on first paint). `pages` holds the texts of the shell's pages, modals,
 *   tour, drawer and sidebar: it loads with them (`namespaceReady('pages')` in their lazy loaders),
 *   and `t` finds its keys from the `shell` namespace too (fallbackNS), so `t('home.title')` and
 *   `shell:quote.failed` keep working. `tour` holds the onboarding tour's texts alone (it runs on /feed: the
 *   whole `pages` namespace was 5 KB gz there), found by `t` the same way. Each remote registers its own namespace (`explore`, `folders`, `profile`, `stats`, `krea`,
 *   `student`) from `@platform/i18n/locales/<lng>/<ns>.json` with `registerNamespace`, so the
 *   shared chunk stays small and a remote's texts load with the remote.
 * - The navigation language and the inner (content) language are remembered in client storage
 *   under encoded keys by `@platform/session` (`clientStorage`, in-memory fallback when storage is
 *   unavailable). `changeLanguage` keeps i18next, the session atom, <html lang> and the event bus
 *   in step.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus } from '@platform/event-bus';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  getLocale,
  setLocale,
  setInnerLocale,
  toLocale,
  type Locale,
} from '@platform/session';
import esCommon from '../locales/es/common.json';
import esShell from '../locales/es/shell.json';

export type { Locale };
export { SUPPORTED_LOCALES, DEFAULT_LOCALE };
export const NAMESPACES = [
  'common',
  'shell',
  'pages',
  'tour',
  'explore',
  'folders',
  'profile',
  'stats',
  'krea',
  'student',
  'live',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const i18n: I18n = i18next.createInstance();
export const i18nInstanceId = Math.random().toString(36).slice(2, 10);

/** Spanish (the default) ships in the bundle; EN and CA load on demand (first-load size). */
const bundled: Resource = {
  es: { common: esCommon, shell: esShell },
};

type Json = Record<string, unknown>;
const lazy: Record<string, Record<string, () => Promise<{ default?: Json } & Json>>> = {
  es: {
    pages: () => import(/* webpackChunkName: "i18n-es-pages" */ '../locales/es/pages.json'),
    tour: () => import(/* webpackChunkName: "i18n-es-tour" */ '../locales/es/tour.json'),
  },
  en: {
    pages: () => import(/* webpackChunkName: "i18n-en-pages" */ '../locales/en/pages.json'),
    tour: () => import(/* webpackChunkName: "i18n-en-tour" */ '../locales/en/tour.json'),
    common: () => import(/* webpackChunkName: "i18n-en-common" */ '../locales/en/common.json'),
    shell: () => import(/* webpackChunkName: "i18n-en-shell" */ '../locales/en/shell.json'),
  },
  ca: {
    pages: () => import(/* webpackChunkName: "i18n-ca-pages" */ '../locales/ca/pages.json'),
    tour: () => import(/* webpackChunkName: "i18n-ca-tour" */ '../locales/ca/tour.json'),
    common: () => import(/* webpackChunkName: "i18n-ca-common" */ '../locales/ca/common.json'),
    shell: () => import(/* webpackChunkName: "i18n-ca-shell" */ '../locales/ca/shell.json'),
  },
};

/**
 * i18next backend: loads the on-demand namespaces (common, shell of EN/CA; pages; remotes' loaders), so
 * `i18n.changeLanguage('en')` (directly or through changeLanguage below) resolves once the texts are
 * there. Namespaces of remotes are added by the remotes themselves (registerNamespace).
 */
const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (err: unknown, data?: Json | boolean) => void) {
    const load = lazy[language]?.[namespace];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, (m.default ?? m) as Json),
      (err) => callback(err, false),
    );
  },
};

let initialised = false;
/** Initialise once (idempotent, synchronous: resources are bundled). Returns the instance. */
export function initI18n(lng: Locale = getLocale()): I18n {
  if (initialised) return i18n;
  initialised = true;
  void i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: bundled,
      partialBundledLanguages: true,
      lng,
      // no fallback language: every key exists in es, en and ca (`pnpm i18n:check`), and with one, i18next loads each
      // on-demand namespace in Spanish too on an English or Catalan page (4.8 KB gz of `pages` texts, issue 12)
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LOCALES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: ['common', 'shell'],
      defaultNS: 'common',
      // `pages` second: the shell's page texts answer `t` of the `shell` namespace once loaded; `tour` (the
      // onboarding tour on /feed: its own small namespace, so /feed does not load every page's texts, issue 12)
      fallbackNS: ['common', 'pages', 'tour'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
  setHtmlLang(lng);
  return i18n;
}

/**
 * Async start-up: initialises and makes sure the texts of the remembered language are loaded before
 * the first paint (use in bootstraps: `await initI18nAsync()`).
 */
export async function initI18nAsync(lng: Locale = getLocale()): Promise<I18n> {
  initI18n(lng);
  await i18n.loadLanguages(lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  return i18n;
}

/** A namespace's texts for one language: the JSON itself, or a loader (`() => import('…json')`). */
export type NamespaceTexts = Record<string, unknown> | (() => Promise<{ default?: Json } & Json>);

/**
 * A remote adds its namespace texts (idempotent; safe before or after initI18n). Each language is
 * either bundled (the JSON) or loaded on demand (a loader): `{ es, en: () => import('…/en/x.json'),
 * ca: () => import('…/ca/x.json') }` keeps EN/CA out of the remote's first load. Loaders go through
 * the i18next backend, so `changeLanguage` loads them (with the shell's) before the switch. Resolves
 * once the texts of the current language are there (remotes await it before mounting).
 */
export function registerNamespace(ns: Namespace | string, byLocale: Record<Locale, NamespaceTexts>): Promise<void> {
  initI18n();
  let hasLoaders = false;
  for (const lng of SUPPORTED_LOCALES) {
    const texts = byLocale[lng];
    if (typeof texts === 'function') {
      hasLoaders = true;
      (lazy[lng] ??= {})[ns] ??= texts;
    } else if (!i18n.hasResourceBundle(lng, ns)) {
      i18n.addResourceBundle(lng, ns, texts, true, false);
    }
  }
  if (!hasLoaders) return Promise.resolve();
  // adds `ns` to the namespaces changeLanguage loads, and loads it for the current language
  return i18n.loadNamespaces(ns).then(() => undefined);
}

/** Resolves once `ns` has its texts in the current language (loads them when needed). */
export function namespaceReady(ns: Namespace | string): Promise<void> {
  initI18n();
  return i18n.loadNamespaces(ns).then(() => undefined);
}

function setHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.setAttribute('lang', lng);
}

/**
 * Changes the navigation language everywhere: i18next, the persisted session locale (encoded client
 * storage), <html lang>, and `platform.locale.changed.v1` for remotes. Unsupported codes are ignored.
 */
export async function changeLanguage(next: string, opts: { inner?: boolean } = {}): Promise<Locale> {
  const lng = toLocale(next);
  initI18n();
  if (!lng) return toLocale(i18n.language) ?? DEFAULT_LOCALE;
  setLocale(lng);
  if (opts.inner) setInnerLocale(lng);
  await i18n.changeLanguage(lng);
  setHtmlLang(lng);
  bus.emit('platform.locale.changed.v1', { locale: lng });
  return lng;
}

/**
 * Server renders (docs/decisions/0053-request-scoped-concurrent-render.md): the texts of `namespaces` (and of every
 * namespace the instance knows) in every language loaded into the platform instance's store, once, when a server
 * bundle loads: its renders then load nothing. Rejects when some are missing.
 */
export async function loadTexts(
  namespaces: readonly string[],
  languages: readonly Locale[] = SUPPORTED_LOCALES,
): Promise<void> {
  initI18n(DEFAULT_LOCALE);
  const known = i18n.options.ns;
  const all = [...new Set([...namespaces, ...(Array.isArray(known) ? known : known ? [known] : [])])];
  await i18n.reloadResources([...languages], all);
  const missing = languages.flatMap((l) =>
    all.filter((ns) => !i18n.hasResourceBundle(l, ns)).map((ns) => `${l}/${ns}`),
  );
  if (missing.length) throw new Error(`texts not loaded: ${missing.join(', ')}`);
}

/**
 * A server render's own i18next instance in `lng` (i18next's `cloneInstance`: the platform instance's texts, a
 * language of its own), handed to the render's tree through its providers. Renders in different languages run at the
 * same time; none changes the platform instance's language. Resolves once the clone is in `lng` (at once when its
 * texts are loaded: loadTexts).
 */
export function renderI18n(lng: Locale): Promise<I18n> {
  initI18n(DEFAULT_LOCALE);
  let settle: ((err: unknown) => void) | null = null;
  let early: { err: unknown } | null = null;
  const clone = i18n.cloneInstance({ lng, initAsync: false }, (err: unknown) => {
    if (settle) settle(err);
    else early = { err };
  });
  return new Promise<I18n>((resolve, reject) => {
    settle = (err) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else if (clone.language !== lng) reject(new Error(`render i18n: ${clone.language} instead of ${lng}`));
      else resolve(clone);
    };
    if (early) settle(early.err);
  });
}

/** Current language as a platform locale. */
export const currentLocale = (): Locale => toLocale(i18n.language) ?? getLocale();

// No `Trans` here: the apps share react-i18next through a facade without it (Trans and its HTML
// parser were 7 KB gz on every first route, unused): @platform/mf-config facades/react-i18next.mjs.
export { useTranslation, I18nextProvider } from 'react-i18next';

if (typeof window !== 'undefined') {
  const w = window as unknown as { __PLATFORM_SINGLETONS__?: Record<string, Set<string>> };
  const reg = (w.__PLATFORM_SINGLETONS__ ??= {});
  (reg['i18next'] ??= new Set()).add(i18nInstanceId);
}
