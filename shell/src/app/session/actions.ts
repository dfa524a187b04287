/**
 * Session flows of spec §4: login, silent refresh on reload, logout, expiry.
 * The state itself lives in @platform/session (one jotai store for every app).
 */
import type { ApiError } from '@platform/api-client';
import type { TermsAndConditionsDto } from '@platform/contracts';
import { bus } from '@platform/event-bus';
import { changeLanguage } from '@platform/i18n';
import {
  STORAGE_KEYS,
  clearSession,
  clientStorage,
  getLocale,
  hasStoredSession,
  sessionStore,
  setAccessToken,
  startSession,
  toLocale,
  userInfoAtom,
  type UserInfo,
} from '@platform/session';
import * as api from '../api';
import { navigate } from '../navigation/location';
import { currentSubdomain } from '../host';

/** Same test as api-client's isApiError, without loading the client on the first paint. */
const isApiError = (e: unknown): e is ApiError =>
  e instanceof Error && e.name === 'ApiError' && typeof (e as { status?: unknown }).status === 'number';

export type LoginError = 'invalidUser' | 'subdomainNotFound' | 'offline' | 'generic' | 'externalEmailUnverified';

export class LoginFailed extends Error {
  constructor(readonly reason: LoginError) {
    super(reason);
    this.name = 'LoginFailed';
  }
}

/** After login the intended path stored by the guard is used (once). */
export function storeRedirectPath(path: string): void {
  clientStorage.set(STORAGE_KEYS.redirectPath, path);
}
export function takeRedirectPath(): string | null {
  const p = clientStorage.get(STORAGE_KEYS.redirectPath);
  clientStorage.remove(STORAGE_KEYS.redirectPath);
  return p && p.startsWith('/') && !p.startsWith('//') ? p : null;
}

async function applyUserLanguage(user: UserInfo): Promise<void> {
  const nav = toLocale(user.languageConfiguration?.DefaultNavigationLanguage);
  if (nav && nav !== getLocale()) await changeLanguage(nav);
}

/** Loads the user info with a fresh token and marks the session authenticated. */
async function establish(token: string): Promise<UserInfo> {
  setAccessToken(token);
  const user = await api.me();
  startSession(token, user);
  bus.emit('platform.session.changed.v1', { status: 'authenticated' });
  return user;
}

/**
 * Signs in (optionally under the white-label subdomain) and loads the user info.
 * Resolves to where the user goes next: the stored redirect path or the feed.
 */
export async function login(
  credentials: { email: string; password: string },
  opts: { subdomain?: string | null } = {},
): Promise<string> {
  let token: string;
  try {
    token = await api.signIn({ email: credentials.email.trim(), password: credentials.password }, opts.subdomain);
  } catch (err) {
    if (isApiError(err)) {
      if (opts.subdomain && err.status === 404) throw new LoginFailed('subdomainNotFound');
      if (err.status === 0) throw new LoginFailed('offline');
      if (err.status === 400 || err.status === 401 || err.status === 403 || err.status === 404)
        throw new LoginFailed('invalidUser');
    }
    throw new LoginFailed('generic');
  }
  await signInWith(token);
  return takeRedirectPath() ?? '/feed';
}

/** Keeps the session of a new token and applies the user's language; on any failure no session is left (generic). */
async function signInWith(token: string): Promise<void> {
  try {
    const user = await establish(token);
    await applyUserLanguage(user);
  } catch {
    clearSession();
    throw new LoginFailed('generic');
  }
}

/** Outcome of an external sign-in: signed in (where to go next) or a verified identity without an account. */
export type ExternalOutcome = { to: string } | { notRegistered: true };

/** Signs in with a provider ID token (the server verifies it); 404 EXTERNAL_NOT_REGISTERED → not registered. */
export async function loginExternal(provider: 'google' | 'microsoft', idToken: string): Promise<ExternalOutcome> {
  let token: string;
  try {
    token = await api.externalLogin(provider, idToken);
  } catch (err) {
    if (isApiError(err)) {
      if (err.status === 404) return { notRegistered: true };
      // the provider does not vouch for the email (Microsoft without a verified domain): no account is linked by it
      if (err.status === 403 && err.code === 'EXTERNAL_EMAIL_UNVERIFIED')
        throw new LoginFailed('externalEmailUnverified');
      if (err.status === 0) throw new LoginFailed('offline');
      if (err.status === 400 || err.status === 401 || err.status === 403) throw new LoginFailed('invalidUser');
    }
    throw new LoginFailed('generic');
  }
  await signInWith(token);
  return { to: takeRedirectPath() ?? '/feed' };
}

/** Loads the user info again (after a licence or role change) and tells every app. */
export async function refreshUser(): Promise<UserInfo> {
  const user = await api.me();
  sessionStore.set(userInfoAtom, user);
  bus.emit('platform.session.changed.v1', { status: 'authenticated' });
  return user;
}

let checking: Promise<boolean> | null = null;
/** Silent refresh on reload (RefreshToken, then Me). True when the stored session is valid. Single-flight. */
export function checkStoredSession(): Promise<boolean> {
  checking ??= doCheckStoredSession().finally(() => {
    checking = null;
  });
  return checking;
}

async function doCheckStoredSession(): Promise<boolean> {
  try {
    const token = await api.refreshToken();
    if (!token) return false;
    await establish(token); // the remembered navigation language is kept on reload
    return true;
  } catch {
    return false;
  }
}

let bootstrapping: Promise<void> | null = null;
/** On start: restore the session when a stored one exists; otherwise mark the visitor anonymous. */
export function bootstrapSession(): Promise<void> {
  bootstrapping ??= (async () => {
    if (hasStoredSession()) {
      const ok = await checkStoredSession();
      if (!ok) clearSession();
    } else {
      clearSession();
    }
  })();
  return bootstrapping;
}

/** Logout: tell the server (revokes the refresh cookie), clear, reset state, go home. */
export async function logout(): Promise<void> {
  try {
    await api.logout();
  } catch {
    /* the local session is cleared anyway */
  }
  endSession();
}

export function endSession(to = '/'): void {
  clearSession();
  resetTermsCache();
  bus.emit('platform.session.changed.v1', { status: 'anonymous' });
  navigate(to);
}

// ---- terms status (guard rule 8) -------------------------------------------------------------
let termsSignedFor: number | null = null;
export function resetTermsCache(): void {
  termsSignedFor = null;
}
export function markTermsSigned(userId: number): void {
  termsSignedFor = userId;
}
/** Fetches the signed-terms status; a signed answer is remembered for the user. 403 → 'forbidden'. */
export async function fetchTermsSigned(user: UserInfo | null): Promise<boolean | 'forbidden'> {
  if (user && termsSignedFor === user.userId) return true;
  let t: TermsAndConditionsDto;
  try {
    t = await api.termsAndConditions();
  } catch (err) {
    if (isApiError(err) && (err.status === 403 || err.status === 401)) return 'forbidden';
    throw err;
  }
  const signed = t.signed === true;
  if (signed && user) termsSignedFor = user.userId;
  return signed;
}

export { currentSubdomain };
