/** The route guard of spec §2, as a user meets it in the browser. */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { login, pathOf, waitForPath } from '../src/flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('guard', () => {
  test('a logged-out user opening a private route goes to login, and back to it after signing in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/programs');
    await waitForPath(page, '/login');
    await login(page, 'teacher@demo.test');
    await waitForPath(page, '/programs');
    await context.close();
  });

  test('an unknown route goes to not-found; logged out, to login and then to the feed (not back to not-found)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/this-route-does-not-exist');
    await waitForPath(page, '/login');
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    await page.goto('/this-route-does-not-exist');
    await waitForPath(page, '/not-found');
    await context.close();
  });

  test('a logged-in user opening /login goes to the feed', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    await page.goto('/login');
    await waitForPath(page, /^\/feed/);
    assert.match(pathOf(page), /^\/feed/);
    await context.close();
  });

  test('a trial user past 15 days goes to trial-finished, wherever they go', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'trial-ended@demo.test');
    await waitForPath(page, '/trial-finished');
    await page.goto('/programs');
    await waitForPath(page, '/trial-finished');
    // the license page stays reachable to buy a plan
    await page.goto('/license');
    await waitForPath(page, '/license');
    await context.close();
  });

  test('a trial user within 15 days opening trial-finished goes to the feed', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'trial@demo.test');
    await waitForPath(page, /^\/feed/);
    await page.goto('/trial-finished');
    await waitForPath(page, /^\/feed/);
    await context.close();
  });

  test('a user without a Krea licence opening /krea goes home (and home sends a logged-in user to the feed)', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    await page.goto('/krea/published');
    await waitForPath(page, /^\/feed/);
    await context.close();
  });

  test('an author who has not signed the terms goes to sign-terms on /krea', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'newauthor@demo.test');
    await waitForPath(page, /^\/feed/);
    await page.goto('/krea');
    await waitForPath(page, '/sign-terms');
    await context.close();
  });
});
