/**
 * The shell's public pages are pre-rendered HTML (docs/decisions/0033-prerendered-public-pages.md):
 *   - over plain HTTP (no JavaScript) /login and / already hold the page heading and the form's labels, in Spanish by
 *     default and in English with the English language cookie (or Accept-Language);
 *   - in Chromium every pre-rendered page is hydrated by the same components: no console error (React reports
 *     hydration mismatches there), the server's heading element is kept (not rendered again), nothing moves, and the
 *     form works once hydrated;
 *   - the pages without a form hydrate on the visitor's first intent (ADR 0041): nothing of the app runs before it, a
 *     tap on the mobile menu before hydration opens it once hydrated, and a signed-in visitor's app starts at once.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../src/browser';
import { decode, visible } from '../src/html';
import { t, type Lang } from '../src/i18n';
import { login, startAppByIntent, waitForPath } from '../src/flows';

const PAGES = [
  '/',
  '/content',
  '/how-it-works',
  '/impact',
  '/login',
  '/corporative-login',
  '/reset-password',
  '/quote/program',
];
/** the pre-rendered pages without a form: hydrated on intent (shell/scripts/prerender.cjs) */
const ON_INTENT = new Set(['/', '/content', '/how-it-works', '/impact', '/login', '/corporative-login']);

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: res.status, html: await res.text() };
};
/** a GET with its own Host header (fetch does not send one it is given) */
const getWithHost = (path: string, host: string) =>
  new Promise<{ status: number; html: string }>((resolve, reject) => {
    const u = new URL(path, baseUrl());
    http
      .get(
        { hostname: u.hostname, port: u.port, path: u.pathname + u.search, headers: { host, accept: 'text/html' } },
        (res) => {
          let html = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (html += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
        },
      )
      .on('error', reject);
  });
const labelled = (html: string, label: string) =>
  new RegExp(`<label[^>]*>[^<]*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(decode(html));

describe('pre-rendered public pages over plain HTTP', () => {
  for (const [lang, headers] of [
    ['es', {}],
    ['en', { cookie: 'pl_lang=en' }],
  ] as Array<[Lang, Record<string, string>]>) {
    test(`/login holds its heading and the form's labels (${lang})`, async () => {
      const res = await get('/login', headers);
      assert.equal(res.status, 200);
      assert.match(res.html, new RegExp(`<html lang="${lang}"`));
      assert.match(res.html, /<h1[^>]*>[^<]*/);
      assert.equal(/<h1[^>]*>([^<]*)/.exec(res.html)?.[1], t(lang, 'shell:login.title'));
      assert.ok(labelled(res.html, t(lang, 'shell:login.email')), 'email label');
      assert.ok(labelled(res.html, t(lang, 'shell:login.password')), 'password label');
      assert.ok(visible(res.html).includes(t(lang, 'shell:login.submit')), 'submit button text');
      assert.match(res.html, /<style data-emotion="css /, "the theme's CSS is in the page");
    });

    test(`/ holds the home heading (${lang})`, async () => {
      const res = await get('/', headers);
      assert.equal(res.status, 200);
      assert.equal(decode(/<h1[^>]*>([^<]*)/.exec(res.html)?.[1] ?? ''), t(lang, 'pages:home.title'));
    });
  }

  test('the language comes from Accept-Language when there is no cookie; the cookie wins over it', async () => {
    assert.match((await get('/login', { 'accept-language': 'ca-ES,ca;q=0.9,en;q=0.8' })).html, /<html lang="ca"/);
    assert.match((await get('/login', { 'accept-language': 'fr-FR,en;q=0.5' })).html, /<html lang="en"/);
    assert.match((await get('/login', { 'accept-language': 'fr-FR' })).html, /<html lang="es"/);
    assert.match((await get('/login', { 'accept-language': 'en', cookie: 'pl_lang=ca' })).html, /<html lang="ca"/);
  });

  test('a white-label host and a query string get the plain shell (the browser renders them)', async () => {
    const { port } = new URL(baseUrl());
    const cases: Array<[string, { status: number; html: string }]> = [
      ['query', await get('/login?subdomain=demo-school')],
      ['white-label host', await getWithHost('/login', `demo-school.localhost:${port}`)],
    ];
    for (const [what, res] of cases) {
      assert.equal(res.status, 200, what);
      assert.ok(!res.html.includes('data-prerendered'), `${what}: not pre-rendered`);
      assert.match(res.html, /<div id="?shell-root"?><\/div>/, what);
    }
    // the main host itself is pre-rendered
    assert.ok((await getWithHost('/login', `localhost:${port}`)).html.includes('data-prerendered'));
  });
});

