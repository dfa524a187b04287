/**
 * The signed-in /feed comes from the server (docs/decisions/0045-signed-in-feed-from-the-server.md):
 *   - over plain HTTP (no JavaScript) a returning teacher's GET /feed already holds the feed: its heading, the cards of
 *     the teacher's own lists, the signed-in bar; in English with the language cookie; nothing of it without a page
 *     session, with a forged one, or once signed out;
 *   - in Chromium the page is read before any app code runs; the first intent starts the app, which hydrates the
 *     server's markup (the same heading and card elements, no console error, nothing moves) and works: the bell's
 *     drawer, client navigation; text typed into the search box before hydration is searched.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage } from '../src/browser';
import { login, skipTour, startAppByIntent, waitForPath } from '../src/flows';
import { visible } from '../src/html';
import { t, type Lang } from '../src/i18n';
import { shot } from '../src/shots';

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
const feedHtml = async (cookies: string, lang?: Lang) => {
  const res = await fetch(`${baseUrl()}/feed`, {
    headers: { accept: 'text/html', cookie: lang ? `${cookies}; pl_lang=${lang}` : cookies },
  });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
};
/** The newest resources of the teacher's feed, as the API answers the teacher. */
async function newestTitles(token: string, lang: Lang): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/v1/ResourceApi/Newest?pageSize=4&locale=${lang}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: Array<{ title: string }> };
  return body.data.map((r) => r.title);
}

