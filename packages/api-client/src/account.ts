import { bus } from '@platform/event-bus';
import {
  clearSession, hasStoredSession, setAccessToken, startSession, type Locale, type UserInfo,
} from '@platform/session';
import { apiClient, pickToken, REFRESH_PATH, toApiError } from './client';

export interface Credentials { email: string; password: string }
export interface TokenResponse { token: string }
export interface SubdomainInfo { smallLogo?: string | null; largeLogo?: string | null; [k: string]: unknown }
export interface ContactPayload { name: string; email: string; message: string; role: 'teacher' | 'author' | string }
export interface ResetPasswordPayload { userId: string | number; resetToken: string; newPassword: string }
export interface LanguageConfigurationPayload { DefaultMailingLanguage: Locale; DefaultNavigationLanguage: Locale }

const A = '/AccountApi';

/** POST /AccountApi/SignIn (or /AccountApi/SignIn/{subdomain} on a white-label host). */
export async function signIn(credentials: Credentials, subdomain?: string | null): Promise<TokenResponse> {
  const url = subdomain ? `${A}/SignIn/${encodeURIComponent(subdomain)}` : `${A}/SignIn`;
  const res = await apiClient.post(url, credentials);
  const token = pickToken(res.data);
  if (!token) throw toApiError(new Error('SignIn answered without a token'));
  return { token };
}

/** GET /AccountApi/Me */
export async function me(): Promise<UserInfo> {
  const res = await apiClient.get<UserInfo | { data: UserInfo }>(`${A}/Me`);
  const d = res.data as { data?: UserInfo } & UserInfo;
  return d && typeof d === 'object' && 'data' in d && d.data && typeof d.data === 'object' && 'userId' in d.data ? d.data : d;
}

/** POST /AccountApi/RefreshToken (refresh token is the HttpOnly cookie). Returns the new access token. */
export async function refreshToken(): Promise<string | null> {
  try {
    const res = await apiClient.post(REFRESH_PATH, undefined, { ignoreLocale: true, silent: true });
    return pickToken(res.data);
  } catch {
    return null;
  }
}

/** POST /AccountApi/Logout (revokes the refresh cookie). Never throws. */
export async function logoutCall(): Promise<void> {
  try {
    await apiClient.post(`${A}/Logout`, undefined, { ignoreLocale: true, silent: true });
  } catch {
    /* the local session is cleared anyway */
  }
}

/** Sign in, keep the token in memory, load user info, mark the session. */
export async function login(credentials: Credentials, subdomain?: string | null): Promise<UserInfo> {
  const { token } = await signIn(credentials, subdomain);
  setAccessToken(token);
  try {
    const user = await me();
    startSession(token, user);
    bus.emit('platform.session.changed.v1', { status: 'authenticated' });
    return user;
  } catch (e) {
    clearSession();
    throw toApiError(e);
  }
}

/** Logout: server revoke, clear token and state (the shell then goes home). */
export async function logout(): Promise<void> {
  await logoutCall();
  clearSession();
  bus.emit('platform.session.changed.v1', { status: 'anonymous' });
}

/**
 * Restores a session after a reload: when a stored session flag exists, refresh the access token
 * from the cookie and load user info. Returns the user, or null (and clears the flag) when invalid.
 */
export async function restoreSession(): Promise<UserInfo | null> {
  if (!hasStoredSession()) {
    clearSession();
    return null;
  }
  const token = await refreshToken();
  if (!token) {
    clearSession();
    return null;
  }
  setAccessToken(token);
  try {
    const user = await me();
    startSession(token, user);
    bus.emit('platform.session.changed.v1', { status: 'authenticated' });
    return user;
  } catch {
    clearSession();
    return null;
  }
}

export const userProfile = <T = unknown>() => apiClient.get<T>(`${A}/UserProfile`).then((r) => r.data);

export const languageConfiguration = (p: LanguageConfigurationPayload) =>
  apiClient.post(`${A}/LanguageConfiguration`, undefined, { params: { ...p }, ignoreLocale: true }).then((r) => r.data);

export const navigationTutorial = (status: boolean) =>
  apiClient.post(`${A}/NavigationTutorial`, { status }).then((r) => r.data);

export const notificationLastSeen = () => apiClient.put(`${A}/NotificationLastSeen`).then((r) => r.data);

/** POST ResetPasswordEmail {email} (+locale). Rejects with ApiError (404 unknown user, 400 no school). */
export const resetPasswordEmail = (email: string) =>
  apiClient.post(`${A}/ResetPasswordEmail`, { email }, { silent: true }).then((r) => r.data);

export const resetPassword = (p: ResetPasswordPayload) =>
  apiClient.post(`${A}/ResetPassword`, p).then((r) => r.data);

export const getSubdomain = (subdomain: string) =>
  apiClient.get<SubdomainInfo>(`${A}/GetSubdomain`, { params: { subdomain } }).then((r) => r.data);

export interface KreaTerms { termsAndConditionsURL: string; signed?: boolean; [k: string]: unknown }
export const kreaTermsAndConditions = () =>
  apiClient.get<KreaTerms>('/krea/Account/TermsAndConditions').then((r) => r.data);
export const signKreaTermsAndConditions = () =>
  apiClient.post('/krea/Account/TermsAndConditions/sign').then((r) => r.data);

export const contact = (p: ContactPayload) => apiClient.post('/EmailApi/Contact', p).then((r) => r.data);
export const foundationContact = (p: { name: string; foundation: string; email: string; message: string }) =>
  apiClient.post('/EmailApi/FoundationContact', p).then((r) => r.data);
