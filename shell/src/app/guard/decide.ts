/**
 * The route guard of spec §2 (and krea.md §2) as a pure function: no I/O, no clock, no globals.
 * Whatever it needs to know that it does not know yet, it asks for with a decision
 * ('checkSession', 'loadSubdomain', 'checkTerms'); `runGuard` performs it and asks again.
 */
import type { SubdomainInfoDto } from '@platform/contracts';
import { hasActiveKreaLicense, isTrialEnded, trialDaysLeft, type UserInfo } from '@platform/session';
import type { RouteDef } from '../routes';

/** What the guard needs of the user info (spec §3): the platform's user info. */
export type GuardUser = UserInfo;

/** GET /AccountApi/GetSubdomain: the white-label host's name, logos and licence status. */
export type SubdomainInfo = SubdomainInfoDto;

export interface GuardInput {
  target: { path: string; search?: string };
  route: RouteDef | null;
  session: {
    user: GuardUser | null;
    /** a stored session exists (the HttpOnly refresh cookie / stored-session marker) */
    hasStoredSession: boolean;
    /** result of checking the stored session with the server during this navigation */
    sessionCheck?: 'valid' | 'invalid';
  };
  host: {
    isWhiteLabel: boolean;
    /** undefined: not loaded yet; null: loaded, the subdomain does not exist */
    subdomainInfo?: SubdomainInfo | null;
    whiteLabelLicenseActive: boolean;
    /** where an inactive white-label host sends visitors, e.g. 'https://kimple.example' */
    mainPlatformUrl?: string;
  };
  now: number | Date;
  /** terms and conditions status fetched for this navigation (krea paths only); 'forbidden': the server refused authoring access */
  termsSigned?: boolean | 'forbidden';
}

/** Why a user was sent elsewhere, told to them where they land (a toast): a key of the shell's `guard` texts. */
export type GuardNotice = 'kreaNoLicense';

export type Decision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; storeRedirectPath?: string; clearSession?: boolean; notice?: GuardNotice }
  | { type: 'external'; url: string }
  | { type: 'checkSession' }
  | { type: 'loadSubdomain' }
  | { type: 'checkTerms' };

export const PATHS = {
  home: '/',
  login: '/login',
  corporativeLogin: '/corporative-login',
  feed: '/feed',
  notFound: '/not-found',
  trialFinished: '/trial-finished',
  license: '/license',
  signTerms: '/sign-terms',
} as const;

const allow: Decision = { type: 'allow' };
const redirect = (to: string, extra: Partial<Extract<Decision, { type: 'redirect' }>> = {}): Decision => ({
  type: 'redirect',
  to,
  ...extra,
});

/** Days left of a trial that started on `joinDate` (15 minus days since joining, not below 0). */
export function trialDaysLeftAt(joinDate: string | null | undefined, now: number | Date): number {
  return trialDaysLeft({ joinDate } as UserInfo, new Date(+now));
}

function normalisePath(path: string): string {
  const p = path.split(/[?#]/)[0] || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

function fullPath(target: GuardInput['target']): string {
  const search = target.search ? (target.search.startsWith('?') ? target.search : `?${target.search}`) : '';
  return `${target.path}${search}`;
}

export function decide(input: GuardInput): Decision {
  const { route, session, host } = input;
  const path = normalisePath(input.target.path);

  // 1. An unnamed route goes to not-found.
  if (!route) return redirect(PATHS.notFound);

  // 2. On a white-label host, subdomain info is loaded once.
  if (host.isWhiteLabel && host.subdomainInfo === undefined) return { type: 'loadSubdomain' };

  const loginPath = host.isWhiteLabel ? PATHS.corporativeLogin : PATHS.login;
  const user = session.user;

  if (route.private) {
    // 3. Private routes need a logged-in user.
    if (!user) {
      // The intended path is kept for after login; not-found is never worth coming back to (feed instead),
      // in both branches: spec §2 names it for the invalid-token case, and the same holds with no token.
      const intended = route.name === 'not-found' ? PATHS.feed : fullPath(input.target);
      if (session.sessionCheck === 'invalid') {
        return redirect(loginPath, { storeRedirectPath: intended, clearSession: true });
      }
      if (session.hasStoredSession && session.sessionCheck !== 'valid') return { type: 'checkSession' };
      if (session.sessionCheck !== 'valid') return redirect(loginPath, { storeRedirectPath: intended });
      // valid check but no user info (should not happen): let the user through, the API answers 401 if needed
      return allow;
    }
    return userRules(input, user, path);
  }

  // 4. On a white-label host, landing routes go to the corporate login.
  if (host.isWhiteLabel && route.landing) return redirect(PATHS.corporativeLogin);

  // 5. allowSession routes let everyone pass.
  if (route.allowSession) return allow;

  // 6. Public-only routes.
  if (route.publicOnly) {
    if (user) return redirect(PATHS.feed);
    if (session.hasStoredSession && session.sessionCheck === undefined) return { type: 'checkSession' };
    if (session.sessionCheck === 'valid') return redirect(PATHS.feed);
    // invalid: the runner cleared the stored session; continue
  }

  // 6 (cont.). White-label host without an active white-label licence.
  if (host.isWhiteLabel && !host.whiteLabelLicenseActive) {
    if (path === PATHS.corporativeLogin) return allow;
    if (path === PATHS.home || route.landing) return redirect(PATHS.corporativeLogin);
    const base = (host.mainPlatformUrl ?? '').replace(/\/+$/, '');
    return { type: 'external', url: `${base}${fullPath(input.target)}` };
  }

  return allow;
}

/** Rules 7 and 8: the user is known and the route is private. */
function userRules(input: GuardInput, user: GuardUser, path: string): Decision {
  // 7. Trial.
  const ended = isTrialEnded(user, new Date(+input.now));
  if (ended && path !== PATHS.trialFinished && path !== PATHS.license) return redirect(PATHS.trialFinished);
  if (!ended && path === PATHS.trialFinished) return redirect(PATHS.feed);

  // 8. Krea: an active Krea licence, then signed terms.
  if (path.toLowerCase().includes('krea')) {
    // refused: told why, not silently sent home
    if (!hasActiveKreaLicense(user)) return redirect(PATHS.home, { notice: 'kreaNoLicense' });
    if (input.termsSigned === undefined) return { type: 'checkTerms' };
    if (input.termsSigned === 'forbidden') return redirect(PATHS.home, { notice: 'kreaNoLicense' });
    if (!input.termsSigned) return redirect(PATHS.signTerms);
  }
  return allow;
}
