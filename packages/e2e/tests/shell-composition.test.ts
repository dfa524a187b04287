/**
 * Module Federation composition in the served platform: one React (and one of every stateful shared
 * package) across the shell and two remotes; a remote that cannot be loaded, or that throws while
 * rendering, shows its fallback in its own area while the nav bar and the other remotes keep working.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { login, waitForPath } from '../src/flows';
import { t } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Counts React DOM renderers through a devtools-hook stub installed before any script runs. */
function installReactHook(): void {
  let id = 0;
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    checkDCE() {},
    inject(r: unknown) {
      id += 1;
      renderers.set(id, r);
      return id;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    setStrictMode() {},
  };
}

async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), to);
  await waitForPath(page, to);
}

describe('composition', () => {
  test('one React, React DOM, emotion/Chakra, jotai store and i18next across the shell and two remotes', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(installReactHook);
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    await page.locator('#remote-area [data-remote="mf-explore"]').waitFor();
    await clientNavigate(page, '/preferences');
    await clientNavigate(page, '/folders');
    await page.locator('#remote-area [data-remote="mf-folders"]').waitFor();
    const seen = await page.evaluate(() => {
      const w = window as unknown as {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers: Map<number, { currentDispatcherRef?: unknown; sharedInternals?: unknown }>;
        };
        __PLATFORM_SINGLETONS__?: Record<string, Set<string>>;
      };
      const renderers = [...w.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()];
      const markers = Object.fromEntries(Object.entries(w.__PLATFORM_SINGLETONS__ ?? {}).map(([k, v]) => [k, v.size]));
      return {
        renderers: renderers.length,
        reacts: new Set(renderers.map((r) => r.currentDispatcherRef ?? r.sharedInternals)).size,
        markers,
      };
    });
    assert.equal(seen.renderers, 1, 'one React DOM');
    assert.equal(seen.reacts, 1, 'one React');
    for (const name of ['jotai-store', 'i18next', 'chakra-system', 'event-bus', 'api-client']) {
      assert.equal(seen.markers[name], 1, `one ${name} instance`);
    }
    await context.close();
  });

  test('a remote that cannot be loaded shows its fallback while the shell still navigates', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    await context.route('**/mf/mf-folders/**', (route) => route.abort('connectionrefused'));
    await page
      .getByRole('link', { name: t('es', 'shell:nav.myFolders') })
      .first()
      .click();
    await waitForPath(page, '/folders');
    const fallback = page.locator('#remote-area [data-testid="remote-fallback"]');
    await fallback.waitFor({ timeout: 30_000 });
    await fallback.getByText(t('es', 'remoteFallback.title')).waitFor();
    await fallback.getByRole('button', { name: t('es', 'remoteFallback.retry') }).waitFor();
    // the nav bar still works and another remote still mounts
    await page
      .getByRole('link', { name: t('es', 'shell:nav.programs') })
      .first()
      .click();
    await waitForPath(page, '/programs');
    await page.locator('#remote-area [data-remote="mf-explore"]').waitFor();
    assert.equal(await fallback.isVisible(), false);
    // the remote comes back: retry mounts it without a reload
    await context.unroute('**/mf/mf-folders/**');
    await page
      .getByRole('link', { name: t('es', 'shell:nav.myFolders') })
      .first()
      .click();
    await waitForPath(page, '/folders');
    const retry = page
      .locator('#remote-area [data-testid="remote-fallback"]')
      .getByRole('button', { name: t('es', 'remoteFallback.retry') });
    if (await retry.isVisible()) await retry.click();
    await page.locator('#remote-area [data-remote="mf-folders"] h1').waitFor({ timeout: 30_000 });
    await context.close();
  });

  test('a remote that throws while rendering shows its fallback in its own area; the nav bar and the other remotes keep working', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // an answer the feed cannot render (not a list): the feed screen throws while rendering
    await context.route('**/api/v1/ResourceApi/GetLastViewedResources**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ unexpected: true }) }),
    );
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    const area = page.locator('#remote-area [data-remote="mf-explore"]');
    const fallback = area.locator('[data-testid="remote-fallback"][data-remote="mf-explore"]');
    await fallback.waitFor({ timeout: 30_000 });
    await fallback.getByText(t('es', 'remoteFallback.title')).waitFor();
    await fallback.getByRole('button', { name: t('es', 'remoteFallback.retry') }).waitFor();
    assert.ok(
      errors.some((e) => e.includes('[mf-explore] render error')),
      "the render error is logged with the remote's name",
    );
    // the nav bar still works and another remote mounts and renders
    await page
      .getByRole('link', { name: t('es', 'shell:nav.myFolders') })
      .first()
      .click();
    await waitForPath(page, '/folders');
    await page.locator('#remote-area [data-remote="mf-folders"] h1').waitFor({ timeout: 30_000 });
    assert.equal(await fallback.isVisible(), false);
    // with the API answering right again, the feed renders (a new page, so no cached answer)
    await context.unroute('**/api/v1/ResourceApi/GetLastViewedResources**');
    await page.goto('/feed');
    await area.locator('h1').waitFor({ timeout: 30_000 });
    assert.equal(await area.locator('[data-testid="remote-fallback"]').count(), 0);
    await context.close();
  });
});
