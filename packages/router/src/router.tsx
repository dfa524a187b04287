/** The platform's router: react-router's API as the apps use it (see ./index). */
import {
  createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState,
  type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref,
} from 'react';

// ---- types (react-router's names) ----------------------------------------------------------------------------------
export interface Path { pathname: string; search: string; hash: string }
export type To = string | Partial<Path>;
export interface Location<State = unknown> extends Path { state: State; key: string }
export interface NavigateOptions { replace?: boolean; state?: unknown }
export interface NavigateFunction { (to: To, options?: NavigateOptions): void; (delta: number): void }
export interface Navigator {
  createHref: (to: To) => string;
  push: (to: To, state?: unknown, opts?: unknown) => void;
  replace: (to: To, state?: unknown, opts?: unknown) => void;
  go: (delta: number) => void;
}
export type Params<Key extends string = string> = { readonly [key in Key]: string | undefined };
export interface PathMatch<ParamKey extends string = string> { params: Params<ParamKey>; pathname: string; pathnameBase: string; pattern: { path: string } }
export interface RouteObject { path?: string; index?: boolean; element?: ReactNode; children?: RouteObject[]; caseSensitive?: boolean; id?: string }
export type URLSearchParamsInit = string | [string, string][] | Record<string, string | string[]> | URLSearchParams;
export type SetURLSearchParams = (
  next?: URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

// ---- paths ---------------------------------------------------------------------------------------------------------
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  let p = pathname;
  if (search && search !== '?') p += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') p += hash.startsWith('#') ? hash : `#${hash}`;
  return p;
}

function parsePath(path: string): Partial<Path> {
  const out: Partial<Path> = {};
  let rest = path;
  const h = rest.indexOf('#');
  if (h >= 0) { out.hash = rest.slice(h); rest = rest.slice(0, h); }
  const q = rest.indexOf('?');
  if (q >= 0) { out.search = rest.slice(q); rest = rest.slice(0, q); }
  if (rest) out.pathname = rest;
  return out;
}

/** `to` resolved against the current pathname (absolute paths as they are; `..` and `.` segments applied). */
function resolveTo(to: To, from: string): Path {
  const t = typeof to === 'string' ? parsePath(to) : to;
  let pathname = t.pathname;
  if (pathname === undefined || pathname === '') pathname = from;
  else if (!pathname.startsWith('/')) {
    const segs = from.replace(/\/+$/, '').split('/');
    for (const s of pathname.split('/')) {
      if (s === '..') { if (segs.length > 1) segs.pop(); } else if (s !== '.' && s !== '') segs.push(s);
    }
    pathname = segs.join('/') || '/';
  }
  return { pathname, search: t.search ?? '', hash: t.hash ?? '' };
}

let keys = 0;
const newKey = () => (++keys).toString(36);

// ---- contexts ------------------------------------------------------------------------------------------------------
interface RouterState { location: Location; navigator: Navigator }
const RouterContext = createContext<RouterState | null>(null);
interface RouteState { params: Params; pathnameBase: string }
const RouteContext = createContext<RouteState>({ params: {}, pathnameBase: '/' });

function useRouter(hook: string): RouterState {
  const r = useContext(RouterContext);
  if (!r) throw new Error(`${hook}() may be used only in the context of a <Router> component.`);
  return r;
}

