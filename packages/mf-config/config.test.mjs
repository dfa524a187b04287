import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
const require = createRequire(import.meta.url);
const __dirname = path.dirname(fileURLToPath(import.meta.url));
const { createAppConfig, sharedFor, SINGLETONS, remotesMap, RemotesJsonPlugin } = require('./index.cjs');
const expect = (v) => ({
  toBe: (e) => assert.equal(v, e),
  toEqual: (e) => assert.deepEqual(v, e),
  toMatch: (re) => assert.match(v, re),
  toContain: (x) => assert.ok(v.includes(x), `expected to contain ${x}`),
  toBeTruthy: () => assert.ok(v),
  toMatchObject: (o) => {
    for (const [k, x] of Object.entries(o)) assert.deepEqual(v[k], x);
  },
  arrayContaining: undefined,
  not: { toContain: (x) => assert.ok(!v.includes(x), `expected not to contain ${x}`) },
  containsAll: (xs) => {
    for (const x of xs) assert.ok(v.includes(x), `missing ${x}`);
  },
});

const root = path.resolve(__dirname, '../..');
const mfOptions = (cfg) => cfg.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;

describe('createAppConfig', () => {
  it('remote: publicPath auto, unique name, no runtime chunk, content hashes, exposes ./spa', () => {
    const cfg = createAppConfig({
      name: 'mf-explore',
      dir: path.join(root, 'mf-explore'),
      exposes: { './spa': './src/spa.tsx' },
    })({}, { mode: 'production' });
    expect(cfg.output.publicPath).toBe('auto');
    expect(cfg.output.uniqueName).toBe('mf_explore');
    expect(cfg.output.filename).toMatch(/\[contenthash/);
    expect(cfg.optimization.runtimeChunk).toBe(false);
    const mf = mfOptions(cfg);
    expect(mf.name).toBe('mf-explore');
    expect(mf.exposes).toEqual({ './spa': './src/spa.tsx' });
    expect(mf.manifest).toBe(true);
    expect(mf.shareStrategy).toBe('loaded-first');
    expect(mf.experiments.externalRuntime).toBe(true);
    expect(cfg.plugins.some((p) => p instanceof RemotesJsonPlugin)).toBe(false);
    expect(cfg.devServer.port).toBe(3001);
  });

  it('host: html, remotes.json, absolute publicPath, dev proxies for /api and every /mf/<name>/', () => {
    const cfg = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })(
      {},
      { mode: 'development' },
    );
    expect(cfg.output.publicPath).toBe('/');
    expect(cfg.plugins.some((p) => p instanceof RemotesJsonPlugin)).toBe(true);
    expect(mfOptions(cfg).experiments.provideExternalRuntime).toBe(true);
    const contexts = cfg.devServer.proxy.flatMap((p) => p.context);
    expect(contexts).containsAll(['/api', '/mf/mf-explore/', '/mf/mf-student-view/']);
    expect(cfg.devServer.proxy[0].target).toBe('http://127.0.0.1:8080');
    expect(cfg.devServer.historyApiFallback).toBe(true);
    expect(cfg.mode).toBe('development');
  });

  it('THEME env becomes process.env.THEME at build time', () => {
    process.env.THEME = 'escola';
    const cfg = createAppConfig({ name: 'mf-stats', dir: path.join(root, 'mf-stats'), exposes: {} })(
      {},
      { mode: 'production' },
    );
    delete process.env.THEME;
    const define = cfg.plugins.find((p) => p.constructor.name === 'DefinePlugin');
    expect(JSON.stringify(define._args ?? define)).toContain('escola');
  });
});

