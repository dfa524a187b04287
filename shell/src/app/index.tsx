/**
 * Public interface of the shell app for the composition layer:
 *   mountShellApp(): renders the shell's React tree into #shell-root (layout with #remote-area),
 *                    restores the session and runs the guard for the first URL.
 *   installGuard():  wires the route guard into single-spa's before-routing-event.
 */
import { createRoot, type Root } from 'react-dom/client';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { bus } from '@platform/event-bus';
import { initI18n } from '@platform/i18n';
import { setHasStoredSession } from '@platform/session';
import { ShellApp, preloadLayout, preloadStudentLayout, setShellReady } from './ShellApp';
import { remoteAreaElement } from './frame';
import { matchRoute } from './routes';
import { createGuardEnv } from './guard/env';
import { resolveNavigation, wireGuard } from './guard/install';
import { commitLocation, navigate, setRoutingMode } from './navigation/location';
import { bootstrapSession, endSession } from './session/actions';
import { syncBrandLogos } from './whiteLabel';
import { leaveWhiteLabel } from './host';
import { recordPageAccess } from './analytics';
import { keepModalRequests } from './modals/pending';
import { keepLanguageCookie, prerendered } from './serverLanguage';

export { routes, matchRoute, isOwnedBy, type RouteDef, type Owner } from './routes';
export { decide, type Decision, type GuardInput } from './guard/decide';
export { runGuard } from './guard/runGuard';

let root: Root | null = null;
let listenersInstalled = false;

/** Cross-app events the shell answers (spec §8 error handling included). */
export function installShellListeners(): () => void {
  if (listenersInstalled) return () => undefined;
  listenersInstalled = true;
  const offs = [
    // 401 that a refresh could not fix: clear the session and go home
    bus.on('platform.session.expired.v1', () => endSession('/')),
    // 403 → /unauthorized?statusCode=403 (api-client), and any app asking to navigate
    bus.on('platform.navigate.v1', ({ to, replace }) => navigate(to, { replace })),
    bus.on('platform.session.changed.v1', () => syncBrandLogos()),
    // a global modal asked for before the layout's modal host listens is kept for it (modals/pending.ts)
    keepModalRequests(),
  ];
  return () => {
    offs.forEach((off) => off());
    listenersInstalled = false;
  };
}

/** Runs the guard for the URL of the first load before anything is shown or mounted. */
async function firstGuardPass(): Promise<void> {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const result = await resolveNavigation(here, createGuardEnv());
  if (result.type === 'external') {
    leaveWhiteLabel(result.url);
    return;
  }
  if (result.url !== here) {
    window.history.replaceState(window.history.state, '', result.url);
  }
  recordPageAccess(here, result.url);
}

export async function mountShellApp(): Promise<void> {
  initI18n();
  installShellListeners();
  let el = document.getElementById('shell-root');
  if (!el) {
    el = document.createElement('div');
    el.id = 'shell-root';
    document.body.appendChild(el);
  }
  // #remote-area exists as soon as this resolves (the layouts adopt it when they render)
  remoteAreaElement();
  // start downloading the first route's layout now, in parallel with the session restore and the
  // first guard pass (the public student view has its own light layout)
  const student = !!matchRoute(window.location.pathname)?.studentPublic;
  void (student ? preloadStudentLayout() : preloadLayout()).catch(() => undefined);
  keepLanguageCookie();
  // a page pre-rendered by the server (ADR 0033): it stays on screen while the session is restored, then it is
  // hydrated (or, when this visitor must see something else, rendered again by the browser)
  const page = root ? null : prerendered(el);
  // a signed-in user's page from the server (ADR 0045): the server checked this browser's session, so it is restored
  // even where the stored-session flag is missing (storage cleared, the refresh cookie still valid)
  if (page && el.dataset.signedIn) setHasStoredSession(true);
  // the hydration's code only for a page the server sent (started now, used once the session is restored)
  const hydration = page ? import(/* webpackChunkName: "hydrate" */ './hydrate') : null;
  hydration?.catch(() => undefined);
  if (!root && !page) {
    root = createRoot(el);
    // the public student view (/r/{id}) is on screen already (server render, its markup outside this root): the
    // shell's first render there is a transition, in slices, not one synchronous task (ADR 0038)
    if (student) startTransition(() => root!.render(<ShellApp />));
    else flushSync(() => root!.render(<ShellApp />));
  }
  try {
    await bootstrapSession();
    await firstGuardPass();
  } catch (err) {
    // eslint-disable-next-line no-console
    console.error('[shell] start-up failed', err);
  }
  syncBrandLogos();
  commitLocation(true);
  setShellReady(true);
  if (page && !root && hydration) root = await (await hydration).rootForPrerendered(el, page);
}

/** Guard before every navigation (single-spa before-routing-event), whichever app starts it. */
export function installGuard(): void {
  setRoutingMode('single-spa');
  wireGuard({
    env: createGuardEnv,
    external: leaveWhiteLabel,
    onDecision: (asked, result) => {
      if (result.type === 'allow') recordPageAccess(asked, result.url);
    },
  });
}

/** Tests / hot reload. */
export function unmountShellApp(): void {
  root?.unmount();
  root = null;
  setShellReady(false);
}
