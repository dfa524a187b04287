/**
 * @platform/mf-config — the ONE rspack + Module Federation config every app imports:
 *
 *   // mf-explore/rspack.config.cjs
 *   const { createAppConfig } = require('@platform/mf-config');
 *   module.exports = createAppConfig({ name: 'mf-explore', dir: __dirname });   // exposes './spa' (src/spa.tsx)
 *
 * Env: THEME=<brand> (build-time brand → process.env.THEME), ANALYZE=1 (stats.json in dist).
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { REMOTES, SHELL, API_DEV_TARGET, remotesMap } = require('./apps.cjs');
const { sharedFor, SINGLETONS } = require('./shared.cjs');

/**
 * The brand of a THEME (packages/ui/src/brands.json, the same data @platform/ui builds its theme from): the values the
 * host's index.html needs before any script runs. An unknown THEME fails the build instead of shipping the default.
 */
function brandHead(theme) {
  const brands = require('../ui/src/brands.json');
  const b = brands[theme];
  if (!b)
    throw new Error(
      `THEME=${theme}: no such brand in packages/ui/src/brands.json (known: ${Object.keys(brands).join(', ')})`,
    );
  const { w, h, body } = b.svg.small;
  const favicon = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${body}</svg>`)}`;
  const attr = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    brandName: attr(b.name),
    brandDescription: attr(b.description),
    themeColor: attr(b.colors.primary['500']),
    favicon: attr(favicon),
  };
}

/** Emits remotes.json (name → same-origin manifest URL) next to the host's index.html. */
class RemotesJsonPlugin {
  constructor(map) {
    this.map = map;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('remotes.json', new rspack.sources.RawSource(JSON.stringify(this.map, null, 2) + '\n'));
        },
      );
    });
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every emitted text asset of 1 KB or more (production builds): the API
 * serves them with @fastify/static's `preCompressed` and nginx with `gzip_static` (issue 12). Compressing once at
 * build time at the highest levels costs no CPU per request; the platform used to send every script and page
 * uncompressed (the /login page 55 KB instead of 10, react-dom 207 KB instead of 64 on a phone's network).
 */
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt|map)$/;
class CompressedAssetsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('CompressedAssetsPlugin', (compilation) => {
      const out = compiler.outputPath;
      for (const name of Object.keys(compilation.assets)) {
        if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
        const file = path.join(out, name);
        if (!fs.existsSync(file)) continue;
        writeCompressed(file);
      }
    });
  }
}
/** `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside `file`, when it is 1 KB or more. */
function writeCompressed(file) {
  const body = fs.readFileSync(file);
  if (body.length < 1024) return;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

/**
 * The MF plugin injects its bundler runtime by absolute path to the CommonJS builds
 * (`@module-federation/<pkg>/dist/index.cjs`), which rspack cannot tree-shake, so the build-time switches
 * (`experiments.optimization`: web target, no snapshot plugin, no remote loading in remotes) removed
 * nothing. Aliasing those entry files to the packages' own ES module builds lets them work:
 * measured 32.6 → 25.7 KB gz for the host's MF runtime and 14.7 → 8.4 KB gz for a remoteEntry.js.
 */
const MF_RUNTIME_PACKAGES = [
  'webpack-bundler-runtime',
  'runtime',
  'runtime-core',
  'runtime-tools',
  'sdk',
  'error-codes',
  'inject-external-runtime-core-plugin',
];
function mfRuntimeEsmAlias() {
  const out = {};
  const from = path.dirname(require.resolve('@module-federation/enhanced/rspack'));
  for (const pkg of MF_RUNTIME_PACKAGES) {
    let cjs;
    try {
      cjs = require.resolve(`@module-federation/${pkg}`, { paths: [from] });
    } catch {
      continue;
    }
    if (!cjs.endsWith('.cjs')) continue;
    const esm = [cjs.replace(/\.cjs$/, '.mjs'), cjs.replace(/\.cjs$/, '.js')].find((f) => fs.existsSync(f));
    if (esm) out[`${cjs}$`] = esm;
  }
  return out;
}

/**
 * The bundler runtime of Module Federation once per page (ADR 0044): the host's build publishes it
 * (shims/mf-bundler-runtime-host.mjs), a remote's build uses it (shims/mf-bundler-runtime-remote.mjs) instead of its
 * own copy (2.7 KB gz in every remoteEntry.js). Aliases the entry the MF plugin injects (its CommonJS file, by absolute
 * path) and names the real ES build for the shims.
 */
function mfBundlerRuntimeAlias(isHost) {
  const from = path.dirname(require.resolve('@module-federation/enhanced/rspack'));
  let cjs;
  try {
    cjs = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [from] });
  } catch {
    return {};
  }
  const dist = path.dirname(cjs);
  const runtimeCjs = require.resolve('@module-federation/runtime', { paths: [dist] });
  const coreCjs = require.resolve('@module-federation/runtime-core', {
    paths: [path.dirname(require.resolve('@module-federation/runtime', { paths: [dist] }))],
  });
  const sdkCjs = require.resolve('@module-federation/sdk', { paths: [path.dirname(coreCjs)] });
  return {
    'mf-runtime-core-dist': fs.realpathSync(path.dirname(coreCjs)),
    'mf-sdk-dist': fs.realpathSync(path.dirname(sdkCjs)),
    [`${cjs}$`]: path.join(
      __dirname,
      isHost ? 'shims/mf-bundler-runtime-host.mjs' : 'shims/mf-bundler-runtime-remote.mjs',
    ),
    'mf-bundler-runtime-dist': fs.realpathSync(dist),
    'mf-runtime-esm$': fs.realpathSync(runtimeCjs.replace(/\.cjs$/, '.js')),
  };
}

