/**
 * The first-load budgets (ADR 0051, which supersedes 0046): gzip bytes of JS each first route loads, counted after the
 * first intent (everything the page loads until the app owns it; on /feed also the notification hub the started app
 * opens next), in Chromium against the served platform, in Spanish (the platform's default language):
 *
 *   /login ≤ 210 KB, /feed (signed in for real) ≤ 280 KB, /r/{id} ≤ 170 KB  (bench/first-load.mjs DEFAULT_ROUTES)
 *
 * Checked on every `npm test` (after the build). Byte counts of a given build are deterministic (no timing), so this
 * cannot flake; a change that pushes a route over its budget fails here and the decision is made then. The figures of a
 * run are written by `node bench/first-load.mjs` to reports/first-load.md.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ROUTES, measureFirstLoad } from './bench/first-load.mjs';

/** ADR 0051: the budgets of issue 28's decision, written here and in the bench's routes: changing one alone fails. */
const BUDGETS_KB = { '/login': 210, '/feed': 280, '/r/1': 170 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('first-load budget (served platform, Chromium, ADR 0051)', () => {
  it('the bench holds the budgets of ADR 0051', () => {
    assert.deepEqual(Object.fromEntries(DEFAULT_ROUTES.map((r) => [r.path, r.targetKb])), BUDGETS_KB);
  });

  it('every first route stays within its budget, counted after the first intent, and fetches only its own remote', async () => {
    for (const app of ['shell', 'mf-explore', 'mf-student-view']) {
      assert.ok(
        fs.existsSync(path.join(root, app, 'dist')),
        `${app}/dist is missing: build the apps first (npm test builds them)`,
      );
    }
    // Every route on the real platform, as users get it: /feed after a real sign-in (the server renders it, the first
    // intent starts the app) with the notification hub connected; /login pre-rendered; /r/1 server-rendered with its
    // data. Each is counted until the app owns the page after a first key press.
    const real = await measureFirstLoad({ routes: DEFAULT_ROUTES });
    const byPath = new Map(real.results.map((r) => [r.route, r]));
    const results = DEFAULT_ROUTES.map((r) => byPath.get(r.path)).filter(Boolean);
    assert.deepEqual(
      results.map((r) => r.route),
      DEFAULT_ROUTES.map((r) => r.path),
    );
    for (const r of results) {
      const what = `${r.route}: ${r.gzipKb} KB gz (budget ${r.targetKb}; before any intent ${r.gzipKbBeforeIntent}, when the app owns it ${r.gzipKbWhenOwned})`;
      assert.equal(r.pageErrors.length, 0, `${r.route}: page errors ${r.pageErrors.join('; ')}`);
      assert.ok(r.h1, `${r.route}: the page rendered no h1 (final path ${r.finalPath})`);
      // a signed-in route counts its notification hub's client: a hub that did not connect would under-count
      assert.notEqual(r.hubConnected, false, `${r.route}: the notification hub did not connect`);
      // counted after the intent: the started app's bytes include what the page had before it
      assert.ok(r.gzipKbWhenOwned >= r.gzipKbBeforeIntent && r.gzipKb >= r.gzipKbWhenOwned, `${what}: inconsistent`);
      if (r.startsOnIntent) assert.ok(r.gzipKbWhenOwned > r.gzipKbBeforeIntent, `${what}: the intent started nothing`);
      assert.ok(
        r.gzipKb <= r.targetKb,
        `${what} is over budget: see docs/decisions/0051-first-load-budgets-after-intent.md`,
      );
      assert.ok(
        r.onlyExpectedRemotes,
        `${r.route}: fetched remotes ${r.remotesLoaded.join(',') || '-'}, expected ${r.expectedRemotes.join(',') || '-'}`,
      );
      console.log(`# ${what}`);
    }
  });
});
