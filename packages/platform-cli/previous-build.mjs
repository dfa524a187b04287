#!/usr/bin/env node
/**
 * The builds of an EARLIER commit that the cross-version test mounts against today's (issue 28, ADR 0052, 0028):
 * the shell's browser bundle and one remote, built from `git archive <ref>` with the build id `<short sha>`
 * (MF_BUILD_VERSION: Module Federation's build identifier and the manifest's buildVersion), so the runtime sees two
 * builds made apart. Nothing of today's tree is rebuilt or touched.
 *
 *   node packages/platform-cli/previous-build.mjs [--ref HEAD~1] [--remote mf-stats] [--json]
 *
 * Output (cached by commit under <tmp>/cross-version-<clone>/<sha>/, one commit kept):
 *   { ref, sha, dir, shellDist, remoteDist, remote, buildVersion, cached, seconds }
 *
 * Dependencies: the commit's own lockfile, `pnpm install --frozen-lockfile --prefer-offline` of the two apps and what
 * they depend on (from the store today's install filled: ~3 s). The ref must be in the clone's history (a shallow
 * clone: `git fetch --deepen=1`). CROSS_VERSION_REF and CROSS_VERSION_REMOTE set the defaults.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// outside the repo: the build config leaves anything under a node_modules folder to the libraries' own builds; one
// folder per clone (several worktrees on one machine do not share it)
const CACHE = path.join(os.tmpdir(), `cross-version-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
const PNPM_VERSION = '12.21.0';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function pnpm(args, cwd) {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  const [cmd, ...pre] =
    probe.status === 0 && probe.stdout.trim().startsWith('12.') ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  execFileSync(cmd, [...pre, ...args], { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Builds the browser configs of `<dir>/<app>/rspack.config.cjs` in production with rspack's own API (no server bundle). */
function buildApp(dir, app, env) {
  const appDir = path.join(dir, app);
  const script = `
    const { rspack } = require(${JSON.stringify(createRequire(path.join(appDir, 'package.json')).resolve('@rspack/core'))});
    const made = require(${JSON.stringify(path.join(appDir, 'rspack.config.cjs'))});
    const all = [].concat(typeof made === 'function' ? made({}, { mode: 'production' }) : made);
    const browser = all.filter((c) => ![].concat(c.target ?? []).some((t) => String(t).startsWith('node')));
    rspack(browser.length === 1 ? browser[0] : browser, (err, stats) => {
      if (err) { console.error(err); process.exit(1); }
      if (stats.hasErrors()) { console.error(stats.toString('errors-only')); process.exit(1); }
      process.exit(0);
    });`;
  execFileSync(process.execPath, ['-e', script], {
    cwd: appDir,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export function previousBuild({ ref = 'HEAD~1', remote = 'mf-stats' } = {}) {
  const started = Date.now();
  let sha;
  let sameSources = false;
  try {
    sha = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    if (ref !== 'HEAD~1' || process.env.CROSS_VERSION_REF)
      throw new Error(
        `previous-build: ${ref} is not in this clone's history (a shallow clone? git fetch --deepen=1); set CROSS_VERSION_REF`,
      );
    // a clone with one commit (CI's shallow checkout): today's sources built apart, under another build id, still
    // prove that two builds made apart mount on each other; the log says which it was
    sha = git('rev-parse', 'HEAD');
    sameSources = true;
    console.log('previous-build: HEAD~1 is not in this clone (shallow): HEAD is built apart with its own build id');
  }
  const buildVersion = sameSources ? `apart-${sha.slice(0, 10)}` : sha.slice(0, 10);
  const dir = path.join(CACHE, sha);
  const done = path.join(dir, 'done.json');
  const result = (cached) => ({
    ref,
    sha,
    dir,
    remote,
    buildVersion,
    shellDist: path.join(dir, 'shell/dist'),
    remoteDist: path.join(dir, remote, 'dist'),
    cached,
    seconds: +((Date.now() - started) / 1000).toFixed(1),
  });
  if (fs.existsSync(done) && JSON.parse(fs.readFileSync(done, 'utf8')).remote === remote) return result(true);

  // one earlier commit kept: what an older run left goes
  fs.rmSync(CACHE, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tar = path.join(CACHE, `${sha}.tar`);
  execFileSync('git', ['archive', '--format=tar', '-o', tar, sha], { cwd: root });
  execFileSync('tar', ['-xf', tar, '-C', dir]);
  fs.rmSync(tar);
  if (!fs.existsSync(path.join(dir, remote, 'rspack.config.cjs')))
    throw new Error(`previous-build: ${remote} has no rspack.config.cjs at ${ref}`);

  // the commit's own lockfile, from the store today's install filled (a few seconds; the network only for what is
  // missing there)
  pnpm(
    [
      'install',
      '--frozen-lockfile',
      '--prefer-offline',
      '--ignore-scripts',
      '--reporter=silent',
      '--filter',
      'shell...',
      '--filter',
      `${remote}...`,
    ],
    dir,
  );

  const env = { MF_BUILD_VERSION: buildVersion, THEME: '' };
  buildApp(dir, 'shell', env);
  buildApp(dir, remote, env);
  for (const f of [path.join(dir, 'shell/dist/index.html'), path.join(dir, remote, 'dist/mf-manifest.json')])
    if (!fs.existsSync(f)) throw new Error(`previous-build: ${path.relative(dir, f)} was not built`);
  fs.writeFileSync(done, JSON.stringify({ sha, remote, builtAt: new Date().toISOString() }) + '\n');
  return result(false);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = previousBuild({
    ref: arg('ref', process.env.CROSS_VERSION_REF || 'HEAD~1'),
    remote: arg('remote', process.env.CROSS_VERSION_REMOTE || 'mf-stats'),
  });
  if (process.argv.includes('--json')) console.log(JSON.stringify(out));
  else
    console.log(
      `${out.remote} and the shell of ${out.ref} (${out.sha.slice(0, 10)}) ${out.cached ? 'already built' : 'built'} in ${out.seconds} s: ${path.relative(root, out.dir)}`,
    );
}
