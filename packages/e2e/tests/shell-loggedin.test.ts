/**
 * Logged-in chrome in the browser: the Krea guard on exactly /krea, the language switch of the logged-in bar (the phone
 * width of every screen is phone-every-route.test.ts's).
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { login, pathOf, waitForPath } from '../src/flows';
import { t } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('logged-in chrome', () => {
  test('a teacher without a Krea licence opening exactly /krea goes home, then the feed, and is told why', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    // record every path the page commits (full loads and history changes)
    await context.addInitScript(() => {
      const w = window as unknown as { __paths: string[] };
      w.__paths = [location.pathname];
      for (const m of ['pushState', 'replaceState'] as const) {
        const orig = history[m].bind(history);
        history[m] = (...args: Parameters<History['pushState']>) => {
          orig(...args);
          w.__paths.push(location.pathname);
        };
      }
    });
    await page.goto('/krea');
    await waitForPath(page, /^\/feed/);
    assert.match(pathOf(page), /^\/feed/);
    // told why on arrival, not silently moved
    await page
      .getByTestId('toast')
      .filter({ hasText: t('es', 'shell:guard.kreaNoLicense') })
      .waitFor();
    const paths = await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
    assert.equal(paths[0], '/krea');
    // after /krea: only home or the feed, never a Krea page
    assert.ok(
      paths.slice(1).every((p) => p === '/' || p.startsWith('/feed')),
      `unexpected path in ${paths.join(' → ')}`,
    );
    // the logged-in bar (not the authoring bar) is shown
    await page.getByRole('navigation', { name: t('es', 'shell:nav.main') }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: t('es', 'shell:nav.krea.label') }).count(), 0);
    await context.close();
  });

  test('the language selector of the logged-in bar changes the visible text and the document title', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    const nav = page.getByRole('navigation', { name: t('es', 'shell:nav.main') });
    await nav.getByRole('link', { name: t('es', 'shell:nav.programs'), exact: true }).waitFor();
    await page.waitForFunction((s) => document.title.includes(s), t('es', 'shell:titles.feed'));

    await nav.getByLabel(t('es', 'shell:nav.language')).selectOption('en');
    const navEn = page.getByRole('navigation', { name: t('en', 'shell:nav.main') });
    await navEn.getByRole('link', { name: t('en', 'shell:nav.programs'), exact: true }).waitFor();
    await page.waitForFunction((s) => document.title.startsWith(s), t('en', 'shell:titles.feed'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await page
      .getByRole('button', { name: t('en', 'shell:nav.notifications'), exact: true })
      .or(page.getByRole('button', { name: t('en', 'shell:nav.notificationsUnseen') }))
      .waitFor();

    await navEn.getByLabel(t('en', 'shell:nav.language')).selectOption('ca');
    const navCa = page.getByRole('navigation', { name: t('ca', 'shell:nav.main') });
    await navCa.getByRole('link', { name: t('ca', 'shell:nav.programs'), exact: true }).waitFor();
    await page.waitForFunction((s) => document.title.startsWith(s), t('ca', 'shell:titles.feed'));
    await context.close();
  });
});
