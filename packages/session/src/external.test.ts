import { authorizationUrl, takeIdTokenFromFragment } from './external';

const INFO = { clientId: 'client-1', authorizationEndpoint: 'https://idp.test/authorize' };
const b64u = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (nonce: string) => `${b64u({ alg: 'RS256' })}.${b64u({ nonce })}.signature`;

afterEach(() => window.sessionStorage.clear());

describe('the authorization request carries the nonce the server issued (ADR 0049)', () => {
  it('sends that nonce and an own random state; the implicit ID-token flow back to /login', () => {
    const u = new URL(authorizationUrl('google', INFO, '/trial', 'server-nonce-1', 'https://platform.example'));
    expect(u.origin + u.pathname).toBe('https://idp.test/authorize');
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: 'client-1',
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email profile',
      redirect_uri: 'https://platform.example/login',
      nonce: 'server-nonce-1',
    });
    expect(u.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('back from the provider, only a token with that nonce and the state sent is taken', () => {
    const state = new URL(
      authorizationUrl('microsoft', INFO, '/login', 'server-nonce-2', 'https://p.test'),
    ).searchParams.get('state');
    expect(takeIdTokenFromFragment(`#id_token=${tokenWith('other')}&state=${state}`)).toBeNull();
    authorizationUrl('microsoft', INFO, '/login', 'server-nonce-2', 'https://p.test');
    const again = JSON.parse(window.sessionStorage.getItem('platform.external.state')!) as { state: string };
    const token = tokenWith('server-nonce-2');
    expect(takeIdTokenFromFragment(`#id_token=${token}&state=${again.state}`)).toEqual({
      provider: 'microsoft',
      idToken: token,
      returnTo: '/login',
    });
  });
});
