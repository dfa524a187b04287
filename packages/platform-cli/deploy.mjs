#!/usr/bin/env node
/**
 * Deploys one remote on its own (issue 18, docs/decisions/0028-independent-remote-deploys.md):
 *
 *   pnpm --filter mf-folders build
 *   node packages/platform-cli/deploy.mjs mf-folders          # copy mf-folders/dist to a new version, point the map at it
 *   node packages/platform-cli/deploy.mjs rollback mf-folders # back to the version before (or the build shipped with the shell)
 *   node packages/platform-cli/deploy.mjs list [mf-folders]   # what is live and what was deployed
 *
 * A deploy copies the remote's build into `<DEPLOY_DIR>/remotes/<name>/<version>/` (never overwritten; the served
 * platform answers it at `/deployed/<name>/<version>/`) and then replaces `<DEPLOY_DIR>/remotes.json`, the overrides
 * of the run-time remotes map the API serves at `/remotes.json`, in one atomic rename. The running shell picks the new
 * version up on its next page load; nothing is rebuilt or restarted. DEPLOY_DIR defaults to `<DATA_DIR>/deploy`
 * (DATA_DIR default `.data`, as the API); every API instance must see the same folder.
 *
 * Options: --from <dir> (default <name>/dist), --dir <deploy dir> (default DEPLOY_DIR), --json (machine output).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = JSON.parse(fs.readFileSync(path.join(root, 'packages/mf-config/apps.json'), 'utf8'));
const REMOTES = Object.keys(APPS.remotes);

export function defaultDeployDir(env = process.env) {
  if (env.DEPLOY_DIR) return path.resolve(root, env.DEPLOY_DIR);
  return path.join(path.resolve(root, env.DATA_DIR || '.data'), 'deploy');
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** write then rename: a reader never sees half a file */
function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

function checkRemote(name) {
  if (!REMOTES.includes(name)) throw new Error(`unknown remote "${name}" (known: ${REMOTES.join(', ')})`);
}

const urlOf = (name, version) => `/deployed/${name}/${version}/mf-manifest.json`;

function state(dir) {
  return {
    map: readJson(path.join(dir, 'remotes.json'), {}),
    history: readJson(path.join(dir, 'history.json'), {}),
  };
}

function save(dir, { map, history }) {
  // history first: a crash between the two leaves the map (what users get) on the old version
  writeJsonAtomic(path.join(dir, 'history.json'), history);
  writeJsonAtomic(path.join(dir, 'remotes.json'), map);
}

