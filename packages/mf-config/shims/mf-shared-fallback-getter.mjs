/**
 * @module-federation/webpack-bundler-runtime's `getSharedFallbackGetter` is only called for builds with shared
 * fallbacks (`shared[key].treeShaking`), which no app of the platform configures (see shims/mf-bundler-init.mjs).
 */
export function getSharedFallbackGetter({ shareKey }) {
  throw new Error(`[mf] no shared fallback is built for ${shareKey} (shared tree shaking is not configured)`);
}
