import { defineRemote } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import es from '@platform/i18n/locales/es/stats.json';

/** mf-stats: the statistics of what a teacher, school or group used, and the used-content history. */
export const app = defineRemote({
  name: 'mf-stats',
  prefixes: ['/my-stats'],
  i18n: {
    ns: 'stats',
    es,
    en: () => import(/* webpackChunkName: "i18n-en-stats" */ '@platform/i18n/locales/en/stats.json'),
    ca: () => import(/* webpackChunkName: "i18n-ca-stats" */ '@platform/i18n/locales/ca/stats.json'),
  },
  providers: [platform],
});
