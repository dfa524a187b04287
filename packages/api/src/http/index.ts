/** Reusable HTTP helpers for every module. */
export { ApiError, sendError, errorBody, toErrorBody } from './errors';
export { parse } from './validate';
export {
  requireRoles,
  hasRole,
  authenticate,
  requireKreaAccess,
  hasKreaAccess,
  hasActiveKreaLicense,
  inSchoolNetwork,
  assertSchoolNetwork,
  networkSchoolIds,
  issueAccessToken,
  verifyAccessToken,
  bearerToken,
} from './auth';
export { requestLocale, fallbackChain, pickL10n, l10nSql } from './locale';
export { userOf, localeOf, groupOf, paged } from './request';
export type { AuthUser, AppConfig } from './context';
