/** The feed as a shareable, Back-friendly URL; the no-results message; 404 resources; a phone-sized search; no layout shift. */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { login, waitForPath, skipTour } from '../src/flows';
import { t } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function ready(page: Page): Promise<void> {
  await login(page, 'teacher@demo.test');
  await waitForPath(page, /^\/feed/);
  await page.getByRole('heading', { level: 1, name: t('es', 'explore:feed.title') }).waitFor();
  await skipTour(page);
}

describe('explore feed and search', () => {
  test('feed widgets; a topic filter goes to the URL and Back restores the unfiltered feed', async () => {
    const { context, page } = await newPage(browser);
    await ready(page);
    for (const id of ['recent', 'most-viewed', 'topics', 'ephemerides', 'folders', 'recommended', 'newest'])
      await page.getByTestId(`widget-${id}`).waitFor();
    const ephemerides = page.getByRole('list', { name: t('es', 'explore:feed.ephemerides') });
    assert.ok((await ephemerides.getByRole('listitem').count()) <= 3);
    await page
      .getByRole('list', { name: t('es', 'explore:feed.topics') })
      .getByRole('button')
      .first()
      .click();
    await page.waitForFunction(() => new URLSearchParams(location.search).has('topicIds'));
    const filtered = page.url();
    await page.goBack();
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('topicIds'));
    await page.goForward();
    await page.waitForFunction(() => new URLSearchParams(location.search).has('topicIds'));
    assert.equal(page.url(), filtered);
    // the filtered feed is a shareable URL
    const other = await context.newPage();
    await other.goto(filtered);
    await other.getByRole('button', { name: t('es', 'explore:filters.clear') }).waitFor();
    await context.close();
  });

  test('no results message, and an unknown resource goes to /not-found', async () => {
    const { context, page } = await newPage(browser);
    await ready(page);
    await page.goto('/feed/search?text=zzqqxxyy');
    await page.getByText(t('es', 'explore:noResults.title')).waitFor();
    await page.getByText(t('es', 'explore:noResults.resources')).waitFor();
    await page.goto('/resource/99999999');
    await waitForPath(page, '/not-found');
    await context.close();
  });

  test('phone-sized search: filters in a sheet behind a button, results in one column', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await ready(page);
    await page.goto('/feed/search?text=robot');
    const toggle = page.getByRole('button', { name: t('es', 'explore:filters.showN_zero'), exact: true });
    await toggle.waitFor();
    assert.equal(await page.getByTestId('filter-topicIds').isVisible(), false);
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: t('es', 'explore:filters.title') });
    await sheet.getByTestId('filter-topicIds').waitFor();
    await sheet.getByRole('button', { name: t('es', 'explore:filters.clearN_zero') }).waitFor();
    await sheet.getByRole('button', { name: /^Ver \d+ resultados?$/ }).click();
    await sheet.waitFor({ state: 'detached' });
    // nothing of the search screen sticks out of a 390px wide viewport
    const over = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="search-screen"] *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .map((e) => e.tagName),
    );
    assert.deepEqual(over, [], 'no element of the search screen overflows the phone viewport');
    await context.close();
  });

  test('a phone opening the signed-in feed: nothing moves when the data arrives (layout shift under 0.05)', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    // a fresh load of the feed (the session restored from its cookie), every layout shift recorded from the start
    await context.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/feed');
    await page.getByRole('heading', { level: 1, name: t('es', 'explore:feed.title') }).waitFor();
    await page.getByTestId('widget-newest').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    assert.ok(cls <= 0.05, `cumulative layout shift ${cls.toFixed(3)} on the phone feed`);
    await context.close();
  });
});