describe('shared singletons', () => {
  it('shares react (+ subpaths), state libraries and the platform packages as singletons', () => {
    const shared = sharedFor(path.join(root, 'mf-folders'));
    for (const k of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'jotai',
      'i18next',
      'react-i18next',
      '@emotion/react',
      '@tanstack/react-query',
      '@platform/session',
      '@platform/event-bus',
      '@platform/api-client',
      '@platform/i18n',
      '@platform/ui',
    ]) {
      expect(shared[k]).toMatchObject({ singleton: true });
      expect(shared[k].requiredVersion).toBeTruthy();
    }
    expect(shared.react.requiredVersion).toBe('^19.2.0');
    expect(shared['@platform/ui'].requiredVersion).toBe('^0.1.0');
    // Chakra only through @platform/ui (tree-shaken); router per app (see shared.cjs)
    expect(SINGLETONS).not.toContain('@chakra-ui/react');
    expect(SINGLETONS).not.toContain('react-router-dom');
  });
  it('the host provides the base every first route loads eagerly (one main.js); remotes and the rest stay lazy', () => {
    const { EAGER_IN_HOST } = require('./shared.cjs');
    const host = sharedFor(path.join(root, 'shell'), { isHost: true });
    const remote = sharedFor(path.join(root, 'mf-explore'));
    for (const k of SINGLETONS) {
      expect(host[k].eager).toBe(EAGER_IN_HOST.includes(k));
      expect(remote[k].eager).toBe(false);
    }
    // not on /r/{id}: Chakra (through @platform/ui), emotion, react-query and the router stay on-demand chunks
    for (const k of [
      '@platform/ui',
      '@emotion/react',
      '@tanstack/react-query',
      '@platform/ui/query',
      '@platform/router',
    ])
      expect(EAGER_IN_HOST).not.toContain(k);
    const mf = mfOptions(createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })({}, {}));
    expect(mf.shared.react.eager).toBe(true);
  });
  it("chunks loaded together are one file: named groups, and a remote's ./spa with what its stand-alone entry shares", () => {
    const fs = require('node:fs');
    const host = createAppConfig({
      name: 'shell',
      dir: path.join(root, 'shell'),
      isHost: true,
      chunkGroups: { api: /axios/ },
    })({}, { mode: 'production' });
    const groups = host.optimization.splitChunks.cacheGroups;
    expect(groups.api).toMatchObject({ name: 'api', chunks: 'async', enforce: true });
    expect(groups.spa).toBe(undefined);
    const remote = createAppConfig({ name: 'mf-explore', dir: path.join(root, 'mf-explore') })(
      {},
      { mode: 'production' },
    );
    const spa = remote.optimization.splitChunks.cacheGroups.spa;
    expect(spa).toMatchObject({ name: '__federation_expose_spa', minChunks: 2 });
    assert.ok(spa.chunks({ name: 'standalone' }) && !spa.chunks({ name: 'search' }));
    // every remote's stand-alone entry names its chunk so
    for (const r of Object.keys(remotesMap()))
      expect(fs.readFileSync(path.join(root, r, 'src/index.ts'), 'utf8')).toMatch(
        /import\(\/\* webpackChunkName: "standalone" \*\/ '\.\/bootstrap'\)/,
      );
  });
  it('remotes map points every remote at its same-origin manifest', () => {
    expect(remotesMap()).toEqual({
      'mf-explore': '/mf/mf-explore/mf-manifest.json',
      'mf-folders': '/mf/mf-folders/mf-manifest.json',
      'mf-profile-team': '/mf/mf-profile-team/mf-manifest.json',
      'mf-stats': '/mf/mf-stats/mf-manifest.json',
      'mf-krea': '/mf/mf-krea/mf-manifest.json',
      'mf-student-view': '/mf/mf-student-view/mf-manifest.json',
    });
  });
});

/** Folders of build outputs, test outputs and dependencies: not the repository's sources. */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'dist-prerender',
  'dist-escola',
  'out',
  '.git',
  'coverage',
]);

/** The files of every app's and UI package's sources (shell, @platform/ui, the remote kit, the remotes) whose name
 * matches `name` and whose text matches `re`. */
function appSourcesMatching(name, re) {
  const fs = require('node:fs');
  const found = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (NOT_SOURCES.has(e.name) || e.name === 'reports') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (name.test(e.name) && re.test(fs.readFileSync(p, 'utf8'))) found.push(p);
    }
  };
  for (const d of [
    'shell/src',
    'packages/ui/src',
    'packages/remote-kit/src',
    ...Object.keys(remotesMap()).map((r) => `${r}/src`),
  ])
    walk(path.join(root, d));
  return found;
}

