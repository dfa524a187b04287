/**
 * Composition layer of the shell (root config, no UI framework for orchestration):
 *   1. the run-time remotes map: written into the page by the server (`#platform-remotes`), else /remotes.json
 *   2. register one single-spa application per remote, active on the prefixes it owns
 *   3. on a remote's first route (./loading): the entry-retry MF runtime plugin, the remote's
 *      manifest read with retries and its remoteEntry.js registered (`registerRemotes`), then
 *      `loadRemote('<remote>/spa')`
 * `prepareComposition()` is called by bootstrap.tsx first thing, so the map, the loading machinery and (for a
 * returning signed-in user) the first route's remote download while i18n starts and the session is restored;
 * `startComposition()` registers the applications after the shell app and the guard are installed.
 */
import { registerApplication } from 'single-spa';
import { hasStoredSession } from '@platform/session';
import { matchRoute } from '../app/routes';
import { fetchRemotesMap, parseRemotesMap, type RemotesMap } from './remotes';
import { registerRemoteApps } from './register';

export { parseRemotesMap, fetchRemotesMap, REMOTE_NAMES } from './remotes';
export type { RemotesMap, RemoteName } from './remotes';
export { registerRemoteApps, activityFor, spaLoader } from './register';
export { createFallbackLifecycles, isFallback } from './fallback';
export { ensureRemoteContainer } from './container';

/** The id of the inert JSON script in which the server writes the remotes map (packages/api/src/render/app-shell.ts). */
export const REMOTES_SCRIPT_ID = 'platform-remotes';

/** The map the server wrote into the page, or null (no script, or not a valid map: then /remotes.json is read). */
export function inlineRemotesMap(doc: Document = document): RemotesMap | null {
  const text = doc.getElementById(REMOTES_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRemotesMap(JSON.parse(text));
  } catch {
    return null;
  }
}

async function readRemotesMap(remotesUrl: string): Promise<RemotesMap> {
  const inline = inlineRemotesMap();
  if (inline) return inline;
  try {
    return await fetchRemotesMap(remotesUrl);
  } catch (e) {
    console.error('[composition] could not read the remotes map; remote areas will show their fallback', e);
    return {};
  }
}

interface Prepared {
  map: Promise<RemotesMap>;
  load: (id: string) => Promise<unknown>;
}
let prepared: Prepared | null = null;

export interface PrepareDeps {
  /** the loading machinery for a map (default: the ./loading chunk) */
  createLoader?: (map: RemotesMap) => Promise<(id: string) => Promise<unknown>>;
  pathname?: string;
  hasSession?: () => boolean;
}
const defaultCreateLoader = (map: RemotesMap) => import('./loading').then((mod) => mod.createRemoteLoader(map));

/**
 * Starts what the first remote route needs before the session is restored: the remotes map and, when the first
 * route belongs to a remote and this browser holds a session (a returning signed-in user: the guard will let the
 * route through), the loading machinery, the remote's manifest, its remoteEntry.js and its `./spa` module. The
 * single-spa application later gets the same promise. An anonymous visitor (sent to /login by the guard) downloads
 * no remote. Idempotent.
 */
export function prepareComposition(remotesUrl = '/remotes.json', deps: PrepareDeps = {}): Prepared {
  if (prepared) return prepared;
  const createLoader = deps.createLoader ?? defaultCreateLoader;
  const map = readRemotesMap(remotesUrl);
  // The loading machinery (manifest reading, MF retry/fallback plugin) comes with the first remote
  // route; a failed download is retried on the next attempt (the fallback's Retry).
  let loader: Promise<(id: string) => Promise<unknown>> | null = null;
  const started = new Map<string, Promise<unknown>>();
  const load = async (id: string): Promise<unknown> => {
    // a warm-up started for this module: the application's loader takes it over (once; a retry loads again)
    const early = started.get(id);
    if (early) {
      started.delete(id);
      return early;
    }
    loader ??= map.then(createLoader);
    loader.catch(() => {
      loader = null;
    });
    return (await loader)(id);
  };
  prepared = { map, load };
  const pathname = deps.pathname ?? (typeof window !== 'undefined' ? window.location.pathname : '/');
  const owner = matchRoute(pathname)?.owner;
  if (owner && owner !== 'shell' && (deps.hasSession ?? hasStoredSession)()) {
    const id = `${owner}/spa`;
    const early = load(id);
    early.catch(() => undefined); // the application's loader reports it (and shows the fallback)
    started.set(id, early);
  }
  return prepared;
}

export async function startComposition(remotesUrl = '/remotes.json'): Promise<RemotesMap> {
  const { map: mapP, load } = prepareComposition(remotesUrl);
  const map = await mapP;
  registerRemoteApps(map, {
    registerApplication: registerApplication as never,
    loadRemote: load,
    matchRoute,
  });
  return map;
}

/** Tests: forget the prepared composition. */
export function resetComposition(): void {
  prepared = null;
}
