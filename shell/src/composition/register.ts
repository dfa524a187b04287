/**
 * One single-spa application per remote, active on the route prefixes it owns (derived from the
 * shell's route table: `matchRoute(pathname).owner`). The application loader goes through MF
 * (`loadRemote('<remote>/spa')`) with the retry plugin; a remote that still fails, or takes longer
 * than `timeoutMs`, resolves to the fallback application.
 */
import type { RouteDef } from '../app/routes';
import { ensureRemoteContainer } from './container';
import { createFallbackLifecycles, isFallback } from './fallback';
import { REMOTE_NAMES, type RemoteName, type RemotesMap } from './remotes';

export interface RegisterDeps {
  registerApplication: (config: {
    name: string;
    app: () => Promise<unknown>;
    activeWhen: (location: Location) => boolean;
    customProps?: Record<string, unknown>;
  }) => void;
  loadRemote: (id: string) => Promise<unknown>;
  matchRoute: (pathname: string) => RouteDef | null;
  timeoutMs?: number;
}

/** Activity function of a remote: the route serving the path is owned by it. */
export function activityFor(remote: RemoteName, matchRoute: RegisterDeps['matchRoute']) {
  return (location: Pick<Location, 'pathname'>) => matchRoute(location.pathname)?.owner === remote;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** Loads `<remote>/spa`, never rejects: a failure (after MF retries) or a timeout gives the fallback. */
export function spaLoader(remote: RemoteName, deps: Pick<RegisterDeps, 'loadRemote' | 'timeoutMs'>) {
  const id = `${remote}/spa`;
  const attempt = async (): Promise<unknown> => {
    const mod = await withTimeout(deps.loadRemote(id), deps.timeoutMs ?? 20_000, id);
    if (!mod || (typeof mod === 'object' && !isFallback(mod) && !('mount' in (mod as object)))) {
      throw new Error(`${id} does not export single-spa lifecycles`);
    }
    return mod;
  };
  return async (): Promise<unknown> => {
    try {
      return await attempt();
    } catch (error) {
      console.error(`[composition] ${id} unavailable, showing its fallback`, error);
      return createFallbackLifecycles(remote, () => attempt().catch(() => null), error);
    }
  };
}

/** Registers the single-spa applications of every remote present in the map. Returns their names. */
export function registerRemoteApps(map: RemotesMap, deps: RegisterDeps): RemoteName[] {
  const registered: RemoteName[] = [];
  for (const remote of REMOTE_NAMES) {
    if (!map[remote]) continue;
    deps.registerApplication({
      name: remote,
      app: spaLoader(remote, deps),
      activeWhen: activityFor(remote, deps.matchRoute) as (l: Location) => boolean,
      customProps: { domElementGetter: () => ensureRemoteContainer(remote) },
    });
    registered.push(remote);
  }
  return registered;
}
