import { screen, waitFor } from '@testing-library/react';
import * as account from '@platform/api-client/account';
import { STORAGE_KEYS, clientStorage, getUserInfo, setHasStoredSession, clearSession } from '@platform/session';
import { mkUser } from './testing/users';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// the session's calls live in account-session (account re-exports them, so `api.me` etc. below are these mocks)
jest.mock('@platform/api-client/account-session', () => ({
  signIn: jest.fn(),
  me: jest.fn(),
  refreshToken: jest.fn(),
  logout: jest.fn(),
}));
jest.mock('@platform/api-client/account', () => ({
  ...jest.requireActual('@platform/api-client/account'),
}));
const api = account as jest.Mocked<typeof account>;

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  document.body.innerHTML = '<div id="shell-root"></div>';
  clearSession();
  clientStorage.remove(STORAGE_KEYS.redirectPath);
});

describe('mountShellApp', () => {
  it('renders the layout with #remote-area, and the first guard pass sends a visitor of a private page to login', async () => {
    const { mountShellApp, unmountShellApp } = await import('./index');
    window.history.replaceState(null, '', '/folders?x=1');
    const p = mountShellApp();
    expect(document.getElementById('remote-area')).not.toBeNull(); // synchronous first render
    await p;
    expect(window.location.pathname).toBe('/login');
    expect(clientStorage.get(STORAGE_KEYS.redirectPath)).toBe('/folders?x=1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.getElementById('remote-area')).not.toBeNull();
    unmountShellApp();
  });

  it('restores a stored session silently (RefreshToken then Me) and keeps the page', async () => {
    api.refreshToken.mockResolvedValueOnce('fresh');
    api.me.mockResolvedValueOnce(mkUser({ email: 'teacher@demo.test' }));
    setHasStoredSession(true);
    const { mountShellApp, unmountShellApp } = await import('./index');
    window.history.replaceState(null, '', '/preferences');
    await mountShellApp();
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
    expect(getUserInfo()?.email).toBe('teacher@demo.test');
    expect(window.location.pathname).toBe('/preferences');
    await waitFor(() => expect(document.title).toMatch(/·/));
    unmountShellApp();
  });

  it('hides the shell main area for a remote-owned route (remote-area visible)', async () => {
    api.refreshToken.mockResolvedValueOnce('fresh');
    api.me.mockResolvedValueOnce(mkUser());
    setHasStoredSession(true);
    const { mountShellApp, unmountShellApp } = await import('./index');
    window.history.replaceState(null, '', '/feed');
    await mountShellApp();
    await waitFor(() => expect(screen.getByTestId('remote-area-wrapper')).not.toHaveAttribute('hidden'));
    unmountShellApp();
  });
});
