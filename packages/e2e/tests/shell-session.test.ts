/** Sign-in, its error messages (spec §8), reload keeping the session, logout. */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { login, waitForPath } from '../src/flows';
import { t } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('session', () => {
  test('an empty login form shows the missing email and missing password messages, in Spanish', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: t('es', 'shell:login.submit'), exact: true }).click();
    await page.getByText(t('es', 'shell:validation.emailRequired')).waitFor();
    await page.getByText(t('es', 'shell:validation.passwordRequired')).waitFor();
    await context.close();
  });

  test('a wrong password shows the invalid-user message and keeps the user on login', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'teacher@demo.test', 'es', 'Wrong1234');
    const alert = page.getByRole('alert').filter({ hasText: t('es', 'shell:login.errors.invalidUser') });
    await alert.waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await context.close();
  });

  test('a malformed email is refused before anything is sent', async () => {
    const { context, page } = await newPage(browser);
    let signInCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/AccountApi/SignIn')) signInCalls += 1;
    });
    await page.goto('/login');
    await page.getByLabel(t('es', 'shell:login.email')).fill('not-an-email');
    await page.getByLabel(t('es', 'shell:login.password')).fill('Demo1234');
    await page.getByRole('button', { name: t('es', 'shell:login.submit'), exact: true }).click();
    await page.getByText(t('es', 'shell:validation.wrongEmailFormat', { email: 'name@example.com' })).waitFor();
    assert.equal(signInCalls, 0);
    await context.close();
  });

  test('signing in lands on the feed, a reload keeps the session, logout goes home logged out', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    const userMenu = page.getByRole('button', { name: t('es', 'shell:nav.userMenu') });
    await userMenu.waitFor();
    // no token in web storage: the session survives the reload through the HttpOnly refresh cookie
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    assert.doesNotMatch(stored, /eyJ[\w-]+\.[\w-]+\./, 'an access token must not be kept in web storage');
    await page.reload();
    await userMenu.waitFor();
    assert.match(new URL(page.url()).pathname, /^\/feed/);
    await userMenu.click();
    await page.getByRole('menuitem', { name: t('es', 'shell:nav.menu.logout') }).click();
    await waitForPath(page, '/');
    await page.getByRole('button', { name: t('es', 'shell:nav.login'), exact: true }).waitFor();
    // and the session is really gone on the server: a reload stays logged out
    await page.goto('/programs');
    await waitForPath(page, '/login');
    await context.close();
  });
});
