/**
 * The ONE list of shared singletons (ARCHITECTURE "Composition contract"). Every app's build uses it
 * through createAppConfig. Versions come from the app's package.json (requiredVersion) and from the
 * installed package (version). Workspace packages (@platform/*) are matched by their own version.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Third-party singletons. `react/` and `react-dom/` share every subpath (jsx-runtime, client).
 *
 * react-router is shared through the facade `@platform/router` (below), not as `react-router-dom`:
 * a shared module is never tree-shaken, so react-router 7 shared whole weighed 59 KB gz on every
 * first route, and unshared every app carried its own tree-shaken copy (12.8 KB gz per app, so a
 * remote route paid it twice). The facade re-exports only the APIs the apps use; its shared chunk
 * is tree-shaken to those, and the shell and the active remote load it once (README, measured).
 * Apps import router APIs from '@platform/router' only.
 */
const THIRD_PARTY = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'jotai',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@tanstack/react-query',
];
/**
 * Platform packages that hold state. @chakra-ui/react is deliberately NOT shared on its own: it is
 * reached only through @platform/ui, which imports just the components and recipes used, so the
 * shared chunk is tree-shaken (STACK.md: sharing Chakra whole put 309 KB gz on the first page).
 */
const PLATFORM = [
  '@platform/session',
  '@platform/event-bus',
  '@platform/api-client',
  '@platform/i18n',
  '@platform/ui',
  // the Chakra-free part of @platform/ui (provider of the shared instances, brand, plain-HTML states):
  // its own entry so that the public student route (/r/{id}) never downloads Chakra/emotion
  '@platform/ui/base',
  // the ONE react-query client and its provider; a separate entry so that routes without react-query
  // never download it (PlatformProvider does not import react-query)
  '@platform/ui/query',
  '@platform/router',
];
const SINGLETONS = [...THIRD_PARTY, ...PLATFORM];

/**
 * The singletons the HOST provides eagerly, inside its main.js, instead of one on-demand chunk each: the base every
 * first route loads (/login, the signed-in /feed and the student's /r/{id} all load each of them before idle). The
 * bytes are the same, but every response is compressed on its own: these 13 chunks gzipped one by one were 125.6 KB
 * with main.js, 120.9 in one file (issue 12, ADR 0044: −4.6 KB gz on /feed, −4.9 on /login, −4.7 on /r/1). They are
 * still evaluated only when first required (after the async boundary of shell/src/index.ts). Remotes keep them lazy
 * and use the host's (the host's are loaded first). Chakra/emotion, react-query and the router stay on-demand chunks:
 * /r/{id} loads none of them. Add a key here only if every first route loads it (budget.test.mjs measures all three).
 */
const EAGER_IN_HOST = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'jotai',
  'i18next',
  'react-i18next',
  '@platform/session',
  '@platform/event-bus',
  '@platform/api-client',
  '@platform/i18n',
  '@platform/ui/base',
];

/**
 * Shared keys provided from a platform facade instead of the package index: the facade (OUR module, facades/) re-exports
 * only the APIs the apps use (a shared module is never tree-shaken). The key, version and singleton negotiation stay
 * those of the package.
 */
const FACADES = {
  'react-i18next': path.join(__dirname, 'facades/react-i18next.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'facades/react-query.mjs'),
};
/**
 * How a facade imports its package: by a name the MF shared key does not match (`react-i18next` in a facade would be
 * consumed from the share scope, whose provider is that same facade), aliased to the package NAME, which the resolver
 * then resolves through the package's own `exports` like any import: no path into the package (ADR 0052).
 */
const FACADE_ALIASES = Object.fromEntries(Object.keys(FACADES).map((pkg) => [`facade-source/${pkg}$`, pkg]));

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function installedVersion(pkg, fromDir) {
  try {
    return readJson(require.resolve(`${pkg}/package.json`, { paths: [fromDir] })).version;
  } catch {
    // packages whose exports hide package.json: walk node_modules
    let dir = fromDir;
    for (;;) {
      const f = path.join(dir, 'node_modules', pkg, 'package.json');
      if (fs.existsSync(f)) return readJson(f).version;
      const up = path.dirname(dir);
      if (up === dir) return undefined;
      dir = up;
    }
  }
}

/** 'react-dom/client' → 'react-dom', '@platform/ui/query' → '@platform/ui'. */
function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Builds the `shared` option for the app in `dir` (`isHost`: the shell, which provides EAGER_IN_HOST eagerly). */
function sharedFor(dir, { isHost = false } = {}) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const deps = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const out = {};
  for (const key of SINGLETONS) {
    // `react/` → react; `@platform/ui/query` → @platform/ui (a subpath has its package's version)
    const name = key.endsWith('/') ? key.slice(0, -1) : packageName(key);
    const version = installedVersion(name, dir);
    let range = deps[name];
    if (!range || range.startsWith('workspace:')) range = version ? `^${version}` : false;
    out[key] = {
      ...(FACADES[key] ? { import: FACADES[key] } : {}),
      singleton: true,
      requiredVersion: range,
      ...(version ? { version } : {}),
      eager: isHost && EAGER_IN_HOST.includes(key),
      strictVersion: false,
    };
  }
  return out;
}

module.exports = { SINGLETONS, THIRD_PARTY, PLATFORM, FACADES, FACADE_ALIASES, EAGER_IN_HOST, sharedFor };
