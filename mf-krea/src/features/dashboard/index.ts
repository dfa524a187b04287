export { DashboardScreen, ResourcesScreen, ContentCard } from './DashboardScreen';
export type { DashboardTab } from './DashboardScreen';
