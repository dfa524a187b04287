import { defineRemote, remoteTexts } from '@platform/remote-kit';
import { base } from '@platform/remote-kit/base';
import es from '@platform/i18n/locales/es/student.json';

/**
 * mf-student-view: the public student view of a resource (/r/{id}), opened by students on school
 * devices, and the live class (/live: students join with a code; /live/teach: the teacher's screen, issue 33). Built on the Chakra-free frame ('@platform/ui/base' + '@platform/ui/plain', plain HTML and the
 * brand's CSS variables): /r/{id} is the platform's lightest first route (170 KB gz of JS,
 * packages/mf-config/README.md, "First-load budget") and Chakra + emotion alone are ~39 KB gz.
 * Never import '@platform/ui' here.
 */
export const app = defineRemote({
  name: 'mf-student-view',
  prefixes: ['/r', '/live'],
  i18n: remoteTexts('student', es, (lng) => import(`@platform/i18n/locales/${lng}/student.json`)),
  providers: [base],
});
