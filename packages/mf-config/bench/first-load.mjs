#!/usr/bin/env node
/**
 * First-load benchmark: gzip bytes of JS per first route, cold cache, one fresh browser context per
 * route, against the real platform: the built API on PGlite with the demo data, serving the built apps
 * (bench/platform.mjs), or a running platform at BENCH_BASE_URL. Private routes are measured signed in for
 * real (BENCH_EMAIL / BENCH_PASSWORD, default the demo teacher): a real SignIn, then the page restores the
 * session with the real RefreshToken and Me, loads its data, shows the notification bell and opens the
 * notification hub (its SignalR client is fetched a few seconds after the bar appears); the measure waits
 * for that connection, so the hub's bytes count, as they do for a user.
 *
 * What the budget counts (ADR 0051): everything the page loads AFTER THE FIRST INTENT until the app owns it. A page
 * the server rendered (pre-rendered public pages, /r/{id}, the signed-in /feed) starts its app on the first tap or key
 * (ADR 0041): the bench loads the page, presses a key that does nothing, waits until the app owns the page (the
 * app's own marks: no server markup left awaiting it, `[data-ssr]`, `#shell-root[data-prerendered]`; a hydrated shell
 * sets `<html data-hydrated>`) and counts every script fetched from the navigation on; on a signed-in route, also the
 * notification hub's client the started app fetches next (stricter than "until it owns it": the budget holds under
 * both). Reported beside it: the bytes before any intent, and at the moment the app owns the page.
 *
 *   node packages/mf-config/bench/first-load.mjs      → packages/mf-config/reports/first-load.{md,json}
 *   import { measureFirstLoad } from '@platform/mf-config/bench/first-load.mjs'
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { BENCH_EMAIL, signIn, startRealPlatform } from './platform.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPORT_DIR = path.resolve(here, '../reports');

/**
 * The browser's language decides the page's (ADR 0033, 0045: the language cookie, else Accept-Language): the budget is
 * held in the platform's default language, Spanish, the language of the demo school; the report also lists the
 * English pages (another language's texts are chunks of their own, ADR 0034: about 6 KB gz more on /feed).
 */
export const DEFAULT_ROUTES = [
  { path: '/login', targetKb: 210, session: false, expectRemotes: [], locale: 'es-ES' },
  { path: '/feed', targetKb: 280, session: true, expectRemotes: ['mf-explore'], locale: 'es-ES' },
  { path: '/r/1', targetKb: 170, session: false, expectRemotes: ['mf-student-view'], locale: 'es-ES' },
];
/** The same pages for an English browser (reported, not the budget). */
export const ENGLISH_ROUTES = DEFAULT_ROUTES.filter((r) => r.path !== '/r/1').map((r) => ({ ...r, locale: 'en-US' }));

const isJs = (url, type) => /javascript|ecmascript/.test(type || '') || /\.m?js(\?|$)/.test(url);

/**
 * @param {{ baseUrl?: string, routes?: typeof DEFAULT_ROUTES, settleMs?: number }} [o]
 */
