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
const { sharedFor, SINGLETONS, FACADE_ALIASES } = require('./shared.cjs');

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
 * Module Federation's plugin for rspack injects its runtime packages by the path Node's `require.resolve` gives (their
 * `require` export, CommonJS), and rspack cannot tree-shake CommonJS: the build-time switches MF documents for a smaller
 * runtime (`experiments.optimization`: web target, no snapshot plugin, no remote loading in remotes) then remove nothing
 * (rspack issue #12395). `conditionNames` cannot help: the requests are already paths. For the packages the plugin
 * injects so, this alias selects the SAME package's public ES entry, the one its `exports` map declares under `import`:
 * same package, same version, same code, no file of ours in its place (ADR 0052). Measured with the rest of ADR 0052:
 * /feed 291.3 → 277.0 KB gz, /r/1 176.8 → 163.6 (the host's MF runtime and every remoteEntry.js).
 */
const MF_INJECTED_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-tools',
  '@module-federation/inject-external-runtime-core-plugin',
];

/** The file a package's `exports` map names for `import` (or `default`) of `subpath`, or null. */
function publicEsmEntry(pkgDir, subpath = '.') {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  let target = pkg.exports && typeof pkg.exports === 'object' ? pkg.exports[subpath] : undefined;
  for (let depth = 0; target && typeof target === 'object' && depth < 5; depth++)
    target = target.import ?? target.module ?? target.default;
  return typeof target === 'string' ? path.join(pkgDir, target) : null;
}

/** The directory of the package that holds `file` (its nearest package.json with a name). */
function packageRootOf(file) {
  for (let d = path.dirname(file); path.dirname(d) !== d; d = path.dirname(d)) {
    const f = path.join(d, 'package.json');
    if (fs.existsSync(f) && JSON.parse(fs.readFileSync(f, 'utf8')).name) return d;
  }
  return null;
}

/** `{ '<the require entry the MF plugin injects>$': '<that package's public ES entry>' }` for MF_INJECTED_PACKAGES. */
function mfPublicEsmEntries() {
  const from = path.dirname(require.resolve('@module-federation/enhanced/rspack'));
  const out = {};
  for (const pkg of MF_INJECTED_PACKAGES) {
    let cjs;
    try {
      cjs = require.resolve(pkg, { paths: [from] });
    } catch {
      continue;
    }
    const esm = publicEsmEntry(packageRootOf(cjs));
    if (esm && esm !== cjs && fs.existsSync(esm)) out[`${cjs}$`] = esm;
  }
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
 * Chunk groups of every app: a shared library and the platform facade that provides it (a shared module is its own
 * chunk otherwise, a 0.2 KB file beside the library's) load together, as one response.
 */
const nm = (pkg) => `[\\/]node_modules[\\/](\\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?${pkg}[\\/]`;
const SHARED_CHUNK_GROUPS = {
  router: new RegExp(`${nm('react-router')}|[\\/]packages[\\/]router[\\/]src[\\/]index\\.ts$`),
  query: new RegExp(
    `${nm('@tanstack[\\/](query-core|react-query)')}|[\\/]mf-config[\\/]facades[\\/]react-query\\.mjs$`,
  ),
};

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
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // names keep their hyphen (mf-explore): assign the container on the global object
        library: { type: 'global', name },
        exposes: exposes || (isHost ? {} : { './spa': './src/spa.tsx' }),
        remotes: {}, // the host registers remotes at run time from /remotes.json
        shared: sharedFor(dir, { isHost }),
        shareStrategy: 'loaded-first',
        // the host's runtime plugins (build-time ones; the shell registers its retry plugin at run time,
        // shell/src/composition/loading.ts): remotes built before ADR 0052 find what they expect (see the plugin)
        runtimePlugins: isHost ? [path.join(__dirname, 'runtime-plugins/pre-0052-remotes.mjs')] : [],
        manifest: true,
        dts: false,
        // Public build-time switches of the MF runtime: browser-only runtime (no node loaders), no snapshot plugin (the
        // host reads each remote's mf-manifest.json itself: shell/src/composition/manifest.ts), remotes never load
        // remotes (disableRemote). The host provides the MF runtime core (`provideExternalRuntime`, through MF's own
        // inject-external-runtime-core runtime plugin) and remotes use it (`externalRuntime`): the one public way MF
        // offers to share its core. Each remote carries its own bundler runtime, so a remote needs nothing from the
        // shell's build but that core and the shared singletons (ADR 0052, 0028).
        // Behaviour changes of the MF runtime go through runtime plugins (shell/src/composition/retryPlugin.ts).
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
        // the facades of shared.cjs (OUR modules in facades/) import the libraries' public entries by these names, which
        // the MF shared keys do not match (a facade importing `react-i18next` would consume itself): each alias is a
        // package NAME, resolved through that package's own `exports` like any import (ADR 0052)
        alias: { ...mfPublicEsmEntries(), ...FACADE_ALIASES },
        // facades/ (in this package, which depends on none of the apps' libraries) resolve them from the app's own
        // node_modules
        modules: ['node_modules', path.join(dir, 'node_modules')],
      },
      module: {
        rules: [
          swcRule(isDev, false),
          swcRule(isDev, true),
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
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
              Object.entries({ ...SHARED_CHUNK_GROUPS, ...chunkGroups }).map(([group, test]) => [
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
  MF_INJECTED_PACKAGES,
  publicEsmEntry,
  packageRootOf,
  brandHead,
  RemotesJsonPlugin,
  writeCompressed,
  REMOTES,
  SHELL,
  SINGLETONS,
  sharedFor,
  remotesMap,
};
