/**
 * Module Federation runtime plugin of the host (createAppConfig `runtimePlugins`, the shell only): lets remotes built
 * BEFORE ADR 0052 mount on this shell. Those builds did not carry Module Federation's bundler runtime; their
 * remoteEntry.js took the host's from `globalThis.__PLATFORM_MF_BUNDLER_RUNTIME__` and threw without it, so a shell
 * built without it would refuse every remote deployed before (ADR 0028: any remote build mounts on any shell build of
 * the same shared majors). Remotes built since carry their own bundler runtime and never read the global.
 *
 * What it publishes is the package's public default export (`bundlerRuntime`, `attachShareScopeMap`: functions without
 * state, each given the container's own `__webpack_require__`), the same module the MF plugin injects into this build.
 * Remove it, with the dependency on @module-federation/webpack-bundler-runtime in package.json, once no deployed remote
 * predates ADR 0052 (`node packages/platform-cli/deploy.mjs list`; a remote's manifest of before has no
 * `metaData.buildInfo` of a build since, see the ADR).
 */
import federation from '@module-federation/webpack-bundler-runtime';

export default function pre0052RemotesPlugin() {
  globalThis.__PLATFORM_MF_BUNDLER_RUNTIME__ ??= {
    bundlerRuntime: federation.bundlerRuntime,
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  return { name: 'platform-pre-0052-remotes' };
}
