/** Debian's Chromium driven by playwright-core, with the flags this machine needs (STACK.md). */
import { test } from '@playwright/test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * The platform of this worker: global-setup.ts starts one per worker (E2E_BASE_URLS, in worker order); E2E_BASE_URL
 * points every worker at one platform instead (a platform started by hand).
 */
export const baseUrl = (): string => {
  const urls = (process.env.E2E_BASE_URLS ?? '').split(',').filter(Boolean);
  const url = process.env.E2E_BASE_URL || urls[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % (urls.length || 1)];
  if (!url) throw new Error('no platform: run the suite through `pnpm --filter @platform/e2e test` (src/run.ts)');
  return url;
};

// Contexts opened through newContext() record a trace when a failed test runs again (its retry; E2E_TRACE=1: every
// run, E2E_TRACE=0: never); the runner's fixture (src/pw.ts) keeps the trace of a run that failed and drops the others.
const tracing = new Set<BrowserContext>();
function traced(): boolean {
  if (process.env.E2E_TRACE === '0') return false;
  if (process.env.E2E_TRACE === '1') return true;
  try {
    return test.info().retry > 0;
  } catch {
    return false; // outside a test or hook
  }
}

/** A context of `browser` that records a trace while the current test runs (kept if the test fails). */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (traced()) {
    await context.tracing.start({ snapshots: true, screenshots: false, sources: false });
    tracing.add(context);
    context.on('close', () => tracing.delete(context));
  }
  return context;
}

/**
 * Ends the current test's trace chunk of every context still open: written under `dir` when given (a failed test),
 * else dropped; a context shared by several tests goes on recording the next one.
 */
export async function stopTraces(dir: string | null): Promise<void> {
  let n = 0;
  for (const context of [...tracing]) {
    try {
      await context.tracing.stopChunk(dir ? { path: `${dir}/context-${++n}.zip` } : undefined);
      await context.tracing.startChunk();
    } catch {
      tracing.delete(context); // closed meanwhile
    }
  }
}

/** A phone in the hand: 390×844 CSS px, a touch screen, the mobile viewport rules. */
export const PHONE_DEVICE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
} as const;

/** A fresh context (no cookies, no storage) whose browser language is `locale`; `phone`: as PHONE_DEVICE. */
export async function newPage(
  browser: Browser,
  opts: { locale?: string; viewport?: { width: number; height: number }; phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, {
    baseURL: baseUrl(),
    locale: opts.locale ?? 'es-ES',
    ...(opts.phone ? PHONE_DEVICE : { viewport: opts.viewport ?? { width: 1280, height: 900 } }),
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

export const DEMO_PASSWORD = 'Demo1234';
