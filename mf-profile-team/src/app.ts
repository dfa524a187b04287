import { defineRemote, remoteTexts } from '@platform/remote-kit';
import { platform } from '@platform/remote-kit/platform';
import { query } from '@platform/remote-kit/query';
import es from '@platform/i18n/locales/es/profile.json';

/** mf-profile-team: profile, school and group, team and invitations; trial sign-up, registration and activation. */
export const app = defineRemote({
  name: 'mf-profile-team',
  prefixes: ['/profile', '/trial', '/register', '/activate', '/used-token', '/expired-token', '/confirm-email'],
  i18n: remoteTexts('profile', es, (lng) => import(`@platform/i18n/locales/${lng}/profile.json`)),
  // the screens use react-query: the platform's ONE QueryClient
  providers: [platform, query],
});
