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

describe("first-load facades (our modules over the libraries' public entries)", () => {
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
        `${file} imports { ${name} } from 'react-i18next': export it from facades/react-i18next.mjs`,
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
        `${file} imports { ${name} } from '@tanstack/react-query': export it from facades/react-query.mjs`,
      );
    }
  });

  it('each facade imports its package by a name the shared key does not match, aliased to the package NAME', () => {
    const { FACADE_ALIASES } = require('./shared.cjs');
    for (const name of ['shell', 'mf-explore', 'mf-student-view', 'mf-folders']) {
      const cfg = createAppConfig({ name, dir: path.join(root, name), isHost: name === 'shell' })(
        {},
        { mode: 'production' },
      );
      for (const [key, pkg] of Object.entries(FACADE_ALIASES)) {
        expect(cfg.resolve.alias[key]).toBe(pkg);
        // a bare package name: resolved through the package's own exports (an app resolves it)
        assert.ok(!path.isAbsolute(pkg) && !pkg.includes('/dist') && pkg.split('/').length <= 2, pkg);
      }
      assert.ok(cfg.resolve.modules.includes(path.join(root, name, 'node_modules')), `${name}: facades cannot resolve`);
    }
    for (const [pkg, file] of Object.entries(FACADES)) {
      const code = fs.readFileSync(file, 'utf8').replace(/\/\*[^]*?\*\//g, '');
      const specifiers = [...code.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
      assert.ok(specifiers.length > 0, file);
      for (const spec of specifiers) expect(spec).toBe(`facade-source/${pkg}`);
    }
  });

  it("the host's MF runtime plugin publishes what remotes built before ADR 0052 read, from the package's public entry", async () => {
    const host = mfOptions(createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })({}, {}));
    const remote = mfOptions(createAppConfig({ name: 'mf-stats', dir: path.join(root, 'mf-stats') })({}, {}));
    const plugin = host.runtimePlugins.find((p) => /pre-0052-remotes\.mjs$/.test(String(p)));
    assert.ok(plugin && fs.existsSync(plugin), 'the host runtime plugin is missing');
    assert.ok(!(remote.runtimePlugins ?? []).some((p) => /pre-0052/.test(String(p))), 'a remote does not publish it');
    delete globalThis.__PLATFORM_MF_BUNDLER_RUNTIME__;
    const { default: factory } = await import(plugin);
    const instance = factory();
    expect(instance.name).toBe('platform-pre-0052-remotes');
    const published = globalThis.__PLATFORM_MF_BUNDLER_RUNTIME__;
    const federation = (await import('@module-federation/webpack-bundler-runtime')).default;
    expect(published.bundlerRuntime).toBe(federation.bundlerRuntime);
    expect(published.attachShareScopeMap).toBe(federation.attachShareScopeMap);
    // what an old remoteEntry.js used of it (shims/mf-bundler-runtime-remote.mjs, before ADR 0052)
    for (const f of ['consumes', 'installInitialConsumes', 'I', 'init'])
      expect(typeof published.bundlerRuntime[f]).toBe('function');
    delete globalThis.__PLATFORM_MF_BUNDLER_RUNTIME__;
  });
});

/**
 * The guard of ADR 0052: the build config does not patch a library. It inspects a built config (createAppConfig,
 * createServerConfig) and lists what would replace, alias or load through a file of a third-party package:
 *   - a module replacement (NormalModuleReplacementPlugin) whose pattern matches a file of an installed package;
 *   - a rule with a loader that applies to a file of an installed package;
 *   - an alias that names a third-party package (or one of its files) and points at anything but that package's public
 *     entry: a file of ours, a path inside any package (dist, lib, esm, cjs, build…), a subpath its `exports` do not
 *     declare. One form is allowed: where Module Federation's plugin injects a package by the path of its public
 *     `require` entry, the same package's public `import` entry (index.cjs mfPublicEsmEntries).
 */
const THIRD_PARTY_DIRS = /[\\/]node_modules[\\/](?!\.cache)/;
let installedFiles;
/** Every JS file of every installed package (pnpm's store layout or a flat node_modules), once. */
function packageFiles() {
  if (installedFiles) return installedFiles;
  const fs = require('node:fs');
  const out = [];
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isSymbolicLink() || e.name === '.cache' || e.name === '.bin') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, depth + 1);
      else if (/\.(c|m)?js$/.test(e.name)) out.push(p);
    }
  };
  walk(path.join(root, 'node_modules'), 0);
  installedFiles = out;
  return out;
}

