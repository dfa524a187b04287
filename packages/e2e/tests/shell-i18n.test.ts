/** The language selector changes visible text and the page title: ES → EN → CA. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { t } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('languages', () => {
  test('switching ES → EN → CA on the login page changes the heading and the title, and is remembered', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: t('es', 'shell:login.title'), level: 1 }).waitFor();
    assert.match(await page.title(), new RegExp(t('es', 'shell:titles.login')));

    await page.getByLabel(t('es', 'shell:nav.language')).first().selectOption('en');
    await page.getByRole('heading', { name: t('en', 'shell:login.title'), level: 1 }).waitFor();
    await page.waitForFunction((s) => document.title.includes(s), t('en', 'shell:titles.login'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');

    await page.getByLabel(t('en', 'shell:nav.language')).first().selectOption('ca');
    await page.getByRole('heading', { name: t('ca', 'shell:login.title'), level: 1 }).waitFor();
    await page.waitForFunction((s) => document.title.includes(s), t('ca', 'shell:titles.login'));

    await page.reload();
    await page.getByRole('heading', { name: t('ca', 'shell:login.title'), level: 1 }).waitFor();
    await context.close();
  });
});
