/**
 * Every route of the route table, at a phone's size (390×844, touch) and at a desktop's (1280×800), as each kind of
 * user sees it: the viewport follows the device, nothing scrolls sideways, text is at least 12 px and touch targets at
 * least 24 px on the phone (WCAG 2.2, 2.5.8, with its spacing and inline exceptions), and axe-core finds no serious or
 * critical violation. The phone's screenshots go to out/screenshots/phone for people to look at.
 */
import { after, before, describe, note, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { auditScreen, problems, settle, trackRequests } from '../src/audit';
import { launchBrowser, newContext } from '../src/browser';
import { baseUrl } from '../src/browser';
import { login, skipTour, waitForPath } from '../src/flows';
import { shot } from '../src/shots';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

// every route of shell/src/app/routes.ts, by who sees it; `:params` are read off the screens that link to them
const PUBLIC = [
  '/',
  '/content',
  '/how-it-works',
  '/impact',
  '/login',
  '/corporative-login',
  '/reset-password',
  '/quote/campus',
  '/trial',
  '/register',
  '/activate',
  '/used-token',
  '/expired-token',
  '/confirm-email',
  '/r/2',
  // the live class's code page (its session pages need a class running: tests/live-class.test.ts audits them)
  '/live',
  '/not-found',
];
const TEACHER = [
  '/feed',
  '/feed/search?text=agua',
  '@resource',
  '/programs',
  '@program',
  '/folders',
  '@folder',
  '@kimple-folder',
  '/my-stats',
  '/profile',
  '/profile/my-profile/edit',
  '/profile/sharing-groups',
  '/preferences',
  '/faqs',
  '/license',
  '/unauthorized',
];
const MANAGER = ['/profile/school', '/profile/school/edit', '@team', '/profile/invitations', '/my-stats'];
const AUTHOR = [
  '/krea',
  '/krea/published',
  '/krea/drafts',
  '/krea/in-revision',
  '/krea/create-content',
  '/krea/my-resources',
  '/krea/schools-group-resources',
  '@krea-content',
  '@krea-resource',
];

// a route with a parameter: the list page that links to it and the link's path
const LINKED: Record<string, { from: string; href: RegExp }> = {
  '@resource': { from: '/feed', href: /^\/resource\/\d+/ },
  '@program': { from: '/programs', href: /^\/program\/\d+/ },
  '@folder': { from: '/folders', href: /^\/folders\/\d+/ },
  '@kimple-folder': { from: '/feed', href: /^\/kimple-folders\/\d+/ },
  '@team': { from: '/profile/school', href: /^\/profile\/team\/\d+/ },
  '@krea-content': { from: '/krea/drafts', href: /^\/krea\/content\/\d+/ },
  '@krea-resource': { from: '/krea/my-resources', href: /^\/krea\/resource\/\d+/ },
};

async function resolve(page: Page, route: string): Promise<string> {
  const linked = LINKED[route];
  if (!linked) return route;
  if (new URL(page.url()).pathname + new URL(page.url()).search !== linked.from) {
    await page.evaluate((to) => (window as unknown as Nav).singleSpaNavigate(to), linked.from);
    await settle(page);
  }
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => linked.href.test(h));
  assert.ok(href, `no link to ${linked.href} on ${linked.from}`);
  return href;
}

type Nav = { singleSpaNavigate: (url: string) => void };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const sizes = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
// the screens only some accounts reach: a trial's bar and invitations, the ended trial, the Krea terms to sign, the
// school group of an admin
const OTHERS: Array<[string, string[]]> = [
  ['trial@demo.test', ['/feed', '/profile/invitations']],
  ['trial-ended@demo.test', ['/trial-finished']],
  ['newauthor@demo.test', ['/sign-terms']],
  ['admin@demo.test', ['/profile/school-group', '/profile/school-group/edit']],
];
const users: Array<[string, Array<[string | null, string[]]>]> = [
  ['visitor', [[null, PUBLIC]]],
  ['teacher', [['teacher@demo.test', TEACHER]]],
  ['manager', [['manager@demo.test', MANAGER]]],
  ['author', [['author@demo.test', AUTHOR]]],
  ['others', OTHERS],
];

describe('every route on a phone and a desktop', () => {
  test('the audit finds each kind of problem it checks for (a page made of them)', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="es"><head><meta name="viewport" content="width=1000"></head>
      <body><main><h1>Prueba</h1><p style="font-size:10px">Letra pequeña</p>
      <div style="width:1200px">ancho</div>
      <button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button>
      <p>Un <a href="/x" style="font-size:12px">enlace</a> dentro de una frase.</p>
      <button style="width:16px;height:16px;padding:0;margin:40px"></button>
      <div style="overflow:hidden;width:100px"><button style="margin-left:1300px;width:40px;height:40px">cortado</button></div>
      </main></body></html>`);
    const found = problems(await auditScreen(page), true);
    await context.close();
    const kinds = (start: string) => found.filter((p) => p.startsWith(start)).length;
    assert.equal(kinds('viewport "width=1000"'), 1, found.join('\n'));
    assert.equal(kinds('scrolls sideways'), 1, found.join('\n'));
    assert.equal(kinds('text of 10 px'), 1, found.join('\n'));
    // the two crowded buttons; not the link inside a sentence, not the lone spaced one (its axe name is missing)
    assert.equal(kinds('small target button'), 2, found.join('\n'));
    assert.equal(kinds('small target a'), 0, found.join('\n'));
    assert.ok(
      found.some((p) => p.startsWith('axe button-name')),
      found.join('\n'),
    );
    assert.equal(kinds('control off the screen: button "cortado"'), 1, found.join('\n'));
  });

  for (const [who, accounts] of users) {
    const count = accounts.reduce((n, [, routes]) => n + routes.length, 0);
    for (const [size, options] of sizes) {
      test(`${who}'s ${count} screens at ${size} size`, async () => {
        const found: string[] = [];
        const started = Date.now();
        for (const [email, routes] of accounts) {
          const context = await newContext(browser, { baseURL: baseUrl(), locale: 'es-ES', ...options });
          context.setDefaultTimeout(15_000);
          const page = await context.newPage();
          trackRequests(page);
          if (email) {
            await login(page, email);
            await waitForPath(page, /^\/(?!login)/);
            await skipTour(page, 'es', 1500);
          }
          for (const route of routes) {
            const path = await resolve(page, route);
            // signed in, the way a user moves on: the app's own navigation (a full load per screen costs a second)
            if (email) await page.evaluate((to) => (window as unknown as Nav).singleSpaNavigate(to), path);
            else await page.goto(path);
            await settle(page);
            const name = `${email ? email.split('@')[0] : who}${path.replace(/[/?=&]+/g, '_')}`;
            if (size === 'phone') await shot(page, `phone/${name}`);
            let seen = problems(await auditScreen(page), size === 'phone');
            if (seen.length) {
              // a screen caught between two states (an image or a late answer arriving) is looked at once more
              await page.waitForTimeout(500);
              await settle(page);
              seen = problems(await auditScreen(page), size === 'phone');
            }
            for (const p of seen) found.push(`${email ?? who} ${path}: ${p}`);
          }
          await context.close();
        }
        note(`${count} screens in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        assert.deepEqual(found, [], `${found.length} problems:\n${found.join('\n')}`);
      });
    }
  }
});
