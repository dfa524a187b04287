import { defineRemote, remoteTexts } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import { query } from '@platform/remote-kit/query';
import es from '@platform/i18n/locales/es/folders.json';

/** mf-folders: the teacher's folders, folders shared with them and the provider (Kimple) folders. */
export const app = defineRemote({
  name: 'mf-folders',
  prefixes: ['/folders', '/kimple-folders'],
  i18n: remoteTexts('folders', es, (lng) => import(`@platform/i18n/locales/${lng}/folders.json`)),
  // the screens use react-query: the platform's ONE QueryClient
  providers: [platform, query],
});
