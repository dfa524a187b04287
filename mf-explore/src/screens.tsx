/** The screens of mf-explore (public interface of the features). */
export { FeedScreen } from './features/feed/FeedScreen';
export { SearchScreen } from './features/search/SearchScreen';
export { SeeMoreScreen } from './features/search/SeeMoreScreen';
export { ResourceScreen } from './features/resource/ResourceScreen';
export { ProgramsScreen } from './features/programs/ProgramsScreen';
export { ProgramScreen } from './features/programs/ProgramScreen';
