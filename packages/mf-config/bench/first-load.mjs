#!/usr/bin/env node
/**
 * First-load benchmark: gzip bytes of JS per first route, cold cache, one fresh browser context per
 * route. Serves the built dists itself (bench/serve.mjs, same layout as the API's `npm start`) unless
 * BENCH_BASE_URL points at a running platform. Private routes need a session: against a real
 * platform set BENCH_EMAIL/BENCH_PASSWORD; otherwise the two session-restore calls are answered by
 * the bench (see stubSession) and that is stated in the report.
 *
 *   node packages/mf-config/bench/first-load.mjs      → packages/mf-config/reports/first-load.{md,json}
 *   import { measureFirstLoad } from '@platform/mf-config/bench/first-load.mjs'
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launch, stubSession, realLogin } from './browser.mjs';
import { startStaticPlatform } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPORT_DIR = path.resolve(here, '../reports');

export const DEFAULT_ROUTES = [
  { path: '/login', targetKb: 200, session: false, expectRemotes: [] },
  { path: '/feed', targetKb: 250, session: true, expectRemotes: ['mf-explore'] },
  { path: '/r/1', targetKb: 170, session: false, expectRemotes: ['mf-student-view'] },
];

const isJs = (url, type) => /javascript|ecmascript/.test(type || '') || /\.m?js(\?|$)/.test(url);

/**
 * @param {{ baseUrl?: string, routes?: typeof DEFAULT_ROUTES, settleMs?: number }} [o]
 */
export async function measureFirstLoad(o = {}) {
  const routes = o.routes ?? DEFAULT_ROUTES;
  const server = o.baseUrl ? null : await startStaticPlatform();
  const baseUrl = o.baseUrl ?? server.url;
  const email = process.env.BENCH_EMAIL, password = process.env.BENCH_PASSWORD;
  const browser = await launch();
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      let sessionMode = 'none';
      if (route.session) {
        if (o.baseUrl && email && password && (await realLogin(context, baseUrl, email, password))) sessionMode = 'real';
        else { await stubSession(context); sessionMode = 'stubbed (RefreshToken + Me)'; }
      }
      const page = await context.newPage();
      const pending = [];
      const files = [];
      page.on('response', (res) => {
        const url = res.url();
        if (!url.startsWith(baseUrl)) return;
        const type = res.headers()['content-type'];
        if (!isJs(url, type) || res.status() >= 400) return;
        pending.push(res.body().then((body) => {
          files.push({ url: url.slice(baseUrl.length), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
        }).catch(() => {}));
      });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(o.settleMs ?? 800);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const finalPath = new URL(page.url()).pathname;
      const h1 = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
      const remotesLoaded = [...new Set(files.map((f) => f.url.match(/^\/mf\/([a-z0-9-]+)\//)?.[1]).filter(Boolean))].sort();
      const remoteEntries = files.filter((f) => /\/remoteEntry\.js/.test(f.url)).map((f) => f.url);
      files.sort((a, b) => b.gzip - a.gzip);
      const gzip = files.reduce((s, f) => s + f.gzip, 0);
      const raw = files.reduce((s, f) => s + f.raw, 0);
      const expected = route.expectRemotes ?? [];
      results.push({
        route: route.path, finalPath, h1, session: sessionMode,
        jsFiles: files.length, rawBytes: raw, gzipBytes: gzip, gzipKb: +(gzip / 1024).toFixed(1),
        targetKb: route.targetKb, withinTarget: gzip / 1024 <= route.targetKb,
        remotesLoaded, remoteEntries,
        onlyExpectedRemotes: remotesLoaded.length === expected.length && expected.every((r) => remotesLoaded.includes(r)),
        expectedRemotes: expected, pageErrors: errors, files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.close();
  }
  return { measuredAt: new Date().toISOString(), baseUrl: o.baseUrl ?? 'static dists (bench/serve.mjs)', theme: process.env.THEME || 'default', results };
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
    '| route | final path | JS files | raw KB | gzip KB | target KB | within | remotes fetched | only its own remote | session |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...report.results.map((r) => `| ${r.route} | ${r.finalPath} | ${r.jsFiles} | ${kb(r.rawBytes)} | **${r.gzipKb}** | ${r.targetKb} | ${r.withinTarget ? 'yes' : 'NO'} | ${r.remotesLoaded.join(', ') || '—'} | ${r.onlyExpectedRemotes ? 'yes' : 'NO'} | ${r.session} |`),
    '',
  ];
  for (const r of report.results) {
    lines.push(`## ${r.route}`, '', `h1: ${r.h1 ?? '—'}; remote entries: ${r.remoteEntries.join(', ') || 'none'}${r.pageErrors.length ? `; page errors: ${r.pageErrors.join(' | ')}` : ''}`, '', '| file | raw KB | gzip KB |', '|---|---|---|');
    for (const f of r.files.slice(0, 15)) lines.push(`| ${f.url} | ${kb(f.raw)} | ${kb(f.gzip)} |`);
    if (r.files.length > 15) lines.push(`| … ${r.files.length - 15} more | | ${kb(r.files.slice(15).reduce((s, f) => s + f.gzip, 0))} |`);
    lines.push('');
  }
  fs.writeFileSync(path.join(dir, 'first-load.md'), lines.join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await measureFirstLoad({ baseUrl: process.env.BENCH_BASE_URL });
  writeFirstLoadReport(report);
  for (const r of report.results) {
    console.log(`${r.route.padEnd(8)} → ${r.finalPath.padEnd(12)} ${String(r.gzipKb).padStart(7)} KB gz (target ${r.targetKb}) ${r.withinTarget ? 'OK' : 'OVER'}  remotes: ${r.remotesLoaded.join(',') || '-'}${r.onlyExpectedRemotes ? '' : ' (UNEXPECTED)'}`);
  }
  const failed = report.results.filter((r) => !r.withinTarget || !r.onlyExpectedRemotes);
  process.exitCode = failed.length ? 1 : 0;
}
