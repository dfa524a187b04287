/**
 * Statistics end to end, in Spanish and in English (issue 15 "Done when"); the teacher's journey in English on a phone:
 * - a teacher opens /my-stats, registers used content for a program on the program page (the shared two-step flow),
 *   comes back, sees the last-30-days figures change, switches the four ranges and sees different figures, finds the
 *   record in the used-content history and opens its program; registers again from the statistics page;
 * - a manager sees the school's figures and the coverage map;
 * - a freemium user sees the sample statistics, labelled as an example;
 * - a custom-licence user has no statistics link (and /my-stats says the licence does not include it).
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { chooseLanguage, login, openNavLink, waitForPath } from '../src/flows';
import { t, type Lang } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const s = (lang: Lang, key: string, vars?: Record<string, string | number>) => t(lang, `stats:${key}`, vars);
const u = (lang: Lang, key: string) => t(lang, `usedContent:${key}`);
const RANGES = ['last30days', 'lastTrimester', 'lastSemester', 'lastYear'] as const;

async function skipTour(page: Page, lang: Lang): Promise<void> {
  const skip = page.getByRole('button', { name: t(lang, 'shell:tour.skip') });
  if (await skip.isVisible().catch(() => false)) await skip.click();
}

async function signIn(page: Page, email: string, lang: Lang): Promise<void> {
  await page.goto('/login');
  await login(page, email, 'es');
  await waitForPath(page, /^\/feed/);
  await page.getByRole('heading', { level: 1, name: t('es', 'explore:feed.title') }).waitFor();
  if (lang !== 'es') {
    await skipTour(page, 'es');
    await chooseLanguage(page, 'es', lang);
    await page.getByRole('heading', { level: 1, name: t(lang, 'explore:feed.title') }).waitFor();
  }
  await page.waitForTimeout(300);
  await skipTour(page, lang);
}

async function openStats(page: Page, lang: Lang): Promise<void> {
  await openNavLink(page, lang, 'statistics');
  await waitForPath(page, '/my-stats');
  await page.getByRole('heading', { level: 1, name: s(lang, 'title') }).waitFor();
}

/** The text of a card's table (the accessible table every chart has), once loaded. */
async function tableText(page: Page, lang: Lang, card: string): Promise<string> {
  const table = page.getByRole('table', { name: s(lang, `cards.${card}.title`), exact: true });
  await table.waitFor({ state: 'attached' });
  return (await table.textContent()) ?? '';
}

