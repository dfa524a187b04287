import { resolveNavigation, wireGuard } from './install';
import type { GuardEnv } from './runGuard';
import { mkSubdomain, mkUser } from '../testing/users';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function env(user: ReturnType<typeof mkUser> | null = null): GuardEnv {
  return {
    getUser: () => user,
    hasStoredSession: () => false,
    checkSession: async () => false,
    clearSession: jest.fn(),
    isWhiteLabelHost: () => false,
    getSubdomainInfo: () => undefined,
    loadSubdomainInfo: async () => null,
    whiteLabelLicenseActive: () => false,
    mainPlatformUrl: () => 'https://kimple.test',
    fetchTermsSigned: async () => true,
    storeRedirectPath: jest.fn(),
    notify: jest.fn(),
    now: () => Date.now(),
  };
}

const origin = window.location.origin;
function fire(newPath: string, oldPath: string) {
  const cancelNavigation = jest.fn();
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { newUrl: origin + newPath, oldUrl: origin + oldPath, cancelNavigation },
    }),
  );
  return cancelNavigation;
}
const verdict = async (cancel: jest.Mock): Promise<boolean> => {
  expect(cancel).toHaveBeenCalledTimes(1);
  return cancel.mock.calls[0][0];
};

describe('resolveNavigation', () => {
  it('follows redirects until a page is allowed', async () => {
    const e = env(mkUser());
    // '/' with a user → /feed (public-only) ; /krea without licence → / → /feed
    await expect(resolveNavigation('/krea', e)).resolves.toEqual({ type: 'allow', url: '/feed' });
    // told why, once, on the hop that refused it
    expect(e.notify).toHaveBeenCalledTimes(1);
    expect(e.notify).toHaveBeenCalledWith('kreaNoLicense');
  });
  it('keeps the query', async () => {
    await expect(resolveNavigation('/reset-password?userId=1&token=2', env())).resolves.toEqual({
      type: 'allow',
      url: '/reset-password?userId=1&token=2',
    });
  });
});

describe('wireGuard (single-spa before-routing-event)', () => {
  let unwire: () => void;
  afterEach(() => unwire?.());

  it('lets an allowed navigation through', async () => {
    const go = jest.fn();
    unwire = wireGuard({ env: () => env(mkUser()), go });
    const cancel = fire('/folders', '/feed');
    await expect(verdict(cancel)).resolves.toBe(false);
    expect(go).not.toHaveBeenCalled();
  });

  it('cancels a refused navigation, then navigates to the target; the revert echo passes untouched', async () => {
    jest.useFakeTimers();
    const go = jest.fn();
    const e = env();
    unwire = wireGuard({ env: () => e, go });
    const cancel = fire('/folders', '/content');
    await expect(verdict(cancel)).resolves.toBe(true);
    expect(e.storeRedirectPath).toHaveBeenCalledWith('/folders');
    // single-spa puts /content back and re-routes silently
    const echo = fire('/content', '/content');
    expect(echo).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(go).toHaveBeenCalledWith('/login');
    jest.useRealTimers();
  });

  it('sends unknown paths to not-found, which sends a visitor to login', async () => {
    jest.useFakeTimers();
    const go = jest.fn();
    unwire = wireGuard({ env: () => env(), go });
    await expect(verdict(fire('/nope', '/content'))).resolves.toBe(true);
    jest.runAllTimers();
    expect(go).toHaveBeenCalledWith('/login');
    jest.useRealTimers();
  });

  it('external decisions leave the site', async () => {
    const external = jest.fn();
    const e = {
      ...env(),
      isWhiteLabelHost: () => true,
      getSubdomainInfo: () => mkSubdomain({ status: 2 }),
      whiteLabelLicenseActive: () => false,
    };
    unwire = wireGuard({ env: () => e, external, go: jest.fn() });
    await expect(verdict(fire('/reset-password', '/corporative-login'))).resolves.toBe(true);
    expect(external).toHaveBeenCalledWith('https://kimple.test/reset-password');
  });

  it('no navigation when the decision is the page we are on', async () => {
    jest.useFakeTimers();
    const go = jest.fn();
    unwire = wireGuard({ env: () => env(mkUser()), go });
    await expect(verdict(fire('/login', '/feed'))).resolves.toBe(true); // logged in: login → feed (where we are)
    jest.runAllTimers();
    expect(go).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
