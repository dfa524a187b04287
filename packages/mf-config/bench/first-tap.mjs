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
 * The tap that navigates (issue 28): the demo teacher signed in for real (bench/platform.mjs signIn, as
 * lighthouse.mjs does for /feed), a cold-cache load of the server-rendered /feed, left until the network is quiet and
 * 2 s more, then a tap on the first resource card's link; measured from the tap to the resource page's <h1> being
 * visible (the next screen answers), in three scenarios (TAPS=now,before,running):
 *   now       this build: the tap does not start the app, the link loads /resource/:id rendered by the server
 *   before    as before issue 28, emulated on this build: the tap starts the app (the loader's old rule, an init
 *             script calling window.__plStartApp on pointerdown) and /resource/:id is rendered in the browser (its
 *             document requested without the page-session cookie, so the server answers the app shell)
 *   running   the app already started (window.__plStartApp('bench'), waited for until it owns the page): the link is
 *             a client-side navigation
 *
 *   node packages/mf-config/bench/first-tap.mjs        → packages/mf-config/reports/first-tap.{md,json}
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { signIn, startRealPlatform } from './platform.mjs';

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

const TAPS = {
  now: 'tap on the server-rendered /feed (this build)',
  before: 'as before issue 28 (emulated: the tap starts the app, /resource/:id rendered in the browser)',
  running: 'the app already running (client-side navigation)',
};
const RESOURCE_LINK = /^\/resource\/\d+$/;

/**
 * Installed in every page of the tap's context: the tap's moment (pointerdown, in sessionStorage: it outlives the
 * document the tap navigates away from), the first frame in which the resource page's <h1> is laid out (its
 * requestAnimationFrame: that frame is painted next) and the frame after it (the <h1> has been painted by then: the
 * figure reported), all on the same clock (performance.timeOrigin + timeStamp: epoch ms).
 */
