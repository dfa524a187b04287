import { useMemo, useSyncExternalStore } from 'react';
import { getUserInfo, sessionStore, userInfoAtom, type UserInfo } from '@platform/session';
import { useTranslation } from '@platform/i18n';
import { matchRoute, routeParams, type RouteDef } from '../routes';
import { useShellLocation } from '../navigation/location';
import { useServerPage } from '../serverPage';

let serverUser: UserInfo | undefined;
/**
 * The user the server rendered the page for (ADR 0045: the signed-in page's snapshot), set before it is hydrated:
 * what React's hydration reads (every part of the tree, the parts behind a Suspense boundary hydrating later too);
 * each part then renders with the store's user, an update.
 */
export function setServerUser(user: UserInfo): void {
  serverUser = user;
}
const subscribeUser = (fn: () => void) => sessionStore.sub(userInfoAtom, fn);

/** The user info of the platform's one session store (a server render's: its ServerPage's user). */
export function useUser(): UserInfo | null {
  const server = useServerPage();
  const user = useSyncExternalStore(subscribeUser, getUserInfo, () => serverUser ?? getUserInfo());
  return server ? server.user : user;
}

/** The route of the location the shell currently shows. */
export function useCurrentRoute(): { route: RouteDef | null; pathname: string; search: string } {
  const loc = useShellLocation();
  return { route: matchRoute(loc.pathname), pathname: loc.pathname, search: loc.search };
}

/** Params of the current shell route (e.g. { license } on /quote/:license), like react-router's useParams. */
export function useRouteParams(): Record<string, string | undefined> {
  const { route, pathname } = useCurrentRoute();
  return useMemo(() => (route ? routeParams(route, pathname) : {}), [route, pathname]);
}

/** The query of the current location, like react-router's `const [params] = useSearchParams()`. */
export function useQueryParams(): URLSearchParams {
  const { search } = useShellLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** `t` of the shell namespace (falls back to common). */
export function useT() {
  return useTranslation('shell');
}
