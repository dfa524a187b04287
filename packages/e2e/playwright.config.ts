/**
 * The browser suite on Playwright's runner. Each worker gets a platform of its own (started by global-setup.ts, the
 * way `npm start` serves it, on a fresh data folder), so files that change demo data never race; the files of one
 * worker run one after another, as they did on one platform. Generated files (traces of failed tests, the JSON
 * results, screenshots) go to out/, which git ignores.
 */
import { defineConfig } from '@playwright/test';

export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 2));

export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.test\.ts$/,
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: true,
  // a test that fails runs once more, with a trace (src/browser.ts); passing then, it is reported as flaky
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 240_000,
  globalSetup: './src/global-setup.ts',
  outputDir: './out/test-results',
  reporter: [['list'], ['json', { outputFile: './out/results.json' }]],
});
