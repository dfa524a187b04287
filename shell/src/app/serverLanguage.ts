/**
 * The language of a page the server sent (pre-rendered public pages, ADR 0033; the server-rendered student view, ADR
 * 0041) and the cookie that tells the server the visitor's language. Every start-up needs this; the hydration of a
 * pre-rendered page (./hydrate.tsx) is loaded only when the page is one (issue 12: not on the signed-in /feed).
 */
import { bus } from '@platform/event-bus';
import { currentLocale } from '@platform/i18n';
import { STORAGE_KEYS, clientStorage, setLocale, toLocale, type Locale } from '@platform/session';

/** The language cookie the server reads to pick the pre-rendered page (packages/api/src/render/public-pages.ts). */
export const LANG_COOKIE = 'pl_lang';

/** The pre-rendered page's language and path, when #shell-root holds one. */
export function prerendered(
  el: HTMLElement | null = document.getElementById('shell-root'),
): { lang: Locale; path: string } | null {
  const lang = toLocale(el?.dataset.prerendered);
  return el && lang && el.dataset.path ? { lang, path: el.dataset.path } : null;
}

function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function writeLanguageCookie(lang: string): void {
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * The browser's preferred language the platform speaks, in the order of its preferences (`navigator.languages`, from
 * which the browser writes Accept-Language): what the server picks for a page it renders (pickLanguage in
 * packages/api/src/render/public-pages.ts), so a page the browser renders starts in the same language. Null when none
 * of them is Spanish, English or Catalan (the platform's default, Spanish, then stays).
 */
export function browserLanguage(nav: Pick<Navigator, 'languages' | 'language'> = navigator): Locale | null {
  const list = nav.languages?.length ? nav.languages : [nav.language];
  for (const l of list) {
    const lang = toLocale(l);
    if (lang) return lang;
  }
  return null;
}

/**
 * Before i18n starts: on the server-rendered student view, the language it was rendered in; elsewhere, with no
 * language remembered in this browser's storage, the language the server chose (the page's, else the cookie) or, on a
 * page the browser renders (a signed-in route other than /feed), the browser's own, as the server would have chosen
 * it (Accept-Language): a Catalan browser opening /folders first got Spanish there and Catalan on /feed. From then on
 * the cookie follows the navigation language.
 */
export function adoptServerLanguage(): void {
  // the student view rendered on the server (/r/{id}, its <main data-ssr-main>): its language is the visitor's latest
  // choice (the bar's language links work without JavaScript, ADR 0041); the app hydrates in that language
  const student = document.querySelector('[data-ssr-main]') ? toLocale(document.documentElement.lang) : null;
  if (student) return setLocale(student);
  if (clientStorage.get(STORAGE_KEYS.language)) return;
  const lang = prerendered()?.lang ?? toLocale(readCookie(LANG_COOKIE)) ?? browserLanguage();
  if (lang) setLocale(lang);
}

let cookieWired = false;
export function keepLanguageCookie(): void {
  writeLanguageCookie(currentLocale());
  if (cookieWired) return;
  cookieWired = true;
  bus.on('platform.locale.changed.v1', ({ locale }) => writeLanguageCookie(locale));
}