export async function measureFirstLoad(o = {}) {
  const routes = o.routes ?? DEFAULT_ROUTES;
  const server = o.baseUrl ? null : await startRealPlatform();
  const baseUrl = o.baseUrl ?? server.url;
  const browser = await launch();
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext(route.locale ? { locale: route.locale } : {});
      let sessionMode = 'none';
      if (route.session) {
        if (!(await signIn(context, baseUrl))) throw new Error(`sign-in of ${BENCH_EMAIL} failed at ${baseUrl}`);
        sessionMode = `real sign-in (${BENCH_EMAIL})`;
      }
      const page = await context.newPage();
      // the notification hub: SignalR's negotiate (then its WebSocket) once the bell has been shown a moment
      const hub =
        route.session && o.waitForHub !== false
          ? page
              .waitForResponse((r) => r.url().includes('/notificationHub/negotiate') && r.ok(), {
                timeout: o.hubTimeoutMs ?? 30_000,
              })
              .then(
                () => true,
                () => false,
              )
          : Promise.resolve(null);
      const pending = [];
      const files = [];
      page.on('response', (res) => {
        const url = res.url();
        if (!url.startsWith(baseUrl)) return;
        const type = res.headers()['content-type'];
        if (!isJs(url, type) || res.status() >= 400) return;
        pending.push(
          res
            .body()
            .then((body) => {
              files.push({
                url: url.slice(baseUrl.length),
                raw: body.length,
                gzip: zlib.gzipSync(body, { level: 9 }).length,
              });
            })
            .catch(() => {}),
        );
      });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' });
      // the route's page heading: the session restored, the remote mounted and its screen rendered
      await page.waitForSelector('h1', { timeout: 30_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
      // a page that starts on intent (ADR 0041) has only downloaded the app so far: what it loads before any intent is
      // reported apart; the first intent (a key press that does nothing) starts it, and the budget counts from the
      // navigation until the app owns the page (ADR 0051)
      await Promise.all(pending.splice(0));
      const atLoad = files.reduce((s, f) => s + f.gzip, 0);
      const startsOnIntent = await page.evaluate(
        () => !!document.querySelector('script[data-main]') && !document.documentElement.hasAttribute('data-app-start'),
      );
      const prerenderedShell = await page.evaluate(
        () => document.getElementById('shell-root')?.dataset.prerendered !== undefined,
      );
      if (startsOnIntent) {
        await page.keyboard.press('Shift');
        // the app's own marks (not React's internals): the remotes dropped `data-ssr` once mounted over their server
        // markup; a pre-rendered shell lost `data-prerendered` when its root was made and set <html data-hydrated>
        // once React committed it (shell/src/app/hydrate.tsx)
        await page.waitForFunction(
          (shellHydrates) =>
            !document.querySelector('[data-ssr]') &&
            document.getElementById('shell-root')?.dataset.prerendered === undefined &&
            (!shellHydrates || document.documentElement.hasAttribute('data-hydrated')) &&
            !!document.querySelector('h1'),
          prerenderedShell,
          { timeout: 60_000 },
        );
        await page.waitForLoadState('networkidle');
      }
      await Promise.all(pending.splice(0));
      const atOwned = files.reduce((s, f) => s + f.gzip, 0);
      const hubConnected = await hub;
      await page.waitForTimeout(o.settleMs ?? 800);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const finalPath = new URL(page.url()).pathname;
      const h1 = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
      const remotesLoaded = [
        ...new Set(files.map((f) => f.url.match(/^\/mf\/([a-z0-9-]+)\//)?.[1]).filter(Boolean)),
      ].sort();
      const remoteEntries = files.filter((f) => /\/remoteEntry\.js/.test(f.url)).map((f) => f.url);
      files.sort((a, b) => b.gzip - a.gzip);
      const gzip = files.reduce((s, f) => s + f.gzip, 0);
      const raw = files.reduce((s, f) => s + f.raw, 0);
      const expected = route.expectRemotes ?? [];
      results.push({
        route: route.path,
        locale: route.locale ?? 'en-US',
        finalPath,
        h1,
        session: sessionMode,
        hubConnected,
        jsFiles: files.length,
        rawBytes: raw,
        gzipBytes: gzip,
        gzipKb: +(gzip / 1024).toFixed(1),
        startsOnIntent,
        gzipKbBeforeIntent: +(atLoad / 1024).toFixed(1),
        gzipKbWhenOwned: +(atOwned / 1024).toFixed(1),
        targetKb: route.targetKb,
        withinTarget: gzip / 1024 <= route.targetKb,
        remotesLoaded,
        remoteEntries,
        onlyExpectedRemotes:
          remotesLoaded.length === expected.length && expected.every((r) => remotesLoaded.includes(r)),
        expectedRemotes: expected,
        pageErrors: errors,
        files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.close();
  }
  return {
    measuredAt: new Date().toISOString(),
    baseUrl: o.baseUrl ?? 'the built platform (bench/platform.mjs: API + PGlite + demo data + built apps)',
    theme: process.env.THEME || 'default',
    results,
  };
}

export function writeFirstLoadReport(report, dir = REPORT_DIR) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'first-load.json'), JSON.stringify(report, null, 2) + '\n');
  const kb = (b) => (b / 1024).toFixed(1);
  const lines = [
    '# First-load JavaScript per route',
    '',
    `Measured ${report.measuredAt} against ${report.baseUrl} (production builds, theme ${report.theme}), Chromium headless,`,
    'fresh context per route (cold cache), until network idle. Sizes are the JS response bodies gzipped (level 9) by the bench.',
    '',
    'Signed-in routes: a real sign-in, then the page as a user gets it, until its notification hub has connected.',
    '',
    "Each page in the browser language given (Accept-Language): the budget in Spanish, the platform's default language;",
    'the English rows are what an English browser gets (its texts are chunks of their own).',
    '',
    'Counted after the first intent (ADR 0051): from the navigation, through a first key press that starts the app of a',
    'server-rendered page, until the app owns the page; on a signed-in route also the notification hub the app opens next.',
    '"before intent": what the page loaded before any tap or key; "app owns it": at the moment the app owns the page.',
    '',
    '| route | language | final path | JS files | raw KB | before intent KB | app owns it KB | gzip KB (budget measure) | budget KB | within | remotes fetched | only its own remote | session | hub |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.results.map(
      (r) =>
        `| ${r.route} | ${r.locale ?? '—'} | ${r.finalPath} | ${r.jsFiles} | ${kb(r.rawBytes)} | ${r.startsOnIntent ? r.gzipKbBeforeIntent : '—'} | ${r.gzipKbWhenOwned} | **${r.gzipKb}** | ${r.targetKb} | ${r.withinTarget ? 'yes' : 'NO'} | ${r.remotesLoaded.join(', ') || '—'} | ${r.onlyExpectedRemotes ? 'yes' : 'NO'} | ${r.session} | ${r.hubConnected === null ? '—' : r.hubConnected ? 'connected' : 'NOT connected'} |`,
    ),
    '',
  ];
  for (const r of report.results) {
    lines.push(
      `## ${r.route} (${r.locale ?? '—'})`,
      '',
      `h1: ${r.h1 ?? '—'}; remote entries: ${r.remoteEntries.join(', ') || 'none'}${r.pageErrors.length ? `; page errors: ${r.pageErrors.join(' | ')}` : ''}`,
      '',
      '| file | raw KB | gzip KB |',
      '|---|---|---|',
    );
    for (const f of r.files.slice(0, 15)) lines.push(`| ${f.url} | ${kb(f.raw)} | ${kb(f.gzip)} |`);
    if (r.files.length > 15)
      lines.push(`| … ${r.files.length - 15} more | | ${kb(r.files.slice(15).reduce((s, f) => s + f.gzip, 0))} |`);
    lines.push('');
  }
  fs.writeFileSync(path.join(dir, 'first-load.md'), lines.join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await measureFirstLoad({
    baseUrl: process.env.BENCH_BASE_URL,
    routes: [...DEFAULT_ROUTES, ...ENGLISH_ROUTES],
  });
  writeFirstLoadReport(report);
  for (const r of report.results) {
    console.log(
      `${r.route.padEnd(8)} ${String(r.locale).padEnd(6)} → ${r.finalPath.padEnd(12)} ${String(r.gzipKb).padStart(7)} KB gz (target ${r.targetKb}) ${r.withinTarget ? 'OK' : 'OVER'}  remotes: ${r.remotesLoaded.join(',') || '-'}${r.onlyExpectedRemotes ? '' : ' (UNEXPECTED)'}`,
    );
  }
  const failed = report.results.filter((r) => (!r.withinTarget && r.locale === 'es-ES') || !r.onlyExpectedRemotes);
  process.exitCode = failed.length ? 1 : 0;
}
