/** The feed (spec §2): widgets, filters, ephemerides. */
export { FeedScreen } from './FeedScreen';
export { prefetchFeed } from '../../lib/feedQueries';
export { hydrateFeed } from '../../lib/hydrate';
