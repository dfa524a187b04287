import { defineRemote } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import { query } from '@platform/remote-kit/query';
import * as es from '@platform/i18n/locales/es/explore.json';

/**
 * The Spanish texts the remote ships with: those of the feed (the first screen of most sessions) and of what it shows
 * (cards, pager, states, search box, filters, plan). The bundler keeps only these parts of the JSON; the other screens'
 * chunks add the rest when they load (lib/texts.ts), so /feed does not download the resource, program and sharing
 * texts (first-load budget, issue 12).
 */
const esFirst = {
  feed: es.feed,
  filters: es.filters,
  errors: es.errors,
  plan: es.plan,
  card: es.card,
  empty: es.empty,
  folder: es.folder,
  pager: es.pager,
  search: es.search,
};

/** mf-explore: the feed, search, resource pages and programs. */
export const app = defineRemote({
  name: 'mf-explore',
  prefixes: ['/feed', '/resource', '/programs', '/program'],
  i18n: {
    ns: 'explore',
    // Spanish (the default) ships with the remote; EN and CA load when that is the language (first-load size)
    es: esFirst,
    en: () => import(/* webpackChunkName: "i18n-en-explore" */ '@platform/i18n/locales/en/explore.json'),
    ca: () => import(/* webpackChunkName: "i18n-ca-explore" */ '@platform/i18n/locales/ca/explore.json'),
  },
  // the screens use react-query: the platform's ONE QueryClient
  providers: [platform, query],
});
