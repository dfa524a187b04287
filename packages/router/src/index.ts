/**
 * @platform/router — the ONE react-router of the platform (MF shared singleton, see
 * @platform/mf-config shared.cjs). Apps import router APIs FROM HERE, never from 'react-router' or
 * 'react-router-dom' directly: a shared module is never tree-shaken, so sharing react-router whole
 * put 59 KB gz on every first route, while this facade re-exports only what the apps use and its
 * shared chunk keeps just that code. Add an export here when an app needs one more API, then re-run
 * `node packages/mf-config/bench/first-load.mjs`. Measured 2026-11-22: dropping the exports no app
 * used (NavLink, Outlet, useLocation, useMatch, useInRouterContext, matchPath, generatePath,
 * createSearchParams) took this chunk from 14.2 to 13.8 KB gz on /feed.
 */
export {
  BrowserRouter, MemoryRouter, Router, Routes, Route, Navigate, Link,
  useNavigate, useParams, useSearchParams, createPath,
} from 'react-router';
// types cost nothing at run time
export type {
  Navigator, To, Location, NavigateOptions, NavigateFunction, LinkProps, RouteObject,
  PathMatch, Params, SetURLSearchParams, URLSearchParamsInit,
} from 'react-router';