async function pickRange(page: Page, lang: Lang, range: (typeof RANGES)[number]): Promise<void> {
  const radio = page.getByRole('radio', { name: s(lang, `ranges.${range}`) });
  await radio.click();
  await page.waitForFunction((el) => el?.getAttribute('aria-checked') === 'true', await radio.elementHandle());
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Figures of the four ranges: methodologies and categories tables. */
async function figures(page: Page, lang: Lang): Promise<string[]> {
  const out: string[] = [];
  for (const r of RANGES) {
    const res = page
      .waitForResponse((x) => x.url().includes('/MetricApi/CategoryMetric') && x.url().includes(`range=${r}`))
      .catch(() => null);
    await pickRange(page, lang, r);
    await res;
    await page.getByTestId('card-categories').getByRole('table').waitFor({ state: 'attached' });
    out.push(`${await tableText(page, lang, 'categories')}|${await tableText(page, lang, 'methodologies')}`);
  }
  return out;
}

for (const lang of ['es', 'en'] as const) {
  describe(`statistics (${lang})`, () => {
    // the teacher's journey (~25 s) runs once, in English on a phone (touch, 390 px); the manager's, freemium's and
    // the custom licence's in both languages
    if (lang === 'en')
      test('a teacher registers used content for a program, then sees the figures change across the four ranges and the history', async () => {
        const { context, page } = await newPage(browser, { locale: 'en-GB', phone: true });
        await signIn(page, 'teacher@demo.test', lang);
        await openStats(page, lang);
        assert.match((await page.getByTestId('stats-scope').textContent()) ?? '', new RegExp(s(lang, 'scope.own')));
        await pickRange(page, lang, 'last30days');
        const before30 = await tableText(page, lang, 'methodologies');

        // ---- register used content on a program page (the shared two-step flow)
        await openNavLink(page, lang, 'programs');
        await page.getByRole('heading', { level: 1, name: t(lang, 'explore:programs.title') }).waitFor();
        await page
          .getByRole('list', { name: t(lang, 'explore:programs.title') })
          .getByRole('link')
          .first()
          .click();
        await waitForPath(page, /^\/program\/\d+$/);
        const programPath = new URL(page.url()).pathname;
        await page.getByTestId('program-screen').waitFor();
        const programTitle =
          (await page.getByTestId('program-screen').getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
        await page.getByRole('button', { name: t(lang, 'explore:usedContent.open') }).click();
        const dialog = page.getByRole('dialog', { name: u(lang, 'title') });
        await dialog.getByLabel(u(lang, 'course')).locator('option').nth(1).waitFor({ state: 'attached' });
        await dialog.getByLabel(u(lang, 'course')).selectOption({ index: 1 });
        const experience = `E2E ${lang} ${Date.now()}`;
        await dialog.getByLabel(u(lang, 'experience')).fill(experience);
        await dialog.getByRole('button', { name: u(lang, 'next') }).click();
        await dialog.getByRole('switch', { name: u(lang, 'all') }).check();
        const saved = page.waitForResponse(
          (r) => r.url().includes('/AcademicCourseApi/UsedContentRecord') && r.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: u(lang, 'save') }).click();
        assert.equal((await saved).status(), 201);
        await dialog.waitFor({ state: 'hidden' });

        // ---- the statistics: last 30 days changed; the four ranges show different figures
        await openStats(page, lang);
        await pickRange(page, lang, 'last30days');
        await page.waitForFunction(
          ([name, old]) => {
            const tb = [...document.querySelectorAll('table')].find(
              (x) => x.querySelector('caption')?.textContent === name,
            );
            return !!tb && tb.textContent !== old;
          },
          [s(lang, 'cards.methodologies.title'), before30] as const,
          { timeout: 15_000 },
        );
        const all = await figures(page, lang);
        assert.equal(new Set(all).size, 4, `four ranges, four different figures: ${all.join(' // ')}`);
        // the charts render (recharts, loaded on this route)
        await page.getByTestId('chart-methodologies').locator('svg.recharts-surface').first().waitFor();
        assert.equal(await page.getByTestId('coverage-map').count(), 0);

        // ---- the used-content history: the new record first, with its experience; it opens the program
        await page.getByRole('link', { name: s(lang, 'history.link') }).click();
        await waitForPath(page, '/my-stats/used-content');
        const first = page.getByTestId('history-record').first();
        await first.getByText(experience).waitFor();
        assert.equal(await page.getByTestId('history-record').count(), 5);
        assert.match(
          programTitle,
          new RegExp(
            (await first.getByRole('heading').getByRole('link').textContent())
              ?.trim()
              .slice(0, 12)
              .replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? '-',
          ),
        );
        await first.getByRole('heading').getByRole('link').click();
        await waitForPath(page, programPath);

        // ---- register from the statistics screen too (content chosen in step 1)
        await openStats(page, lang);
        await page.getByRole('button', { name: s(lang, 'register') }).click();
        const d2 = page.getByRole('dialog', { name: u(lang, 'title') });
        await d2.getByRole('button', { name: u(lang, 'next') }).click();
        await d2.getByText(t(lang, 'usedContent:errors.contentRequired')).waitFor();
        await d2
          .getByLabel(u(lang, 'content'), { exact: true })
          .locator('option')
          .nth(1)
          .waitFor({ state: 'attached' });
        await d2.getByLabel(u(lang, 'content'), { exact: true }).selectOption({ index: 1 });
        await d2.getByRole('button', { name: u(lang, 'next') }).click();
        await d2.getByRole('switch').nth(2).check();
        const saved2 = page.waitForResponse(
          (r) => r.url().includes('/AcademicCourseApi/UsedContentRecord') && r.request().method() === 'POST',
        );
        await d2.getByRole('button', { name: u(lang, 'save') }).click();
        assert.equal((await saved2).status(), 201);
        await context.close();
      });

    test("a manager sees the school's figures and the coverage map", async () => {
      const { context, page } = await newPage(browser, { locale: lang === 'es' ? 'es-ES' : 'en-GB' });
      await signIn(page, 'manager@demo.test', lang);
      await openStats(page, lang);
      assert.match((await page.getByTestId('stats-scope').textContent()) ?? '', /Colegio Demo Norte/);
      await pickRange(page, lang, 'lastYear');
      // Intl percent in the page's language: "25 %" (a no-break space) in Spanish, "25%" in English
      assert.match(await tableText(page, lang, 'methodologies'), lang === 'en' ? /\d+%/ : /\d+\u00a0%/);
      const map = page.getByTestId('coverage-map');
      await map.getByRole('heading', { name: s(lang, 'coverage.title') }).waitFor();
      await map.getByRole('columnheader', { name: t(lang, 'stats:coverage.course') }).waitFor();
      assert.equal(await map.getByRole('columnheader').count(), 18, 'a course column and the 17 SDGs');
      assert.ok((await map.locator('td[aria-label]').filter({ hasText: /\d/ }).count()) > 0, 'some cells have classes');
      await map.getByRole('radio', { name: s(lang, 'coverage.dimensions.resourceType') }).click();
      await map.getByRole('columnheader', { name: s(lang, 'methodology.workshop') }).waitFor();
      await context.close();
    });

    test('a freemium user sees the sample statistics, labelled as an example', async () => {
      const { context, page } = await newPage(browser, { locale: lang === 'es' ? 'es-ES' : 'en-GB' });
      await signIn(page, 'freemium@demo.test', lang);
      let metricCalls = 0;
      page.on('request', (r) => {
        if (/\/MetricApi\/(CategoryMetric|ChosenMethodologies)/.test(r.url())) metricCalls++;
      });
      await openStats(page, lang);
      await page.getByTestId('sample-banner').getByText(s(lang, 'sample.badge'), { exact: true }).waitFor();
      for (const m of ['workshop', 'project', 'case', 'didacticSequence', 'exercise'])
        assert.match(await tableText(page, lang, 'methodologies'), new RegExp(s(lang, `methodology.${m}`)));
      assert.equal(metricCalls, 0, 'no call for real data');
      assert.equal(await page.getByTestId('coverage-map').count(), 0);
      await context.close();
    });

    test('a custom-licence user has no statistics link', async () => {
      const { context, page } = await newPage(browser, { locale: lang === 'es' ? 'es-ES' : 'en-GB' });
      await signIn(page, 'custom@demo.test', lang);
      const nav = page.getByRole('navigation', { name: t(lang, 'shell:nav.main') });
      await nav.getByRole('link', { name: t(lang, 'shell:nav.programs') }).waitFor();
      assert.equal(await nav.getByRole('link', { name: t(lang, 'shell:nav.statistics') }).count(), 0);
      // typed in by hand (an in-app navigation keeps the chosen language)
      await page.evaluate(() => {
        history.pushState(null, '', '/my-stats');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { name: s(lang, 'notIncluded') }).waitFor();
      assert.equal(await page.getByTestId('stats-not-included').getByRole('link').count(), 0);
      await context.close();
    });
  });
}
