import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import * as account from '@platform/api-client/account';
import { getUserInfo } from '@platform/session';
import { getIdToken, takePendingExternal } from '@platform/session/external';
import { renderShell, resetShell } from '../testing/render';
import { mkUser } from '../testing/users';

// the session's calls live in account-session (account re-exports them, so `api.me` etc. below are these mocks)
jest.mock('@platform/api-client/account-session', () => ({
  signIn: jest.fn(),
  me: jest.fn(),
  refreshToken: jest.fn(async () => null),
  logout: jest.fn(),
}));
jest.mock('@platform/api-client/account', () => {
  const actual = jest.requireActual('@platform/api-client/account');
  return {
    ...actual,
    externalProviders: jest.fn(),
    externalLogin: jest.fn(),
    externalNonce: jest.fn(),
  };
});
// leaving for the provider (a real navigation jsdom cannot do) is recorded instead
jest.mock('@platform/session/external', () => ({
  ...jest.requireActual('@platform/session/external'),
  getIdToken: jest.fn(),
}));
const leave = getIdToken as jest.MockedFunction<typeof getIdToken>;
const api = account as jest.Mocked<typeof account>;
const GOOGLE = { clientId: 'g-client', authorizationEndpoint: 'https://idp.test/authorize' };
const b64u = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
  window.sessionStorage.clear();
});

/** what getIdToken remembered before leaving, and the provider's answer in the fragment */
function comeBackFromProvider(opts: { returnTo?: string; nonce?: string } = {}): { path: string; idToken: string } {
  window.sessionStorage.setItem(
    'platform.external.state',
    JSON.stringify({ state: 'st-1', nonce: 'n-1', provider: 'google', returnTo: opts.returnTo ?? '/login' }),
  );
  const idToken = `${b64u({ alg: 'RS256' })}.${b64u({ nonce: opts.nonce ?? 'n-1', email: 'x@y.test' })}.signature`;
  return { path: `/login#id_token=${idToken}&state=st-1`, idToken };
}

describe('external sign-in buttons on /login', () => {
  it('are not shown when no provider is configured', async () => {
    api.externalProviders.mockResolvedValue({ google: null, microsoft: null });
    await renderShell('/login');
    await waitFor(() => expect(api.externalProviders).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar con Microsoft' })).not.toBeInTheDocument();
  });

  it('the providers the server wrote into the page: buttons without asking the API (no API client on /login)', async () => {
    const script = document.createElement('script');
    script.id = 'platform-external-providers';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ google: null, microsoft: { ...GOOGLE, authority: 'https://login.test' } });
    document.head.appendChild(script);
    try {
      await renderShell('/login');
      expect(await screen.findByRole('button', { name: 'Continuar con Microsoft' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();
      expect(api.externalProviders).not.toHaveBeenCalled();
    } finally {
      script.remove();
    }
  });

  it('a page without them (or with broken JSON) asks the API', async () => {
    const script = document.createElement('script');
    script.id = 'platform-external-providers';
    script.type = 'application/json';
    script.textContent = '{not json';
    document.head.appendChild(script);
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    try {
      await renderShell('/login');
      expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
      expect(api.externalProviders).toHaveBeenCalled();
    } finally {
      script.remove();
    }
  });

  it('shows only the configured provider, in the current language', async () => {
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    await renderShell('/login', { locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Microsoft' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sign in with another account' })).toBeInTheDocument();
  });

  it('back from the provider: a registered user is signed in with the verified token', async () => {
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    api.externalLogin.mockResolvedValueOnce({ token: 'tok', expiresIn: 900 });
    api.me.mockResolvedValueOnce(mkUser({ email: 'teacher@demo.test' }));
    const back = comeBackFromProvider();
    await renderShell(back.path);
    await waitFor(() => expect(window.location.pathname).toBe('/feed'));
    expect(api.externalLogin).toHaveBeenCalledWith('google', back.idToken);
    expect(getUserInfo()?.email).toBe('teacher@demo.test');
  });

  it('back from the provider: "not registered" goes to /trial with the token kept for the prefill', async () => {
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    api.externalLogin.mockRejectedValueOnce(new ApiError(404, 'EXTERNAL_NOT_REGISTERED', 'no'));
    const back = comeBackFromProvider();
    await renderShell(back.path);
    await waitFor(() => expect(window.location.pathname).toBe('/trial'));
    expect(takePendingExternal()).toEqual({ provider: 'google', idToken: back.idToken, returnTo: '/trial' });
    expect(getUserInfo()).toBeNull();
  });

  it('a token whose nonce is not the one sent is ignored (no call to the server)', async () => {
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    const back = comeBackFromProvider({ nonce: 'other' });
    await renderShell(back.path);
    await screen.findByRole('button', { name: 'Continuar con Google' });
    expect(api.externalLogin).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });

  it('a refused token shows the error', async () => {
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    api.externalLogin.mockRejectedValueOnce(new ApiError(401, 'INVALID_EXTERNAL_TOKEN', 'no'));
    await renderShell(comeBackFromProvider().path);
    expect(
      await screen.findByText('No se ha podido verificar tu cuenta externa. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('a click asks the server for the nonce first, then leaves for the provider with it (ADR 0049)', async () => {
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    api.externalNonce.mockResolvedValueOnce('nonce-from-the-server');
    await renderShell('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('google', GOOGLE, '/login', 'nonce-from-the-server'));
    expect(api.externalNonce).toHaveBeenCalledTimes(1);
  });

  it('no nonce (the server did not answer): the error, and the browser stays', async () => {
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    api.externalNonce.mockRejectedValueOnce(new ApiError(0, 'UNKNOWN', 'offline'));
    await renderShell('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    expect(
      await screen.findByText('No se ha podido verificar tu cuenta externa. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('one error banner on the page, the newest: the form replaces the provider, and the other way round', async () => {
    const signIn = jest.requireMock('@platform/api-client/account-session').signIn as jest.Mock;
    api.externalProviders.mockResolvedValue({ google: GOOGLE, microsoft: null });
    api.externalNonce.mockRejectedValue(new ApiError(0, 'UNKNOWN', 'offline'));
    signIn.mockRejectedValue(new ApiError(401, 'INVALID_CREDENTIALS', 'nope'));
    const user = userEvent.setup();
    await renderShell('/login');
    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido verificar tu cuenta externa');
    await user.type(screen.getByLabelText('Correo electrónico'), 'teacher@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos. Inténtalo de nuevo'),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido verificar tu cuenta externa'),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('an account whose email the provider does not vouch for: told to use email and password, not signed in', async () => {
    api.externalProviders.mockResolvedValue({
      google: null,
      microsoft: { ...GOOGLE, authority: 'https://login.test' },
    });
    api.externalLogin.mockRejectedValueOnce(new ApiError(403, 'EXTERNAL_EMAIL_UNVERIFIED', 'no'));
    await renderShell(comeBackFromProvider().path, { locale: 'en' });
    expect(
      await screen.findByText(
        'The account you chose does not confirm that its email address is yours, so it cannot be used here. Sign in (or sign up) with your email and password.',
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(getUserInfo()).toBeNull();
  });
});
