/**
 * What the account module offers other modules: the user info and profile builders, the terms check, passwords,
 * single-use tokens and the invitation record. Import these from here, not from the module's other files (issue 29).
 */
export { buildUserInfo, buildUserProfile, termsSigned } from './service';
export { verifyPassword } from './passwords';
export { familyDenied, randomToken, sha256 } from './tokens';
export { insertInvitation } from './registration-store';
