/**
 * The AccountApi calls of a session's start and end: sign-in, the token refresh, Me and logout. A module of its own
 * (re-exported by ./account) so that a returning user's start — the session restore's RefreshToken + Me — loads
 * these four and not the whole AccountApi group (issue 12: ~0.8 KB gz on every signed-in first load).
 */
import { apiClient, pickToken, REFRESH_PATH, toApiError } from '@platform/api-client';
import type { SignInRequest, TokenResponse, UserInfoDto } from '@platform/contracts';

const A = '/AccountApi';

/** POST /AccountApi/SignIn (or /AccountApi/SignIn/{subdomain} on a white-label host): the access token. */
export async function signIn(
  credentials: Pick<SignInRequest, 'email' | 'password'>,
  subdomain?: string | null,
): Promise<TokenResponse> {
  const url = subdomain ? `${A}/SignIn/${encodeURIComponent(subdomain)}` : `${A}/SignIn`;
  const res = await apiClient.post<TokenResponse>(url, credentials);
  if (!res.data?.token) throw toApiError(new Error('SignIn answered without a token'));
  return res.data;
}

/** POST /AccountApi/RefreshToken (the refresh token is the HttpOnly cookie): the new access token, or null. */
export async function refreshToken(): Promise<string | null> {
  try {
    const res = await apiClient.post<TokenResponse>(REFRESH_PATH, undefined, { ignoreLocale: true, silent: true });
    return pickToken(res.data);
  } catch {
    return null;
  }
}

/**
 * POST /AccountApi/Logout (revokes the refresh cookie). With `X-Requested-With`: the server refuses a logout without it
 * (a cross-site form cannot send it; ADR 0049). Never throws: the local session is cleared anyway.
 */
export async function logout(): Promise<void> {
  try {
    await apiClient.post(`${A}/Logout`, undefined, {
      ignoreLocale: true,
      silent: true,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  } catch {
    /* nothing to do */
  }
}

/** GET /AccountApi/Me (spec §3 User info). */
export const me = () => apiClient.get<UserInfoDto>(`${A}/Me`).then((r) => r.data);