// ---- routers -------------------------------------------------------------------------------------------------------
export function Router({ location, navigator, children }: { location: string | Partial<Location>; navigator: Navigator; children?: ReactNode }) {
  const loc = typeof location === 'string' ? parsePath(location) : location;
  const pathname = loc.pathname ?? '/', search = loc.search ?? '', hash = loc.hash ?? '';
  const state = (loc as Partial<Location>).state ?? null, key = (loc as Partial<Location>).key ?? 'default';
  const value = useMemo<RouterState>(
    () => ({ location: { pathname, search, hash, state, key }, navigator }),
    [pathname, search, hash, state, key, navigator],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

// The window's history: pushes are seen by single-spa (it patches pushState); routers re-read on popstate and
// on their own pushes (listeners below), whichever comes first.
const historyListeners = new Set<() => void>();
const notifyHistory = () => { for (const fn of [...historyListeners]) fn(); };
function subscribeHistory(fn: () => void) {
  historyListeners.add(fn);
  window.addEventListener('popstate', fn);
  return () => { historyListeners.delete(fn); window.removeEventListener('popstate', fn); };
}
let snapshot: { href: string; state: unknown; location: Location } | null = null;
function windowLocation(): Location {
  const { pathname, search, hash, href } = window.location;
  const hs = window.history.state as { usr?: unknown; key?: string } | null;
  if (!snapshot || snapshot.href !== href || snapshot.state !== hs) {
    snapshot = { href, state: hs, location: { pathname, search, hash, state: hs?.usr ?? null, key: hs?.key ?? 'default' } };
  }
  return snapshot.location;
}
const browserNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: (to, state) => {
    window.history.pushState({ usr: state ?? null, key: newKey(), idx: 0 }, '', typeof to === 'string' ? to : createPath(to));
    notifyHistory();
  },
  replace: (to, state) => {
    window.history.replaceState({ usr: state ?? null, key: newKey(), idx: 0 }, '', typeof to === 'string' ? to : createPath(to));
    notifyHistory();
  },
  go: (delta) => window.history.go(delta),
};

/** Location updates are transitions, as in react-router 7's BrowserRouter (the old screen stays while the new suspends). */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setLocation(windowLocation()));
    update(); // a navigation between the first render and this subscription
    return subscribeHistory(update);
  }, []);
  return <Router location={location} navigator={browserNavigator}>{children}</Router>;
}

export function MemoryRouter({ initialEntries = ['/'], initialIndex, children }: { initialEntries?: (string | Partial<Location>)[]; initialIndex?: number; children?: ReactNode }) {
  const toLoc = (e: string | Partial<Location>): Location => {
    const p = typeof e === 'string' ? parsePath(e) : e;
    return { pathname: p.pathname ?? '/', search: p.search ?? '', hash: p.hash ?? '', state: (p as Partial<Location>).state ?? null, key: newKey() };
  };
  const [hist, setHist] = useState(() => {
    const entries = initialEntries.map(toLoc);
    return { entries, index: Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1) };
  });
  const navigator = useMemo<Navigator>(() => {
    const entry = (to: To, state: unknown): Location => ({ ...resolveTo(to, '/'), state: state ?? null, key: newKey() });
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: (to, state) => setHist((h) => {
        const entries = [...h.entries.slice(0, h.index + 1), entry(to, state)];
        return { entries, index: entries.length - 1 };
      }),
      replace: (to, state) => setHist((h) => {
        const entries = [...h.entries];
        entries[h.index] = entry(to, state);
        return { entries, index: h.index };
      }),
      go: (delta) => setHist((h) => ({ entries: h.entries, index: Math.min(Math.max(h.index + delta, 0), h.entries.length - 1) })),
    };
  }, []);
  return <Router location={hist.entries[hist.index]!} navigator={navigator}>{children}</Router>;
}

// ---- hooks ---------------------------------------------------------------------------------------------------------
export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouter('useNavigate');
  const from = useRef(location.pathname);
  from.current = location.pathname;
  return useCallback(((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return navigator.go(to);
    const path = resolveTo(to, from.current);
    (options.replace ? navigator.replace : navigator.push)(path, options.state);
  }) as NavigateFunction, [navigator]);
}

export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return useContext(RouteContext).params as Partial<Record<K, string>>;
}

function toSearchParams(init: URLSearchParamsInit | undefined): URLSearchParams {
  if (init === undefined || typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) return new URLSearchParams(init);
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(init)) for (const x of Array.isArray(v) ? v : [v]) sp.append(k, x);
  return sp;
}

