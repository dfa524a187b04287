/**
 * @platform/router — the ONE react-router of the platform (MF shared singleton, see
 * @platform/mf-config shared.cjs). Apps import router APIs FROM HERE, never from 'react-router' or
 * 'react-router-dom' directly: a shared module is never tree-shaken, so sharing react-router whole
 * put 59 KB gz on every first route, while this facade re-exports only what the apps use and its
 * shared chunk keeps just that code. Add an export here when an app needs one more API, then re-run
 * `node packages/mf-config/bench/first-load.mjs`.
 */
export {
  BrowserRouter, MemoryRouter, Router, Routes, Route, Navigate, Link, NavLink, Outlet,
  useNavigate, useLocation, useParams, useSearchParams, useMatch, useInRouterContext,
  matchPath, generatePath, createPath, createSearchParams,
} from 'react-router';
export type {
  Navigator, To, Location, NavigateOptions, NavigateFunction, LinkProps, NavLinkProps, RouteObject,
  PathMatch, Params, SetURLSearchParams, URLSearchParamsInit,
} from 'react-router';