describe('pre-rendered public pages in the browser', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const lang of ['es', 'en'] as const) {
    test(`every pre-rendered page hydrates without a console error, keeps its markup and does not move (${lang})`, async () => {
      const { context, page } = await newPage(browser, {
        locale: lang === 'es' ? 'es-ES' : 'en-US',
        viewport: { width: 390, height: 844 },
      });
      try {
        const problems: string[] = [];
        page.on('console', (m) => {
          // the browser's own favicon request is not the page's (the platform has no favicon)
          if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(m.text());
        });
        page.on('pageerror', (e) => problems.push(e.message));
        page.on('response', (r) => {
          if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`${r.status()} ${r.url()}`);
        });
        await page.addInitScript(() => {
          const w = window as unknown as { shifts: number; serverH1: Element | null };
          w.shifts = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
              if (!e.hadRecentInput) w.shifts += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          document.addEventListener('DOMContentLoaded', () => {
            w.serverH1 = document.querySelector('#shell-root[data-prerendered] h1');
          });
        });
        for (const path of PAGES) {
          await page.goto(path);
          if (ON_INTENT.has(path)) {
            await page.waitForLoadState('networkidle');
            // a /login with configured external sign-in providers needs the app for their buttons: started after the
            // first paint without an intent
            const needsApp = await page.evaluate(() => {
              try {
                const p = JSON.parse(document.getElementById('platform-external-providers')?.textContent || 'null');
                return !!p && Object.values(p).some(Boolean);
              } catch {
                return false;
              }
            });
            const before = await page.evaluate(() => ({
              started: document.documentElement.hasAttribute('data-app-start'),
              inert: document.getElementById('shell-root')!.hasAttribute('inert'),
              prerendered: !!document.getElementById('shell-root')!.dataset.prerendered,
            }));
            if (needsApp)
              assert.equal(
                await page.evaluate(() => document.documentElement.getAttribute('data-app-start')),
                'providers',
                `${path}: started for its sign-in providers`,
              );
            else {
              assert.deepEqual(
                before,
                { started: false, inert: false, prerendered: true },
                `${path}: before an intent`,
              );
              await startAppByIntent(page);
            }
          }
          // hydrated: the markup is no longer inert (shell/src/app/hydrate.tsx)
          await page.waitForFunction(
            () => {
              const root = document.getElementById('shell-root');
              return !!root && !root.hasAttribute('inert') && !root.dataset.prerendered;
            },
            null,
            { timeout: 20_000 },
          );
          await page.waitForTimeout(300);
          const state = await page.evaluate(() => {
            const w = window as unknown as { shifts: number; serverH1: Element | null };
            return {
              lang: document.documentElement.lang,
              kept: !!w.serverH1 && w.serverH1.isConnected,
              h1: document.querySelector('h1')?.textContent ?? null,
              shifts: w.shifts,
            };
          });
          assert.equal(state.lang, lang, `${path}: language`);
          assert.ok(state.kept, `${path}: the server's heading is hydrated, not replaced (h1 now: ${state.h1})`);
          assert.ok(state.shifts < 0.001, `${path}: layout shift ${state.shifts}`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test('a tap on the mobile menu before the app has started opens it once hydrated; links are real links', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const menu = page.getByRole('button', { name: t('es', 'shell:nav.openMenu') });
      assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-app-start')), false);
      await menu.click(); // pointerdown starts the app; the click is replayed once React owns the button
      await page.getByRole('dialog', { name: t('es', 'shell:nav.menuTitle') }).waitFor({ timeout: 20_000 });
      assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-app-start')), 'pointerdown');
    } finally {
      await context.close();
    }
  });

  test('a signed-in visitor: the app starts at once on a page that hydrates on intent (the guard runs)', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await login(page, 'teacher@demo.test');
      await waitForPath(page, /^\/feed/);
      await page.goto('/how-it-works');
      await page.waitForFunction(() => document.documentElement.getAttribute('data-app-start') === 'session');
      // the shell's signed-in chrome replaces the public page's (no intent was needed)
      await page.waitForFunction(() => !document.getElementById('shell-root')!.dataset.prerendered);
    } finally {
      await context.close();
    }
  });

  test('the hydrated login form signs in (what is typed is kept)', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await login(page, 'teacher@demo.test');
      await waitForPath(page, /^\/feed/);
    } finally {
      await context.close();
    }
  });
});
