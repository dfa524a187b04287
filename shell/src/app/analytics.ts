/**
 * Page-access analytics (spec §7 "Other", krea §2): every page the guard lets the user reach is logged once with
 * where they came from, whether the guard redirected them, and whether the page is public. Fire and forget.
 */
import { logPageAccess } from '@platform/api-client/analytics';
import { matchRoute } from './routes';

let lastPage: string | null = null;

const pathOf = (url: string) => new URL(url, window.location.origin).pathname.replace(/\/+$/, '') || '/';
/** The page a URL shows: path and query; an in-page anchor (#hash) is not another page. */
const pageOf = (url: string) => {
  const u = new URL(url, window.location.origin);
  return `${u.pathname}${u.search}`.slice(0, 2048);
};

/** `asked`: the URL the navigation aimed at; `landed`: the URL the guard allowed (the same one unless redirected). */
export function recordPageAccess(asked: string, landed: string): void {
  const from = lastPage;
  const to = pageOf(landed);
  if (from === to) return; // a re-render of the same page, or an anchor in it, is not a new access
  lastPage = to;
  const route = matchRoute(pathOf(landed));
  void logPageAccess({ from, to, redirect: pathOf(asked) !== pathOf(landed), publicPage: !route?.private });
}

/** Tests only. */
export function resetPageAccess(): void {
  lastPage = null;
}
