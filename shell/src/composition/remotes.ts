/**
 * The run-time remotes map: `/remotes.json` = { "mf-explore": "/mf/mf-explore/mf-manifest.json", … }.
 * The shell build writes it (see @platform/mf-config RemotesJsonPlugin); pointing the shell at
 * another build of a remote means editing this file, not rebuilding the shell.
 */
import apps from '@platform/mf-config/apps.json';
import type { RemoteName } from '../app/routes';

export type { RemoteName };
/** The remotes the shell knows, from the one list of apps (packages/mf-config/apps.json). */
export const REMOTE_NAMES = Object.keys(apps.remotes) as RemoteName[];
export type RemotesMap = Partial<Record<RemoteName, string>>;

const isRemoteName = (n: string): n is RemoteName => (REMOTE_NAMES as readonly string[]).includes(n);

/**
 * Validates a remotes map. Unknown names and non-string / empty entries are dropped (with a
 * warning), URLs are resolved against `base` so relative paths work. Throws when the input is not
 * an object at all.
 */
export function parseRemotesMap(
  input: unknown,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): RemotesMap {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new Error('remotes.json must be an object of { "<remote>": "<manifest url>" }');
  }
  const out: RemotesMap = {};
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (!isRemoteName(name)) {
      console.warn(`[composition] ignoring unknown remote "${name}" in remotes.json`);
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      console.warn(`[composition] ignoring remote "${name}": entry must be a non-empty URL string`);
      continue;
    }
    try {
      out[name] = new URL(value.trim(), base).href;
    } catch {
      console.warn(`[composition] ignoring remote "${name}": "${value}" is not a URL`);
    }
  }
  return out;
}

/** Fetches and parses the remotes map (no cache: a redeploy of a remote must be picked up). */
export async function fetchRemotesMap(url = '/remotes.json', fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const res = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return parseRemotesMap(await res.json(), new URL(url, globalThis.location?.href ?? 'http://localhost/').href);
}
