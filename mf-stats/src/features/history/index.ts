/** Used-content history: /my-stats/used-content. */
export { HistoryScreen } from './HistoryScreen';
