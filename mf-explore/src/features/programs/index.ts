/** Programs and projects: the list, a program's page, used-content registration, information requests. */
import { addAllSpanishTexts } from '../../lib/texts';

// this screen's Spanish texts are not in the remote's bundle (app.ts): added before it renders
addAllSpanishTexts();

export { ProgramsScreen } from './ProgramsScreen';
export { ProgramScreen } from './ProgramScreen';
export { RequestInfoModal } from '../../components/RequestInfoModal';
