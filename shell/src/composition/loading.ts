/**
 * How a remote's `./spa` is loaded (downloaded with the first remote route, not on shell pages): its
 * manifest is read with retries (./manifest) and its remoteEntry.js registered with the MF runtime, whose
 * retry plugin retries a failing remoteEntry.js (./retryPlugin). A final failure rejects; `spaLoader`
 * (./register) turns it into the remote's fallback application.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteRegistry } from './manifest';
import type { RemotesMap } from './remotes';
import { platformRetryPlugin } from './retryPlugin';
import { createSkewCheck } from './skew';

const RETRY = { retries: 2, baseDelayMs: 300 };

export function createRemoteLoader(map: RemotesMap): (id: string) => Promise<unknown> {
  const check = createSkewCheck();
  // the shell's manifest (for the version-skew check) is fetched alongside the remote's, not after it
  check.prefetch();
  const ensureRemote = createRemoteRegistry(map, (info) => registerRemotes([info], { force: true }), {
    ...RETRY,
    check,
  });
  registerPlugins([platformRetryPlugin(RETRY)]);
  return async (id: string) => {
    await ensureRemote(id.split('/')[0] ?? id);
    return loadRemote(id);
  };
}
