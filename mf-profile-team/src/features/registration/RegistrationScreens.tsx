/**
 * Public registration screens (spec §2 /trial, /register, /activate, /used-token, /expired-token; §4 token and activation
 * states; §5 rules; §7 AccountApi). They talk to the API over @platform/api-client/account. One screen per file; this
 * module is the one lazy chunk the routes load for all of them.
 */
export { TrialScreen } from './TrialScreen';
export { ActivateScreen } from './ActivateScreen';
export { RegisterScreen } from './RegisterScreen';
export { UsedTokenScreen, ExpiredTokenScreen } from './TokenScreens';
