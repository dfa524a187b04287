export {
  TrialScreen,
  ActivateScreen,
  RegisterScreen,
  UsedTokenScreen,
  ExpiredTokenScreen,
} from './RegistrationScreens';
export { InvitationsScreen } from './InvitationsScreen';
