/**
 * The server render build of a remote (docs/decisions/0012-student-server-render.md): the SAME shared config as its
 * browser build (createAppConfig: loaders, aliases, resolution, theme), re-targeted to Node — one CommonJS file
 * `<app>/dist-server/server.cjs` that exports the remote's render function. No Module Federation here: the server
 * render is one process rendering one remote's components; the browser build stays the MF remote that hydrates the
 * markup. `dist-server/` is never served over HTTP (only `<app>/dist/` is, at /mf/<app>/).
 *
 *   // <app>/rspack.config.cjs
 *   module.exports = withServerRender({ name: 'mf-student-view', dir: __dirname });
 */
const path = require('node:path');
const rspack = require('@rspack/core');
const { createAppConfig } = require('./index.cjs');

/** `@platform/ui`'s query slot: global in a browser, the bundle's own on a server (see the shim). */
const UI_QUERY_SLOT = /[\\/]packages[\\/]ui[\\/]src[\\/]querySlot\.ts$/;

function createServerConfig({ name, dir, entry = './src/server.tsx' }) {
  return (env = {}, argv = {}) => {
    const client = createAppConfig({ name, dir })(env, argv);
    const theme = process.env.THEME || 'default';
    return {
      ...client,
      name: `${name}-server`,
      entry: { server: entry },
      target: ['node20'],
      devtool: false,
      output: {
        path: path.join(dir, 'dist-server'),
        filename: '[name].cjs',
        chunkFilename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      plugins: [
        new rspack.DefinePlugin({ 'process.env.THEME': JSON.stringify(theme) }),
        // one process loads several server bundles (the API): no bundle's query provider is another's
        new rspack.NormalModuleReplacementPlugin(UI_QUERY_SLOT, path.join(__dirname, 'shims/query-slot-server.mjs')),
        // one file: the texts of every language are inside (no chunks to find next to it)
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
      devServer: undefined,
    };
  };
}

/** The browser build (MF remote) and the server render build of one app, from one config. */
function withServerRender(opts) {
  return (env = {}, argv = {}) => [createAppConfig(opts)(env, argv), createServerConfig(opts)(env, argv)];
}

module.exports = { createServerConfig, withServerRender, UI_QUERY_SLOT };
