/** The feed (spec §2): widgets, filters, ephemerides. */
export { FeedScreen, prefetchFeed } from './FeedScreen';
export { hydrateFeed } from './hydrate';
