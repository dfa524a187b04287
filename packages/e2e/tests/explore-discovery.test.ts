/**
 * Explore discovery, end to end: popular suggestions on an empty focused search box and suggestions that open the item,
 * the feed filters other than topics (URL + Back), the most-viewed page surviving Back, the author filter of the search,
 * and the "register used content" button hidden for trial users.
 */
import { after, before, describe, note, test } from '../src/pw';
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

const x = (key: string, vars?: Record<string, string | number>) => t('es', `explore:${key}`, vars);
const has = (page: Page, key: string) => page.waitForFunction((k) => new URLSearchParams(location.search).has(k), key);
const hasNot = (page: Page, key: string) =>
  page.waitForFunction((k) => !new URLSearchParams(location.search).has(k), key);

async function ready(page: Page, email = 'teacher@demo.test'): Promise<void> {
  await login(page, email);
  await waitForPath(page, /^\/feed/);
  await page.getByRole('heading', { level: 1, name: x('feed.title') }).waitFor();
  await skipTour(page);
}

describe('explore discovery', () => {
  test('popular suggestions on focus; a resource suggestion opens the resource', async () => {
    const { context, page } = await newPage(browser);
    await ready(page);
    const input = page.getByRole('combobox', { name: x('search.label') });
    await input.focus();
    const popular = page.getByRole('listbox', { name: x('search.popularSuggestions') });
    await popular.getByRole('option').first().waitFor();
    assert.ok((await popular.getByRole('option').count()) <= 10);
    await input.fill('robot');
    const list = page.getByRole('listbox', { name: x('search.suggestions') });
    const resource = list
      .getByRole('option')
      .filter({ hasText: `· ${x('search.kinds.resource')}` })
      .first();
    await resource.waitFor();
    await resource.click();
    await waitForPath(page, /^\/resource\/\d+$/);
    await page.getByTestId('presentation').waitFor();
    await context.close();
  });

  test('feed filters (skills, months, …) go to the URL; Back restores; the most-viewed page survives Back', async () => {
    const { page, context } = await newPage(browser);
    await ready(page);
    await page.getByRole('button', { name: x('feed.moreFilters') }).click();
    const panel = page.getByRole('group', { name: x('feed.filtersLabel') });
    const skills = panel.getByTestId('filter-feed-skillIds');
    await skills.waitFor();
    await skills.locator('input[type=checkbox]:not([disabled])').first().click();
    await has(page, 'skillIds');
    await page.getByText(x('feed.filtered_one', { count: 1 })).waitFor();
    await page.goBack();
    await hasNot(page, 'skillIds');

    // most viewed: next page → ?mvpage=1; Back → first page again
    const widget = page.getByTestId('widget-most-viewed');
    const next = widget.getByRole('button', { name: t('es', 'explore:pager.next') });
    if (await next.isEnabled().catch(() => false)) {
      const first = await widget.locator('ul a').first().getAttribute('href');
      await next.click();
      await has(page, 'mvpage');
      await page.waitForFunction(
        (h) => document.querySelector('[data-testid="widget-most-viewed"] ul a')?.getAttribute('href') !== h,
        first,
      );
      await page.goBack();
      await hasNot(page, 'mvpage');
      await page.waitForFunction(
        (h) => document.querySelector('[data-testid="widget-most-viewed"] ul a')?.getAttribute('href') === h,
        first,
      );
      note('most-viewed paging checked');
    } else note('most viewed has a single page: paging not checked');
    await context.close();
  });

  test('phone-sized feed: the filters open in a sheet that fits the viewport, clearing at its top', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await ready(page);
    await page.getByRole('button', { name: x('feed.moreFilters') }).click();
    const sheet = page.getByRole('dialog', { name: x('feed.filtersLabel') });
    await sheet.getByTestId('filter-feed-months').waitFor();
    // the sheet covers the screen; its first control after closing is "clear filters"
    const box = await sheet.boundingBox();
    assert.ok(box && box.width === 390 && box.height === 844, `sheet ${JSON.stringify(box)}`);
    assert.match((await sheet.getByRole('button').nth(1).textContent()) ?? '', new RegExp(x('filters.clearN_zero')));
    await sheet.getByTestId('filter-feed-months').locator('input[type=checkbox]:not([disabled])').first().click();
    await has(page, 'months');
    await sheet.getByRole('button', { name: x('filters.seeResultsPending') }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByText(x('feed.filtered_one', { count: 1 })).waitFor();
    await page.getByRole('button', { name: x('feed.moreFilters') }).click();
    const over = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="feed-filters-sheet"] *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .map((e) => e.tagName),
    );
    assert.deepEqual(over, [], 'no element of the feed filters overflows the phone viewport');
    await context.close();
  });

  test('search: the author filter (when the server answers the authors facet) goes to the URL', async () => {
    const { context, page } = await newPage(browser);
    await ready(page);
    await page.goto('/feed/search?text=robot');
    await page.getByTestId('filters').waitFor();
    await page.waitForLoadState('networkidle');
    const group = page.getByTestId('filter-authorId');
    if (await group.isVisible().catch(() => false)) {
      await group.locator('input[type=radio]:not([disabled])').nth(1).click();
      await has(page, 'authorId');
      await group.getByRole('radio', { name: x('filters.anyAuthor') }).click();
      await hasNot(page, 'authorId');
      note('authors facet present: author filter checked');
    } else note('no authors facet from the server: author filter not shown');
    await context.close();
  });

  test('trial users do not get the "register used content" button (the API refuses them); teachers do', async () => {
    for (const [email, shown] of [
      ['teacher@demo.test', true],
      ['trial@demo.test', false],
    ] as const) {
      const { context, page } = await newPage(browser);
      await ready(page, email);
      await page.goto('/programs');
      const card = page.locator('a[href^="/program/"]').first();
      await card.waitFor();
      await card.click();
      await waitForPath(page, /^\/program\/\d+$/);
      await page.getByTestId('download-pdf').waitFor();
      assert.equal(await page.getByRole('button', { name: x('usedContent.open') }).isVisible(), shown, email);
      await context.close();
    }
  });
});
