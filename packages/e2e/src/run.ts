/**
 * End-to-end suite: Playwright's runner over tests/*.test.ts (playwright.config.ts), ending with one
 * 'E2E: N passed, N failed' line that `npm test` adds to its total.
 * `pnpm --filter @platform/e2e test [name-fragment ...]` runs a subset; E2E_WORKERS sets the workers (default 2).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface Stats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}

async function main(): Promise<number> {
  const pkgDir = path.resolve(__dirname, '..');
  const results = path.join(pkgDir, 'out', 'results.json');
  fs.rmSync(results, { force: true });
  const cli = require.resolve('@playwright/test/cli');
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], { cwd: pkgDir, stdio: 'inherit' });
    child.on('close', (c) => resolve(c ?? 1));
  });
  const stats: Stats | undefined = fs.existsSync(results)
    ? (JSON.parse(fs.readFileSync(results, 'utf8')) as { stats: Stats }).stats
    : undefined;
  const passed = stats ? stats.expected + stats.flaky : 0;
  const failed = stats ? stats.unexpected : 0;
  console.log(`E2E: ${passed} passed, ${failed} failed`);
  if (stats?.skipped) console.log(`E2E: ${stats.skipped} skipped`);
  // a test that failed and then passed on its retry counts as passed, and is named here to be fixed
  if (stats?.flaky) console.log(`E2E: ${stats.flaky} flaky (failed once, passed on retry): see the list above`);
  return code !== 0 || failed > 0 || passed === 0 ? 1 : 0;
}

main().then(
  (c) => process.exit(c),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
