/**
 * @module-federation/webpack-bundler-runtime's `init` without its "tree-shake-plugin": that plugin only acts when the
 * build has shared fallbacks (`shared[key].treeShaking`, which no app of the platform configures: the MF plugin then
 * emits `__module_federation_share_fallbacks__ = undefined`), and returns its arguments untouched otherwise. What is
 * left is the original's own last step. config.test.mjs keeps the two in step.
 */
export function init({ webpackRequire }) {
  const { initOptions, runtime } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return runtime.init(initOptions);
}