/** The name of the package a request or a path inside node_modules names (`@scope/name` or `name`), or null. */
function packageNameOf(request) {
  const rel = request.includes('node_modules')
    ? request.split(/[\\/]node_modules[\\/]/).pop()
    : path.isAbsolute(request) || request.startsWith('.')
      ? null
      : request;
  if (!rel) return null;
  const parts = rel.split(/[\\/]/);
  return rel.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether `name` is an installed third-party package (not a workspace package of ours). */
function isThirdParty(name, dir) {
  const fs = require('node:fs');
  if (!name || name.startsWith('@platform/')) return false;
  for (const base of [dir, root, path.join(root, 'node_modules/.pnpm')])
    if (fs.existsSync(path.join(base, 'node_modules', name, 'package.json'))) return true;
  return false;
}

const matches = (cond, file) =>
  cond === undefined
    ? true
    : Array.isArray(cond)
      ? cond.some((c) => matches(c, file))
      : cond instanceof RegExp
        ? cond.test(file)
        : typeof cond === 'function'
          ? !!cond(file)
          : typeof cond === 'string'
            ? file.startsWith(cond)
            : false;

/** What in `cfg` patches a library (an empty list when nothing does); `dir`: the app's folder. */
function libraryPatches(cfg, dir) {
  const fs = require('node:fs');
  const { publicEsmEntry, packageRootOf } = require('./index.cjs');
  const problems = [];
  const files = packageFiles();
  for (const plugin of cfg.plugins ?? []) {
    if (plugin?.constructor?.name !== 'NormalModuleReplacementPlugin') continue;
    const [re, to] = plugin._args;
    const hit = files.find((f) => re.test(f));
    if (hit) problems.push(`module replacement ${re} matches ${path.relative(root, hit)}`);
    if (typeof to === 'string' && THIRD_PARTY_DIRS.test(to)) problems.push(`module replacement into ${to}`);
  }
  const rules = [...(cfg.module?.rules ?? [])];
  while (rules.length) {
    const rule = rules.shift();
    if (!rule || typeof rule !== 'object') continue;
    if (rule.oneOf) rules.push(...rule.oneOf);
    if (rule.rules) rules.push(...rule.rules);
    if (!rule.loader && !rule.use) continue;
    const hit = files.find(
      (f) =>
        matches(rule.test, f) &&
        matches(rule.include, f) &&
        !(rule.exclude !== undefined && matches(rule.exclude, f)) &&
        matches(rule.resource, f),
    );
    if (hit) problems.push(`a loader rule (${String(rule.test)}) applies to ${path.relative(root, hit)}`);
  }
  for (const [rawKey, value] of Object.entries(cfg.resolve?.alias ?? {})) {
    const key = rawKey.replace(/\$$/, '');
    const values = [].concat(value);
    const keyIsPath = path.isAbsolute(key);
    const keyPkg = keyIsPath ? (THIRD_PARTY_DIRS.test(key) ? packageNameOf(key) : null) : packageNameOf(key);
    const thirdPartyKey = keyIsPath ? THIRD_PARTY_DIRS.test(key) : isThirdParty(keyPkg, dir);
    for (const v of values) {
      if (v === false) {
        if (thirdPartyKey) problems.push(`alias ${rawKey} → false (a library's module left out)`);
        continue;
      }
      const into = path.isAbsolute(v) && THIRD_PARTY_DIRS.test(v);
      // the one allowed form: a package's public require entry (as MF's plugin injects it) → its public import entry
      if (keyIsPath && into && rawKey.endsWith('$')) {
        const pkgRoot = packageRootOf(key);
        let requireEntry = null;
        try {
          requireEntry = require.resolve(JSON.parse(fs.readFileSync(path.join(pkgRoot, 'package.json'))).name, {
            paths: [path.dirname(pkgRoot)],
          });
        } catch {
          /* not resolvable by its name */
        }
        if (requireEntry === key && publicEsmEntry(pkgRoot) === v) continue;
      }
      if (into) problems.push(`alias ${rawKey} → ${path.relative(root, v)} (a path inside an installed package)`);
      else if (thirdPartyKey && path.isAbsolute(v))
        problems.push(`alias ${rawKey} → ${path.relative(root, v)} (a library replaced by another file)`);
      else if (!path.isAbsolute(v)) {
        // a bare request: its package's public entry or a subpath the package's `exports` declare
        const pkg = packageNameOf(v);
        const sub = v.slice(pkg.length);
        if (thirdPartyKey && pkg !== keyPkg) problems.push(`alias ${rawKey} → ${v} (a library replaced by another)`);
        if (sub && isThirdParty(pkg, dir)) {
          let exportsMap = null;
          for (const base of [dir, root, path.join(root, 'node_modules/.pnpm')]) {
            const f = path.join(base, 'node_modules', pkg, 'package.json');
            if (fs.existsSync(f)) exportsMap = JSON.parse(fs.readFileSync(f, 'utf8')).exports ?? null;
            if (exportsMap) break;
          }
          const declared =
            exportsMap && typeof exportsMap === 'object' && Object.keys(exportsMap).some((k) => k === `.${sub}`);
          if (!declared) problems.push(`alias ${rawKey} → ${v} (not a public entry of ${pkg})`);
        }
      }
    }
  }
  return problems;
}

describe('no patch of a library in the build (ADR 0052)', () => {
  const configs = () => {
    const { createServerConfig } = require('./server.cjs');
    const out = [];
    for (const mode of ['production', 'development']) {
      out.push([
        'shell',
        createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })({}, { mode }),
      ]);
      for (const r of Object.keys(remotesMap()))
        out.push([r, createAppConfig({ name: r, dir: path.join(root, r) })({}, { mode })]);
    }
    for (const [name, entry] of [
      ['shell', './src/prerender.tsx'],
      ['mf-explore', undefined],
      ['mf-student-view', undefined],
    ])
      out.push([name, createServerConfig({ name, dir: path.join(root, name), entry })({}, { mode: 'production' })]);
    // each app's own rspack.config (the shell's chunk groups, a remote's exposes)
    for (const app of ['shell', ...Object.keys(remotesMap())]) {
      const made = require(path.join(root, app, 'rspack.config.cjs'));
      for (const cfg of [].concat(typeof made === 'function' ? made({}, { mode: 'production' }) : made))
        out.push([app, cfg]);
    }
    return out;
  };

  it('no app config replaces, aliases or loads through a file of a third-party package', () => {
    assert.ok(packageFiles().length > 1000, 'the installed packages were not found');
    for (const [app, cfg] of configs())
      assert.deepEqual(libraryPatches(cfg, path.join(root, app)), [], `${app} (${cfg.mode}, ${cfg.name ?? 'browser'})`);
  });

  it('the guard catches each kind of patch this repo once had', () => {
    const dir = path.join(root, 'shell');
    const base = () => createAppConfig({ name: 'shell', dir, isHost: true })({}, { mode: 'production' });
    const nm = (pkg, file, from = 'shell') => {
      const pkgDir = path.dirname(require.resolve(`${pkg}/package.json`, { paths: [path.join(root, from)] }));
      return path.join(pkgDir, file);
    };
    const rspack = require('@rspack/core');
    const bad = {
      'a shim in place of a library (hoist-non-react-statics$ → our file)': (c) => {
        c.resolve.alias['hoist-non-react-statics$'] = path.join(__dirname, 'facades/react-query.mjs');
      },
      "a library's private build (react-router$ → dist/production)": (c) => {
        c.resolve.alias['react-router$'] = nm('react-router', 'dist/production/index.mjs', 'packages/router');
      },
      "an alias into a package's lib folder (axios-lib)": (c) => {
        c.resolve.alias['axios-lib'] = path.join(root, 'node_modules/.pnpm/axios/lib');
      },
      'a file of the MF runtime replaced by ours (its dist path → a shim)': (c) => {
        c.resolve.alias[`${require.resolve('@module-federation/webpack-bundler-runtime')}$`] = path.join(
          __dirname,
          'runtime-plugins/pre-0052-remotes.mjs',
        );
      },
      "a module replacement of SignalR's XHR client": (c) => {
        c.plugins.push(
          new rspack.NormalModuleReplacementPlugin(
            /[\\/]@microsoft[\\/]signalr[\\/]dist[\\/]esm[\\/]XhrHttpClient\.js$/,
            path.join(__dirname, 'shims/query-slot-server.mjs'),
          ),
        );
      },
      "a loader over Chakra's dist": (c) => {
        c.module.rules.push({
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/,
          use: [{ loader: path.join(__dirname, 'index.cjs') }],
        });
      },
      'a library aliased to a private subpath of another': (c) => {
        c.resolve.alias['use-sync-external-store/shim$'] = 'react/cjs/react.production.js';
      },
    };
    for (const [what, spoil] of Object.entries(bad)) {
      const cfg = base();
      spoil(cfg);
      assert.ok(libraryPatches(cfg, dir).length > 0, `the guard missed ${what}`);
    }
  });

  it('no source of the repo uses a dark mode or names a Chakra palette the theme leaves out', () => {
    const fs = require('node:fs');
    // the dark colour mode: Chakra's `_dark` condition, its `dark` class, a colour-mode API (tests and the system's own
    // light-only mapping aside)
    const re = /\b_dark\b|["'`]dark["'`]|\bcolorMode\b|\bColorMode|\bnext-themes\b/;
    const system = path.join(root, 'packages/ui/src/system.ts');
    const uses = appSourcesMatching(/^(?!.*\.test\.tsx?$).*\.(tsx?|css)$/, re).filter((f) => f !== system);
    assert.deepEqual(
      uses,
      [],
      'these sources use a dark mode: the theme keeps light values only (packages/ui system.ts)',
    );
    const unused = JSON.parse(
      fs
        .readFileSync(system, 'utf8')
        .match(/export const UNUSED_PALETTES = (\[[^\]]*\])/)[1]
        .replace(/'/g, '"'),
    );
    assert.ok(unused.length > 0);
    const named = appSourcesMatching(/\.(tsx?|json)$/, new RegExp(`\\b(${unused.join('|')})\\b`)).filter(
      (f) => f !== system && !f.endsWith('.test.ts'),
    );
    assert.deepEqual(named, [], `these sources name a palette the theme leaves out (${unused.join(', ')})`);
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
