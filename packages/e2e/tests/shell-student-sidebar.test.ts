/**
 * The public student view /r/{id}: its light first load (no design system until something needs it),
 * the language choice of its bar, and the mobile sidebar (spec §2): author, title, class count and
 * category.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { t } from '../src/i18n';
import { firstStudentResource } from '../src/api';
import { startAppByIntent } from '../src/flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('student view sidebar', () => {
  test('on a phone, the hamburger of /r/{id} shows the resource author, title, class count and category', async () => {
    const r = await firstStudentResource('es');
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`/r/${r.id}`);
    await startAppByIntent(page); // the page hydrates on the visitor's first intent (ADR 0041)
    await page.getByRole('button', { name: t('es', 'shell:nav.openMenu') }).click();
    const side = page.getByRole('dialog', { name: t('es', 'shell:nav.menuTitle') });
    const summary = side.getByRole('region', { name: t('es', 'shell:studentSidebar.label') });
    await summary.waitFor();
    assert.equal((await summary.locator('[data-field="title"]').textContent())?.trim(), r.title);
    assert.equal((await summary.locator('[data-field="author"]').textContent())?.trim(), r.author.name);
    const classes = t('es', `shell:studentSidebar.classCount_${r.numberOfClasses === 1 ? 'one' : 'other'}`, {
      count: r.numberOfClasses,
    });
    assert.equal((await summary.locator('[data-field="classes"]').textContent())?.trim(), classes);
    if (r.category)
      assert.equal((await summary.locator('[data-field="category"]').textContent())?.trim(), r.category.name);
    // no logged-in or public navigation entries in the student view
    assert.equal(await side.getByRole('button', { name: t('es', 'shell:nav.explore') }).count(), 0);
    await page.keyboard.press('Escape');
    await side.waitFor({ state: 'detached' });
    await context.close();
  });

  test('loads without the design system (Chakra), switches language, and the full chrome comes back on leaving', async () => {
    const r = await firstStudentResource('es');
    const { context, page } = await newPage(browser);
    await page.goto(`/r/${r.id}`);
    await page.getByRole('heading', { level: 1, name: r.title }).waitFor();
    await startAppByIntent(page); // the page hydrates on the visitor's first intent (ADR 0041)
    const banner = page.getByRole('banner', { name: t('es', 'shell:nav.studentBar') });
    await banner.waitFor();
    assert.equal(await banner.getByRole('link').count(), 0, 'the student bar has no links');
    const designSystem = () =>
      page.evaluate(() => {
        const w = window as unknown as { __PLATFORM_SINGLETONS__?: Record<string, Set<string>> };
        return {
          chakra: w.__PLATFORM_SINGLETONS__?.['chakra-system']?.size ?? 0,
          emotion: document.querySelectorAll('style[data-emotion]').length,
        };
      });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await designSystem(), { chakra: 0, emotion: 0 }, 'no Chakra/emotion on /r/{id}');

    await page.getByRole('combobox', { name: t('es', 'shell:nav.language') }).selectOption('en');
    const en = await firstStudentResource('en');
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    await page.getByRole('combobox', { name: t('en', 'shell:nav.language') }).waitFor();
    // the page keeps the resource's own title (the remote's, as the server wrote it), now in English
    await page.waitForFunction((title) => document.title.startsWith(`${title} · `), en.title);

    // leaving for a route of the full layout (client-side, like any app's navigate)
    await page.evaluate(() => window.history.pushState(null, '', '/login'));
    await page.getByRole('heading', { level: 1, name: t('en', 'shell:login.title') }).waitFor();
    assert.equal((await designSystem()).chakra, 1, 'the full layout brings the one Chakra system');
    await context.close();
  });
});
