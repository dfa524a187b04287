import { defineRemote, remoteTexts } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import { query } from '@platform/remote-kit/query';
import es from '@platform/i18n/locales/es/stats.json';

/** mf-stats: the statistics of what a teacher, school or group used (/my-stats), the used-content history (/my-stats/used-content). */
export const app = defineRemote({
  name: 'mf-stats',
  prefixes: ['/my-stats'],
  i18n: remoteTexts('stats', es, (lng) => import(`@platform/i18n/locales/${lng}/stats.json`)),
  // the screens use react-query: the platform's ONE QueryClient
  providers: [platform, query],
});
