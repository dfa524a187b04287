/** Logged-in chrome in the browser: the Krea guard on exactly /krea, the language switch of the logged-in bar, the phone width. */
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
  test('a teacher without a Krea licence opening exactly /krea goes home, and home sends them to the feed', async () => {
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

  test('on a 390px phone no signed-in page scrolls sideways and the bar keeps the bell, avatar and menu on screen', async () => {
    for (const [who, paths] of [
      [
        'teacher@demo.test',
        [
          '/feed',
          '/feed/search',
          '/resource/1',
          '/programs',
          '/folders',
          '/my-stats',
          '/profile',
          '/faqs',
          '/preferences',
          '/license',
        ],
      ],
      ['author@demo.test', ['/krea/published', '/krea/drafts']],
    ] as const) {
      const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
      await login(page, who);
      await waitForPath(page, /^\/feed/);
      for (const p of paths) {
        await page.goto(p);
        const bar = page.locator('header nav').first();
        await bar.getByRole('button').last().waitFor();
        await page.waitForLoadState('networkidle');
        const m = await page.evaluate(() => {
          const nav = document.querySelector('header nav')!;
          const controls = [...nav.querySelectorAll('button, a')]
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.width > 0);
          return {
            scroll: document.documentElement.scrollWidth,
            width: window.innerWidth,
            rightmost: Math.max(...controls.map((r) => r.right)),
          };
        });
        assert.ok(m.scroll <= m.width, `${who} ${p}: the page is ${m.scroll}px wide on a ${m.width}px phone`);
        assert.ok(
          m.rightmost <= m.width,
          `${who} ${p}: a bar control ends at ${m.rightmost}px, past the ${m.width}px screen`,
        );
      }
      await context.close();
    }
  });
});
