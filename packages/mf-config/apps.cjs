/**
 * The apps of the platform: name (MF container name = folder = /mf/<name>/ path) and dev port.
 * Route prefixes are NOT here: the shell derives them from its route table (owner field).
 */
const REMOTES = [
  { name: 'mf-explore', port: 3001 },
  { name: 'mf-folders', port: 3002 },
  { name: 'mf-profile-team', port: 3003 },
  { name: 'mf-stats', port: 3004 },
  { name: 'mf-krea', port: 3005 },
  { name: 'mf-student-view', port: 3006 },
];
const SHELL = { name: 'shell', port: 3000 };
const API_DEV_TARGET = process.env.API_DEV_TARGET || 'http://127.0.0.1:8080';

/** The run-time remotes map written to shell/dist/remotes.json (same-origin paths). */
function remotesMap(base = '/mf') {
  return Object.fromEntries(REMOTES.map((r) => [r.name, `${base}/${r.name}/mf-manifest.json`]));
}

module.exports = { REMOTES, SHELL, API_DEV_TARGET, remotesMap };
