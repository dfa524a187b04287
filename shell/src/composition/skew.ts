/**
 * Version skew between the shell and a remote deployed on its own (issue 18, docs/decisions/0028): before a remote's
 * entry is registered, the shared singletons its manifest was built against are compared with those of the shell's
 * own build (`/mf-manifest.json`, read once). Another major of React, the event bus, the platform provider or any
 * other shared singleton refuses the remote: the error names the singleton and both versions (console), and the
 * remote's area shows its fallback. The API logs the same finding when it serves the remotes map.
 */
import { describeSkew, sharedSkew, type SharedManifest, type SkewProblem } from '@platform/contracts/compat';

export class RemoteSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: SkewProblem[],
  ) {
    super(describeSkew(remote, problems));
    this.name = 'RemoteSkewError';
  }
}

/**
 * A `check` for createRemoteRegistry: reads the shell's manifest once (`hostManifestUrl`) and throws RemoteSkewError
 * for a remote built against another major of a shared singleton. When the shell's manifest cannot be read the remote
 * is let through (with a warning): the check must not take the platform down.
 */
export function createSkewCheck(
  hostManifestUrl = '/mf-manifest.json',
  fetchImpl: typeof fetch = (...a) => fetch(...a),
) {
  let host: Promise<SharedManifest | null> | null = null;
  const readHost = () =>
    (host ??= fetchImpl(hostManifestUrl, { cache: 'no-cache', credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<SharedManifest>) : null))
      .catch(() => null));
  const check = async (name: string, _manifestUrl: string, manifest: unknown): Promise<void> => {
    const hostManifest = await readHost();
    if (!hostManifest) {
      console.warn(`[composition] ${hostManifestUrl} unreadable: shared singleton versions of "${name}" not checked`);
      host = null;
      return;
    }
    const problems = sharedSkew(hostManifest, (manifest ?? {}) as SharedManifest);
    if (problems.length) {
      const err = new RemoteSkewError(name, problems);
      console.error(`[composition] ${err.message}`, problems);
      throw err;
    }
  };
  /** Starts reading the shell's manifest now, in parallel with the remote's (not after it: one round trip less). */
  return Object.assign(check, { prefetch: () => void readHost() });
}
