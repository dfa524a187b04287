/**
 * What a remote's bundler runtime uses of `@module-federation/runtime` (shims/mf-bundler-runtime-remote.mjs): `init`,
 * the package's own (dist/index.js and utils.js, unchanged), over the host's runtime core (`experiments.externalRuntime`
 * makes `@module-federation/runtime-core` the host's). The bundler runtime reads nothing else of it in a remote (no
 * remotes of its own, no shared fallbacks), so the package's other entry points and their error texts are not in every
 * remoteEntry.js (ADR 0044). `FEDERATION_BUILD_IDENTIFIER` is this container's, defined by the MF plugin, as in the
 * package. config.test.mjs compares the two.
 */
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

function getBuilderId() {
  return typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
}
function getGlobalFederationInstance(name, version) {
  const buildId = getBuilderId();
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find((GMInstance) => {
    if (buildId && GMInstance.options.id === buildId) return true;
    if (GMInstance.options.name === name && !GMInstance.options.version && !version) return true;
    if (GMInstance.options.name === name && version && GMInstance.options.version === version) return true;
    return false;
  });
}
function createInstance(options) {
  const instance = new (getGlobalFederationConstructor() || ModuleFederation)({
    id: `${options.name}@${options.version || Date.now()}`,
    ...options,
  });
  setGlobalFederationInstance(instance);
  return instance;
}
let FederationInstance = null;
export function init(options) {
  const instance = getGlobalFederationInstance(options.name, options.version);
  const normalizedOptions = {
    ...options,
    id: options.id || '',
  };
  if (!instance) {
    FederationInstance = createInstance(normalizedOptions);
    return FederationInstance;
  } else {
    instance.initOptions(normalizedOptions);
    if (!FederationInstance) FederationInstance = instance;
    return instance;
  }
}
