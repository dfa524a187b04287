/** The language selector changes visible text and the page title: ES → EN → CA. */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { login, skipTour, waitForPath } from '../src/flows';
import { t, type Lang } from '../src/i18n';

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

  test('at 1000px (the narrowest width with the full bar) the signed-in bar keeps each nav entry on one line, in every language', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1000, height: 800 } });
    await login(page, 'teacher@demo.test');
    await waitForPath(page, '/feed');
    await skipTour(page);
    for (const lang of ['es', 'en', 'ca'] as Lang[]) {
      if (lang !== 'es') {
        await page
          .getByLabel(t(lang === 'en' ? 'es' : 'en', 'shell:nav.language'))
          .first()
          .selectOption(lang);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      }
      const nav = page.getByRole('navigation', { name: t(lang, 'shell:nav.main') });
      const folders = nav.getByRole('link', { name: t(lang, 'shell:nav.myFolders'), exact: true });
      const explore = nav.getByRole('link', { name: t(lang, 'shell:nav.explore'), exact: true });
      await folders.waitFor();
      const [f, e] = [await folders.boundingBox(), await explore.boundingBox()];
      assert.ok(f && e, 'the nav entries are shown');
      // "Mis carpetas" / "Les meves carpetes" wrapped to two lines here before: as tall as a one-word entry now
      assert.ok(Math.abs(f.height - e.height) < 1, `${lang}: ${t(lang, 'shell:nav.myFolders')} is ${f.height}px tall`);
      // and nothing in the bar runs out of the page
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    }
    await context.close();
  });

  test('a tablet (820px) gets the menu button instead of a bar too narrow for the links, in Catalan too', async () => {
    const { context, page } = await newPage(browser, { locale: 'ca-ES', viewport: { width: 820, height: 1180 } });
    await page.goto('/content');
    const nav = page.getByRole('navigation', { name: t('ca', 'shell:nav.main') });
    const menu = nav.getByRole('button', { name: t('ca', 'shell:nav.openMenu') });
    await menu.waitFor();
    // the links, the language select: in the mobile sidebar below 1000px ("Com funciona" wrapped, the logo was cut)
    assert.equal(
      await nav.getByRole('link', { name: t('ca', 'shell:nav.howItWorks'), exact: true }).isVisible(),
      false,
    );
    // the brand's logo whole inside its link (the link had shrunk under it)
    const fits = await nav
      .getByRole('link', { name: t('ca', 'shell:nav.logoLink', { brand: 'Kimple' }) })
      .evaluate((a) => {
        const box = a.getBoundingClientRect();
        const img = a.querySelector('img')!.getBoundingClientRect();
        return img.width > 0 && img.left >= box.left - 0.5 && img.right <= box.right + 0.5;
      });
    assert.equal(fits, true, 'the brand logo fits its link');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    await context.close();
  });
});
