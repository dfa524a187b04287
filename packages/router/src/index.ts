/**
 * @platform/router — the ONE react-router of the platform (MF shared singleton, see
 * @platform/mf-config shared.cjs). Apps import router APIs FROM HERE, never from 'react-router' or
 * 'react-router-dom' directly: a shared module is never tree-shaken, so sharing react-router whole
 * put 59 KB gz on every first route, while this facade re-exports only what the apps use and its
 * shared chunk keeps just that code. Add an export here when an app needs one more API, then re-run
 * `node packages/mf-config/bench/first-load.mjs`. Measured 2026-11-22: dropping the exports no app
 * used (NavLink, Outlet, useLocation, useMatch, useInRouterContext, matchPath, generatePath,
 * createSearchParams) took this chunk from 14.2 to 13.8 KB gz on /feed. Route tables are objects
 * rendered with `useRoutes` by the remote kit ('@platform/remote-kit/router'), so `Routes`/`Route` (and
 * react-router's JSX-to-objects walk) are not exported.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Navigate,
  Link,
  useNavigate,
  useParams,
  useSearchParams,
  useRoutes,
  createPath,
} from 'react-router';
// types cost nothing at run time
export type {
  Navigator,
  To,
  Location,
  NavigateOptions,
  NavigateFunction,
  LinkProps,
  RouteObject,
  PathMatch,
  Params,
  SetURLSearchParams,
  URLSearchParamsInit,
} from 'react-router';
