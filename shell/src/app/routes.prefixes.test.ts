/**
 * Route ownership is declared twice: the shell's route table (which app serves a path) and each remote's descriptor
 * (`prefixes` in its src/app.ts: what the remote's own router handles). This test fails when they disagree, so a route
 * added on one side only is caught before a user meets a blank page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchRoute, routes } from './routes';

const ROOT = path.resolve(__dirname, '../../..');
const REMOTES = ['mf-explore', 'mf-folders', 'mf-krea', 'mf-profile-team', 'mf-stats', 'mf-student-view'] as const;

/** The `prefixes` array literal of a remote's descriptor, read from its source (no remote code runs here). */
function prefixesOf(remote: string): string[] {
  const src = fs.readFileSync(path.join(ROOT, remote, 'src/app.ts'), 'utf8');
  const m = /prefixes:\s*\[([^\]]*)\]/.exec(src);
  if (!m) throw new Error(`${remote}/src/app.ts declares no prefixes`);
  return [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]);
}

const under = (p: string, prefix: string) => p === prefix || p.startsWith(`${prefix}/`);
const staticPart = (p: string) => p.replace(/\/[:*].*$/, '') || '/';

describe('route ownership: the shell route table and the remotes agree', () => {
  it.each(REMOTES)('%s: every route the shell gives it lies under its prefixes', (remote) => {
    const prefixes = prefixesOf(remote);
    const owned = routes.filter((r) => r.owner === remote);
    expect(owned.length).toBeGreaterThan(0);
    for (const r of owned)
      expect({ route: r.path, covered: prefixes.some((p) => under(staticPart(r.path), p)) }).toEqual({
        route: r.path,
        covered: true,
      });
  });

  it.each(REMOTES)('%s: every prefix it claims is served to it by the shell', (remote) => {
    for (const prefix of prefixesOf(remote))
      expect({ prefix, owner: matchRoute(prefix)?.owner ?? matchRoute(`${prefix}/1`)?.owner }).toEqual({
        prefix,
        owner: remote,
      });
  });

  it('no two remotes claim the same prefix', () => {
    const all = REMOTES.flatMap((r) => prefixesOf(r).map((p) => [p, r] as const));
    const seen = new Map<string, string>();
    for (const [p, r] of all) {
      expect({ prefix: p, alsoClaimedBy: seen.get(p) ?? null }).toEqual({ prefix: p, alsoClaimedBy: null });
      seen.set(p, r);
    }
  });
});
