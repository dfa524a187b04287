/**
 * How a remote's `./spa` is loaded (downloaded with the first remote route, not on shell pages):
 * its manifest is read with retries (./manifest) and its remoteEntry.js registered with the MF
 * runtime; the retry/fallback runtime plugin retries a failing remoteEntry.js and turns a final
 * failure into the remote's fallback application.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFallbackLifecycles } from './fallback';
import { createRemoteRegistry } from './manifest';
import type { RemotesMap } from './remotes';
import { platformRetryPlugin } from './retryPlugin';

export function createRemoteLoader(map: RemotesMap): (id: string) => Promise<unknown> {
  const ensureRemote = createRemoteRegistry(map, (info) => registerRemotes([info], { force: true }), { retries: 2, baseDelayMs: 300 });
  const load = async (id: string) => {
    await ensureRemote(id.split('/')[0] ?? id);
    return loadRemote(id);
  };
  registerPlugins([
    platformRetryPlugin({
      retries: 2,
      baseDelayMs: 300,
      fallback: (id, error) => {
        const remote = id.split('/')[0] ?? id;
        return createFallbackLifecycles(remote, () => load(id), error);
      },
    }),
  ]);
  return load;
}