function tapProbe() {
  addEventListener(
    'pointerdown',
    (e) => {
      if (!sessionStorage.getItem('bench.tapAt'))
        sessionStorage.setItem('bench.tapAt', String(performance.timeOrigin + e.timeStamp));
    },
    { capture: true },
  );
  const frame = (t) => {
    const h = document.querySelector('[data-testid="resource-screen"] h1');
    if (h && h.getBoundingClientRect().height > 0 && !sessionStorage.getItem('bench.h1LaidOutAt')) {
      sessionStorage.setItem('bench.h1LaidOutAt', String(performance.timeOrigin + t));
      requestAnimationFrame((next) => sessionStorage.setItem('bench.h1At', String(performance.timeOrigin + next)));
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** One tap from the signed-in /feed to a resource's page (see the header): ms from the tap to its visible <h1>. */
async function measureTap(browser, baseUrl, scenario, { cpu }) {
  // the demo teacher's language, which the demo resources are written in (in another, a resource answers a redirect
  // to Spanish: the server declines it and the browser renders its redirect notice)
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'es-ES' });
  try {
    if (!(await signIn(context, baseUrl))) throw new Error('sign-in of the demo teacher failed');
    await context.addInitScript(tapProbe);
    if (scenario === 'before') {
      await context.addInitScript(() =>
        addEventListener('pointerdown', () => window.__plStartApp?.('pointerdown'), { capture: true }),
      );
      // the document as the server answered it before: the app shell (asked without the page session)
      await context.route(
        (url) => RESOURCE_LINK.test(url.pathname),
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.continue();
          const res = await fetch(route.request().url(), {
            headers: { accept: 'text/html', 'accept-language': 'es-ES' },
          });
          const headers = Object.fromEntries(res.headers);
          delete headers['content-encoding'];
          delete headers['content-length'];
          return route.fulfill({ status: res.status, headers, body: await res.text() });
        },
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${baseUrl}/feed`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const feedFromServer = await page.evaluate(() => !!document.querySelector('[data-ssr-path="/feed"][data-ssr]'));
    if (scenario === 'running') {
      await page.evaluate(() => window.__plStartApp('bench'));
      await page.waitForFunction(
        () => document.documentElement.hasAttribute('data-hydrated') && !document.querySelector('[data-ssr]'),
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    }
    const links = page.locator('#remote-area a[href^="/resource/"]');
    const n = await links.count();
    let link = null;
    for (let i = 0; i < n && !link; i++)
      if (RESOURCE_LINK.test((await links.nth(i).getAttribute('href')) ?? '')) link = links.nth(i);
    if (!link) throw new Error('no resource card on /feed');
    const href = await link.getAttribute('href');
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const box = await link.boundingBox();
    const heading = page.locator('[data-testid="resource-screen"] h1');
    await page.evaluate(() => sessionStorage.clear());
    await page.mouse.click(box.x + box.width / 2, box.y + Math.min(40, box.height / 2));
    await heading.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => sessionStorage.getItem('bench.h1At'), undefined, { timeout: 10_000 });
    const [ms, laidOutMs] = await page.evaluate(() =>
      ['bench.h1At', 'bench.h1LaidOutAt'].map((k) =>
        Math.round(Number(sessionStorage.getItem(k)) - Number(sessionStorage.getItem('bench.tapAt'))),
      ),
    );
    // where the time went, from the tap (a document load: its navigation timing and first paint)
    const phases = await page.evaluate(() => {
      const tapAt = Number(sessionStorage.getItem('bench.tapAt')) - performance.timeOrigin;
      const n = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const at = (v) => (typeof v === 'number' && v > 0 ? Math.round(v - tapAt) : null);
      return n && !location.hash && tapAt < 0
        ? {
            requestStart: at(n.requestStart),
            responseStart: at(n.responseStart),
            responseEnd: at(n.responseEnd),
            domInteractive: at(n.domInteractive),
            firstContentfulPaint: at(fcp?.startTime),
          }
        : null;
    });
    const landed = await page.evaluate(() => ({
      path: location.pathname,
      fromServer: !!document.querySelector('[data-ssr-path^="/resource/"]'),
      appStarted: document.documentElement.hasAttribute('data-app-start'),
    }));
    if (landed.path !== href) throw new Error(`tapped ${href}, landed on ${landed.path}`);
    return {
      ms,
      laidOutMs,
      feedFromServer,
      resourceFromServer: landed.fromServer,
      appStartedOnResource: landed.appStarted,
      phases,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

async function main() {
  const cpu = Number(process.env.CPU || 4);
  const runs = Number(process.env.RUNS || 3);
  const gap = Number(process.env.GAP || 100);
  const routes = process.env.ROUTES !== undefined ? process.env.ROUTES.split(',').filter(Boolean) : ALL;
  const taps = process.env.TAPS !== undefined ? process.env.TAPS.split(',').filter(Boolean) : Object.keys(TAPS);
  const server = process.env.BENCH_BASE_URL ? null : await startRealPlatform();
  const baseUrl = process.env.BENCH_BASE_URL ?? server.url;
  const browser = await launch();
  const load = [os.loadavg()[0]];
  const rows = [];
  const tapRows = [];
  try {
    for (const scenario of taps) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await measureTap(browser, baseUrl, scenario, { cpu }));
      load.push(os.loadavg()[0]);
      const row = {
        scenario,
        label: TAPS[scenario],
        ms: median(all.map((x) => x.ms)),
        laidOutMs: median(all.map((x) => x.laidOutMs)),
        firstContentfulPaintMs: median(all.map((x) => x.phases?.firstContentfulPaint ?? null)),
        feedFromServer: all.filter((x) => x.feedFromServer).length,
        resourceFromServer: all.filter((x) => x.resourceFromServer).length,
        runs: all,
      };
      tapRows.push(row);
      console.log(`${scenario.padEnd(8)} tap → resource h1 ${row.ms} ms (${all.map((x) => x.ms).join(', ')})`);
      for (const x of all) if (x.phases) console.log(`         ${JSON.stringify(x.phases)}`);
    }
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
  // one part measured alone (ROUTES= or TAPS=): the other part's table is kept from the previous report
  const previous = (() => {
    try {
      return JSON.parse(fs.readFileSync(path.join(REPORT_DIR, 'first-tap.json'), 'utf8'));
    } catch {
      return null;
    }
  })();
  const keptRows = !routes.length && previous?.rows?.length ? previous.rows : null;
  const keptTaps = !taps.length && previous?.taps?.length ? previous.taps : null;
  if (keptRows) rows.push(...keptRows);
  if (keptTaps) tapRows.push(...keptTaps);
  const kept = keptRows || keptTaps ? ` (${keptRows ? 'routes' : 'taps'}: kept from ${previous.measuredAt})` : '';
  const report = {
    measuredAt: new Date().toISOString(),
    cpuThrottling: cpu,
    runs,
    gapMs: gap,
    loadAverage: { min: Math.min(...load), max: Math.max(...load) },
    cores: os.cpus().length,
    taps: tapRows,
    rows,
  };
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, 'first-tap.json'), JSON.stringify(report, null, 2) + '\n');
  const md = [
    '# First tap (INP-like) on the pages that hydrate on intent',
    '',
    `Measured ${report.measuredAt}, CPU ${cpu}x (CDP), median of ${runs}, second interaction ${gap} ms after the tap, ` +
      `load average ${report.loadAverage.min.toFixed(1)}–${report.loadAverage.max.toFixed(1)} on ${report.cores} cores ` +
      `(bench/first-tap.mjs)${kept}.`,
    '',
    '## The tap that navigates: signed-in /feed → a resource card → the resource page (issue 28)',
    '',
    'The demo teacher signed in for real, a cold-cache load of /feed, the network quiet and 2 s more, then a tap on the ' +
      "first resource card's link; the time until the resource page's <h1> is painted (the animation frame after the " +
      'one in which it is first laid out, which has a column of its own, as has the first contentful paint of a document ' +
      'load). ' +
      'Goal: ≤ 400 ms.',
    '',
    '| scenario | /feed from the server | /resource/:id from the server | tap → resource h1 painted (ms, median) | runs (ms) | h1 laid out (ms) | first contentful paint (ms) |',
    '| -------- | --------------------- | ----------------------------- | -------------------------------------- | --------- | ---------------- | --------------------------- |',
    ...tapRows.map(
      (r) =>
        `| ${r.label} | ${r.feedFromServer}/${runs} | ${r.resourceFromServer}/${runs} | ${r.ms} | ${r.runs.map((x) => x.ms).join(', ')} | ${r.laidOutMs} | ${r.firstContentfulPaintMs ?? '— (client navigation)'} |`,
    ),
    '',
    '## The first tap on a page (not a link)',
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
