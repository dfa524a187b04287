/**
 * A remote's Module Federation bundler runtime: the host's functions (shims/mf-bundler-runtime-host.mjs), this
 * container's own state. Each function is given the container's `__webpack_require__` and reads the container's
 * `federation` object, which is this module's default export copied onto it: its own `runtime` (the instance lookup of
 * @module-federation/runtime is built per container; `init` is all the bundler runtime calls of it), its own share
 * scope object `S`, and `initContainerEntry`, which only a container with exposes has (the host has none). A remote already needs the host's runtime core
 * (`experiments.externalRuntime`); the platform's remotes are only ever loaded by the shell.
 */
// @module-federation/runtime as the bundler runtime uses it: its `init` (shims/mf-runtime-remote.mjs)
import { init } from './mf-runtime-remote.mjs';
import { initContainerEntry } from 'mf-bundler-runtime-dist/initContainerEntry.js';

const host = globalThis.__PLATFORM_MF_BUNDLER_RUNTIME__;
if (!host) throw new Error('[mf] this remote runs inside the platform shell, which provides its bundler runtime');

const federation = {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, remotes: undefined, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
