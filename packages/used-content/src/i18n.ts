/** The texts of the flow: namespace `usedContent` (packages/i18n/locales/<lng>/usedContent.json), registered once. */
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@platform/i18n';
import es from '@platform/i18n/locales/es/usedContent.json';

export const USED_CONTENT_NS = 'usedContent';
/** Spanish ships with the remote; EN and CA load when that is the language. */
export const usedContentTextsReady = registerNamespace(USED_CONTENT_NS, {
  es,
  en: () => import(/* webpackChunkName: "i18n-en-usedContent" */ '@platform/i18n/locales/en/usedContent.json'),
  ca: () => import(/* webpackChunkName: "i18n-ca-usedContent" */ '@platform/i18n/locales/ca/usedContent.json'),
});

const LOCALES = ['es', 'en', 'ca'] as const;
export function useUsedContentT() {
  const { t, i18n } = useTranslation(USED_CONTENT_NS);
  const l = (i18n.language ?? 'es').slice(0, 2);
  return { t, locale: (LOCALES as readonly string[]).includes(l) ? (l as (typeof LOCALES)[number]) : 'es' };
}
