/**
 * Version skew between the shell and a remote (issue 18, docs/decisions/0028-independent-remote-deploys.md).
 *
 * A remote is built on its own, against the versions of the shared singletons (React, the event bus, the platform
 * provider, …) installed when it was built; at run time it gets the shell's instances (MF `loaded-first`). A remote
 * built against another MAJOR of a singleton than the shell provides is not mounted: the shell shows the remote's
 * fallback and both the console and the API's log name the singleton and the two versions. Same major, any minor or
 * patch: compatible (semver: a 0.x package's minor is its major).
 *
 * Pure functions, no dependencies: used by the shell (composition) and by the API (the run-time remotes map).
 */

/** The part of an mf-manifest.json this check reads (the `shared` list every MF build writes). */
export interface SharedManifest {
  shared?: Array<{ name?: string; version?: string; requiredVersion?: string | false; singleton?: boolean }>;
}

export interface SkewProblem {
  /** the shared singleton, e.g. "react", "@platform/event-bus" */
  singleton: string;
  /** the version the shell provides */
  host: string;
  /** the version the remote was built against (or the lower bound of its required range) */
  remote: string;
  requiredVersion?: string;
}

const VERSION = /(\d+)\.(\d+)\.(\d+)/;

/** [major, minor, patch] of the first x.y.z in `v`, or null. */
export function parseVersion(v: string | undefined | null): [number, number, number] | null {
  const m = v ? VERSION.exec(v) : null;
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** The compatibility line of a version: "19" for 19.2.0, "0.1" for 0.1.4 (0.x: the minor breaks), "0.0.3" for 0.0.3. */
export function compatLine(v: string): string | null {
  const p = parseVersion(v);
  if (!p) return null;
  if (p[0] > 0) return String(p[0]);
  if (p[1] > 0) return `0.${p[1]}`;
  return `0.0.${p[2]}`;
}

/** True when both versions are on the same compatibility line (same major; for 0.x the same minor). */
export function sameMajor(a: string, b: string): boolean {
  const la = compatLine(a);
  const lb = compatLine(b);
  return la !== null && la === lb;
}

/** name → version of the singletons a manifest declares. */
export function sharedVersions(manifest: SharedManifest | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of manifest?.shared ?? []) {
    const v = s.version || (typeof s.requiredVersion === 'string' ? s.requiredVersion : undefined);
    if (s.name && v && parseVersion(v)) out[s.name] = v;
  }
  return out;
}

/**
 * The singletons on which a remote's manifest and the shell's disagree on the major. Only singletons both declare
 * are compared (a singleton the shell does not share is the remote's own business).
 */
export function sharedSkew(host: SharedManifest | Record<string, string>, remote: SharedManifest): SkewProblem[] {
  const hostVersions =
    'shared' in host && Array.isArray((host as SharedManifest).shared)
      ? sharedVersions(host as SharedManifest)
      : (host as Record<string, string>);
  const problems: SkewProblem[] = [];
  const seen = new Set<string>();
  for (const s of remote.shared ?? []) {
    if (!s.name || seen.has(s.name) || s.singleton === false) continue;
    seen.add(s.name);
    const h = hostVersions[s.name];
    const r = s.version || (typeof s.requiredVersion === 'string' ? s.requiredVersion : undefined);
    if (!h || !r || !parseVersion(r)) continue;
    if (!sameMajor(h, r)) {
      problems.push({
        singleton: s.name,
        host: h,
        remote: r,
        ...(typeof s.requiredVersion === 'string' ? { requiredVersion: s.requiredVersion } : {}),
      });
    }
  }
  return problems;
}

/** One line naming every skewed singleton with both versions (console, server log, error message). */
export function describeSkew(remote: string, problems: SkewProblem[]): string {
  const list = problems.map((p) => `${p.singleton} ${p.remote} (shell provides ${p.host})`).join(', ');
  return `remote "${remote}" was built against an incompatible major of shared singleton(s): ${list}; it is not mounted`;
}
