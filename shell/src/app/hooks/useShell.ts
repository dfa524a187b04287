import { useMemo } from 'react';
import { useUserInfo } from '@platform/session';
import { useTranslation } from '@platform/i18n';
import { matchRoute, routeParams, type RouteDef } from '../routes';
import { useShellLocation } from '../navigation/location';

/** The user info of the platform's one session store. */
export const useUser = useUserInfo;

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