/** Copies a built remote to a new version and makes it live. Returns { remote, version, url, dir }. */
const PRECOMPRESSED = /\.(br|gz)$/;
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt)$/;
/** `file.br` and `file.gz` beside a text file of 1 KB or more (as the builds write them, @platform/mf-config). */
function writeCompressed(file) {
  if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) return;
  const body = fs.readFileSync(file);
  if (body.length < 1024) return;
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT } = zlib.constants;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [BROTLI_PARAM_QUALITY]: 11,
        [BROTLI_PARAM_SIZE_HINT]: body.length,
        [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

export function deploy(name, { from, dir = defaultDeployDir(), now = new Date() } = {}) {
  checkRemote(name);
  const src = path.resolve(from || path.join(root, name, 'dist'));
  const manifestPath = path.join(src, 'mf-manifest.json');
  if (!fs.existsSync(manifestPath))
    throw new Error(`${manifestPath} not found: build the remote first (pnpm --filter ${name} build)`);
  const manifest = readJson(manifestPath, null);
  const meta = manifest && manifest.metaData;
  if (!meta || !meta.remoteEntry || !meta.remoteEntry.name)
    throw new Error(`${manifestPath} is not a Module Federation manifest`);
  if (meta.name && meta.name !== name)
    throw new Error(`${manifestPath} is the manifest of "${meta.name}", not of "${name}"`);
  if (!fs.existsSync(path.join(src, meta.remoteEntry.path || '', meta.remoteEntry.name)))
    throw new Error(`${src} has no ${meta.remoteEntry.name}`);

  const hash = createHash('sha256');
  for (const f of fs.readdirSync(src, { recursive: true }).map(String).sort()) {
    const full = path.join(src, f);
    if (fs.statSync(full).isFile()) hash.update(f).update(fs.readFileSync(full));
  }
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');
  const version = `${stamp}-${hash.digest('hex').slice(0, 8)}`;
  const target = path.join(dir, 'remotes', name, version);
  if (fs.existsSync(target)) throw new Error(`${target} exists already`);
  const tmp = `${target}.tmp-${process.pid}`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // the build's own .br / .gz copies are not trusted: they are written again from the files deployed (a copy that was
  // edited after its build, or built without them, would otherwise be served stale or uncompressed)
  fs.cpSync(src, tmp, { recursive: true, filter: (f) => !PRECOMPRESSED.test(f) });
  for (const f of fs.readdirSync(tmp, { recursive: true }).map(String)) writeCompressed(path.join(tmp, f));
  fs.renameSync(tmp, target);

  const s = state(dir);
  const url = urlOf(name, version);
  s.history[name] = [...(s.history[name] || []), { version, url, at: now.toISOString() }];
  s.map[name] = url;
  save(dir, s);
  return { remote: name, version, url, dir: target };
}

/**
 * Makes the previous deploy of a remote live again (its files are still there); after the first deploy, back to the
 * build shipped with the shell (the override is removed). Returns { remote, url } of what is live now.
 */
export function rollback(name, { dir = defaultDeployDir() } = {}) {
  checkRemote(name);
  const s = state(dir);
  const list = s.history[name] || [];
  if (list.length === 0)
    throw new Error(`${name} has no deploy to roll back (it runs the build shipped with the shell)`);
  const undone = list.pop();
  const prev = list[list.length - 1];
  if (prev) s.map[name] = prev.url;
  else delete s.map[name];
  s.history[name] = list;
  save(dir, s);
  return {
    remote: name,
    undone: undone.version,
    url: prev ? prev.url : `/mf/${name}/mf-manifest.json (the shell's build)`,
    version: prev ? prev.version : null,
  };
}

export function list(name, { dir = defaultDeployDir() } = {}) {
  const s = state(dir);
  const names = name ? [name] : REMOTES;
  return names.map((n) => ({
    remote: n,
    live: s.map[n] || `/mf/${n}/mf-manifest.json`,
    deploys: (s.history[n] || []).map((h) => h.version),
  }));
}

function usage() {
  return [
    'usage: node packages/platform-cli/deploy.mjs <remote> [--from <dist dir>] [--dir <deploy dir>]',
    '       node packages/platform-cli/deploy.mjs rollback <remote> [--dir <deploy dir>]',
    '       node packages/platform-cli/deploy.mjs list [<remote>] [--dir <deploy dir>]',
    `remotes: ${REMOTES.join(', ')}`,
  ].join('\n');
}

async function cli(argv) {
  const opts = {};
  const args = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--from') opts.from = argv[++i];
    else if (argv[i] === '--dir') opts.dir = path.resolve(argv[++i]);
    else if (argv[i] === '--json') opts.json = true;
    else if (argv[i] === '-h' || argv[i] === '--help') {
      console.log(usage());
      return 0;
    } else args.push(argv[i]);
  }
  const out = (v, text) => console.log(opts.json ? JSON.stringify(v) : text);
  const { json: _json, ...o } = opts;
  try {
    if (args[0] === 'rollback' && args[1]) {
      const r = rollback(args[1], o);
      out(r, `${r.remote}: rolled back ${r.undone}; live now ${r.url}`);
    } else if (args[0] === 'list') {
      const r = list(args[1], o);
      out(
        r,
        r
          .map((x) => `${x.remote}: ${x.live}${x.deploys.length ? `  (deploys: ${x.deploys.join(', ')})` : ''}`)
          .join('\n'),
      );
    } else if (args.length === 1 && args[0] !== 'rollback') {
      const r = deploy(args[0], o);
      out(
        r,
        `${r.remote}: deployed ${r.version} to ${r.dir}\nlive at ${r.url} (next page load; roll back: node packages/platform-cli/deploy.mjs rollback ${r.remote})`,
      );
    } else {
      console.error(usage());
      return 2;
    }
    return 0;
  } catch (e) {
    console.error(`deploy: ${e.message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await cli(process.argv.slice(2)));
}
