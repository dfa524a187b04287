/**
 * Page-access analytics (spec §7 "Other", krea §2): every page the guard lets the user reach is logged once with
 * where they came from, whether the guard redirected them, and whether the page is public. Fire and forget.
 */
import { logPageAccess } from '@platform/api-client';
import { matchRoute } from './routes';

let lastPage: string | null = null;

const pathOf = (url: string) => new URL(url, window.location.origin).pathname.replace(/\/+$/, '') || '/';

/** `asked`: the URL the navigation aimed at; `landed`: the URL the guard allowed (the same one unless redirected). */
export function recordPageAccess(asked: string, landed: string): void {
  const from = lastPage;
  if (from === landed) return; // a re-render of the same page is not a new access
  lastPage = landed;
  const route = matchRoute(pathOf(landed));
  void logPageAccess({ from, to: landed.slice(0, 2048), redirect: pathOf(asked) !== pathOf(landed), publicPage: !route?.private });
}

/** Tests only. */
export function resetPageAccess(): void {
  lastPage = null;
}
