/**
 * Composition layer of the shell (root config, no UI framework for orchestration):
 *   1. fetch /remotes.json (run-time remotes map)
 *   2. register one single-spa application per remote, active on the prefixes it owns
 *   3. on a remote's first route (./loading): the entry-retry MF runtime plugin, the remote's
 *      manifest read with retries and its remoteEntry.js registered (`registerRemotes`), then
 *      `loadRemote('<remote>/spa')`
 * `start()` is called by bootstrap.tsx after the shell app and the guard are installed.
 */
import { registerApplication } from 'single-spa';
import { matchRoute } from '../app/routes';
import { fetchRemotesMap, type RemotesMap } from './remotes';
import { registerRemoteApps } from './register';

export { parseRemotesMap, fetchRemotesMap, REMOTE_NAMES } from './remotes';
export type { RemotesMap, RemoteName } from './remotes';
export { registerRemoteApps, activityFor, spaLoader } from './register';
export { createFallbackLifecycles, isFallback } from './fallback';
export { ensureRemoteContainer } from './container';

export async function startComposition(remotesUrl = '/remotes.json'): Promise<RemotesMap> {
  let map: RemotesMap = {};
  try {
    map = await fetchRemotesMap(remotesUrl);
  } catch (e) {
    console.error('[composition] could not read the remotes map; remote areas will show their fallback', e);
  }
  // The loading machinery (manifest reading, MF retry/fallback plugin) comes with the first remote
  // route; a failed download is retried on the next attempt (the fallback's Retry).
  let loader: Promise<(id: string) => Promise<unknown>> | null = null;
  const load = async (id: string) => {
    loader ??= import('./loading').then((m) => m.createRemoteLoader(map));
    loader.catch(() => {
      loader = null;
    });
    return (await loader)(id);
  };
  registerRemoteApps(map, {
    registerApplication: registerApplication as never,
    loadRemote: load,
    matchRoute,
  });
  return map;
}
