/** The notification bell and drawer (spec §4, §7 hub, §9 page size 5) against the running platform. */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { login, waitForPath } from '../src/flows';
import { t } from '../src/i18n';
import { apiSignIn, publishNotification } from '../src/api';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const bell = (page: Page) => page.getByTestId('notification-bell');
const drawer = (page: Page, lang: 'es' | 'en' = 'es') =>
  page.getByRole('dialog', { name: t(lang, 'shell:notifications.title') });
/** The drawer's paged list (the highlighted cards are pinned above it, in a region of their own). */
const listed = (page: Page) =>
  drawer(page)
    .getByRole('list', { name: t('es', 'shell:notifications.listLabel') })
    .getByTestId('notification-card');

/** Opens the drawer, waits for its cards (or empty state) and closes it with Escape; returns the card count. */
async function openAndClose(page: Page): Promise<number> {
  await bell(page).click();
  const d = drawer(page);
  await d.getByTestId('notification-card').first().or(d.getByTestId('empty-state')).waitFor();
  const count = await listed(page).count();
  await page.keyboard.press('Escape');
  await d.waitFor({ state: 'detached' });
  return count;
}

/** Signs in and leaves the feed for the help page: the onboarding tour (feed only) would take the focus. */
async function signIn(page: Page, email: string): Promise<void> {
  await login(page, email);
  await waitForPath(page, /^\/feed/);
  await page.goto('/faqs');
  await waitForPath(page, '/faqs');
}

describe('notifications', () => {
  test('a teacher opens the drawer from the bell, sees cards, opens a detail, goes back and loads more', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'teacher@demo.test');
    await bell(page).click();
    const d = drawer(page);
    await d.waitFor();
    const cards = listed(page);
    await cards.first().waitFor();
    const count = await cards.count();
    assert.ok(count >= 1 && count <= 5, `page 0 holds 1 to 5 cards, got ${count}`);
    // GET /NotificationApi/Highlight: the demo's highlighted notice is pinned above the list, and marked in it
    const pinned = d.getByRole('region', { name: t('es', 'shell:notifications.highlighted') });
    await pinned.getByTestId('notification-card').first().waitFor();
    assert.ok((await d.getByTestId('notification-highlight').count()) >= 1, 'a highlighted card of the list is marked');
    // dd·mm·yyyy date and a tag on every card
    assert.match((await cards.first().textContent()) ?? '', /\d{2}·\d{2}·\d{4}/);
    assert.equal(await cards.first().getByTestId('notification-tag').count(), 1);

    const cardText = (await cards.first().textContent()) ?? '';
    await cards.first().click();
    const detail = d.getByTestId('notification-detail');
    await detail.waitFor();
    const heading = (await detail.getByRole('heading').textContent())?.trim() ?? '';
    assert.ok(heading && cardText.includes(heading), `detail heading "${heading}" is the card's title (${cardText})`);
    await d.getByRole('button', { name: new RegExp(t('es', 'shell:notifications.back')) }).click();
    await detail.waitFor({ state: 'detached' });
    await cards.first().waitFor();

    const more = d.getByRole('button', { name: t('es', 'shell:notifications.loadMore') });
    if (count === 5 && (await more.count()) > 0) {
      await more.click();
      await listed(page).nth(5).waitFor();
    }
    // Escape closes and focus returns to the bell
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'notification-bell',
      undefined,
      { timeout: 5_000 },
    );
    await context.close();
  });

  test('the detail expands into the global notification-detail modal', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'manager@demo.test');
    await bell(page).click();
    const d = drawer(page);
    await d.getByTestId('notification-card').first().click();
    const heading = (await d.getByTestId('notification-detail').getByRole('heading').textContent())?.trim() ?? '';
    await d.getByRole('button', { name: t('es', 'shell:notifications.expand') }).click();
    await page.getByRole('dialog', { name: heading }).waitFor();
    assert.equal(await drawer(page).count(), 0);
    await context.close();
  });

  test('a notification published while signed in turns the bell active; opening the drawer resets it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'freemium@demo.test');
    await bell(page).waitFor();
    // see everything first: opening marks the notifications seen and the bell goes idle
    await openAndClose(page);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-state') === 'idle',
    );
    // give the hub (loaded when the browser is idle) time to connect before publishing
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => e.name.includes('/notificationHub/negotiate')),
      undefined,
      { timeout: 15_000 },
    );
    await page.waitForTimeout(500);

    const token = await apiSignIn('admin@demo.test');
    const title = `E2E notice ${Date.now()}`;
    await publishNotification(token, {
      title,
      brief: 'Pushed while signed in',
      detail: '<p>Hello <strong>bell</strong></p>',
      tag: 2,
    });

    await page.getByRole('button', { name: t('es', 'shell:nav.notificationsUnseen') }).waitFor({ timeout: 15_000 });
    assert.equal(await bell(page).getAttribute('data-state'), 'unseen');

    await bell(page).click();
    await page.getByRole('button', { name: t('es', 'shell:nav.notifications'), exact: true }).waitFor();
    const first = listed(page).first();
    await first.waitFor();
    assert.match((await first.textContent()) ?? '', new RegExp(title));
    await context.close();
  });
});