export function useSearchParams(defaultInit?: URLSearchParamsInit): [URLSearchParams, SetURLSearchParams] {
  const { location } = useRouter('useSearchParams');
  const navigate = useNavigate();
  const params = useMemo(() => {
    const sp = new URLSearchParams(location.search);
    if (defaultInit !== undefined) {
      const d = toSearchParams(defaultInit);
      for (const k of new Set(d.keys())) if (!sp.has(k)) for (const v of d.getAll(k)) sp.append(k, v);
    }
    return sp;
  }, [location.search]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = useRef(params);
  current.current = params;
  const set = useCallback<SetURLSearchParams>((next, options) => {
    const sp = toSearchParams(typeof next === 'function' ? next(new URLSearchParams(current.current)) : next);
    const qs = sp.toString();
    navigate({ search: qs ? `?${qs}` : '' }, options);
  }, [navigate]);
  return [params, set];
}

// ---- route matching ------------------------------------------------------------------------------------------------
interface Branch { pattern: string; routes: RouteObject[]; score: number; order: number }

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`);

function flatten(routes: RouteObject[], parent: string, chain: RouteObject[], out: Branch[]): Branch[] {
  for (const r of routes) {
    const pattern = r.index ? parent : r.path === undefined ? parent : join(parent, r.path);
    const here = [...chain, r];
    if (r.children?.length) flatten(r.children, pattern, here, out);
    if (r.element !== undefined || r.index) out.push({ pattern: pattern || '/', routes: here, score: score(pattern, !!r.index), order: out.length });
  }
  return out;
}

/** react-router's ranking: more segments, static over dynamic over splat, index routes first. */
function score(pattern: string, index: boolean): number {
  const segs = pattern.split('/').filter(Boolean);
  let s = segs.length;
  if (segs.includes('*')) s += -2;
  if (index) s += 2;
  for (const seg of segs) if (seg !== '*') s += seg.startsWith(':') ? 3 : 10;
  return s;
}

function decodeSegment(v: string): string {
  try { return decodeURIComponent(v).replace(/\//g, '%2F'); } catch { return v; }
}

function matchPattern(pattern: string, pathname: string): { params: Record<string, string>; pathnameBase: string } | null {
  const pat = pattern.split('/').filter(Boolean);
  const segs = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  const base: string[] = [];
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i]!;
    if (p === '*' && i === pat.length - 1) {
      params['*'] = segs.slice(i).map(decodeSegment).join('/').replace(/%2F/g, '/');
      return { params, pathnameBase: `/${base.join('/')}` };
    }
    const seg = segs[i];
    if (seg === undefined) return null;
    if (p.startsWith(':')) params[p.slice(1)] = decodeSegment(seg).replace(/%2F/g, '/');
    else if (p.toLowerCase() !== decodeSegment(seg).toLowerCase()) return null;
    base.push(seg);
  }
  if (segs.length !== pat.length) return null;
  return { params, pathnameBase: `/${base.join('/')}` };
}

export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useRouter('useRoutes');
  const branches = useMemo(() => flatten(routes, '', [], []).sort((a, b) => b.score - a.score || a.order - b.order), [routes]);
  for (const b of branches) {
    const m = matchPattern(b.pattern, location.pathname);
    if (!m) continue;
    const leaf = b.routes[b.routes.length - 1]!;
    return <RouteContext.Provider value={{ params: m.params, pathnameBase: m.pathnameBase }}>{leaf.element}</RouteContext.Provider>;
  }
  return null;
}

// ---- components ----------------------------------------------------------------------------------------------------
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => { navigate(to, { replace, state }); }); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

const isModified = (e: MouseEvent) => e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

export function Link({ to, replace, state, reloadDocument, onClick, target, ref, ...rest }: LinkProps) {
  const { navigator, location } = useRouter('Link');
  const navigate = useNavigate();
  const path = resolveTo(to, location.pathname);
  const href = navigator.createHref(path);
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || reloadDocument || e.button !== 0 || (target && target !== '_self') || isModified(e)) return;
    e.preventDefault();
    const same = createPath(location) === createPath(path);
    navigate(path, { replace: replace ?? same, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handle} />;
}
