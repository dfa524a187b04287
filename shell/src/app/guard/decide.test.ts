import { matchRoute } from '../routes';
import { mkSubdomain, mkUser } from '../testing/users';
import { decide, trialDaysLeftAt, type GuardInput } from './decide';

const NOW = Date.parse('2026-03-20T10:00:00Z');
const daysAgo = (n: number) => new Date(NOW - n * 24 * 3600 * 1000).toISOString();

const teacher = mkUser({ primaryRoles: [{ name: 'Teacher' }], joinDate: daysAgo(400), activeKreaLicense: false });
const author = mkUser({ primaryRoles: [{ name: 'Teacher' }], joinDate: daysAgo(400), activeKreaLicense: true });
const trialDay3 = mkUser({ primaryRoles: [{ name: 'Trial' }], joinDate: daysAgo(3) });
const trialDay20 = mkUser({ primaryRoles: [{ name: 'Trial' }], joinDate: daysAgo(20) });

function input(
  path: string,
  over: Partial<Omit<GuardInput, 'target' | 'route'>> & { search?: string } = {},
): GuardInput {
  const { search, ...rest } = over;
  return {
    target: { path, search },
    route: matchRoute(path),
    session: { user: null, hasStoredSession: false },
    host: { isWhiteLabel: false, whiteLabelLicenseActive: false, mainPlatformUrl: 'https://kimple.test' },
    now: NOW,
    ...rest,
  };
}
const wl = (over: Partial<GuardInput['host']> = {}): GuardInput['host'] => ({
  isWhiteLabel: true,
  subdomainInfo: mkSubdomain({ largeLogo: 'l.png' }),
  whiteLabelLicenseActive: true,
  mainPlatformUrl: 'https://kimple.test',
  ...over,
});

describe('rule 1: unnamed route', () => {
  it('goes to not-found', () => {
    expect(decide(input('/no-such-page'))).toEqual({ type: 'redirect', to: '/not-found' });
  });
  it('a named route is not sent to not-found', () => {
    expect(decide(input('/content'))).toEqual({ type: 'allow' });
  });
});

describe('rule 2: white-label subdomain info', () => {
  it('asks to load the subdomain info when not loaded yet', () => {
    expect(decide(input('/content', { host: wl({ subdomainInfo: undefined }) }))).toEqual({ type: 'loadSubdomain' });
  });
  it('does not ask again once loaded (even when the subdomain does not exist)', () => {
    expect(
      decide(input('/corporative-login', { host: wl({ subdomainInfo: null, whiteLabelLicenseActive: false }) })),
    ).toEqual({ type: 'allow' });
  });
  it('never loads it on the main host', () => {
    expect(decide(input('/login')).type).not.toBe('loadSubdomain');
  });
});

describe('rule 3: private routes', () => {
  it('a logged-in user passes', () => {
    expect(decide(input('/feed', { session: { user: teacher, hasStoredSession: true } }))).toEqual({ type: 'allow' });
  });
  it('a stored session without user info is checked with the server', () => {
    expect(decide(input('/feed', { session: { user: null, hasStoredSession: true } }))).toEqual({
      type: 'checkSession',
    });
  });
  it('a valid stored session proceeds', () => {
    expect(
      decide(input('/feed', { session: { user: teacher, hasStoredSession: true, sessionCheck: 'valid' } })),
    ).toEqual({ type: 'allow' });
  });
  it('an invalid stored session is cleared, the intended path stored, and the user sent to login', () => {
    expect(
      decide(
        input('/folders/12', {
          search: '?tab=2',
          session: { user: null, hasStoredSession: true, sessionCheck: 'invalid' },
        }),
      ),
    ).toEqual({
      type: 'redirect',
      to: '/login',
      storeRedirectPath: '/folders/12?tab=2',
      clearSession: true,
    });
  });
  it('an invalid stored session on not-found stores the feed as redirect path', () => {
    expect(
      decide(input('/not-found', { session: { user: null, hasStoredSession: true, sessionCheck: 'invalid' } })),
    ).toEqual({
      type: 'redirect',
      to: '/login',
      storeRedirectPath: '/feed',
      clearSession: true,
    });
  });
  it('no user and no stored session: store the intended path and go to login', () => {
    expect(decide(input('/resource/7/t', { search: 'x=1' }))).toEqual({
      type: 'redirect',
      to: '/login',
      storeRedirectPath: '/resource/7/t?x=1',
    });
  });
  it('no user and no stored session on not-found: the feed is stored, not not-found', () => {
    expect(decide(input('/not-found'))).toEqual({ type: 'redirect', to: '/login', storeRedirectPath: '/feed' });
  });
  it('on a white-label host the login is the corporate login', () => {
    expect(decide(input('/feed', { host: wl() }))).toEqual({
      type: 'redirect',
      to: '/corporative-login',
      storeRedirectPath: '/feed',
    });
  });
});

