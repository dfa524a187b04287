import { defineRemote } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import es from '@platform/i18n/locales/es/folders.json';

/** mf-folders: the teacher's folders, folders shared with them and the provider (Kimple) folders. */
export const app = defineRemote({
  name: 'mf-folders',
  prefixes: ['/folders', '/kimple-folders'],
  i18n: {
    ns: 'folders',
    es,
    en: () => import(/* webpackChunkName: "i18n-en-folders" */ '@platform/i18n/locales/en/folders.json'),
    ca: () => import(/* webpackChunkName: "i18n-ca-folders" */ '@platform/i18n/locales/ca/folders.json'),
  },
  providers: [platform],
});
