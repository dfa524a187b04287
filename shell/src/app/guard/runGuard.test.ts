import { mkSubdomain, mkUser } from '../testing/users';
import type { GuardUser, SubdomainInfo } from './decide';
import { runGuard, type GuardEnv } from './runGuard';

const NOW = Date.parse('2026-03-20T10:00:00Z');
const teacher = mkUser({ activeKreaLicense: true });

function env(
  over: Partial<GuardEnv> & {
    user?: GuardUser | null;
    stored?: boolean;
    whiteLabel?: boolean;
    sub?: SubdomainInfo | null;
  } = {},
) {
  const state = {
    user: over.user ?? null,
    stored: over.stored ?? false,
    sub: undefined as SubdomainInfo | null | undefined,
    redirectPath: null as string | null,
  };
  const e: GuardEnv & { state: typeof state } = {
    state,
    getUser: () => state.user,
    hasStoredSession: () => state.stored,
    checkSession: jest.fn(async () => false),
    clearSession: jest.fn(() => {
      state.user = null;
      state.stored = false;
    }),
    isWhiteLabelHost: () => !!over.whiteLabel,
    getSubdomainInfo: () => state.sub,
    loadSubdomainInfo: jest.fn(async () => {
      state.sub = over.sub === undefined ? mkSubdomain({ largeLogo: 'x.png' }) : over.sub;
      return state.sub;
    }),
    whiteLabelLicenseActive: () => state.sub?.active === true,
    mainPlatformUrl: () => 'https://kimple.test',
    fetchTermsSigned: jest.fn(async () => true),
    storeRedirectPath: jest.fn((p: string) => {
      state.redirectPath = p;
    }),
    now: () => NOW,
  };
  const { user: _u, stored: _s, whiteLabel: _w, sub: _sub, ...fns } = over;
  return Object.assign(e, fns);
}

describe('runGuard', () => {
  it('checks a stored session with the server and lets a valid one through', async () => {
    const e = env({ stored: true });
    (e.checkSession as jest.Mock).mockImplementation(async () => {
      e.state.user = teacher;
      return true;
    });
    await expect(runGuard({ path: '/feed' }, e)).resolves.toEqual({ type: 'allow' });
    expect(e.checkSession).toHaveBeenCalledTimes(1);
    expect(e.clearSession).not.toHaveBeenCalled();
  });

  it('clears an invalid stored session, stores the path and goes to login', async () => {
    const e = env({ stored: true });
    await expect(runGuard({ path: '/folders', search: '?a=1' }, e)).resolves.toMatchObject({
      type: 'redirect',
      to: '/login',
    });
    expect(e.clearSession).toHaveBeenCalled();
    expect(e.state.redirectPath).toBe('/folders?a=1');
  });

  it('a server error during the check counts as invalid', async () => {
    const e = env({
      stored: true,
      checkSession: jest.fn(async () => {
        throw new Error('offline');
      }),
    });
    await expect(runGuard({ path: '/feed' }, e)).resolves.toMatchObject({ type: 'redirect', to: '/login' });
  });

  it('on a public-only page an invalid stored session is cleared and the page shown', async () => {
    const e = env({ stored: true });
    await expect(runGuard({ path: '/login' }, e)).resolves.toEqual({ type: 'allow' });
    expect(e.clearSession).toHaveBeenCalled();
    expect(e.state.redirectPath).toBeNull();
  });

  it('on a public-only page a valid stored session goes to the feed', async () => {
    const e = env({ stored: true });
    (e.checkSession as jest.Mock).mockImplementation(async () => {
      e.state.user = teacher;
      return true;
    });
    await expect(runGuard({ path: '/' }, e)).resolves.toEqual({ type: 'redirect', to: '/feed' });
  });

  it('loads the subdomain info once on a white-label host', async () => {
    const e = env({ whiteLabel: true });
    await runGuard({ path: '/corporative-login' }, e);
    await runGuard({ path: '/reset-password' }, e);
    expect(e.loadSubdomainInfo).toHaveBeenCalledTimes(1);
  });

  it('an inactive white-label licence sends public pages to the main platform', async () => {
    const e = env({ whiteLabel: true, sub: mkSubdomain({ status: 2 }) });
    await expect(runGuard({ path: '/reset-password', search: '?userId=3' }, e)).resolves.toEqual({
      type: 'external',
      url: 'https://kimple.test/reset-password?userId=3',
    });
  });

  it('fetches the terms status on krea paths and sends unsigned ones to sign-terms', async () => {
    const e = env({ user: teacher, stored: true, fetchTermsSigned: jest.fn(async () => false) });
    await expect(runGuard({ path: '/krea/published' }, e)).resolves.toEqual({ type: 'redirect', to: '/sign-terms' });
    expect(e.fetchTermsSigned).toHaveBeenCalledTimes(1);
  });

  it('signed terms let the author in', async () => {
    const e = env({ user: teacher, stored: true });
    await expect(runGuard({ path: '/krea' }, e)).resolves.toEqual({ type: 'allow' });
  });

  it('unknown paths go to not-found without any server call', async () => {
    const e = env({ stored: true });
    await expect(runGuard({ path: '/nope' }, e)).resolves.toEqual({ type: 'redirect', to: '/not-found' });
    expect(e.checkSession).not.toHaveBeenCalled();
  });
});
