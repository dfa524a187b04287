/**
 * Retries of a remote's loading, one policy (`retries` extra attempts, exponential backoff from
 * `baseDelayMs`, ×2 each time) for the two files the shell fetches:
 * - the remote's mf-manifest.json: read by the shell itself (./manifest, `withRetry`);
 * - its remoteEntry.js: loaded by the MF runtime as a script; a failure reaches the runtime hook
 *   `loadEntryError`, where this plugin retries it after clearing the runtime's loading cache.
 * When a remote still cannot be loaded (or takes too long, or does not export lifecycles), there is ONE
 * fallback path: `spaLoader` (./register) resolves to the fallback application (./fallback).
 *
 * No `fetch` hook: the MF runtime calls it only to read manifests through its snapshot plugin, which the
 * build leaves out (`disableSnapshot`) because the shell reads manifests itself, so it never ran. No
 * `errorLoadRemote` hook either: it duplicated spaLoader's fallback (docs/decisions/0004).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  retries: number,
  baseDelayMs: number,
  sleep = defaultSleep,
): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await fn(attempt);
    } catch (e) {
      last = e;
      if (attempt < retries) await sleep(baseDelayMs * 2 ** attempt);
    }
  }
  throw last;
}

/** MF runtime plugin: a remoteEntry.js that fails to load is loaded again, `retries` times with backoff. */
export function platformRetryPlugin(opts: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const retries = opts.retries ?? 2;
  const base = opts.baseDelayMs ?? 300;
  const sleep = opts.sleep ?? defaultSleep;
  return {
    name: 'platform-retry',
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      for (let attempt = 0; attempt < retries; attempt++) {
        await sleep(base * 2 ** attempt);
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          /* next attempt */
        }
      }
      return undefined;
    },
  } as ModuleFederationRuntimePlugin;
}
