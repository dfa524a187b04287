/**
 * A resource's presentation page comes from the server for a signed-in teacher, as /feed does (issue 28,
 * docs/decisions/0045-signed-in-feed-from-the-server.md §6):
 *   - over plain HTTP a returning teacher's GET /resource/<id> already holds the resource's heading; the other tabs
 *     (/resource/<id>/t) and a visitor without a page session get the client-rendered shell;
 *   - in Chromium, a tap on a card of the server-rendered /feed does not start the app (ADR 0041): the link loads the
 *     resource's server page, its heading there before any app code runs; the first tap on a button there starts the
 *     app, which hydrates the markup in place without an error, and the button then works (the review dialog opens),
 *     and so do the tabs (a client navigation).
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage } from '../src/browser';
import { login, skipTour, waitForPath } from '../src/flows';
import { visible } from '../src/html';
import { t } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A real sign-in over HTTP: the cookies it sets ("name=value; …") and the access token. */
async function signIn(email: string): Promise<{ cookies: string; token: string }> {
  const res = await fetch(`${baseUrl()}/api/v1/AccountApi/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, locale: 'es' }),
  });
  assert.equal(res.status, 200, `sign-in of ${email}`);
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await res.json()) as { token: string };
  return { cookies, token };
}
const html = async (path: string, cookie: string) =>
  (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', cookie } })).text();

/** The first resource of the teacher's newest ones, as the API answers the teacher in Spanish. */
async function firstNewest(token: string): Promise<{ id: number; title: string }> {
  const res = await fetch(`${baseUrl()}/api/v1/ResourceApi/Newest?pageSize=4&locale=es`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: Array<{ id: number; title: string }> };
  assert.ok(body.data.length > 0, 'the teacher has newest resources');
  return body.data[0];
}

describe('/resource/<id> over plain HTTP', () => {
  test("a returning teacher's page holds the resource's heading; other tabs and no session do not", async () => {
    const { cookies, token } = await signIn('teacher@demo.test');
    const r = await firstNewest(token);
    const page = await html(`/resource/${r.id}`, cookies);
    assert.match(page, /<html lang="es"/);
    assert.match(page, new RegExp(`data-path="/resource/${r.id}" data-signed-in="\\d+"`));
    assert.match(page, /data-prerendered="es"/);
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1];
    assert.equal(visible(h1 ?? ''), r.title, "the resource's heading is in the page");
    for (const [path, cookie] of [
      [`/resource/${r.id}/t`, cookies],
      [`/resource/${r.id}`, ''],
      [`/resource/${r.id}?x=1`, cookies],
    ]) {
      const other = await html(path, cookie);
      assert.ok(!other.includes('data-signed-in'), `${path} (${cookie ? 'signed in' : 'no session'}): not rendered`);
      assert.ok(other.includes('<div id="shell-root"></div>'), `${path}: the client-rendered shell`);
    }
  });
});

describe('a tap on a card of the server-rendered /feed (phone)', () => {
  test("lands on the resource's server page without starting the app; a button there hydrates it and works", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    await skipTour(page);
    // a returning teacher opens the platform again: the server's /feed, no app code run
    await page.goto('/feed');
    await page.getByRole('heading', { level: 1, name: t('es', 'explore:feed.title') }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => !!document.querySelector('#remote-mf-explore[data-ssr]')), true);
    const card = page.getByTestId('widget-newest').locator('a[href^="/resource/"]').first();
    const href = (await card.getAttribute('href'))!;
    const title = (await card.locator('h3').textContent())!.trim();

    // the tap: the link navigates; the app does not start on the feed
    await page.evaluate(() =>
      window.addEventListener('pagehide', () =>
        sessionStorage.setItem('e2e.feedStart', document.documentElement.getAttribute('data-app-start') ?? ''),
      ),
    );
    await card.click();
    await waitForPath(page, href);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await heading.waitFor();
    const landed = await page.evaluate(() => ({
      feedStarted: sessionStorage.getItem('e2e.feedStart'),
      started: document.documentElement.hasAttribute('data-app-start'),
      ssr: document.querySelector('#remote-mf-explore[data-ssr]')?.getAttribute('data-ssr-path') ?? null,
    }));
    assert.deepEqual(
      landed,
      { feedStarted: '', started: false, ssr: href },
      "the feed's app did not start; the resource page is the server's, no app code ran",
    );
    await page.evaluate(() => ((document.querySelector('h1') as HTMLElement & { __ssr?: boolean }).__ssr = true));

    // the first tap on a button starts the app; once React owns the button, the click is done again: the dialog opens
    const review = page.getByRole('button', {
      name: new RegExp(`^(${t('es', 'explore:review.open')}|${t('es', 'explore:review.edit')})$`),
    });
    await review.click();
    await page.getByRole('dialog').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('[data-ssr]'));
    assert.equal(
      await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { __ssr?: boolean }).__ssr === true),
      true,
      "the heading is the server's node (hydrated, not rendered again)",
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // the tabs: a client navigation to the teacher's tab
    await page.evaluate(() => ((window as Window & { __same?: boolean }).__same = true));
    await page.getByRole('link', { name: t('es', 'explore:resource.tabs.teacher'), exact: true }).click();
    await waitForPath(page, `${href}/t`);
    assert.equal(
      await page.evaluate(() => (window as Window & { __same?: boolean }).__same),
      true,
      'client navigation',
    );
    assert.deepEqual(errors, [], 'no console error (React reports hydration mismatches there)');
    await context.close();
  });
});
