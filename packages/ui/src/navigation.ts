/**
 * Cross-app navigation. single-spa patches history.pushState/replaceState so every app's router
 * (each remote has its own BrowserRouter) hears the change; this is what single-spa's
 * `navigateToUrl` does for same-origin URLs, without making @platform/ui depend on single-spa.
 */
export type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;

export const navigate: NavigateFn = (to, opts = {}) => {
  if (typeof window === 'undefined') return;
  let url: URL;
  try {
    url = new URL(to, window.location.href);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const target = url.pathname + url.search + url.hash;
  const current = window.location.pathname + window.location.search + window.location.hash;
  if (target === current && !opts.replace) return;
  if (opts.replace) window.history.replaceState(window.history.state, '', target);
  else window.history.pushState(null, '', target);
  // Some routers only hear popstate; single-spa fires one after patched calls, but when single-spa
  // is not started (tests, isolated remote) we notify ourselves.
  const w = window as unknown as { singleSpaNavigate?: unknown };
  if (!w.singleSpaNavigate) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
};
