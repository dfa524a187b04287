/**
 * Module Federation runtime plugin: retries, then a fallback.
 * - `fetch`: the remote's mf-manifest.json is fetched with `retries` extra attempts and exponential
 *   backoff (baseDelayMs, ×2 each time).
 * - `loadEntryError`: a remoteEntry.js that fails to load is retried the same way.
 * - `errorLoadRemote` (lifecycle onLoad): when loading `<remote>/spa` still fails, it resolves to a
 *   fallback single-spa application (RemoteFallback in the remote's area with a Retry button)
 *   instead of rejecting, so single-spa never marks the app as broken and the rest keeps working.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  /** builds the fallback module for a remote id (e.g. 'mf-explore/spa') */
  fallback?: (id: string, error: unknown) => unknown;
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function withRetry<T>(fn: (attempt: number) => Promise<T>, retries: number, baseDelayMs: number, sleep = defaultSleep): Promise<T> {
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

export function platformRetryPlugin(opts: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const retries = opts.retries ?? 2;
  const base = opts.baseDelayMs ?? 300;
  const sleep = opts.sleep ?? defaultSleep;
  return {
    name: 'platform-retry-fallback',
    async fetch(url: string, init: RequestInit) {
      const f = opts.fetchImpl ?? fetch;
      return withRetry(async () => {
        const res = await f(url, { ...init, cache: 'no-cache' });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        return res;
      }, retries, base, sleep);
    },
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
    async errorLoadRemote(args) {
      const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
      console.error(`[composition] could not load ${id} (${lifecycle})`, error);
      if (lifecycle === 'onLoad' && opts.fallback) return opts.fallback(id, error);
      return undefined;
    },
  } as ModuleFederationRuntimePlugin;
}
