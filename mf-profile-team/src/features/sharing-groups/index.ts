export { SharingGroupsScreen } from './SharingGroupsScreen';
