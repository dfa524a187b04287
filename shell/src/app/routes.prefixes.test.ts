/**
 * Route ownership is declared twice: the shell's route table (which app serves a path) and each remote's descriptor
 * (`prefixes` in its src/app.ts: what the remote's own router handles). This test fails when they disagree, so a route
 * added on one side only is caught before a user meets a blank page.
 */
import fs from 'node:fs';
import path from 'node:path';
import apps from '@platform/mf-config/apps.json';
import { matchRoute, routes } from './routes';

const ROOT = path.resolve(__dirname, '../../..');
/** The remotes, from the one list of apps (a remote added there is checked here with nothing else to edit). */
const REMOTES = Object.keys(apps.remotes);

/** The `prefixes` array literal of a remote's descriptor, read from its source (no remote code runs here). */
function prefixesOf(remote: string): string[] {
  const src = fs.readFileSync(path.join(ROOT, remote, 'src/app.ts'), 'utf8');
  const m = /prefixes:\s*\[([^\]]*)\]/.exec(src);
  if (!m) throw new Error(`${remote}/src/app.ts declares no prefixes array literal`);
  const prefixes = [...m[1].matchAll(/['"]([^'"]+)['"]/g)].map((x) => x[1]);
  if (prefixes.length === 0) throw new Error(`${remote}/src/app.ts declares an empty prefixes array`);
  return prefixes;
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

  it("every route of the shell's table is the shell's or a remote's of the apps list", () => {
    expect(REMOTES.length).toBeGreaterThanOrEqual(6);
    const strangers = routes.filter((r) => r.owner !== 'shell' && !REMOTES.includes(r.owner)).map((r) => r.path);
    expect(strangers).toEqual([]);
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
