/**
 * External sign-in in the browser (ADR 0026): `getIdToken(provider, info, returnTo, nonce)` sends the browser to the
 * configured OIDC authorization endpoint (OpenID Connect implicit flow, `response_type=id_token`,
 * `response_mode=fragment`) and the ID token comes back in the fragment of `/login`; the shell reads it
 * (`takeIdTokenFromFragment`) and hands it to the server, which verifies it (JWKS signature, issuer, audience, expiry).
 * The nonce is the server's (POST /AccountApi/ExternalNonce, ADR 0049): issued to this browser, single use, and the
 * server accepts the token only with it. No provider SDK is loaded: the same code works against Google, Microsoft and
 * the local test issuer, and nothing is added to the first-load bundle.
 */
export type ExternalProvider = 'google' | 'microsoft';
export interface ExternalProviderInfo {
  clientId: string;
  authorizationEndpoint: string;
}
/** Where the user started (the page that handles the outcome): '/login', '/trial' or '/register?token=…'. */
export interface PendingExternal {
  provider: ExternalProvider;
  idToken: string;
  returnTo: string;
}

const STATE_KEY = 'platform.external.state';
const PENDING_KEY = 'platform.external.pending';
/** the path the authorization endpoint sends the browser back to (registered with the provider) */
export const EXTERNAL_CALLBACK_PATH = '/login';

const session = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
};
const random = () => {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
};

/**
 * Builds the authorization request with the server's `nonce` and remembers state + nonce for the way back (the token
 * that comes back must carry that nonce).
 */
export function authorizationUrl(
  provider: ExternalProvider,
  info: ExternalProviderInfo,
  returnTo: string,
  nonce: string,
  origin = window.location.origin,
): string {
  const state = random();
  session()?.setItem(STATE_KEY, JSON.stringify({ state, nonce, provider, returnTo }));
  const u = new URL(info.authorizationEndpoint);
  u.searchParams.set('client_id', info.clientId);
  u.searchParams.set('response_type', 'id_token');
  u.searchParams.set('response_mode', 'fragment');
  u.searchParams.set('scope', 'openid email profile');
  u.searchParams.set('redirect_uri', origin + EXTERNAL_CALLBACK_PATH);
  u.searchParams.set('state', state);
  u.searchParams.set('nonce', nonce);
  return u.toString();
}

/**
 * Starts the sign-in with the nonce the server issued to this browser (api-client `externalNonce()`): the browser
 * leaves for the provider and comes back to /login with the ID token.
 */
export function getIdToken(
  provider: ExternalProvider,
  info: ExternalProviderInfo,
  returnTo: string,
  nonce: string,
): void {
  window.location.assign(authorizationUrl(provider, info, returnTo, nonce));
}

function claims(idToken: string): Record<string, unknown> | null {
  try {
    const part = idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(part.padEnd(part.length + ((4 - (part.length % 4)) % 4), '='))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Reads `#id_token=…&state=…` once (the fragment is then removed from the address bar). The state must be the one this
 * tab sent and the token's nonce the one remembered, otherwise nothing is returned.
 */
export function takeIdTokenFromFragment(hash = window.location.hash): PendingExternal | null {
  if (!hash || !hash.includes('id_token=')) return null;
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const store = session();
  const raw = store?.getItem(STATE_KEY);
  store?.removeItem(STATE_KEY);
  try {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  } catch {
    /* ignore */
  }
  if (!raw) return null;
  const sent = JSON.parse(raw) as { state: string; nonce: string; provider: ExternalProvider; returnTo: string };
  const idToken = p.get('id_token');
  if (!idToken || p.get('state') !== sent.state || claims(idToken)?.nonce !== sent.nonce) return null;
  return { provider: sent.provider, idToken, returnTo: sent.returnTo };
}

/** Keeps a verified-by-the-server-later token for the trial / register form (this tab only). */
export function setPendingExternal(p: PendingExternal): void {
  session()?.setItem(PENDING_KEY, JSON.stringify(p));
}
export function takePendingExternal(): PendingExternal | null {
  const raw = session()?.getItem(PENDING_KEY);
  session()?.removeItem(PENDING_KEY);
  try {
    return raw ? (JSON.parse(raw) as PendingExternal) : null;
  } catch {
    return null;
  }
}
