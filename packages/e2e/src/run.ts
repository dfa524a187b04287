/**
 * End-to-end suite: starts the built platform once, runs tests/*.test.ts with node's test runner
 * against it in Chromium, and ends with one 'E2E: N passed, N failed' line.
 * `pnpm --filter @platform/e2e test [name-fragment ...]` runs a subset.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPlatform } from './platform';

async function main(): Promise<number> {
  const pkgDir = path.resolve(__dirname, '..');
  const files = fs
    .readdirSync(path.join(pkgDir, 'tests'))
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join('tests', f));
  const only = process.argv.slice(2);
  const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
  if (selected.length === 0) {
    console.error('no e2e test files selected');
    return 1;
  }

  const platform = await startPlatform();
  console.log(`platform up at ${platform.baseUrl}`);
  const tapFile = path.join(pkgDir, 'reports', 'e2e.tap');
  fs.mkdirSync(path.dirname(tapFile), { recursive: true });
  let code: number;
  try {
    code = await new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--test',
          '--test-concurrency=1',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${tapFile}`,
          ...selected,
        ],
        { cwd: pkgDir, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: platform.baseUrl } },
      );
      child.on('close', (c) => resolve(c ?? 1));
    });
  } finally {
    await platform.stop();
  }
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
  const pass = Number((tap.match(/^# pass (\d+)$/m) ?? [0, 0])[1]);
  const fail = Number((tap.match(/^# fail (\d+)$/m) ?? [0, 0])[1]);
  fs.rmSync(tapFile, { force: true });
  console.log(`E2E: ${pass} passed, ${fail} failed`);
  return code !== 0 || fail > 0 || pass === 0 ? 1 : 0;
}

main().then(
  (c) => process.exit(c),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
