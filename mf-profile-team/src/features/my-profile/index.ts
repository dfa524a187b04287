export { MyProfileScreen } from './MyProfileScreen';
export { MyProfileEditScreen } from './MyProfileEditScreen';
