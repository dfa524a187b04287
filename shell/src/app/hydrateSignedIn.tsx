/**
 * The browser side of the signed-in page the server renders (docs/decisions/0045-signed-in-feed-from-the-server.md,
 * §4 and §5). A chunk of its own, loaded only for such a page (its #shell-root carries `data-signed-in="<userId>"`
 * next to `data-prerendered` and `data-path`), so the other pages' first load does not carry it.
 *
 * Called by rootForPrerendered (./hydrate.tsx) once the session is restored and the first guard pass is done:
 *   - the restored user is the one the page was rendered for, the guard let the same path through without a query,
 *     in the page's language, on the main host: the SAME ShellApp hydrates the markup. Its hydration reads the
 *     server's snapshot (the user: useUser's server snapshot, hooks/useShell.ts; the bell) so that it renders what the
 *     server rendered; each part, once hydrated, renders the restore's fresh user info (a field that changed in between
 *     is an update, not a mismatch). The
 *     remote-area slot keeps the server's children (frame.tsx, setRemoteAreaHtml): #remote-area and the remote's
 *     container `[data-ssr]` stay the same nodes, and single-spa then mounts the remote into that container, which
 *     hydrates it (@platform/remote-kit);
 *   - otherwise (another user, no session any more, redirected, another language, a white-label host): the markup is
 *     dropped, the remote's with it (its container goes, so the remote renders instead of hydrating), and the shell
 *     renders in the browser, as for a pre-rendered public page.
 */
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { startTransition, type ReactElement } from 'react';
import { getUserInfo, type UserInfo } from '@platform/session';
import { remoteAreaElement, setRemoteAreaHtml } from './frame';
import { yieldToMain } from './lazyLoad';
import { matchRoute } from './routes';
import { setUnseenNotifications } from './chrome/notificationsState';
import { setServerUser } from './hooks/useShell';
import { readSnapshot } from './signedInPage';

/**
 * The chunks the signed-in tree is made of, before hydrating (as preloadPage does for the public pages): the layout
 * (with Chakra's system) first, then, through the layout's own loaders, the bars, the footer and, for a user the tour
 * runs for, the tour and its texts: their lazy components then render without suspending, so no part of the tree is
 * ever left waiting when an update reaches it before its hydration (its server markup would be dropped). The `shell`
 * texts of the language are there already (initI18nAsync).
 */
async function preloadSignedIn(preloadLayout: () => Promise<unknown>, path: string, user: UserInfo): Promise<void> {
  // the layout's module, from its one loader (ShellApp.tsx)
  const layout = (await preloadLayout()) as typeof import('./Layout');
  await yieldToMain();
  await layout.preloadSignedIn(user, matchRoute(path));
  await yieldToMain();
}

/**
 * The React root of a signed-in page from the server, hydrated, when it is this visitor's page; null when it is not:
 * the remote's markup is dropped here, the rest by rootForPrerendered (./hydrate.tsx), which renders the shell in the
 * browser. `path`: the page's path when it is the page shown (same path without a query, same language, the main
 * host), else false; `preloadLayout` and `app` (the hydrated tree) are hydrate.tsx's.
 */
export async function rootForSignedIn(
  el: HTMLElement,
  path: string | false,
  preloadLayout: () => Promise<unknown>,
  app: ReactElement,
): Promise<Root | null> {
  const userId = Number(el.dataset.signedIn);
  delete el.dataset.signedIn;
  const snapshot = readSnapshot(el.ownerDocument);
  const fresh = getUserInfo();
  if (!snapshot || !path || fresh?.userId !== userId || snapshot.user.userId !== userId) {
    // the remote's markup goes too: its container is made again, empty, when the remote mounts
    remoteAreaElement(el.ownerDocument).replaceChildren();
    return null;
  }
  // the hydration renders what the server rendered: its user (the store keeps the restore's, which each part then
  // renders as an update once hydrated; the same object when nothing changed, so nothing renders again), its bell,
  // and the remote area's server children in place
  setServerUser(JSON.stringify(fresh) === JSON.stringify(snapshot.user) ? fresh : snapshot.user);
  setUnseenNotifications(snapshot.unseen);
  setRemoteAreaHtml('');
  await preloadSignedIn(preloadLayout, path, snapshot.user).catch(() => undefined);
  // a transition: React hydrates in slices and yields to the browser between them (ADR 0041)
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(el, app);
  });
  return root;
}
