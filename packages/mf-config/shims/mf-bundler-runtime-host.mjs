/**
 * The host's Module Federation bundler runtime (@module-federation/webpack-bundler-runtime, unchanged), also handed to
 * the remotes' entries: its functions keep no state of their own (each is given the container's `__webpack_require__`),
 * so a remote's remoteEntry.js uses the host's instead of carrying a second copy (shims/mf-bundler-runtime-remote.mjs,
 * ADR 0044). Like the runtime core the host already provides to them (`experiments.provideExternalRuntime`).
 */
import federation from 'mf-bundler-runtime-dist/index.js';

globalThis.__PLATFORM_MF_BUNDLER_RUNTIME__ = {
  bundlerRuntime: federation.bundlerRuntime,
  attachShareScopeMap: federation.attachShareScopeMap,
};

export * from 'mf-bundler-runtime-dist/index.js';
export default federation;
