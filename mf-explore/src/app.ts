import { defineRemote } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import { query } from '@platform/remote-kit/query';
import es from '@platform/i18n/locales/es/explore.json';

/** mf-explore: the feed, search, resource pages and programs. */
export const app = defineRemote({
  name: 'mf-explore',
  prefixes: ['/feed', '/resource', '/programs', '/program'],
  i18n: {
    ns: 'explore',
    // Spanish (the default) ships with the remote; EN and CA load when that is the language (first-load size)
    es,
    en: () => import(/* webpackChunkName: "i18n-en-explore" */ '@platform/i18n/locales/en/explore.json'),
    ca: () => import(/* webpackChunkName: "i18n-ca-explore" */ '@platform/i18n/locales/ca/explore.json'),
  },
  // the screens use react-query: the platform's ONE QueryClient
  providers: [platform, query],
});
