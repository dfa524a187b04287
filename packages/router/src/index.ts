/**
 * @platform/router — the ONE router of the platform (MF shared singleton, see @platform/mf-config
 * shared.cjs). Apps import router APIs FROM HERE. It has the react-router API the apps use (same names,
 * same props, same behaviour for the way the apps use them) in a small implementation of its own:
 * react-router 7 was 13.4 KB gz of every remote route (/feed) even tree-shaken to these exports, and the
 * API client on axios (ADR 0013) needed those bytes to keep /feed within its 250 KB first-load budget.
 *
 * What it does (and all the apps use): absolute and relative paths, nested route objects (`children`,
 * `index`, `:params`, a trailing `*`) matched as react-router ranks them (static over dynamic over
 * splat, case-insensitive, trailing slashes ignored, segments decoded), Link/Navigate/useNavigate with
 * `replace` and `state`, useSearchParams with a functional setter, a Router driven from outside
 * (the shell's ShellRouter), BrowserRouter on the window's history (single-spa sees every push) and
 * MemoryRouter for tests. What it does not: data routers, loaders, <Routes>/<Route> JSX, Outlet,
 * basename, blockers. Add an API only when an app needs it, then re-run
 * `node packages/mf-config/bench/first-load.mjs`.
 */
export { BrowserRouter, MemoryRouter, Router, Navigate, Link, useNavigate, useParams, useSearchParams, useRoutes, createPath } from './router';
export type {
  Navigator, To, Location, NavigateOptions, NavigateFunction, LinkProps, RouteObject, PathMatch, Params, SetURLSearchParams,
  URLSearchParamsInit,
} from './router';
