import { defineRemote } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import { query } from '@platform/remote-kit/query';
import es from '@platform/i18n/locales/es/profile.json';

/** mf-profile-team: profile, school and group, team and invitations; trial sign-up, registration and activation. */
export const app = defineRemote({
  name: 'mf-profile-team',
  prefixes: ['/profile', '/trial', '/register', '/activate', '/used-token', '/expired-token', '/confirm-email'],
  i18n: {
    ns: 'profile',
    es,
    en: () => import(/* webpackChunkName: "i18n-en-profile" */ '@platform/i18n/locales/en/profile.json'),
    ca: () => import(/* webpackChunkName: "i18n-ca-profile" */ '@platform/i18n/locales/ca/profile.json'),
  },
  // the screens use react-query: the platform's ONE QueryClient
  providers: [platform, query],
});
