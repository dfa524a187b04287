export { LiveCodeScreen, LiveJoinScreen } from './StudentLive';
export { LiveTeachScreen } from './TeachScreen';
export { LiveSummaryScreen } from './SummaryView';