describe('the signed-in /feed over plain HTTP', () => {
  test("a returning teacher's GET /feed holds the feed in Spanish, and in English with the language cookie", async () => {
    const { cookies, token } = await signIn('teacher@demo.test');
    assert.match(cookies, /(^|; )pl_session=/, 'the sign-in sets the page session');
    for (const lang of ['es', 'en'] as const) {
      const { status, cacheControl, html } = await feedHtml(cookies, lang);
      assert.equal(status, 200);
      assert.equal(cacheControl, 'private, no-store');
      assert.match(html, new RegExp(`<html lang="${lang}"`));
      assert.match(html, /data-signed-in="\d+"/);
      const text = visible(html);
      assert.ok(text.includes(t(lang, 'explore:feed.title')), `the feed's heading in ${lang}`);
      assert.ok(text.includes(t(lang, 'shell:nav.myFolders')), `the signed-in bar in ${lang}`);
      const titles = await newestTitles(token, lang);
      assert.ok(titles.length > 0, 'the teacher has newest resources');
      for (const title of titles) assert.ok(text.includes(title), `the card "${title}" is in the page (${lang})`);
    }
  });

  test('no page session, a forged one, or signed out: the page is the client-rendered shell, with nothing of the feed', async () => {
    const { cookies } = await signIn('teacher@demo.test');
    const session = /pl_session=([^;]+)/.exec(cookies)![1];
    const [payload, mac] = session.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), u: 1 }),
    ).toString('base64url');
    for (const cookie of ['', `pl_session=${forged}.${mac}`, `pl_session=${payload}.${mac.slice(0, -2)}xx`]) {
      const { html } = await feedHtml(cookie);
      assert.ok(!html.includes('data-signed-in'), `no server render for "${cookie.slice(0, 30)}"`);
      assert.ok(!visible(html).includes(t('es', 'explore:feed.title')));
    }
    // signed out (the refresh family revoked): the same cookie renders nothing any more
    const refresh = /refresh_token=([^;]+)/.exec(cookies)![1];
    const out = await fetch(`${baseUrl()}/api/v1/AccountApi/Logout`, {
      method: 'POST',
      // the platform's client sends it; a logout without it is refused (ADR 0049: no cross-site logout)
      headers: { cookie: `refresh_token=${refresh}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.ok(out.status < 300, `logout ${out.status}`);
    const { html } = await feedHtml(`pl_session=${session}`);
    assert.ok(!html.includes('data-signed-in'), 'a signed-out page session renders nothing');
  });
});

/** Layout shifts since the page loaded (the observer buffers the ones before it was created). */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  describe(`the server-rendered /feed on a ${device.name}`, () => {
    test('read before the app; the first intent hydrates it in place without an error; the bell and the links work', async () => {
      const { context, page } = await newPage(browser, { viewport: device.viewport });
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await login(page, 'teacher@demo.test');
      await waitForPath(page, /^\/feed/);
      // a returning teacher opens the platform again
      await page.goto('/feed');
      const heading = page.getByRole('heading', { level: 1, name: t('es', 'explore:feed.title') });
      await heading.waitFor();
      await page.waitForLoadState('networkidle');
      const before = await page.evaluate(() => ({
        started: document.documentElement.hasAttribute('data-app-start'),
        ssr: !!document.querySelector('#remote-mf-explore[data-ssr]'),
        signedIn: document.getElementById('shell-root')?.hasAttribute('data-signed-in') ?? false,
        viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content'),
      }));
      assert.deepEqual(
        before,
        { started: false, ssr: true, signedIn: true, viewport: 'width=device-width, initial-scale=1' },
        'the feed is the server’s page, no app code ran, laid out at the route’s width',
      );
      const firstCard = page.getByTestId('widget-newest').locator('a[href^="/resource/"]').first();
      await firstCard.waitFor();
      // the server's elements, marked: hydration keeps them (a browser render would make new ones)
      await page.evaluate(() => {
        (document.querySelector('h1') as HTMLElement & { __ssr?: boolean }).__ssr = true;
        (document.querySelector('#remote-area') as HTMLElement & { __ssr?: boolean }).__ssr = true;
      });
      await shot(page, `feed-ssr-${device.name}`, { fullPage: false });

      await startAppByIntent(page);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => ({
        h1: (document.querySelector('h1') as HTMLElement & { __ssr?: boolean }).__ssr === true,
        area: (document.querySelector('#remote-area') as HTMLElement & { __ssr?: boolean }).__ssr === true,
      }));
      assert.deepEqual(kept, { h1: true, area: true }, 'the heading and the remote area are the server’s nodes');
      assert.ok((await shifts(page)) <= 0.05, 'nothing moved');
      await skipTour(page);

      // the app owns the page: the bell opens its drawer, a link navigates without reloading
      await page.getByTestId('notification-bell').click();
      const drawer = page.getByRole('dialog', { name: t('es', 'shell:notifications.title') });
      await drawer.waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.evaluate(() => ((window as Window & { __same?: boolean }).__same = true));
      if (device.name === 'desktop') {
        await page
          .getByRole('navigation', { name: t('es', 'shell:nav.main') })
          .getByRole('link', { name: t('es', 'shell:nav.programs') })
          .click();
        await waitForPath(page, '/programs');
      } else {
        await firstCard.click();
        await waitForPath(page, /^\/resource\//);
      }
      assert.equal(
        await page.evaluate(() => (window as Window & { __same?: boolean }).__same),
        true,
        'client navigation',
      );
      assert.deepEqual(errors, [], 'no console error (React reports hydration mismatches there)');
      await context.close();
    });
  });
}

test('text typed into the search box before the app started is searched', async () => {
  const { context, page } = await newPage(browser);
  await login(page, 'teacher@demo.test');
  await waitForPath(page, /^\/feed/);
  await page.goto('/feed');
  const box = page
    .getByRole('combobox', { name: t('es', 'explore:search.label') })
    .or(page.getByRole('textbox', { name: t('es', 'explore:search.label') }));
  await box.first().waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-app-start')), false);
  // focusing the box is the intent that starts the app; the visitor types at once
  await box.first().click();
  await page.keyboard.type('robot');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('text') === 'robot', undefined, {
    timeout: 30_000,
  });
  assert.match(new URL(page.url()).pathname, /^\/feed\/search/);
  await context.close();
});
