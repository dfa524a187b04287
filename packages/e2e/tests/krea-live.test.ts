/**
 * Issue 33, Krea's part, end to end as author@demo.test (es, desktop 1280 and phone 390): the class editor's quick
 * checks are written at the fields (errors shown, nothing incomplete sent), saved with the class by the autosave and
 * read back from the API (GET /krea/Resource/{id}: classPlans[].quickChecks), then deleted and saved again.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiSignIn, call } from '../src/api';
import { launchBrowser, newPage } from '../src/browser';
import { login, waitForPath } from '../src/flows';
import { t } from '../src/i18n';
import { shot } from '../src/shots';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const k = (key: string, vars?: Record<string, string | number>) => t('es', `krea:${key}`, vars);
type QuickCheck = {
  kind: string;
  prompt: string;
  exitTicket: boolean;
  options: Array<{ text: string; correct: boolean }>;
};
type Resource = { id: number; title: string; classPlans: Array<{ id: number; quickChecks: QuickCheck[] }> };

const api = async <T>(path: string): Promise<T> => call<T>(await apiSignIn('author@demo.test'), 'GET', path);

describe('Krea live class: quick checks in the class editor (issue 33)', () => {
  test('author@ writes a multiple-choice exit ticket, the API has it, then deletes it', async () => {
    const mine = await api<{ data: Array<{ id: number; title: string }> }>(
      '/krea/Resource?owner=true&pageNumber=0&pageSize=50&text=Energ%C3%ADa%20en%20casa',
    );
    const resourceId = mine.data.find((r) => r.title === 'Energía en casa')?.id ?? mine.data[0]?.id;
    assert.ok(resourceId, 'author@ has the demo resource');
    const before = await api<Resource>(`/krea/Resource/${resourceId}?locale=es`);
    const cls = before.classPlans[0];
    assert.ok(cls, 'the demo resource has a class');
    const had = cls.quickChecks.length;

    const { page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/login');
    await login(page, 'author@demo.test', 'es');
    await waitForPath(page, /^\/(feed|sign-terms|krea)/);
    await page.waitForTimeout(300);
    const skip = page.getByRole('button', { name: t('es', 'shell:tour.skip') });
    if (await skip.isVisible().catch(() => false)) await skip.click();
    await page.goto(`/krea/resource/${resourceId}/t/class/${cls.id}?locale=es`);
    const box = page.getByTestId('quick-checks').first();
    await box.getByRole('heading', { name: k('resource.quick.title', { n: had, max: 10 }) }).waitFor();
    await box.getByRole('button', { name: `+ ${k('resource.quick.add')}` }).click();
    const card = box.getByTestId('quick-check').last();
    // incomplete: the errors at the fields
    await card.getByText(k('resource.quick.errors.prompt')).waitFor();
    await card.getByLabel(`${k('resource.quick.prompt')} *`, { exact: true }).fill('¿Cuánto es 2 + 2?');
    await card.getByLabel(k('resource.quick.option', { n: 1 }), { exact: true }).fill('3');
    await card.getByLabel(k('resource.quick.option', { n: 2 }), { exact: true }).fill('4');
    await card.getByText(k('resource.quick.errors.noCorrect')).waitFor();
    await card.getByRole('checkbox', { name: k('resource.quick.correct', { n: 2 }) }).check();
    await card.getByRole('checkbox', { name: k('resource.quick.exitTicket') }).check();
    await page
      .getByTestId('save-state')
      .filter({ hasText: k('resource.save.saved') })
      .waitFor();
    await page.waitForTimeout(2000);
    await page
      .getByTestId('save-state')
      .filter({ hasText: k('resource.save.saved') })
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'issue33-es-desktop-quick-checks');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'issue33-es-phone-quick-checks');

    const saved = await api<Resource>(`/krea/Resource/${resourceId}?locale=es`);
    const checks = saved.classPlans.find((c) => c.id === cls.id)!.quickChecks;
    assert.equal(checks.length, had + 1);
    const q = checks[checks.length - 1];
    assert.equal(q.kind, 'choice');
    assert.equal(q.prompt, '¿Cuánto es 2 + 2?');
    assert.equal(q.exitTicket, true);
    assert.deepEqual(
      q.options.map((o) => [o.text, o.correct]),
      [
        ['3', false],
        ['4', true],
      ],
    );

    // deleted, saved again: the API no longer has it
    await box.getByRole('button', { name: k('resource.quick.remove', { n: had + 1 }) }).click();
    await box.getByRole('heading', { name: k('resource.quick.title', { n: had, max: 10 }) }).waitFor();
    await page.waitForTimeout(2000);
    await page
      .getByTestId('save-state')
      .filter({ hasText: k('resource.save.saved') })
      .waitFor();
    const after = await api<Resource>(`/krea/Resource/${resourceId}?locale=es`);
    assert.equal(after.classPlans.find((c) => c.id === cls.id)!.quickChecks.length, had);
    await page.context().close();
  });
});
