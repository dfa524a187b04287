/**
 * Wires the guard into single-spa: `single-spa:before-routing-event` fires before EVERY navigation,
 * whichever app starts it (pushState/replaceState are patched, popstate is captured), including the
 * first routing after start(). A refused navigation is cancelled (single-spa puts the old URL back,
 * silently) and the shell then navigates to the decision's target.
 */
import { navigateToUrl } from 'single-spa';
import { runGuard, type FinalDecision, type GuardEnv } from './runGuard';

const MAX_HOPS = 6;

export type Resolved = { type: 'allow'; url: string } | { type: 'external'; url: string };

/** Runs the guard on `url`, following redirects (each hop performs its own effects) until a page is allowed. */
export async function resolveNavigation(url: string, env: GuardEnv): Promise<Resolved> {
  let current = url;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const u = new URL(current, window.location.origin);
    const d: FinalDecision = await runGuard({ path: u.pathname, search: u.search }, env);
    if (d.type === 'allow') return { type: 'allow', url: `${u.pathname}${u.search}${u.hash}` };
    if (d.type === 'external') return d;
    current = d.to;
  }
  return { type: 'allow', url: current };
}

const samePage = (a: string, b: string): boolean => {
  const x = new URL(a, window.location.origin);
  const y = new URL(b, window.location.origin);
  return x.pathname.replace(/\/+$/, '') === y.pathname.replace(/\/+$/, '') && x.search === y.search;
};

interface BeforeRoutingDetail {
  newUrl: string;
  oldUrl: string;
  cancelNavigation?: (val?: boolean | Promise<boolean>) => void;
}

export interface GuardWiring {
  env: () => GuardEnv;
  /** navigation used after a cancel; defaults to single-spa's navigateToUrl */
  go?: (url: string) => void;
  external?: (url: string) => void;
  onDecision?: (from: string, result: Resolved) => void;
}

let installed: ((e: Event) => void) | null = null;

export function wireGuard(wiring: GuardWiring): () => void {
  if (installed) window.removeEventListener('single-spa:before-routing-event', installed);
  const go = wiring.go ?? ((url: string) => navigateToUrl(url));
  const external = wiring.external ?? ((url: string) => window.location.assign(url));
  /** URL single-spa restores after our cancel: its silent re-route must pass untouched. */
  let revertTo: string | null = null;

  const listener = (evt: Event) => {
    const detail = (evt as CustomEvent<BeforeRoutingDetail>).detail;
    if (!detail?.cancelNavigation) return;
    if (revertTo !== null && samePage(detail.newUrl, revertTo)) {
      revertTo = null;
      return;
    }
    const target = detail.newUrl;
    detail.cancelNavigation(
      resolveNavigation(target, wiring.env()).then((result) => {
        wiring.onDecision?.(target, result);
        if (result.type === 'external') {
          revertTo = detail.oldUrl;
          external(result.url);
          return true;
        }
        if (samePage(result.url, target)) return false;
        revertTo = detail.oldUrl;
        // single-spa restores oldUrl; go on to the decision's page unless that IS oldUrl
        if (!samePage(result.url, detail.oldUrl)) setTimeout(() => go(result.url), 0);
        return true;
      }),
    );
  };
  installed = listener;
  window.addEventListener('single-spa:before-routing-event', listener);
  return () => {
    window.removeEventListener('single-spa:before-routing-event', listener);
    if (installed === listener) installed = null;
  };
}