/**
 * Parts of the MF runtime no platform build uses, replaced (shims/, ADR 0044): the bundler runtime's shared-fallback
 * ("shared tree shaking") code, and runtime-core's SnapshotHandler and asset preloading, loaded on their first use
 * instead of with main.js.
 */
const SNAPSHOT_HANDLER = /[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js/;
const MF_RUNTIME_REPLACEMENTS = [
  [/[\\/]webpack-bundler-runtime[\\/]dist[\\/]init\.js$/, 'shims/mf-bundler-init.mjs'],
  [/[\\/]webpack-bundler-runtime[\\/]dist[\\/]getSharedFallbackGetter\.js$/, 'shims/mf-shared-fallback-getter.mjs'],
  [/[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, 'shims/mf-snapshot-handler.mjs'],
  [/[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/, 'shims/mf-preload.mjs'],
];

const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const SIGNALR_XHR_CLIENT = /[\\/]@microsoft[\\/]signalr[\\/]dist[\\/]esm[\\/]XhrHttpClient\.js$/;
/**
 * SignalR's fallback transports, loaded when the connection first tries them (shims/signalr-lazy-transport.mjs), and
 * its stateful-reconnect buffer, which the platform's connection never asks for (shims/signalr-message-buffer.mjs).
 */
const SIGNALR_LAZY_TRANSPORTS = [
  [/[\\/]@microsoft[\\/]signalr[\\/]dist[\\/]esm[\\/]MessageBuffer\.js$/, 'shims/signalr-message-buffer.mjs'],
  [
    /[\\/]@microsoft[\\/]signalr[\\/]dist[\\/]esm[\\/]LongPollingTransport\.js$/,
    'shims/signalr-long-polling-transport.mjs',
  ],
  [
    /[\\/]@microsoft[\\/]signalr[\\/]dist[\\/]esm[\\/]ServerSentEventsTransport\.js$/,
    'shims/signalr-server-sent-events-transport.mjs',
  ],
];

/** Directory of `pkg` as the app in `dir` resolves it (walks node_modules when exports hide package.json). */
function packageDir(pkg, dir) {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`, { paths: [dir] }));
  } catch {
    for (let d = dir; ; d = path.dirname(d)) {
      const f = path.join(d, 'node_modules', pkg, 'package.json');
      if (fs.existsSync(f)) return path.dirname(f);
      if (path.dirname(d) === d) return undefined;
    }
  }
}

/**
 * Aliases used by the facades of shims/ (shared.cjs FACADES) to reach the real package without going
 * through the shared key again: `react-i18next-dist` → react-i18next's ES build folder,
 * `react-query-dist` → @tanstack/react-query's ES build index. `use-sync-external-store/shim` →
 * React's own hook (shims/use-sync-external-store-shim.mjs; React 19 has it).
 */
function facadeAliases(dir, isDev) {
  const out = {};
  const i18next = packageDir('react-i18next', dir);
  if (i18next) out['react-i18next-dist'] = path.join(i18next, 'dist/es');
  const rq =
    packageDir('@tanstack/react-query', dir) || packageDir('@tanstack/react-query', path.join(__dirname, '../ui'));
  if (rq) out['react-query-dist$'] = path.join(rq, 'build/modern/index.js');
  // hoist-non-react-statics without react-is (shims/hoist-non-react-statics.mjs)
  out['hoist-non-react-statics$'] = path.join(__dirname, 'shims/hoist-non-react-statics.mjs');
  // axios narrowed to what the repo uses (shims/axios.mjs); its own files through `axios-lib`
  const axiosDir = packageDir('axios', path.join(__dirname, '../api-client')) || packageDir('axios', dir);
  if (axiosDir && fs.existsSync(path.join(axiosDir, 'lib/axios.js'))) {
    out['axios$'] = path.join(__dirname, 'shims/axios.mjs');
    out['axios-lib'] = fs.realpathSync(path.join(axiosDir, 'lib'));
  }
  const signalr =
    packageDir('@microsoft/signalr', dir) || packageDir('@microsoft/signalr', path.join(__dirname, '../../shell'));
  if (signalr) out['signalr-esm-dist'] = fs.realpathSync(path.join(signalr, 'dist/esm'));
  out['use-sync-external-store/shim$'] = path.join(__dirname, 'shims/use-sync-external-store-shim.mjs');
  // react-router publishes a production build (dist/production: no development warnings or checks) but its
  // package exports only name the development one; production builds of the facade use the production build
  const rr =
    !isDev && (packageDir('react-router', path.join(__dirname, '../router')) || packageDir('react-router', dir));
  if (rr && fs.existsSync(path.join(rr, 'dist/production/index.mjs')))
    out['react-router$'] = path.join(rr, 'dist/production/index.mjs');
  return out;
}

function swcRule(isDev, tsx) {
  return {
    test: tsx ? /\.tsx$/ : /\.(ts|mts|cts)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
        target: 'es2020',
      },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.name        MF container name = app folder (shell, mf-explore, …)
 * @param {string} o.dir         the app folder (__dirname of its rspack.config)
 * @param {Record<string,string>} [o.exposes]  default for a remote: { './spa': './src/spa.tsx' } (the kit's lifecycles)
 * @param {boolean} [o.isHost]   the shell
 * @param {number} [o.port]      dev server port (defaults from apps.cjs)
 * @param {Record<string, RegExp>} [o.chunkGroups]  on-demand chunks always loaded together, by name: the modules whose
 *   path matches go into the chunk of that name (a dynamic import may name the same chunk with webpackChunkName).
 *   Every response is compressed on its own, so one file is smaller than its parts (ADR 0044)
 */
function createAppConfig({ name, dir, exposes, isHost = false, port, chunkGroups = {} }) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isDev = mode === 'development';
    const theme = process.env.THEME || 'default';
    const devPort = port || (isHost ? SHELL.port : (REMOTES.find((r) => r.name === name) || {}).port) || 3000;

    const plugins = [
      new rspack.DefinePlugin({ 'process.env.THEME': JSON.stringify(theme) }),
      // axios' fetch adapter is never chosen in a browser (xhr comes first): see the shim
      new rspack.NormalModuleReplacementPlugin(
        AXIOS_FETCH_ADAPTER,
        path.join(__dirname, 'shims/axios-fetch-adapter.mjs'),
      ),
      // SignalR's XHR client is only used where fetch does not exist (no browser the build targets): see the shim
      new rspack.NormalModuleReplacementPlugin(
        SIGNALR_XHR_CLIENT,
        path.join(__dirname, 'shims/signalr-xhr-http-client.mjs'),
      ),
      ...SIGNALR_LAZY_TRANSPORTS.map(
        ([re, shim]) => new rspack.NormalModuleReplacementPlugin(re, path.join(__dirname, shim)),
      ),
      // the lazily loaded SnapshotHandler gets its own copy of the SDK's manifest-to-snapshot code
      new rspack.NormalModuleReplacementPlugin(/^@module-federation\/sdk$/, (resource) => {
        if (SNAPSHOT_HANDLER.test(resource.contextInfo?.issuer ?? ''))
          resource.request = path.join(__dirname, 'shims/mf-snapshot-sdk.mjs');
      }),
      ...MF_RUNTIME_REPLACEMENTS.map(
        ([re, shim]) => new rspack.NormalModuleReplacementPlugin(re, path.join(__dirname, shim)),
      ),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // names keep their hyphen (mf-explore): assign the container on the global object
        library: { type: 'global', name },
        exposes: exposes || (isHost ? {} : { './spa': './src/spa.tsx' }),
        remotes: {}, // the host registers remotes at run time from /remotes.json
        shared: sharedFor(dir, { isHost }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // browser-only runtime (drops the node loaders from the MF runtime); no snapshot plugin: the
        // host reads each remote's mf-manifest.json itself (shell/src/composition/manifest.ts) and
        // registers the remoteEntry.js it names; remotes never load remotes (disableRemote).
        // The host provides the MF runtime core once; remotes' remoteEntry.js use it instead of
        // carrying their own copy (~25 KB gz less per remote route).
        experiments: {
          optimization: { target: 'web', disableSnapshot: true, ...(isHost ? {} : { disableRemote: true }) },
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
    ];
    if (!isDev) plugins.push(new CompressedAssetsPlugin());
    if (isHost) {
      plugins.push(
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'public/index.html'),
          templateParameters: brandHead(theme),
          inject: 'body',
          scriptLoading: 'defer',
          minify: !isDev,
        }),
        new RemotesJsonPlugin(remotesMap()),
      );
    }

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // es2020 like the swc loader: the bundler runtime is emitted with arrow functions / const
      target: ['web', 'es2020'],
      devtool: isDev ? 'cheap-module-source-map' : process.env.SOURCE_MAP ? 'source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        uniqueName: name.replace(/[^a-zA-Z0-9_]/g, '_'),
        publicPath: isHost ? '/' : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        alias: { ...mfRuntimeEsmAlias(), ...mfBundlerRuntimeAlias(isHost), ...facadeAliases(dir, isDev) },
        // shims/ (in this package, which has no react) resolve `react` from the app's own node_modules
        modules: ['node_modules', path.join(dir, 'node_modules')],
      },
      module: {
        rules: [
          swcRule(isDev, false),
          swcRule(isDev, true),
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
          // Chakra's system computes its global CSS on first read, not on creation (loaders/chakra-lazy-global.cjs).
          // The rule covers every module of Chakra's ES build (the loader changes system.js only): the modules then
          // keep their relative order in the chunk, which gzip depends on (0.6 KB gz more with system.js alone).
          {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/,
            // and its palettes no app uses are left out of its colour tokens (loaders/chakra-unused-palettes.cjs), its
            // semantic tokens keep their light values only (loaders/chakra-light-only.cjs: the platform has no dark mode)
            use: [
              { loader: path.join(__dirname, 'loaders/chakra-lazy-global.cjs') },
              { loader: path.join(__dirname, 'loaders/chakra-unused-palettes.cjs') },
              { loader: path.join(__dirname, 'loaders/chakra-light-only.cjs') },
            ],
          },
        ],
      },
      optimization: {
        runtimeChunk: false,
        minimize: !isDev,
        // On-demand chunks (shell bars, pages, modals; remote screens) share small modules (links,
        // controls, helpers): the default minSize (20 KB) copied those into every async chunk that
        // a route loads together. Split modules shared by ≥2 async chunks from 2 KB on.
        splitChunks: {
          chunks: 'async',
          minSize: 2000,
          cacheGroups: {
            ...Object.fromEntries(
              Object.entries(chunkGroups).map(([group, test]) => [
                group,
                { test, name: group, chunks: 'async', enforce: true, priority: 20 },
              ]),
            ),
            // a remote: what its exposed ./spa shares with its stand-alone entry (src/index.ts imports the
            // `standalone` chunk) goes into ./spa's chunk, which is all the platform loads (ADR 0044)
            ...(isHost
              ? {}
              : {
                  spa: {
                    chunks: (chunk) => chunk.name === '__federation_expose_spa' || chunk.name === 'standalone',
                    minChunks: 2,
                    minSize: 0,
                    name: '__federation_expose_spa',
                    priority: 30,
                  },
                }),
          },
        },
      },
      plugins,
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost,
        ...(isHost
          ? {
              proxy: [
                { context: ['/api', '/notificationHub'], target: API_DEV_TARGET, changeOrigin: true, ws: true },
                ...REMOTES.map((r) => ({
                  context: [`/mf/${r.name}/`],
                  target: `http://127.0.0.1:${r.port}`,
                  pathRewrite: { [`^/mf/${r.name}`]: '' },
                })),
              ],
              setupMiddlewares: (middlewares, devServer) => {
                devServer.app.get('/remotes.json', (_req, res) => res.json(remotesMap()));
                return middlewares;
              },
            }
          : {}),
      },
    };
    if (process.env.ANALYZE)
      config.stats = {
        all: false,
        assets: true,
        chunks: true,
        modules: true,
        chunkModules: true,
        modulesSpace: 10000,
        chunkModulesSpace: 10000,
        nestedModules: true,
        nestedModulesSpace: 10000,
      };
    return config;
  };
}

module.exports = {
  createAppConfig,
  MF_RUNTIME_REPLACEMENTS,
  AXIOS_FETCH_ADAPTER,
  SIGNALR_XHR_CLIENT,
  SIGNALR_LAZY_TRANSPORTS,
  brandHead,
  RemotesJsonPlugin,
  writeCompressed,
  REMOTES,
  SHELL,
  SINGLETONS,
  sharedFor,
  remotesMap,
};