describe('rule 4: white-label landing routes', () => {
  it.each(['/', '/content', '/how-it-works', '/impact', '/login'])(
    '%s goes to the corporate login on a white-label host',
    (p) => {
      expect(decide(input(p, { host: wl() }))).toEqual({ type: 'redirect', to: '/corporative-login' });
    },
  );
  it('landing routes stay on the main host', () => {
    expect(decide(input('/content'))).toEqual({ type: 'allow' });
  });
});

describe('rule 5: allowSession routes', () => {
  it('lets a visitor pass', () => {
    expect(decide(input('/r/42'))).toEqual({ type: 'allow' });
  });
  it('lets a logged-in user pass (no feed redirect)', () => {
    expect(decide(input('/r/42/class/3', { session: { user: teacher, hasStoredSession: true } }))).toEqual({
      type: 'allow',
    });
  });
  it('lets a stored session pass without checking it', () => {
    expect(decide(input('/r/42', { session: { user: null, hasStoredSession: true } }))).toEqual({ type: 'allow' });
  });
});

describe('rule 6: public-only routes', () => {
  it('a logged-in user goes to the feed', () => {
    expect(decide(input('/login', { session: { user: teacher, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/feed',
    });
    expect(decide(input('/', { session: { user: teacher, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/feed',
    });
  });
  it('a stored session is validated first', () => {
    expect(decide(input('/login', { session: { user: null, hasStoredSession: true } }))).toEqual({
      type: 'checkSession',
    });
  });
  it('valid stored session goes to the feed', () => {
    expect(
      decide(input('/login', { session: { user: null, hasStoredSession: false, sessionCheck: 'valid' } })),
    ).toEqual({ type: 'redirect', to: '/feed' });
  });
  it('invalid stored session continues to the page', () => {
    expect(
      decide(input('/login', { session: { user: null, hasStoredSession: false, sessionCheck: 'invalid' } })),
    ).toEqual({ type: 'allow' });
  });
  it('a visitor sees the page', () => {
    expect(decide(input('/reset-password'))).toEqual({ type: 'allow' });
  });
  it('quote is public but not public-only', () => {
    expect(decide(input('/quote/campus', { session: { user: teacher, hasStoredSession: true } }))).toEqual({
      type: 'allow',
    });
  });

  describe('white-label host without an active white-label licence', () => {
    const host = wl({ subdomainInfo: mkSubdomain({ status: 2 }), whiteLabelLicenseActive: false });
    it('a non-root, non-corporate path is sent away to the main platform', () => {
      expect(decide(input('/reset-password', { host, search: '?userId=1' }))).toEqual({
        type: 'external',
        url: 'https://kimple.test/reset-password?userId=1',
      });
      expect(decide(input('/quote/campus', { host }))).toEqual({
        type: 'external',
        url: 'https://kimple.test/quote/campus',
      });
    });
    it('the root goes to the corporate login', () => {
      expect(decide(input('/', { host }))).toEqual({ type: 'redirect', to: '/corporative-login' });
    });
    it('the corporate login itself stays', () => {
      expect(decide(input('/corporative-login', { host }))).toEqual({ type: 'allow' });
    });
    it('with an active licence the public pages are served', () => {
      expect(decide(input('/reset-password', { host: wl() }))).toEqual({ type: 'allow' });
    });
  });
});

describe('rule 7: trial', () => {
  it('an ended trial (15 days from joinDate) goes to trial-finished', () => {
    expect(decide(input('/feed', { session: { user: trialDay20, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/trial-finished',
    });
  });
  it('an ended trial may open trial-finished and license', () => {
    expect(decide(input('/trial-finished', { session: { user: trialDay20, hasStoredSession: true } }))).toEqual({
      type: 'allow',
    });
    expect(decide(input('/license', { session: { user: trialDay20, hasStoredSession: true } }))).toEqual({
      type: 'allow',
    });
  });
  it('a trial within 15 days opening trial-finished goes to the feed', () => {
    expect(decide(input('/trial-finished', { session: { user: trialDay3, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/feed',
    });
  });
  it('a non-trial user opening trial-finished goes to the feed', () => {
    expect(decide(input('/trial-finished', { session: { user: teacher, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/feed',
    });
  });
  it('a trial within 15 days uses the platform', () => {
    expect(decide(input('/folders', { session: { user: trialDay3, hasStoredSession: true } }))).toEqual({
      type: 'allow',
    });
  });
  it('counts days: 15 minus days since joining, not below 0', () => {
    expect(trialDaysLeftAt(daysAgo(0), NOW)).toBe(15);
    expect(trialDaysLeftAt(daysAgo(3), NOW)).toBe(12);
    expect(trialDaysLeftAt(daysAgo(14), NOW)).toBe(1);
    expect(trialDaysLeftAt(daysAgo(15), NOW)).toBe(0);
    expect(trialDaysLeftAt(daysAgo(20), NOW)).toBe(0);
  });
  it('day 15 exactly is ended', () => {
    const u = mkUser({ primaryRoles: [{ name: 'Trial' }], joinDate: daysAgo(15) });
    expect(decide(input('/feed', { session: { user: u, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/trial-finished',
    });
  });
});

describe('rule 8: krea', () => {
  it('without an active Krea licence goes home', () => {
    expect(decide(input('/krea/published', { session: { user: teacher, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/',
      notice: 'kreaNoLicense',
    });
    expect(decide(input('/krea', { session: { user: teacher, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/',
      notice: 'kreaNoLicense',
    });
  });
  it('with a licence, the terms status is fetched', () => {
    expect(decide(input('/krea/drafts', { session: { user: author, hasStoredSession: true } }))).toEqual({
      type: 'checkTerms',
    });
  });
  it('unsigned terms go to sign-terms', () => {
    expect(
      decide(input('/krea/drafts', { session: { user: author, hasStoredSession: true }, termsSigned: false })),
    ).toEqual({ type: 'redirect', to: '/sign-terms' });
  });
  it('signed terms pass', () => {
    expect(
      decide(input('/krea/resource/5/t', { session: { user: author, hasStoredSession: true }, termsSigned: true })),
    ).toEqual({ type: 'allow' });
  });
  it('a licence object with an active status counts; a suspended one does not', () => {
    const active = mkUser({ ...author, activeKreaLicense: { status: 1 } });
    const suspended = mkUser({ ...author, activeKreaLicense: { status: 2 } });
    expect(decide(input('/krea', { session: { user: active, hasStoredSession: true } }))).toEqual({
      type: 'checkTerms',
    });
    expect(decide(input('/krea', { session: { user: suspended, hasStoredSession: true } }))).toEqual({
      type: 'redirect',
      to: '/',
      notice: 'kreaNoLicense',
    });
  });
  it('non-krea paths never fetch terms', () => {
    expect(decide(input('/feed', { session: { user: author, hasStoredSession: true } }))).toEqual({ type: 'allow' });
  });
  it('an ended trial is sent to trial-finished before the krea checks', () => {
    expect(
      decide(
        input('/krea', {
          session: { user: mkUser({ ...trialDay20, activeKreaLicense: true }), hasStoredSession: true },
        }),
      ),
    ).toEqual({ type: 'redirect', to: '/trial-finished' });
  });
});

describe('rule 8: server refuses authoring access', () => {
  it('goes home when the terms call is forbidden', () => {
    const u = mkUser({ activeKreaLicense: true });
    expect(decide(input('/krea', { session: { user: u, hasStoredSession: true }, termsSigned: 'forbidden' }))).toEqual({
      type: 'redirect',
      to: '/',
      notice: 'kreaNoLicense',
    });
  });
});
