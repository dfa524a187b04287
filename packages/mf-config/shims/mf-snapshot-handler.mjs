/**
 * runtime-core's SnapshotHandler (Module Federation), loaded when it is first used. The host creates one with its
 * instance, but only asks it for a remote's snapshot in `preloadRemote` and in the snapshot plugin, and the platform
 * uses neither (`experiments.optimization.disableSnapshot`; the shell reads each remote's mf-manifest.json itself and
 * registers the remoteEntry.js it names, shell/src/composition). Until then this stand-in has the same fields (hooks,
 * caches) and `getGlobalRemoteInfo`, which `registerRemotes` uses; on the first `loadRemoteSnapshotInfo` the real class
 * (and the manifest-to-snapshot code of the SDK) loads and takes this instance over (ADR 0044: −1.9 KB gz on the
 * host's main.js). config.test.mjs checks the constructor against the original's.
 */
import {
  Global,
  getGlobalSnapshot,
  getGlobalSnapshotInfoByModuleInfo,
  getInfoWithoutType,
} from 'mf-runtime-core-dist/global.js';
import { AsyncHook } from 'mf-runtime-core-dist/utils/hooks/asyncHook.js';
import { AsyncWaterfallHook } from 'mf-runtime-core-dist/utils/hooks/asyncWaterfallHooks.js';
import { PluginSystem } from 'mf-runtime-core-dist/utils/hooks/pluginSystem.js';

/** The original's, unchanged. */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({
    name: origin.name,
    version: origin.options.version,
  });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion)
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({
      beforeLoadRemoteSnapshot: new AsyncHook('beforeLoadRemoteSnapshot'),
      loadSnapshot: new AsyncWaterfallHook('loadGlobalSnapshot'),
      loadRemoteSnapshot: new AsyncWaterfallHook('loadRemoteSnapshot'),
      afterLoadSnapshot: new AsyncWaterfallHook('afterLoadSnapshot'),
      beforeLoadManifest: new AsyncHook('beforeLoadManifest'),
      afterLoadManifest: new AsyncHook('afterLoadManifest'),
    });
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }
  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
  async loadRemoteSnapshotInfo(args) {
    await this.#real();
    return this.loadRemoteSnapshotInfo(args);
  }
  async getManifestJson(...args) {
    await this.#real();
    return this.getManifestJson(...args);
  }
  async #real() {
    // the original module, by a request the replacement of its path does not match (its query)
    const { SnapshotHandler: Real } = await import('mf-runtime-core-dist/plugins/snapshot/SnapshotHandler.js?real');
    Object.setPrototypeOf(this, Real.prototype);
  }
}