describe('first-load facades and shims', () => {
  const fs = require('node:fs');
  const { FACADES } = require('./shared.cjs');

  /** Named imports / re-exports of `mod` in every source file of the repo (tests included). */
  function namedImports(mod) {
    const names = new Map();
    const esc = mod.replace(/[/.]/g, '\\$&');
    const res = [
      new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${esc}['"]`, 'g'),
      new RegExp(`export\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${esc}['"]`, 'g'),
    ];
    const walk = (dir) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        // build outputs are not the repo's imports (a server bundle, dist-server/server.cjs, holds react-query whole)
        if (NOT_SOURCES.has(e.name)) continue;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(tsx?|mjs|cjs|js)$/.test(e.name)) {
          const src = fs.readFileSync(p, 'utf8');
          for (const re of res) {
            for (const m of src.matchAll(re)) {
              for (const raw of m[1].split(',')) {
                if (/^\s*type\s/.test(raw) || /^\s*import\s+type/.test(m[0]) || /^\s*export\s+type/.test(m[0]))
                  continue;
                const n = raw.trim().split(/\s+as\s+/)[0];
                if (n) names.set(n, path.relative(root, p));
              }
            }
          }
        }
      }
    };
    walk(root);
    return names;
  }

  it('react-i18next is shared from the facade, which exports every API the repo imports', () => {
    const shared = sharedFor(path.join(root, 'shell'));
    expect(shared['react-i18next'].import).toBe(FACADES['react-i18next']);
    expect(shared['react-i18next'].singleton).toBe(true);
    const facade = fs.readFileSync(FACADES['react-i18next'], 'utf8');
    const exported = new Set(
      [...facade.matchAll(/export\s+\{([^}]*)\}/g)].flatMap((m) =>
        m[1].split(',').map((s) =>
          s
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        ),
      ),
    );
    for (const [name, file] of namedImports('react-i18next')) {
      assert.ok(
        exported.has(name),
        `${file} imports { ${name} } from 'react-i18next': export it from shims/react-i18next.mjs`,
      );
    }
  });

  it('@tanstack/react-query is shared from the facade, which exports every API the repo imports', () => {
    const shared = sharedFor(path.join(root, 'mf-explore'));
    expect(shared['@tanstack/react-query'].import).toBe(FACADES['@tanstack/react-query']);
    expect(shared['@tanstack/react-query'].singleton).toBe(true);
    const facade = fs.readFileSync(FACADES['@tanstack/react-query'], 'utf8');
    const exported = new Set(
      [...facade.matchAll(/export\s+\{([^}]*)\}/g)].flatMap((m) =>
        m[1].split(',').map((s) =>
          s
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        ),
      ),
    );
    for (const [name, file] of namedImports('@tanstack/react-query')) {
      assert.ok(
        exported.has(name),
        `${file} imports { ${name} } from '@tanstack/react-query': export it from shims/react-query.mjs`,
      );
    }
  });

  it('axios is narrowed to the APIs the repo imports, built by its own createInstance', () => {
    const cfg = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })(
      {},
      { mode: 'production' },
    );
    const shim = cfg.resolve.alias['axios$'];
    assert.match(shim, /shims[\\/]axios\.mjs$/);
    const lib = cfg.resolve.alias['axios-lib'];
    const src = fs.readFileSync(shim, 'utf8');
    for (const m of src.matchAll(/from 'axios-lib\/([^']+)'/g))
      assert.ok(fs.existsSync(path.join(lib, m[1])), `axios has no lib/${m[1]}`);
    // the same createInstance as the package's default export
    const body = (s) =>
      s.slice(s.indexOf('function createInstance'), s.indexOf('return instance;')).replace(/\s+|\/\/.*$/gm, '');
    const real = fs.readFileSync(path.join(lib, 'axios.js'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
    assert.equal(body(src), body(real));
    const exported = new Set(['default', 'isCancel', 'isAxiosError']);
    for (const [name, file] of namedImports('axios'))
      assert.ok(exported.has(name), `${file} imports { ${name} } from 'axios': export it from shims/axios.mjs`);
    // members of the default export the repo calls
    const used = new Set();
    for (const f of [...namedImports('axios').values(), 'packages/api-client/src/http.ts'])
      for (const m of fs.readFileSync(path.join(root, f), 'utf8').matchAll(/\baxios\.(\w+)/g)) used.add(m[1]);
    for (const m of used) assert.match(src, new RegExp(`\\b${m}[,:]`), `axios.${m} is not in shims/axios.mjs`);
  });

  it("hoist-non-react-statics: the package's statics tables, forwardRef/memo recognised by their symbols", async () => {
    const cfg = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })(
      {},
      { mode: 'production' },
    );
    const shim = fs.readFileSync(cfg.resolve.alias['hoist-non-react-statics$'], 'utf8');
    const emotion = path.dirname(
      require.resolve('@emotion/react/package.json', { paths: [path.join(root, 'packages/ui')] }),
    );
    const pkg = path.dirname(require.resolve('hoist-non-react-statics/package.json', { paths: [emotion] }));
    const real = fs.readFileSync(path.join(pkg, 'dist/hoist-non-react-statics.cjs.js'), 'utf8');
    const table = (src, name) =>
      [
        ...src
          .slice(src.indexOf(`${name} = {`))
          .split('}')[0]
          .matchAll(/'?(\$?\$?\w+)'?:\s*true/g),
      ]
        .map((m) => m[1])
        .sort();
    for (const name of ['REACT_STATICS', 'KNOWN_STATICS', 'FORWARD_REF_STATICS', 'MEMO_STATICS']) {
      assert.ok(table(real, name).length > 4, name);
      assert.deepEqual(table(shim, name), table(real, name), name);
    }
    assert.match(real, /TYPE_STATICS\[reactIs\.ForwardRef\] = FORWARD_REF_STATICS;/);
    assert.match(real, /TYPE_STATICS\[reactIs\.Memo\] = MEMO_STATICS;/);
    // react-is v16 compares the same symbols
    const reactIs = fs.readFileSync(
      require.resolve('react-is/cjs/react-is.production.min.js', { paths: [pkg] }),
      'utf8',
    );
    assert.match(reactIs, /"react\.forward_ref"/);
    assert.match(reactIs, /"react\.memo"/);
    // same behaviour as the package on a memo, a forwardRef and a class source
    const requireReal = createRequire(path.join(pkg, 'package.json'));
    const realHoist = requireReal('hoist-non-react-statics');
    const { default: shimHoist } = await import(cfg.resolve.alias['hoist-non-react-statics$']);
    const sources = [
      { $$typeof: Symbol.for('react.memo'), type: () => null, compare: null, custom: 1, displayName: 'M' },
      { $$typeof: Symbol.for('react.forward_ref'), render: () => null, custom: 2, [Symbol.for('x')]: 3 },
      Object.assign(class C {}, { custom: 4, propTypes: {}, defaultProps: {} }),
    ];
    for (const src of sources) {
      const a = realHoist(function A() {}, src);
      const b = shimHoist(function A() {}, src);
      assert.deepEqual(Reflect.ownKeys(b), Reflect.ownKeys(a));
    }
    // only emotion's withTheme calls it; no source uses withTheme
    for (const [name, file] of namedImports('@emotion/react'))
      assert.notEqual(name, 'withTheme', `${file} imports withTheme`);
  });

  it('react-query facade and use-sync-external-store shim aliases point at real files', () => {
    for (const name of ['shell', 'mf-explore', 'mf-student-view', 'mf-folders']) {
      const cfg = createAppConfig({ name, dir: path.join(root, name), isHost: name === 'shell' })(
        {},
        { mode: 'production' },
      );
      assert.ok(fs.existsSync(cfg.resolve.alias['react-query-dist$']), `${name}: react-query-dist does not resolve`);
      assert.ok(
        fs.existsSync(cfg.resolve.alias['use-sync-external-store/shim$']),
        `${name}: use-sync-external-store shim missing`,
      );
      assert.ok(
        cfg.resolve.modules.includes(path.join(root, name, 'node_modules')),
        `${name}: shims cannot resolve react`,
      );
    }
  });

  it('the react-i18next facade and the axios shim resolve in an app build (aliases and replacement)', () => {
    const cfg = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })(
      {},
      { mode: 'production' },
    );
    const dist = cfg.resolve.alias['react-i18next-dist'];
    for (const f of [
      'useTranslation.js',
      'I18nextProvider.js',
      'initReactI18next.js',
      'defaults.js',
      'i18nInstance.js',
      'context.js',
    ]) {
      assert.ok(fs.existsSync(path.join(dist, f)), `react-i18next has no dist/es/${f}`);
    }
    const replace = cfg.plugins.find((p) => p.constructor.name === 'NormalModuleReplacementPlugin');
    assert.ok(replace, 'axios fetch adapter replacement missing');
    const target = path.join(
      path.dirname(require.resolve('axios/package.json', { paths: [path.join(root, 'packages/api-client')] })),
      'lib/adapters/fetch.js',
    );
    assert.ok(fs.existsSync(target), 'axios/lib/adapters/fetch.js moved: update AXIOS_FETCH_ADAPTER');
    assert.ok(replace._args[0].test(target), 'AXIOS_FETCH_ADAPTER does not match axios/lib/adapters/fetch.js');
    assert.ok(fs.existsSync(replace._args[1]), 'axios shim missing');
  });

  it("SignalR's XHR client is replaced (fetch exists in every target browser) and the shim matches its exports", () => {
    const cfg = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })(
      {},
      { mode: 'production' },
    );
    const replace = cfg.plugins.filter((p) => p.constructor.name === 'NormalModuleReplacementPlugin')[1];
    assert.ok(replace, 'SignalR XhrHttpClient replacement missing');
    const signalr = path.dirname(
      require.resolve('@microsoft/signalr/package.json', { paths: [path.join(root, 'shell')] }),
    );
    const target = path.join(signalr, 'dist/esm/XhrHttpClient.js');
    assert.ok(fs.existsSync(target), 'signalr dist/esm/XhrHttpClient.js moved: update SIGNALR_XHR_CLIENT');
    assert.ok(replace._args[0].test(target), 'SIGNALR_XHR_CLIENT does not match dist/esm/XhrHttpClient.js');
    // the only importer picks it where fetch is missing: the replacement must keep that condition's shape
    const importer = fs.readFileSync(path.join(signalr, 'dist/esm/DefaultHttpClient.js'), 'utf8');
    assert.match(importer, /typeof fetch !== "undefined"[^]*new FetchHttpClient[^]*new XhrHttpClient/);
    assert.match(fs.readFileSync(replace._args[1], 'utf8'), /export class XhrHttpClient/);
  });

  it("the MF bundler runtime is the host's in every remote; its unused parts are replaced by shims that match them", () => {
    const { MF_RUNTIME_REPLACEMENTS } = require('./index.cjs');
    const host = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })(
      {},
      { mode: 'production' },
    );
    const remote = createAppConfig({ name: 'mf-explore', dir: path.join(root, 'mf-explore') })(
      {},
      { mode: 'production' },
    );
    const entryKey = (alias) =>
      Object.keys(alias).find((k) => /webpack-bundler-runtime[\\/]dist[\\/]index\.cjs\$$/.test(k));
    assert.match(host.resolve.alias[entryKey(host.resolve.alias)], /mf-bundler-runtime-host\.mjs$/);
    assert.match(remote.resolve.alias[entryKey(remote.resolve.alias)], /mf-bundler-runtime-remote\.mjs$/);
    const dist = host.resolve.alias['mf-bundler-runtime-dist'];
    const core = host.resolve.alias['mf-runtime-core-dist'];
    assert.ok(fs.existsSync(path.join(dist, 'initContainerEntry.js')));
    assert.ok(fs.existsSync(host.resolve.alias['mf-runtime-esm$']));
    // the functions handed to the remotes keep no module state: each reads the container it is given
    for (const f of ['consumes', 'installInitialConsumes', 'initializeSharing', 'updateOptions', 'attachShareScopeMap'])
      assert.doesNotMatch(fs.readFileSync(path.join(dist, `${f}.js`), 'utf8'), /^(let|var) /m, `${f}.js has state`);
    // every replacement matches exactly the file it stands for
    const files = {
      'shims/mf-bundler-init.mjs': path.join(dist, 'init.js'),
      'shims/mf-shared-fallback-getter.mjs': path.join(dist, 'getSharedFallbackGetter.js'),
      'shims/mf-snapshot-handler.mjs': path.join(core, 'plugins/snapshot/SnapshotHandler.js'),
      'shims/mf-preload.mjs': path.join(core, 'utils/preload.js'),
    };
    for (const [re, shim] of MF_RUNTIME_REPLACEMENTS) {
      assert.ok(fs.existsSync(files[shim]), `${files[shim]} moved`);
      assert.ok(re.test(files[shim]), `${re} does not match ${files[shim]}`);
      assert.ok(!re.test(`${files[shim]}?real`), `${re} would also replace the lazily loaded original`);
    }
    // a remote's runtime `init` is the package's own (index.js, utils.js), over the host's runtime core
    const rt = path.dirname(host.resolve.alias['mf-runtime-esm$']);
    const fn = (src, name) => {
      const at = src.search(new RegExp(`function ${name}\\(`));
      assert.ok(at >= 0, `no function ${name}`);
      const body = src.slice(at, src.indexOf('\n}', at));
      return body
        .replace(/\/\/.*$/gm, '')
        .replace(/\s+|;/g, '')
        .replace(/,(?=[)}\]])/g, '')
        .replace(/\(\(getGlobalFederationConstructor\(\)\)/g, '(getGlobalFederationConstructor()')
        .replace(/"/g, "'");
    };
    const rtShim = fs.readFileSync(path.join(__dirname, 'shims/mf-runtime-remote.mjs'), 'utf8');
    const rtIndex = fs.readFileSync(path.join(rt, 'index.js'), 'utf8');
    const rtUtils = fs.readFileSync(path.join(rt, 'utils.js'), 'utf8');
    assert.equal(fn(rtShim, 'init'), fn(rtIndex, 'init'));
    assert.equal(fn(rtShim, 'createInstance'), fn(rtIndex, 'createInstance'));
    assert.equal(fn(rtShim, 'getGlobalFederationInstance'), fn(rtUtils, 'getGlobalFederationInstance'));
    assert.equal(fn(rtShim, 'getBuilderId'), fn(rtUtils, 'getBuilderId'));
    // the bundler runtime calls nothing else of `runtime` but in the shared-fallback code the shims replace
    for (const f of fs
      .readdirSync(dist)
      .filter((n) => n.endsWith('.js') && !/^(init|getSharedFallbackGetter)\.js$/.test(n)))
      assert.doesNotMatch(fs.readFileSync(path.join(dist, f), 'utf8'), /\bruntime\.\w+\(/, `${f} calls the runtime`);
    // init: the original's plugin is a no-op without shared fallbacks, and its last step is the shim's
    const init = fs.readFileSync(files['shims/mf-bundler-init.mjs'], 'utf8');
    assert.match(init, /if \(!sharedFallback\) return args;/);
    assert.match(init, /return runtime\.init\(initOptions\);\s*\}/);
    // SnapshotHandler: the stand-in sets the original constructor's fields and hooks, and loads it on first use
    const fields = (src) =>
      [
        ...src
          .slice(src.indexOf('constructor(HostInstance)'))
          .split(/\n\t?\s*}\n/)[0]
          .matchAll(/this\.(\w+) =|new \w+\("(\w+)"|new \w+\('(\w+)'/g),
      ]
        .map((m) => m[1] || m[2] || m[3])
        .sort();
    const real = fs.readFileSync(files['shims/mf-snapshot-handler.mjs'], 'utf8');
    const shim = fs.readFileSync(path.join(__dirname, 'shims/mf-snapshot-handler.mjs'), 'utf8');
    assert.deepEqual(fields(shim), fields(real));
    // its SDK imports come from shims/mf-snapshot-sdk.mjs (its own copy of the manifest-to-snapshot module)
    const sdkNames = real
      .match(/import \{([^}]*)\} from "@module-federation\/sdk"/)[1]
      .split(',')
      .map((n) => n.trim());
    const sdkShim = fs.readFileSync(path.join(__dirname, 'shims/mf-snapshot-sdk.mjs'), 'utf8');
    for (const n of sdkNames) assert.match(sdkShim, new RegExp(`\\b${n}\\b`), `mf-snapshot-sdk.mjs lacks ${n}`);
    const sdkDist = host.resolve.alias['mf-sdk-dist'];
    for (const m of sdkShim.matchAll(/from 'mf-sdk-dist\/([^'?]+)/g))
      assert.ok(fs.existsSync(path.join(sdkDist, m[1])));
    assert.match(real, /async loadRemoteSnapshotInfo\(/);
    assert.match(real, /async getManifestJson\(/);
    // asset preloading: the helpers preloadRemote calls synchronously are the original's; preloadAssets is the
    // original's, loaded on its first call; nothing else of the module is imported by runtime-core
    const preload = fs.readFileSync(files['shims/mf-preload.mjs'], 'utf8');
    const preloadShim = fs.readFileSync(path.join(__dirname, 'shims/mf-preload.mjs'), 'utf8');
    for (const f of ['defaultPreloadArgs', 'formatPreloadArgs', 'normalizePreloadExposes'])
      assert.equal(fn(preloadShim, f), fn(preload, f));
    // the original returns a promise (Promise.all of its results): its callers await it, so the shim's async wrapper
    // gives them the same
    assert.match(preload, /\nfunction preloadAssets\([^]*?\n\treturn Promise\.all\(results\);\n\}/);
    assert.match(fs.readFileSync(path.join(core, 'remote/index.js'), 'utf8'), /await preloadAssets\(/);
    assert.match(preloadShim, /import\('mf-runtime-core-dist\/utils\/preload\.js\?real'\)/);
    const exported = (src) =>
      src
        .match(/^export \{([^}]*)\};?$/m)[1]
        .split(',')
        .map((n) => n.trim())
        .sort();
    assert.deepEqual(exported(preloadShim), exported(preload));
  });

  it("SignalR's fallback transports load when first tried, and its stateful-reconnect buffer is not built", () => {
    const { SIGNALR_LAZY_TRANSPORTS } = require('./index.cjs');
    const cfg = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })(
      {},
      { mode: 'production' },
    );
    const esm = cfg.resolve.alias['signalr-esm-dist'];
    const replaced = cfg.plugins
      .filter((p) => p.constructor.name === 'NormalModuleReplacementPlugin')
      .map((p) => p._args);
    for (const [re, shim] of SIGNALR_LAZY_TRANSPORTS) {
      const name = shim.includes('message-buffer')
        ? 'MessageBuffer'
        : shim.includes('long-polling')
          ? 'LongPollingTransport'
          : 'ServerSentEventsTransport';
      const file = path.join(esm, `${name}.js`);
      assert.ok(fs.existsSync(file), `${file} moved`);
      assert.ok(re.test(file) && !re.test(`${file}?real`), `${re} and ${name}.js`);
      assert.ok(replaced.some(([r, to]) => r === re && to === path.join(__dirname, shim)));
      const src = fs.readFileSync(path.join(__dirname, shim), 'utf8');
      assert.match(src, new RegExp(`export (const|class) ${name}\\b`));
      if (name !== 'MessageBuffer') assert.match(src, new RegExp(`signalr-esm-dist/${name}\\.js\\?real`));
    }
    // the connection creates a fallback transport, then awaits its connect (where the stand-in loads the real one)
    const http = fs.readFileSync(path.join(esm, 'HttpConnection.js'), 'utf8');
    assert.match(http, /return new ServerSentEventsTransport\(/);
    assert.match(http, /return new LongPollingTransport\(/);
    assert.match(http, /return this\.transport\.connect\(url, transferFormat\);/);
    // the buffer is only created for a connection that asked for stateful reconnect; no source of the repo asks
    const hub = fs.readFileSync(path.join(esm, 'HubConnection.js'), 'utf8');
    assert.match(hub, /if \(useStatefulReconnect\) \{\s*this\._messageBuffer = new MessageBuffer\(/);
    const asks = [];
    const walk = (dir) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (NOT_SOURCES.has(e.name)) continue;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(tsx?|mjs|cjs|js)$/.test(e.name) && !p.includes(`${path.sep}mf-config${path.sep}`))
          if (/withStatefulReconnect|useStatefulReconnect/.test(fs.readFileSync(p, 'utf8'))) asks.push(p);
      }
    };
    walk(root);
    assert.deepEqual(asks, [], 'a source asks for SignalR stateful reconnect: drop shims/signalr-message-buffer.mjs');
  });

  it("Chakra's semantic tokens keep their light values only: no source of the repo uses a dark mode", () => {
    const lightOnly = require('./loaders/chakra-light-only.cjs');
    // the dark colour mode: Chakra's `_dark` condition, its `dark` class, a colour-mode API (tests aside)
    const re = /\b_dark\b|\b_light\b|["'`]dark["'`]|\bcolorMode\b|\bColorMode|\bnext-themes\b/;
    const uses = appSourcesMatching(/^(?!.*\.test\.tsx?$).*\.(tsx?|css)$/, re);
    assert.deepEqual(uses, [], 'these sources use a dark mode: drop loaders/chakra-light-only.cjs');
    const chakra = path.dirname(
      require.resolve('@chakra-ui/react/package.json', { paths: [path.join(root, 'packages/ui')] }),
    );
    for (const f of ['theme/semantic-tokens/colors.js', 'theme/semantic-tokens/shadows.js']) {
      const file = path.join(chakra, 'dist/esm', f);
      const src = fs.readFileSync(file, 'utf8');
      const out = lightOnly.call({ resourcePath: file }, src);
      // every token keeps its light value, the same text as before
      const light = [...src.matchAll(/_light: ("(?:[^"\\]|\\.)*")/g)].map((m) => m[1]);
      const after = [...out.matchAll(/value: ("(?:[^"\\]|\\.)*")/g)].map((m) => m[1]);
      assert.ok(light.length > 5, f);
      for (const v of light) assert.ok(after.includes(v), `${f}: ${v} kept`);
      assert.doesNotMatch(out, /_dark|_light/);
    }
    // any other Chakra file passes through unchanged
    const other = path.join(chakra, 'dist/esm/theme/tokens/colors.js');
    const src = fs.readFileSync(other, 'utf8');
    assert.equal(lightOnly.call({ resourcePath: other }, src), src);
  });

  it("Chakra's palettes left out of the build are named by no source of the repo, and the loader finds them", async () => {
    const { UNUSED_PALETTES } = require('./loaders/chakra-unused-palettes.cjs');
    const prune = require('./loaders/chakra-unused-palettes.cjs');
    const re = new RegExp(`\\b(${UNUSED_PALETTES.join('|')})\\b`);
    const named = appSourcesMatching(/\.(tsx?|json)$/, re);
    assert.deepEqual(named, [], `these sources name a palette the build leaves out (${UNUSED_PALETTES.join(', ')})`);
    const chakra = path.dirname(
      require.resolve('@chakra-ui/react/package.json', { paths: [path.join(root, 'packages/ui')] }),
    );
    for (const f of ['theme/tokens/colors.js', 'theme/semantic-tokens/colors.js']) {
      const file = path.join(chakra, 'dist/esm', f);
      const src = fs.readFileSync(file, 'utf8');
      const out = prune.call({ resourcePath: file }, src);
      assert.ok(out.length < src.length && !re.test(out), f);
      // what is left still parses as the same module
      assert.match(out, /export \{ \w+ \};\s*$/);
      new Function(
        out
          .replace(/^import .*$/gm, '')
          .replace(/^export .*$/gm, '')
          .replace(/defineTokens\.colors|defineSemanticTokens\.colors/g, '(x) => x'),
      );
    }
  });

  it("react-router's production build in production, its development build in development", () => {
    const dir = path.join(root, 'mf-explore');
    const prod = createAppConfig({ name: 'mf-explore', dir })({}, { mode: 'production' }).resolve.alias;
    assert.ok(prod['react-router$'], 'react-router production alias missing');
    assert.match(prod['react-router$'], /react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    assert.ok(fs.existsSync(prod['react-router$']));
    const dev = createAppConfig({ name: 'mf-explore', dir })({}, { mode: 'development' }).resolve.alias;
    assert.equal(dev['react-router$'], undefined);
  });
});

describe('createServerConfig (server bundles, ADR 0012, 0045)', () => {
  it("each server bundle holds @platform/ui's query slot itself (one process loads several bundles)", async () => {
    const { createServerConfig } = require('./server.cjs');
    const cfg = createServerConfig({ name: 'mf-explore', dir: path.join(root, 'mf-explore') })(
      {},
      { mode: 'production' },
    );
    const fs = require('node:fs');
    const replace = cfg.plugins.find(
      (p) => p.constructor.name === 'NormalModuleReplacementPlugin' && /query-slot/.test(String(p._args[1])),
    );
    assert.ok(replace, 'the query slot replacement is missing from the server config');
    const slotFile = path.join(root, 'packages/ui/src/querySlot.ts');
    assert.ok(fs.existsSync(slotFile), 'packages/ui/src/querySlot.ts moved: update UI_QUERY_SLOT');
    assert.ok(replace._args[0].test(slotFile), 'UI_QUERY_SLOT does not match packages/ui/src/querySlot.ts');
    // the shim has the module's API, and its slot is its own (globalThis untouched)
    const exported = [...fs.readFileSync(slotFile, 'utf8').matchAll(/export function (\w+)/g)].map((m) => m[1]).sort();
    const shim = await import(replace._args[1]);
    expect(Object.keys(shim).sort()).toEqual(exported);
    const slot = { client: {}, Provider: () => null };
    let heard = 0;
    shim.subscribeQuerySlot(() => heard++);
    shim.setQuerySlot(slot);
    shim.setQuerySlot({ client: {}, Provider: () => null });
    expect(shim.getQuerySlot()).toBe(slot);
    expect(heard).toBe(1);
    assert.equal(globalThis[Symbol.for('platform.ui.query')], undefined);
  });
});
