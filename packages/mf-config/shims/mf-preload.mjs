/**
 * runtime-core's asset preloading (utils/preload.js), loaded when it is first used. Only `preloadRemote` and the
 * snapshot plugin preload a remote's assets, and the platform uses neither (the shell reads each remote's
 * mf-manifest.json itself, shell/src/composition; the SnapshotHandler is lazy too: mf-snapshot-handler.mjs). The three
 * small helpers `preloadRemote` calls synchronously are the original's, unchanged; `preloadAssets` loads the original
 * module on its first call (ADR 0044 addendum 2: −0.7 KB gz on the host's main.js). config.test.mjs compares them.
 */
import { assert } from 'mf-runtime-core-dist/utils/logger.js';
import { matchRemote } from 'mf-runtime-core-dist/utils/manifest.js';
import { safeToString } from 'mf-sdk-dist/utils.js';

function defaultPreloadArgs(preloadConfig) {
  return {
    resourceCategory: 'sync',
    share: true,
    depsRemote: true,
    recordPreloadedAssets: true,
    ...preloadConfig,
  };
}
function formatPreloadArgs(remotes, preloadArgs) {
  return preloadArgs.map((args) => {
    const remoteInfo = matchRemote(remotes, args.nameOrAlias);
    assert(
      remoteInfo,
      `Unable to preload ${args.nameOrAlias} as it is not included in ${
        !remoteInfo &&
        safeToString({
          remoteInfo,
          remotes,
        })
      }`,
    );
    return {
      remote: remoteInfo,
      preloadConfig: defaultPreloadArgs(args),
    };
  });
}
function normalizePreloadExposes(exposes) {
  if (!exposes) return [];
  return exposes.map((expose) => {
    if (expose === '.') return expose;
    if (expose.startsWith('./')) return expose.replace('./', '');
    return expose;
  });
}
async function preloadAssets(...args) {
  // the original module, by a request the replacement of its path does not match (its query)
  const real = await import('mf-runtime-core-dist/utils/preload.js?real');
  return real.preloadAssets(...args);
}

export { defaultPreloadArgs, formatPreloadArgs, normalizePreloadExposes, preloadAssets };
