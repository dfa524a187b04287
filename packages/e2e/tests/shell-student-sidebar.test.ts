/** Mobile sidebar in the public student view /r/{id} (spec §2): author, title, class count and category. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { t } from '../src/i18n';
import { firstStudentResource } from '../src/api';

let browser: Browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

describe('student view sidebar', () => {
  test('on a phone, the hamburger of /r/{id} shows the resource author, title, class count and category', async () => {
    const r = await firstStudentResource('es');
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`/r/${r.id}`);
    await page.getByRole('button', { name: t('es', 'shell:nav.openMenu') }).click();
    const side = page.getByRole('dialog', { name: t('es', 'shell:nav.menuTitle') });
    const summary = side.getByRole('region', { name: t('es', 'shell:studentSidebar.label') });
    await summary.waitFor();
    assert.equal((await summary.locator('[data-field="title"]').textContent())?.trim(), r.title);
    assert.equal((await summary.locator('[data-field="author"]').textContent())?.trim(), r.author.name);
    const classes = t('es', `shell:studentSidebar.classCount_${r.numberOfClasses === 1 ? 'one' : 'other'}`, { count: r.numberOfClasses });
    assert.equal((await summary.locator('[data-field="classes"]').textContent())?.trim(), classes);
    if (r.category) assert.equal((await summary.locator('[data-field="category"]').textContent())?.trim(), r.category.name);
    // no logged-in or public navigation entries in the student view
    assert.equal(await side.getByRole('button', { name: t('es', 'shell:nav.explore') }).count(), 0);
    await page.keyboard.press('Escape');
    await side.waitFor({ state: 'detached' });
    await context.close();
  });
});
