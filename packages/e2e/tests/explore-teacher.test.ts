/**
 * Explore, end to end, as a teacher: search with text and two facets, open a resource, switch teacher / student
 * tabs and classes, rate it, share it (students link + colleagues), add it to a folder, open a program, download
 * its PDF and register used content. In Spanish and in English.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { chooseLanguage, login, pathOf, waitForPath } from '../src/flows';
import { t, type Lang } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const x = (lang: Lang, key: string, vars?: Record<string, string | number>) => t(lang, `explore:${key}`, vars);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function skipTour(page: Page, lang: Lang): Promise<void> {
  const skip = page.getByRole('button', { name: t(lang, 'shell:tour.skip') });
  if (await skip.isVisible().catch(() => false)) await skip.click();
}

async function signIn(page: Page, lang: Lang): Promise<void> {
  await page.goto('/login');
  await login(page, 'teacher@demo.test', 'es');
  await waitForPath(page, /^\/feed/);
  await page.getByRole('heading', { level: 1, name: x('es', 'feed.title') }).waitFor();
  // the navigation language is the user's (Spanish in the demo); switch it with the selector of the nav bar
  if (lang !== 'es') {
    await skipTour(page, 'es');
    await chooseLanguage(page, 'es', lang);
    await page.getByRole('heading', { level: 1, name: x(lang, 'feed.title') }).waitFor();
  }
  await page.waitForTimeout(400);
  await skipTour(page, lang);
}

/** The resource index: beside the content on a desktop; on a phone, in the sheet its button opens. */
async function openIndex(page: Page, lang: Lang): Promise<Locator> {
  const nav = (within: Page | Locator) => within.getByRole('navigation', { name: x(lang, 'resource.index') });
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    await nav(page).waitFor();
    return nav(page);
  }
  await page.getByTestId('resource-index-button').click();
  return nav(page.getByRole('dialog', { name: x(lang, 'resource.index') }));
}

/**
 * Checks the first enabled option of a filter group and waits for the URL to carry it; on a phone the filters are in a
 * sheet, opened first and closed after by its "show the results" button.
 */
async function pickFacet(page: Page, key: string, lang: Lang): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  const sheet = page.getByRole('dialog', { name: x(lang, 'filters.title') });
  if (phone)
    await page
      .getByRole('button', { name: new RegExp(`^${esc(x(lang, 'filters.showN_zero'))}( \\(\\d+\\))?$`) })
      .click();
  const group = (phone ? sheet : page).getByTestId(`filter-${key}`);
  await group.waitFor();
  const box = group.locator('input[type=checkbox]:not([disabled])').first();
  // the checkbox mirrors the URL: it turns checked once the route query carries the filter
  await box.click();
  await page.waitForFunction((k) => new URLSearchParams(location.search).has(k), key);
  await page.waitForFunction(
    (el) => (el as HTMLInputElement).checked,
    await group.locator('input[type=checkbox]:checked').first().elementHandle(),
  );
  if (phone) {
    await sheet
      .getByRole('button', {
        name: new RegExp(
          `^${esc(x(lang, 'filters.seeResults_other', { count: 9 })).replace('9', '\\d+')}$|^${esc(x(lang, 'filters.seeResults_one', { count: 1 }))}$`,
        ),
      })
      .click();
    await sheet.waitFor({ state: 'detached' });
  }
}

