/**
 * Runs the pure guard (`decide`) and performs the effects it asks for, until the answer is
 * allow, redirect or external. Every effect goes through `GuardEnv` so tests can fake it.
 */
import { matchRoute } from '../routes';
import { decide, type Decision, type GuardInput, type GuardNotice, type GuardUser, type SubdomainInfo } from './decide';

export type FinalDecision = Extract<Decision, { type: 'allow' | 'redirect' | 'external' }>;

export interface GuardEnv {
  getUser(): GuardUser | null;
  hasStoredSession(): boolean;
  /** Check the stored session with the server (refresh token, then Me). True when valid; the user is then in the store. */
  checkSession(): Promise<boolean>;
  clearSession(): void;
  isWhiteLabelHost(): boolean;
  /** undefined: not loaded yet; null: the subdomain does not exist */
  getSubdomainInfo(): SubdomainInfo | null | undefined;
  /** Loads (and caches) the subdomain info. */
  loadSubdomainInfo(): Promise<SubdomainInfo | null>;
  whiteLabelLicenseActive(): boolean;
  mainPlatformUrl(): string;
  /** signed-terms status; 'forbidden' when the server refuses authoring access (403) */
  fetchTermsSigned(): Promise<boolean | 'forbidden'>;
  storeRedirectPath(path: string): void;
  /** tells the user why they were sent elsewhere (absent where nobody reads it: the server's render) */
  notify?(notice: GuardNotice): void;
  now(): number;
}

const MAX_STEPS = 12;

export async function runGuard(target: { path: string; search?: string }, env: GuardEnv): Promise<FinalDecision> {
  const route = matchRoute(target.path);
  let sessionCheck: 'valid' | 'invalid' | undefined;
  let termsSigned: boolean | 'forbidden' | undefined;

  for (let step = 0; step < MAX_STEPS; step++) {
    const input: GuardInput = {
      target,
      route,
      session: { user: env.getUser(), hasStoredSession: env.hasStoredSession(), sessionCheck },
      host: {
        isWhiteLabel: env.isWhiteLabelHost(),
        subdomainInfo: env.getSubdomainInfo(),
        whiteLabelLicenseActive: env.whiteLabelLicenseActive(),
        mainPlatformUrl: env.mainPlatformUrl(),
      },
      now: env.now(),
      termsSigned,
    };
    const decision = decide(input);
    switch (decision.type) {
      case 'checkSession': {
        let valid: boolean;
        try {
          valid = await env.checkSession();
        } catch {
          valid = false;
        }
        sessionCheck = valid ? 'valid' : 'invalid';
        // an invalid stored session is cleared whatever happens next (rules 3 and 6)
        if (!valid) env.clearSession();
        break;
      }
      case 'loadSubdomain':
        try {
          await env.loadSubdomainInfo();
        } catch {
          /* loadSubdomainInfo caches null on failure */
        }
        if (env.getSubdomainInfo() === undefined) return { type: 'allow' }; // never loop on a broken loader
        break;
      case 'checkTerms':
        try {
          termsSigned = await env.fetchTermsSigned();
        } catch {
          termsSigned = false;
        }
        break;
      case 'redirect':
        if (decision.clearSession) env.clearSession();
        if (decision.storeRedirectPath) env.storeRedirectPath(decision.storeRedirectPath);
        if (decision.notice) env.notify?.(decision.notice);
        return decision;
      default:
        return decision;
    }
  }
  return { type: 'allow' };
}
