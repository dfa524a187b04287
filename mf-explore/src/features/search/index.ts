/** Search (spec §2): results with facets, programs and provider folders, "see more" lists, the search box. */
import { addAllSpanishTexts } from '../../lib/texts';

// this screen's Spanish texts are not in the remote's bundle (app.ts): added before it renders
addAllSpanishTexts();

export { SearchScreen, PAGE_SIZE } from './SearchScreen';
export { SeeMoreScreen } from './SeeMoreScreen';
export { SearchBox } from '../../components/SearchBox';
