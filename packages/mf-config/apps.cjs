/**
 * The apps of the platform, from THE one list `apps.json`: the host (shell) and every remote, by MF
 * container name (= app folder = `/mf/<name>/` path) with its dev port. The same file is read by the
 * builds (here), the shell at run time (its remote names: shell/src/composition/remotes.ts), the served
 * platform (packages/api serves `/mf/<name>/` for the remotes of the shell's remotes.json, which is
 * written from this list) and the benches (bench/serve.mjs). Add a remote here, nowhere else.
 * Route ownership is NOT here: the shell's route table says which app serves which path.
 */
const APPS = require('./apps.json');

const REMOTES = Object.entries(APPS.remotes).map(([name, r]) => ({ name, port: r.port }));
const SHELL = { name: 'shell', port: APPS.shell.port };
const API_DEV_TARGET = process.env.API_DEV_TARGET || 'http://127.0.0.1:8080';

/** The run-time remotes map written to shell/dist/remotes.json (same-origin paths). */
function remotesMap(base = '/mf') {
  return Object.fromEntries(REMOTES.map((r) => [r.name, `${base}/${r.name}/mf-manifest.json`]));
}

module.exports = { APPS, REMOTES, SHELL, API_DEV_TARGET, remotesMap };
