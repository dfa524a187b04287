import { defineRemote, remoteTexts } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import { query } from '@platform/remote-kit/query';
import es from '@platform/i18n/locales/es/krea.json';

/** mf-krea: Krea, the authoring area (krea.md). The shell guard (rule 8) has already checked the Krea licence and the signed terms before any /krea path renders. */
export const app = defineRemote({
  name: 'mf-krea',
  prefixes: ['/krea'],
  i18n: remoteTexts('krea', es, (lng) => import(`@platform/i18n/locales/${lng}/krea.json`)),
  // the screens use react-query: the platform's ONE QueryClient
  providers: [platform, query],
});
