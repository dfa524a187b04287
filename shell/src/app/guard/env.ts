/** The real effects of the guard: session store, API, host. */
import { clearSession, getUserInfo, hasStoredSession } from '@platform/session';
import { checkStoredSession, fetchTermsSigned, storeRedirectPath } from '../session/actions';
import { hostConfig, isWhiteLabelHost } from '../host';
import { getSubdomainInfo, loadSubdomainInfo, whiteLabelLicenseActive } from '../whiteLabel';
import type { GuardEnv } from './runGuard';
import { showToast } from '../chrome/toastStore';

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
    notify: (notice) => showToast({ status: 'error', messageKey: `shell:guard.${notice}`, durationMs: 8000 }),
    now: () => Date.now(),
  };
}
