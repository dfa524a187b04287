/** Statistics feature: /my-stats. */
export { StatsScreen } from './StatsScreen';
