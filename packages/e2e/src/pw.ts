/**
 * The suite's test functions, on Playwright's runner (`@playwright/test`), named as the tests have always used them
 * (`describe`, `test`, `before`, `after`). The tests drive their own Chromium (src/browser.ts, Debian's build). A test
 * that fails runs once more; during that run every context opened through `newPage()`/`newContext()` records a trace,
 * kept under out/test-results/<test>-retry1/trace when it fails again.
 */
import { test as base } from '@playwright/test';
import { stopTraces } from './browser';

export const test = base.extend<{ traceOnFailure: void }>({
  traceOnFailure: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      await use();
      await stopTraces(testInfo.status !== testInfo.expectedStatus ? testInfo.outputPath('trace') : null);
    },
    { auto: true },
  ],
});
export const describe = test.describe;
export const before = test.beforeAll;
export const after = test.afterAll;

/** A note on the running test (shown with its result), e.g. which branch of an optional check ran. */
export const note = (description: string): void => {
  test.info().annotations.push({ type: 'note', description });
};
