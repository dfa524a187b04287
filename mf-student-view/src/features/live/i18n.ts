/**
 * The live class's texts: namespace `live` (packages/i18n/locales/<lng>/live.json), registered when a /live screen
 * first loads (its chunk), never on /r/{id}'s first load. Spanish is bundled with the chunk; English and Catalan load
 * when that is the language (changeLanguage loads them before it switches).
 */
import { registerNamespace, useTranslation } from '@platform/i18n';
import es from '@platform/i18n/locales/es/live.json';

export const LIVE_NS = 'live';
void registerNamespace(LIVE_NS, {
  es,
  en: () => import(/* webpackChunkName: "i18n-en-live" */ '@platform/i18n/locales/en/live.json'),
  ca: () => import(/* webpackChunkName: "i18n-ca-live" */ '@platform/i18n/locales/ca/live.json'),
});

/** t() of the live namespace, whether its texts are there, the language and Intl helpers in it. */
export function useLiveT() {
  const { t, i18n, ready } = useTranslation(LIVE_NS);
  const locale = (i18n.language ?? 'es').slice(0, 2);
  return {
    t,
    ready: ready && i18n.hasResourceBundle(locale, LIVE_NS),
    locale,
    /** a whole number or a share in the page's language (`12`, `12 %` / `12%`) */
    num: (n: number) => new Intl.NumberFormat(locale).format(n),
    pct: (part: number, whole: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(whole ? part / whole : 0),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}
