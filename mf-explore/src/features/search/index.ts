/** Search (spec §2): results with facets, programs and provider folders, "see more" lists, the search box. */
export { SearchScreen, PAGE_SIZE } from './SearchScreen';
export { SeeMoreScreen } from './SeeMoreScreen';
export { SearchBox } from './SearchBox';
