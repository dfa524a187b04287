export { TriggerScreen, ClassScreen } from './screens';
