#!/usr/bin/env node
/**
 * The first interaction's latency on pages that hydrate on intent (ADR 0041): the tap that starts the app waits for
 * its evaluation. For each route, a cold-cache load against the real platform (bench/platform.mjs, or
 * BENCH_BASE_URL), the page left idle until the network is quiet, then a scripted first tap on the page's <h1> (not a
 * link: a tap on a link navigates to the next server page) and, GAP ms later, a key press (a second interaction while
 * the app starts). Measured in the page with the Event Timing API (what INP is made of: input delay + processing +
 * presentation, per interaction, 8 ms granularity) and timestamps:
 *   firstTapMs      the first tap's interaction latency (pointerdown..click to the next paint)
 *   secondMs        the key press GAP ms later: how long it waited behind the app's start
 *   inpLikeMs       the worst of the two (what INP would report for this visit)
 *   hydratedMs      tap → the app owns the page (student view: the remote dropped data-ssr; other routes: the app's
 *                   root has React's fiber on its first control), i.e. when a tap is handled by the app
 *   startedAtLoad   the app had already started before the tap (routes still hydrated at load)
 * CPU=4 (default) throttles the CPU with CDP like Lighthouse's mobile preset (simulated there, applied here), CPU=1
 * for none. RUNS=3 (median), ROUTES=/r/1,/r/1/class/:first,/,/login, GAP=100.
 *
 *   node packages/mf-config/bench/first-tap.mjs        → packages/mf-config/reports/first-tap.{md,json}
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { startRealPlatform } from './platform.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPORT_DIR = path.resolve(here, '../reports');
const ALL = ['/r/1', '/r/1/class/:first', '/', '/login'];

async function resolvePath(baseUrl, p) {
  if (!p.includes(':first')) return p;
  const link = p.split('/')[2];
  const res = await fetch(`${baseUrl}/api/v1/ResourceApi/GetStudentResource?id=${link}&locale=es`);
  const first = (await res.json())?.studentMaterial?.classPlans?.[0]?.id;
  return p.replace(':first', String(first));
}

/** Installed before the page's scripts: Event Timing entries and the moments the bench needs. */
function probe() {
  const w = window;
  w.__tap = { events: [], firstInput: null, hydrated: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__tap.events.push({
        name: e.name,
        id: e.interactionId || 0,
        start: e.startTime,
        duration: e.duration,
        delay: e.processingStart - e.startTime,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener(
    'pointerdown',
    (e) => {
      if (w.__tap.firstInput === null) w.__tap.firstInput = e.timeStamp;
    },
    { capture: true },
  );
  const owned = () => {
    if (document.querySelector('[data-ssr]')) return false;
    const control = document.querySelector('#shell-root a[href], #shell-root button, #remote-area a[href]');
    return !!control && Object.keys(control).some((k) => k.startsWith('__reactFiber$'));
  };
  const check = () => {
    if (w.__tap.hydrated === null && owned()) w.__tap.hydrated = performance.now();
    else if (w.__tap.hydrated === null) requestAnimationFrame(check);
  };
  addEventListener('DOMContentLoaded', check);
}

async function measure(browser, baseUrl, route, { cpu, gap }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(baseUrl + route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const before = await page.evaluate(() => ({
    // main.js is a script of the page (not only preloaded): evaluated at load (start-after-paint or defer), or the loader
    // started it without an intent
    startedAtLoad: !!document.querySelector('script[src*="/main."]'),
    hydratedBeforeTap: window.__tap.hydrated !== null,
  }));
  const box = await page.locator('h1').first().boundingBox();
  const x = box ? box.x + Math.min(20, box.width / 2) : 10;
  const y = box ? box.y + box.height / 2 : 10;
  await page.mouse.click(x, y);
  await page.waitForTimeout(gap);
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => window.__tap.hydrated !== null, undefined, { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(500); // the last event entries are reported after their paint
  const r = await page.evaluate(() => window.__tap);
  await context.close();
  const byInteraction = new Map();
  for (const e of r.events) if (e.id) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const ids = [...byInteraction.keys()].sort((a, b) => a - b);
  const firstTapMs = ids.length ? byInteraction.get(ids[0]) : 0;
  const secondMs = ids.length > 1 ? byInteraction.get(ids[1]) : 0;
  return {
    ...before,
    firstTapMs,
    secondMs,
    inpLikeMs: Math.max(firstTapMs, secondMs),
    hydratedMs:
      r.hydrated === null ? null : before.hydratedBeforeTap ? 0 : Math.round(r.hydrated - (r.firstInput ?? r.hydrated)),
  };
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

async function main() {
  const cpu = Number(process.env.CPU || 4);
  const runs = Number(process.env.RUNS || 3);
  const gap = Number(process.env.GAP || 100);
  const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : ALL;
  const server = process.env.BENCH_BASE_URL ? null : await startRealPlatform();
  const baseUrl = process.env.BENCH_BASE_URL ?? server.url;
  const browser = await launch();
  const load = [os.loadavg()[0]];
  const rows = [];
  try {
    for (const p of routes) {
      const route = await resolvePath(baseUrl, p);
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await measure(browser, baseUrl, route, { cpu, gap }));
      load.push(os.loadavg()[0]);
      const row = {
        route: p,
        startedAtLoad: all.every((x) => x.startedAtLoad),
        hydratedBeforeTap: all.filter((x) => x.hydratedBeforeTap).length,
        firstTapMs: median(all.map((x) => x.firstTapMs)),
        secondMs: median(all.map((x) => x.secondMs)),
        inpLikeMs: median(all.map((x) => x.inpLikeMs)),
        hydratedMs: median(all.map((x) => x.hydratedMs)),
        runs: all,
      };
      rows.push(row);
      console.log(
        `${p.padEnd(20)} startedAtLoad=${row.startedAtLoad} firstTap=${row.firstTapMs} ms second=${row.secondMs} ms ` +
          `INP-like=${row.inpLikeMs} ms tap→hydrated=${row.hydratedMs} ms`,
      );
    }
  } finally {
    await browser.close();
    await server?.close();
  }
  const report = {
    measuredAt: new Date().toISOString(),
    cpuThrottling: cpu,
    runs,
    gapMs: gap,
    loadAverage: { min: Math.min(...load), max: Math.max(...load) },
    cores: os.cpus().length,
    rows,
  };
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, 'first-tap.json'), JSON.stringify(report, null, 2) + '\n');
  const md = [
    '# First tap (INP-like) on the pages that hydrate on intent',
    '',
    `Measured ${report.measuredAt}, CPU ${cpu}x (CDP), median of ${runs}, second interaction ${gap} ms after the tap, ` +
      `load average ${report.loadAverage.min.toFixed(1)}–${report.loadAverage.max.toFixed(1)} on ${report.cores} cores ` +
      '(bench/first-tap.mjs).',
    '',
    '| route | app started at load | hydrated before the tap | first tap (ms) | key press after it (ms) | INP-like (ms) | tap → app owns the page (ms) |',
    '| ----- | ------------------- | ----------------------- | -------------- | ----------------------- | ------------- | ---------------------------- |',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${r.startedAtLoad ? 'yes' : 'no'} | ${r.hydratedBeforeTap}/${runs} | ${r.firstTapMs} | ${r.secondMs} | ${r.inpLikeMs} | ${r.hydratedMs ?? '—'} |`,
    ),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(REPORT_DIR, 'first-tap.md'), md);
  console.log(md);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