for (const lang of ['es', 'en'] as const) {
  describe(`explore as a teacher (${lang})`, () => {
    test('search with text and two facets, resource tabs and classes, rate, share, folder, program PDF, used content', async () => {
      // Spanish on a desktop, English on a phone (touch, 390 px)
      const { context, page } = await newPage(browser, {
        locale: lang === 'es' ? 'es-ES' : 'en-GB',
        phone: lang === 'en',
      });
      await signIn(page, lang);

      // ---- search: text + two facets
      const input = page.getByRole('combobox', { name: x(lang, 'search.label') });
      await input.fill('robot');
      await input.press('Enter');
      await waitForPath(page, '/feed/search');
      await page.getByRole('heading', { level: 1, name: x(lang, 'search.resultsFor', { text: 'robot' }) }).waitFor();
      await skipTour(page, lang);
      await pickFacet(page, 'topicIds', lang);
      await pickFacet(page, 'languages', lang);
      const results = page.getByRole('list', { name: x(lang, 'search.resources') });
      await results.getByRole('link').first().waitFor();
      const params = new URL(page.url()).searchParams;
      assert.equal(params.get('text'), 'robot');
      assert.ok(params.get('topicIds') && params.get('languages'));

      // ---- resource: presentation → teacher tab → class → student tab → class
      await results.getByRole('link').first().click();
      await waitForPath(page, /^\/resource\/\d+$/);
      const id = pathOf(page).split('/')[2];
      await page.getByTestId('presentation').waitFor();
      await page.getByRole('link', { name: x(lang, 'resource.tabs.teacher'), exact: true }).click();
      await waitForPath(page, `/resource/${id}/t`);
      const classOne = new RegExp(`^${esc(x(lang, 'sections.classN', { n: 1, name: 'XX' })).replace('XX', '.*')}$`);
      await openIndex(page, lang).then((index) => index.getByRole('link', { name: classOne }).click());
      await waitForPath(page, new RegExp(`^/resource/${id}/t/class/\\d+$`));
      await page.getByTestId('class-1').waitFor();
      await page.getByRole('link', { name: x(lang, 'resource.tabs.student'), exact: true }).click();
      await waitForPath(page, `/resource/${id}/s`);
      await page.getByTestId('student-trigger').waitFor();
      await openIndex(page, lang).then((index) => index.getByRole('link', { name: classOne }).click());
      await waitForPath(page, new RegExp(`^/resource/${id}/s/class/\\d+$`));
      await page.getByTestId('class-1').waitFor();
      assert.equal(await page.getByTestId('student-preview').getAttribute('target'), '_blank');
      // issue 31: the preview opens the real student view, the resource's public /r/{link}, not the app's tab
      const [preview] = await Promise.all([context.waitForEvent('page'), page.getByTestId('student-preview').click()]);
      await preview.waitForURL(/\/r\/\d+$/);
      await preview.close();

      // ---- rate in two steps
      await page
        .getByRole('button', { name: new RegExp(`^(${esc(x(lang, 'review.open'))}|${esc(x(lang, 'review.edit'))})$`) })
        .click();
      const review = page.getByRole('dialog', { name: x(lang, 'review.title') });
      await review
        .getByRole('radio', { name: t(lang, 'explore:review.stars_other', { count: 4 }) })
        .check({ force: true });
      await review.getByRole('button', { name: x(lang, 'actions.next') }).click();
      await review
        .getByRole('button', { name: `${x(lang, 'reviewCategories.1')}: ${x(lang, 'review.liked')}` })
        .click();
      await review.getByLabel(x(lang, 'review.comment')).fill(lang === 'es' ? 'Muy práctico' : 'Very practical');
      const rated = page.waitForResponse(
        (r) => r.url().includes('/ResourceApi/AddResourceReview') && r.status() === 200,
      );
      await review.getByRole('button', { name: x(lang, 'review.submit') }).click();
      await rated;
      await review.waitFor({ state: 'detached' });

      // ---- share with students: classes, then the public link
      await page.getByRole('button', { name: x(lang, 'share.open') }).click();
      const share = page.getByRole('dialog', { name: x(lang, 'share.title') });
      await share.getByRole('button', { name: x(lang, 'actions.next') }).click();
      const link = share.getByRole('textbox', { name: x(lang, 'share.publicLink') });
      await link.waitFor();
      await page.waitForFunction((el) => (el as HTMLInputElement).value.includes('/r/'), await link.elementHandle());
      assert.match(await link.inputValue(), /\/r\/\d+$/); // a student link of its own (docs/decisions/0011)
      await share.getByRole('button', { name: x(lang, 'actions.done') }).click();

      // ---- share with colleagues ('Select a teacher' first)
      await page.getByRole('button', { name: x(lang, 'colleagues.open') }).click();
      const coll = page.getByRole('dialog', { name: x(lang, 'colleagues.title') });
      await coll.getByRole('button', { name: x(lang, 'colleagues.send') }).click();
      await coll
        .getByRole('alert')
        .filter({ hasText: x(lang, 'colleagues.selectTeacher') })
        .waitFor();
      await coll.getByRole('checkbox').first().check();
      const shared = page.waitForResponse((r) => r.url().includes('/ResourceApi/Share') && r.status() === 200);
      await coll.getByRole('button', { name: x(lang, 'colleagues.send') }).click();
      await shared;

      // ---- add to a new folder
      await page.getByRole('button', { name: x(lang, 'folders.open') }).click();
      const folders = page.getByRole('dialog', { name: x(lang, 'folders.title') });
      const name = `E2E ${lang} ${Date.now() % 100000}`;
      await folders.getByLabel(x(lang, 'folders.newName')).fill(name);
      // issue 31: a folder made here holds the resource at once and shows ticked (nothing left to save)
      const saved = page.waitForResponse(
        (r) => r.url().includes('/FolderApi/UpdateResourceInFolders') && r.status() === 200,
      );
      await folders.getByRole('button', { name: x(lang, 'folders.create') }).click();
      await saved;
      const created = folders.getByRole('checkbox', { name });
      await created.waitFor();
      assert.ok(await created.isChecked());
      assert.ok(await folders.getByRole('button', { name: x(lang, 'actions.save') }).isDisabled());
      await page.keyboard.press('Escape');
      await folders.waitFor({ state: 'detached' });

      // ---- a program: PDF and used content
      await page.goto('/programs');
      await page.getByRole('heading', { level: 1, name: x(lang, 'programs.title') }).waitFor();
      await skipTour(page, lang);
      await page
        .getByRole('list', { name: x(lang, 'programs.title') })
        .getByRole('link')
        .first()
        .click();
      await waitForPath(page, /^\/program\/\d+$/);
      await page.getByTestId('program-screen').waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: x(lang, 'program.downloadPdf') }).click();
      const file = await download;
      assert.match(file.suggestedFilename(), /\.pdf$/);
      const pdfPath = await file.path();
      assert.equal(fs.readFileSync(pdfPath).subarray(0, 5).toString(), '%PDF-');

      // the shared register-use flow (@platform/used-content, namespace usedContent): where and when, then the classes
      const u = (key: string) => t(lang, `usedContent:${key}`);
      await page.getByRole('button', { name: x(lang, 'usedContent.open') }).click();
      const uc = page.getByRole('dialog', { name: u('title') });
      await uc.getByRole('button', { name: u('next') }).click();
      await uc.getByRole('switch', { name: u('all') }).check();
      await uc
        .getByTestId('uc-summary')
        .filter({ hasText: u('programComplete') })
        .waitFor();
      const registered = page.waitForResponse(
        (r) => r.url().includes('/AcademicCourseApi/UsedContentRecord') && r.status() === 201,
      );
      await uc.getByRole('button', { name: u('save') }).click();
      await registered;
      await page.getByTestId('used-content-records').getByRole('listitem').first().waitFor();
      await context.close();
    });
  });
}
