/**
 * Issue 31 (krea §2, §5) end to end, in es / en / ca, desktop 1280 and phone 390, as author@demo.test on the demo data:
 * the bar's published / drafts tab follows the open item, a bad link says "Invalid URL" and moving on says "Please
 * review the fields in red before continuing" with the field focused (nothing saved), the image shows under its label
 * behind a labelled button, a published content registers its use and links the history, the version comparison is
 * labelled field by field, and the teacher preview has the resource page's header and index.
 * Screenshots go to packages/e2e/out/screenshots (src/shots.ts).
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage } from '../src/browser';
import { login, waitForPath } from '../src/flows';
import { t, type Lang } from '../src/i18n';
import { shot } from '../src/shots';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const k = (lang: Lang, key: string, vars?: Record<string, string | number>) => t(lang, `krea:${key}`, vars);
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function api<T>(path: string): Promise<T> {
  const sign = await fetch(`${baseUrl()}/api/v1/AccountApi/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'author@demo.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await sign.json()) as { token: string };
  const r = await fetch(`${baseUrl()}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(r.status, 200, path);
  return (await r.json()) as T;
}

async function signedIn(lang: Lang): Promise<Page> {
  const { page } = await newPage(browser, { viewport: DESKTOP });
  await page.goto('/login');
  await login(page, 'author@demo.test', 'es');
  await waitForPath(page, /^\/(feed|sign-terms|krea)/);
  await page.waitForTimeout(300);
  for (const l of ['es', 'en'] as const) {
    const skip = page.getByRole('button', { name: t(l, 'shell:tour.skip') });
    if (await skip.isVisible().catch(() => false)) await skip.click();
  }
  const current = await page.evaluate(() => document.documentElement.lang);
  if (!current.startsWith(lang)) {
    await page
      .getByLabel(/^(Idioma|Language)$/)
      .first()
      .selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
  }
  return page;
}

const tab = (page: Page, lang: Lang, key: 'published' | 'drafts') =>
  page
    .getByRole('navigation', { name: t(lang, 'shell:nav.krea.label') })
    .getByRole('link', { name: t(lang, `shell:nav.krea.${key}`) });

async function run(lang: Lang): Promise<void> {
  const published = await api<{ data: Array<{ id: number; title: string }> }>(
    '/krea/EducationalProgram?status=approved&ownership=own&pageNumber=0&pageSize=24',
  );
  const contentId = published.data[0]?.id;
  assert.ok(contentId, 'author@ has a published content');
  const mine = await api<{ data: Array<{ id: number; title: string }> }>(
    '/krea/Resource?owner=true&pageNumber=0&pageSize=50&text=Energ%C3%ADa%20en%20casa',
  );
  const resourceId = mine.data.find((r) => r.title === 'Energía en casa')?.id ?? mine.data[0]?.id;
  assert.ok(resourceId, 'author@ has the demo resource');

  const page = await signedIn(lang);
  // a published content: the bar's "published" tab is the current one
  await page.goto(`/krea/content/${contentId}`);
  await page.getByTestId('content-publish').waitFor();
  assert.equal(await tab(page, lang, 'published').getAttribute('aria-current'), 'page');
  assert.equal(await tab(page, lang, 'drafts').getAttribute('aria-current'), null);
  // the image under its label, a labelled button, no bare file input
  await page.getByRole('img', { name: k(lang, 'field.imagePreview') }).waitFor();
  await page.getByRole('button', { name: k(lang, 'resource.image.change') }).waitFor();
  // the native input is only there for the label and the screen reader: visually hidden (a 1 px clip)
  const box = await page.locator('input[type="file"]#f-image').boundingBox();
  assert.ok(!box || (box.width <= 1 && box.height <= 1), JSON.stringify(box));
  // use of content: the 2-step flow and the history link
  await page.getByRole('button', { name: k(lang, 'usedContent.register') }).click();
  await page.getByRole('dialog').waitFor();
  await shot(page, `issue31-${lang}-desktop-used-content`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  assert.equal(
    await page.getByRole('link', { name: k(lang, 'usedContent.history') }).getAttribute('href'),
    '/my-stats/used-content',
  );
  // a bad link: "Invalid URL"; publishing then stops with the form message and focuses the link
  const before = await api<{ videoUrl: string | null; version: number }>(`/krea/EducationalProgram/${contentId}`);
  const video = page.getByLabel(k(lang, 'field.video'));
  await video.fill('htp:/no-url');
  await page.getByText(k(lang, 'validation.invalidUrl'), { exact: true }).waitFor();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.getByTestId('content-publish').click();
    await page.getByText(k(lang, 'validation.reviewFields')).waitFor();
    assert.equal(await video.evaluate((el) => el === document.activeElement), true);
    assert.equal(await video.getAttribute('aria-invalid'), 'true');
    await shot(page, `issue31-${lang}-${viewport === PHONE ? 'phone' : 'desktop'}-content-review`);
  }
  await video.fill(before.videoUrl ?? '');
  await page.getByText(k(lang, 'validation.reviewFields')).waitFor({ state: 'hidden' });
  await page.waitForTimeout(2500);
  const afterIt = await api<{ videoUrl: string | null }>(`/krea/EducationalProgram/${contentId}`);
  assert.equal(afterIt.videoUrl, before.videoUrl);

  // a draft resource: "drafts" is current (desktop bar); a bad video link stops the next step
  await page.setViewportSize(DESKTOP);
  await page.goto(`/krea/resource/${resourceId}?step=intro&locale=es`);
  const rvideo = page.locator('#res-video');
  await rvideo.waitFor();
  assert.equal(await tab(page, lang, 'drafts').getAttribute('aria-current'), 'page');
  assert.equal(await tab(page, lang, 'published').getAttribute('aria-current'), null);
  const saved = (await rvideo.inputValue()) || '';
  await rvideo.fill('no es una url');
  await page.getByText(k(lang, 'validation.invalidUrl'), { exact: true }).waitFor();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page
      .getByRole('navigation', { name: k(lang, 'resource.steps') })
      .getByRole('button', { name: new RegExp(`^3\\. ${k(lang, 'resource.step.triggers')}`) })
      .click();
    await page.getByText(k(lang, 'validation.reviewFields')).waitFor();
    assert.equal(await rvideo.evaluate((el) => el === document.activeElement), true);
    await page.getByRole('button', { name: k(lang, 'resource.image.choose') }).waitFor();
    await shot(page, `issue31-${lang}-${viewport === PHONE ? 'phone' : 'desktop'}-resource-review`);
  }
  await rvideo.fill(saved);
  await page.getByText(k(lang, 'validation.reviewFields')).waitFor({ state: 'hidden' });

  // the version comparison, field by field, labelled, stacked on a phone
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`/krea/resource/${resourceId}?step=tools&locale=es`);
    await page.getByRole('heading', { name: k(lang, 'resource.history.title') }).waitFor();
    // from the first kept version (the created draft) to the newest
    const from = page.locator('#res-v-a');
    await from.locator('option').last().waitFor({ state: 'attached' });
    await from.selectOption(await from.locator('option').last().getAttribute('value'));
    const diff = page.getByTestId('history-diff');
    await diff.waitFor();
    const first = diff.getByRole('listitem').first();
    // the diff is drawn again when the chosen version has loaded: read the first row's two labelled sides in one go,
    // once it shows exactly two (a row with another number of sides never passes)
    const sides = await page.waitForFunction(() => {
      const row = document.querySelector('[data-testid="history-diff"] > li');
      const groups = row ? [...row.querySelectorAll('[role="group"][aria-label]')] : [];
      if (groups.length !== 2) return null;
      const [a, b] = groups.map((g) => g.getBoundingClientRect());
      return a.width > 0 && b.width > 0 ? { a: { x: a.x, y: a.y, height: a.height }, b: { x: b.x, y: b.y } } : null;
    });
    const { a, b } = (await sides.jsonValue())!;
    if (viewport === PHONE) assert.ok(b.y >= a.y + a.height - 1, 'stacked on a phone');
    else assert.ok(Math.abs(b.y - a.y) < 2 && b.x > a.x, 'side by side on a desktop');
    await first.scrollIntoViewIfNeeded();
    await shot(page, `issue31-${lang}-${viewport === PHONE ? 'phone' : 'desktop'}-versions`);
  }

  // the teacher preview: the resource page's header (type, title, author) and its index with the presentation
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(`/krea/resource/${resourceId}/preview?locale=es`);
    await page.getByTestId('preview-header').getByRole('heading', { level: 1, name: 'Energía en casa' }).waitFor();
    await page
      .getByRole('navigation', { name: k(lang, 'resource.preview.parts') })
      .getByRole('button', { name: k(lang, 'resource.preview.presentation') })
      .click();
    await page.getByTestId('preview-presentation').waitFor();
    await shot(page, `issue31-${lang}-${viewport === PHONE ? 'phone' : 'desktop'}-teacher-preview`);
  }
  await page.context().close();
}

/** krea.md §3 customKreaFieldOptions: a custom field's option ticked in the resource editor is saved and stays ticked. */
async function customField(): Promise<void> {
  type Field = { name: string; options: Array<{ id: number; name: string }> };
  const fields = await api<Field[]>('/AccountApi/CustomizedFields?locale=es');
  const field = fields.find((f) => f.options.some((o) => o.name === 'Convivencia'));
  assert.ok(field, 'the demo custom field');
  const option = field.options.find((o) => o.name === 'Convivencia')!;
  const mine = await api<{ data: Array<{ id: number; title: string }> }>(
    '/krea/Resource?owner=true&pageNumber=0&pageSize=50&text=Energ%C3%ADa%20en%20casa',
  );
  const id = mine.data.find((r) => r.title === 'Energía en casa')?.id;
  assert.ok(id, 'author@ has the demo resource');
  const chosen = async () =>
    (
      await api<{ customKreaFieldOptions: Array<{ id: number }> }>(`/krea/Resource/${id}?locale=es`)
    ).customKreaFieldOptions.map((o) => o.id);
  const saved = async (on: boolean) => {
    for (let i = 0; i < 40 && (await chosen()).includes(option.id) !== on; i++)
      await new Promise((r) => setTimeout(r, 250));
    assert.equal((await chosen()).includes(option.id), on);
  };
  const page = await signedIn('es');
  const box = () => page.getByRole('group', { name: field.name }).getByRole('checkbox', { name: option.name });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`/krea/resource/${id}?step=general&locale=es`);
    await box().waitFor();
    const was = await box().isChecked();
    await box().setChecked(!was);
    await saved(!was);
    await page.reload();
    await box().waitFor();
    assert.equal(await box().isChecked(), !was, 'still ticked after a reload');
    await box().scrollIntoViewIfNeeded();
    await shot(page, `issue31-es-${viewport === PHONE ? 'phone' : 'desktop'}-custom-field`);
  }
  await page.context().close();
}

describe('Krea issue 31: forms, bar tab, image picker, use of content, versions, preview', () => {
  for (const lang of ['es', 'en', 'ca'] as const) test(`as author@ (${lang})`, () => run(lang));
  test('a custom field option ticked in the resource editor is saved and stays ticked after a reload', () =>
    customField());
});
