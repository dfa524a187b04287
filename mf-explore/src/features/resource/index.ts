/** A resource's pages (presentation, teacher and student tabs) and what they open: review, share, folders. */
import { addAllSpanishTexts } from '../../lib/texts';

// this screen's Spanish texts are not in the remote's bundle (app.ts): added before it renders
addAllSpanishTexts();

export { ResourceScreen } from './ResourceScreen';
export { ShareColleaguesModal } from './ShareColleaguesModal';
/** the server render's answers into the client before the screen hydrates (src/routes.tsx hydrateFirstScreen) */
export { hydrateFeed as hydrateResource } from '../../lib/hydrate';
