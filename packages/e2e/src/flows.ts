/** Steps many browser tests share: signing in through the real login page, reading the path. */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser';
import { t, type Lang } from './i18n';

/** The access token each page's sign-in answered (null: the sign-in failed or was not seen). */
const signInToken = new WeakMap<Page, Promise<string | null>>();

export async function login(page: Page, email: string, lang: Lang = 'es', password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  // A logged-out page speaks the visitor's language (cookie, then Accept-Language: the pre-rendered pages, ADR 0033),
  // which may not be the `lang` a test signs in for: read the labels in the language the page declares.
  const declared = (await page.evaluate(() => document.documentElement.lang).catch(() => '')).slice(0, 2);
  if (declared === 'es' || declared === 'en' || declared === 'ca') lang = declared;
  await page.getByLabel(t(lang, 'shell:login.email')).fill(email);
  await page.getByLabel(t(lang, 'shell:login.password')).fill(password);
  signInToken.set(
    page,
    page
      .waitForResponse((r) => /\/AccountApi\/SignIn\b/.test(r.url()) && r.request().method() === 'POST', {
        timeout: 30_000,
      })
      .then(async (r) => (r.ok() ? (((await r.json()) as { token?: string }).token ?? null) : null))
      .catch(() => null),
  );
  await page.getByRole('button', { name: t(lang, 'shell:login.submit'), exact: true }).click();
}

/**
 * Whether the signed-in account's tutorial flag is on (the tour will open on the feed), read from the API with the
 * token its sign-in answered; undefined when this page's sign-in was not seen.
 */
async function tutorialOn(page: Page): Promise<boolean | undefined> {
  const token = await signInToken.get(page);
  if (!token) {
    // a sign-in the form posted before the app started answers no token: the signed-in page the server rendered
    // carries the user it was rendered for (shell/src/app/signedInPage.ts)
    const user = await page
      .evaluate(() => {
        const data = document.getElementById('shell-signed-in')?.textContent;
        return data ? (JSON.parse(data) as { user?: { navigationTutorial?: boolean } }).user : undefined;
      })
      .catch(() => undefined);
    return user ? user.navigationTutorial === true : undefined;
  }
  const res = await page.request
    .get('/api/v1/AccountApi/Me', { headers: { Authorization: `Bearer ${token}` } })
    .catch(() => null);
  if (!res?.ok()) return undefined;
  return ((await res.json()) as { navigationTutorial?: boolean }).navigationTutorial === true;
}

export async function waitForPath(page: Page, expected: string | RegExp, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      ([src, flags, plain]) =>
        src ? new RegExp(src as string, flags as string).test(location.pathname) : location.pathname === plain,
      [
        typeof expected === 'string' ? null : expected.source,
        typeof expected === 'string' ? '' : expected.flags,
        typeof expected === 'string' ? expected : null,
      ] as const,
      { timeout },
    )
    .catch((e: Error) => {
      // say where the page was stuck: a bare timeout tells nothing about a redirect that went elsewhere
      throw new Error(`expected path ${String(expected)}, still on ${page.url()}: ${e.message}`);
    });
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/**
 * A server-rendered page that hydrates on intent (ADR 0041) starts its app on the visitor's first intent: a key press
 * that does nothing (Shift) is one. Resolves once the loader has started the app and, on the student view, once the
 * remote has hydrated the server's markup (the kit drops `data-ssr`).
 */
export async function startAppByIntent(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-start'));
  await page.waitForFunction(() => !document.querySelector('[data-ssr]'), undefined, { timeout: 30_000 });
}

/**
 * The onboarding tour (shell) opens shortly after a user whose tutorial flag is on reaches the feed, and covers the
 * page until skipped: waits a moment for it and skips it when it comes (a fixed short wait raced its lazy chunk).
 */
export async function skipTour(page: Page, lang: Lang = 'es', timeout = 3000): Promise<void> {
  // the account says, every time, whether the tour comes (a dismissal remembered per worker went stale when the
  // request that saved it had not finished as the test closed its page): wait for it as long as a loaded machine needs
  // when it does (a tour that opened after a short wait had given up covered the next click), not at all when it does not
  const on = await tutorialOn(page);
  if (on === false) return;
  const tour = page.getByTestId('onboarding-tour');
  // the tour belongs to the feed's route (/feed and its search pages)
  const onFeed = /^\/feed(\/|$)/.test(pathOf(page));
  const shown = await tour.waitFor({ timeout: on && onFeed ? 20_000 : timeout }).then(
    () => true,
    () => false,
  );
  const skip = page.getByRole('button', { name: t(lang, 'shell:tour.skip') });
  // the dialog can be attached a moment before its buttons are drawn: wait for Skip, do not just look once
  if (
    shown &&
    (await skip.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    ))
  ) {
    // the flag is saved by a request after the click: wait for it, or a test that closes its context at once aborts it
    // and the next sign-in of this account (remembered as dismissed here) meets the tour again
    const saved = page
      .waitForResponse((r) => /\/NavigationTutorial/i.test(r.url()) && r.request().method() !== 'GET', {
        timeout: 15_000,
      })
      .catch(() => undefined);
    await skip.click();
    await saved;
  }
  await tour.waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
}

/**
 * Switches the navigation language the way the user's screen offers it: the selector of the signed-in bar on a desktop,
 * the one in the menu (the mobile sidebar) on a phone, which is then closed.
 */
export async function chooseLanguage(page: Page, from: Lang, to: Lang): Promise<void> {
  const inBar = page
    .getByRole('navigation', { name: t(from, 'shell:nav.main') })
    .getByLabel(t(from, 'shell:nav.language'));
  if (await inBar.isVisible().catch(() => false)) {
    await inBar.selectOption(to);
    return;
  }
  await page.getByRole('button', { name: t(from, 'shell:nav.openMenu') }).click();
  const menu = page.getByRole('dialog', { name: t(from, 'shell:nav.menuTitle') });
  await menu.getByLabel(t(from, 'shell:nav.language')).selectOption(to);
  const open = page.getByRole('dialog', { name: t(to, 'shell:nav.menuTitle') });
  await open.getByRole('button', { name: t(to, 'shell:nav.closeMenu') }).click();
  await open.waitFor({ state: 'detached' });
}

/** Follows a link of the main navigation: in the signed-in bar on a desktop, in the menu (mobile sidebar) on a phone. */
export async function openNavLink(page: Page, lang: Lang, key: string): Promise<void> {
  const name = t(lang, `shell:nav.${key}`);
  const inBar = page.getByRole('navigation', { name: t(lang, 'shell:nav.main') }).getByRole('link', { name });
  if (await inBar.isVisible().catch(() => false)) {
    await inBar.click();
    return;
  }
  await page.getByRole('button', { name: t(lang, 'shell:nav.openMenu') }).click();
  const menu = page.getByRole('dialog', { name: t(lang, 'shell:nav.menuTitle') });
  await menu.getByRole('link', { name }).click();
  await menu.waitFor({ state: 'detached' });
}
