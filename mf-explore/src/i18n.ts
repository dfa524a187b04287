import { registerNamespace } from '@platform/i18n';
import es from '@platform/i18n/locales/es/explore.json';

export const NS = 'explore';
/** Spanish (the default) ships with the remote; EN and CA load when that is the language (first-load size). */
export const textsReady = registerNamespace(NS, {
  es,
  en: () => import(/* webpackChunkName: "i18n-en-explore" */ '@platform/i18n/locales/en/explore.json'),
  ca: () => import(/* webpackChunkName: "i18n-ca-explore" */ '@platform/i18n/locales/ca/explore.json'),
});
