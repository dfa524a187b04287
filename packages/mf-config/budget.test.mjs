/**
 * The first-load budget of the workspace issue, checked on every `npm test` (after the build):
 * gzip bytes of JS each first route loads before idle, in Chromium against the built dists.
 * Byte counts of a given build are deterministic (no timing), so this cannot flake; when a change
 * pushes a route over its target, this fails and the decision is made then, not discovered later.
 * The numbers of a run are written by `node bench/first-load.mjs` to reports/first-load.md.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ROUTES, measureFirstLoad } from './bench/first-load.mjs';

/**
 * The ceiling /feed is held at while over its 250 KB target. Until 2026-11-24 the test measured a stubbed session (no
 * hub): 260.3 → 264.7 → 262.5 → 261.3 KB. That measure counted SignalR's client only when a loaded machine slowed the
 * page enough for its chunk to land inside the window (276 KB seen at load ~15): it could flake. /feed is now measured
 * as users get it (real sign-in, the notification hub connected, as issue 12 asks and bench/first-load.mjs reports),
 * which always counts the hub: 277.8 KB (ADR 0044), 259.5 after the 2026-11-27 addendum of ADR 0044 (the host's eager
 * base, one MF bundler runtime per page, chunks loaded together as one file, lazy SignalR fallbacks, narrowed axios…).
 * The server-rendered /feed (ADR 0045) adds the intent loader and the hydration's code (~5 KB): 264.4 KB in Spanish
 * (the budget's language since 2026-11-27, bench/first-load.mjs), 270.0 for an English browser; 263.2 once the intent
 * loader was minified, MF's asset preloading loaded on first use and Chakra's dark tokens left out (ADR 0046, which proposes 265 as /feed's target:
 * what the issue's own axios and counted hub cost over the page its 250 was set against).
 */
const FEED_CEILING_KB = 264;
/**
 * /login is at its 200 KB target again (197.9 KB gz on the real platform, English page, 2026-11-23; it was 213.3; 188.5
 * in Spanish and 190.7 in English on 2026-11-27): the
 * server writes the configured external sign-in providers into the page, so the API client (axios) loads on a click,
 * and /login no longer loads every shell page's texts (`pages`) nor their Spanish copy on an English page.
 */
const CEILINGS = { '/feed': FEED_CEILING_KB };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('first-load budget (built dists, Chromium)', () => {
  it('every first route stays within its target and fetches only its own remote', async () => {
    for (const app of ['shell', 'mf-explore', 'mf-student-view']) {
      assert.ok(
        fs.existsSync(path.join(root, app, 'dist')),
        `${app}/dist is missing: build the apps first (npm test builds them)`,
      );
    }
    // Every route on the real platform, as users get it: /feed after a real sign-in with the notification hub
    // connected; /login pre-rendered with the configured external sign-in providers written into it (so no API client
    // before a click, issue 12); /r/1 server-rendered with its data (no API client either).
    const real = await measureFirstLoad({ routes: DEFAULT_ROUTES });
    const byPath = new Map(real.results.map((r) => [r.route, r]));
    const results = DEFAULT_ROUTES.map((r) => byPath.get(r.path)).filter(Boolean);
    assert.deepEqual(
      results.map((r) => r.route),
      DEFAULT_ROUTES.map((r) => r.path),
    );
    for (const r of results) {
      // /feed: issue 12's target is 250 KB; axios (the design card's client, ADR 0013) took it to ~260. Until the bytes
      // are found elsewhere this test holds the line at the measured size so it cannot grow; issue 12 stays open on it.
      const ceiling = CEILINGS[r.route] ?? r.targetKb;
      const what = `${r.route}: ${r.gzipKb} KB gz (target ${r.targetKb}${ceiling !== r.targetKb ? `, held at ${ceiling}` : ''})`;
      assert.equal(r.pageErrors.length, 0, `${r.route}: page errors ${r.pageErrors.join('; ')}`);
      assert.ok(r.h1, `${r.route}: the page rendered no h1 (final path ${r.finalPath})`);
      // a signed-in route counts its notification hub's client: a hub that did not connect would under-count
      assert.notEqual(r.hubConnected, false, `${r.route}: the notification hub did not connect`);
      assert.ok(r.gzipKb <= ceiling, `${what} is over budget: see packages/mf-config/README.md, "First-load budget"`);
      assert.ok(
        r.onlyExpectedRemotes,
        `${r.route}: fetched remotes ${r.remotesLoaded.join(',') || '-'}, expected ${r.expectedRemotes.join(',') || '-'}`,
      );
      console.log(`# ${what}`);
    }
  });
});
