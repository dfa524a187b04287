/** The real effects of the guard: session store, API, host. */
import { clearSession, getUserInfo, hasStoredSession } from '@platform/session';
import { checkStoredSession, fetchTermsSigned, storeRedirectPath } from '../session/actions';
import { hostConfig, isWhiteLabelHost } from '../host';
import { getSubdomainInfo, loadSubdomainInfo, whiteLabelLicenseActive } from '../whiteLabel';
import type { GuardEnv } from './runGuard';

export function createGuardEnv(): GuardEnv {
  return {
    getUser: getUserInfo,
    hasStoredSession,
    checkSession: checkStoredSession,
    clearSession,
    isWhiteLabelHost,
    getSubdomainInfo,
    loadSubdomainInfo,
    whiteLabelLicenseActive,
    mainPlatformUrl: () => hostConfig().mainPlatformUrl,
    fetchTermsSigned: () => fetchTermsSigned(getUserInfo()),
    storeRedirectPath,
    now: () => Date.now(),
  };
}
