/**
 * Remotes are found at run time: /remotes.json names each remote's `mf-manifest.json`, and the
 * shell reads the manifest itself (with retries) to register the `remoteEntry.js` it names. The MF
 * runtime's snapshot plugin, which would otherwise read manifests, is left out of the build
 * (`experiments.optimization.disableSnapshot` in @platform/mf-config: smaller first load); nothing
 * else from the manifest is needed to load a remote.
 */
import { withRetry } from './retryPlugin';

export interface RemoteEntryInfo {
  name: string;
  entry: string;
  entryGlobalName?: string;
  type?: string;
}

interface ManifestLike {
  metaData?: {
    name?: string;
    globalName?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
  };
}

/** The remoteEntry.js URL (and global name, library type) a manifest at `manifestUrl` names. */
export function entryFromManifest(name: string, manifestUrl: string, manifest: unknown): RemoteEntryInfo {
  const meta = (manifest as ManifestLike | null)?.metaData;
  const file = meta?.remoteEntry?.name;
  if (!meta || !file) throw new Error(`${manifestUrl} is not a Module Federation manifest (no metaData.remoteEntry)`);
  // publicPath 'auto' (our remotes): files sit next to the manifest
  const base =
    meta.publicPath && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, manifestUrl).href
      : new URL('.', manifestUrl).href;
  const dir = meta.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/^\/+/, '').replace(/\/?$/, '/')}` : '';
  return {
    name,
    entry: new URL(`${dir}${file}`, base).href,
    entryGlobalName: meta.globalName || name,
    ...(meta.remoteEntry?.type ? { type: meta.remoteEntry.type } : {}),
  };
}

export interface ResolveOptions {
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
  /**
   * Runs on the manifest before its entry is registered; throwing refuses the remote (not retried: a remote built
   * against an incompatible singleton stays so). The shell's version-skew check (./skew).
   */
  check?: (name: string, manifestUrl: string, manifest: unknown) => void | Promise<void>;
}

/** Fetches a remote's manifest (no cache: a redeploy must be picked up; retried with backoff). */
export async function resolveRemoteEntry(
  name: string,
  manifestUrl: string,
  o: ResolveOptions = {},
): Promise<RemoteEntryInfo> {
  const f = o.fetchImpl ?? fetch;
  const manifest = await withRetry(
    async () => {
      const res = await f(manifestUrl, { cache: 'no-cache', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
      return res.json() as Promise<unknown>;
    },
    o.retries ?? 2,
    o.baseDelayMs ?? 300,
    o.sleep,
  );
  if (o.check) await o.check(name, manifestUrl, manifest);
  return entryFromManifest(name, manifestUrl, manifest);
}

/**
 * `ensure(remote)` registers the remote's entry with the MF runtime once (single flight). A failure
 * is not remembered, so the fallback's Retry reads the manifest again.
 */
export function createRemoteRegistry(
  map: Record<string, string | undefined>,
  register: (info: RemoteEntryInfo) => void,
  o: ResolveOptions = {},
) {
  const pending = new Map<string, Promise<void>>();
  return function ensure(remote: string): Promise<void> {
    let p = pending.get(remote);
    if (!p) {
      const url = map[remote];
      p = (
        url
          ? resolveRemoteEntry(remote, url, o)
          : Promise.reject(new Error(`remote "${remote}" is not in remotes.json`))
      ).then(register);
      pending.set(remote, p);
      p.catch(() => pending.delete(remote));
    }
    return p;
  };
}
