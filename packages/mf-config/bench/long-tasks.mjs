#!/usr/bin/env node
/**
 * Main-thread profile of the first load (issue 12, TBT): for each route, a cold-cache load in Chromium against the
 * real platform (bench/platform.mjs, or BENCH_BASE_URL), recorded with a Chrome performance trace, WITHOUT CPU
 * throttling (CPU=4 to throttle with CDP Emulation.setCPUThrottlingRate). Lists the main thread's tasks and what they
 * ran (script evaluation per URL, function calls per URL, style/layout, parse HTML, GC).
 *
 * Why unthrottled: Lighthouse's mobile preset SIMULATES a 4x slower CPU (lantern): every task of the trace counts 4x
 * its observed time, and a task blocks when its simulated time passes 50 ms. So a task over 12.5 ms real is a long
 * task for Lighthouse, and `estTbtMs` = Σ max(0, 4·d − 50) over the tasks after the first paint estimates its TBT.
 * The task COUNT over 12.5 ms and the work per script are what to compare between builds on a busy machine.
 *
 *   node packages/mf-config/bench/long-tasks.mjs                 # ROUTES=/login,/feed  RUNS=3  CPU=4  TOP=8  JSON=1
 *   node packages/mf-config/bench/long-tasks.mjs > /tmp/before.txt
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { signIn, startRealPlatform } from './platform.mjs';

const ALL = ['/', '/login', '/feed', '/r/1', '/r/1/class/:first'];
const PRIVATE = new Set(['/feed']);
const LONG_MS = 12.5;

const short = (u) => (u ? u.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8,}\./, '.') : '(inline)');

async function resolvePath(baseUrl, p) {
  if (!p.includes(':first')) return p;
  const link = p.split('/')[2];
  const res = await fetch(`${baseUrl}/api/v1/ResourceApi/GetStudentResource?id=${link}&locale=es`);
  const first = (await res.json())?.studentMaterial?.classPlans?.[0]?.id;
  return p.replace(':first', String(first));
}

/** The page's renderer main thread: the CrRendererMain thread that evaluated the platform's own scripts. */
function mainThread(events, baseUrl) {
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const time = new Map();
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    if (renderers.has(k) && e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(baseUrl))
      time.set(k, (time.get(k) || 0) + (e.dur || 0));
  }
  return [...time.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** What a task ran: the outermost attributable events inside it, summed by kind and URL (ms). */
function attribute(task, events) {
  const end = task.ts + task.dur;
  const inside = events.filter((e) => e.ts >= task.ts && e.ts + (e.dur || 0) <= end && e !== task);
  const buckets = new Map();
  const add = (k, d) => buckets.set(k, (buckets.get(k) || 0) + d / 1000);
  const covered = [];
  const isCovered = (e) => covered.some(([s, t]) => e.ts >= s && e.ts + (e.dur || 0) <= t);
  for (const e of inside.sort((a, b) => a.ts - b.ts || (b.dur || 0) - (a.dur || 0))) {
    if (isCovered(e)) continue;
    let key = null;
    const d = e.args?.data ?? {};
    if (e.name === 'EvaluateScript') key = `eval ${short(d.url)}`;
    else if (e.name === 'v8.evaluateModule') key = `eval module`;
    else if (e.name === 'FunctionCall') key = `call ${short(d.url)}${d.functionName ? ` ${d.functionName}` : ''}`;
    else if (e.name === 'TimerFire') key = `timer`;
    else if (e.name === 'FireAnimationFrame') key = `raf`;
    else if (e.name === 'EventDispatch') key = `event ${d.type}`;
    else if (e.name === 'RunMicrotasks' || e.name === 'V8.RunMicrotasks') key = 'microtasks';
    else if (e.name === 'ParseHTML') key = 'parse HTML';
    else if (e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles') key = 'style';
    else if (e.name === 'Layout') key = 'layout';
    else if (e.name === 'ParseAuthorStyleSheet') key = 'parse CSS';
    else if (e.name === 'MajorGC' || e.name === 'MinorGC' || e.name === 'V8.GC_SCAVENGER') key = 'GC';
    else if (e.name === 'v8.compile' || e.name === 'v8.compileModule')
      key = `compile ${short(d.url ?? e.args?.fileName)}`;
    else if (e.name === 'XHRReadyStateChange' || e.name === 'XHRLoad') key = `xhr`;
    else if (e.name === 'Paint' || e.name === 'PrePaint' || e.name === 'Layerize') key = 'paint';
    if (!key) continue;
    add(key, e.dur || 0);
    covered.push([e.ts, e.ts + (e.dur || 0)]);
  }
  return [...buckets.entries()].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
}

export async function profileRoute(browser, baseUrl, route, { cpu = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  if (PRIVATE.has(route) && !(await signIn(context, baseUrl))) throw new Error('sign-in failed');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'blink.user_timing',
      'loading',
      'toplevel',
    ],
  });
  const url = `${baseUrl}${await resolvePath(baseUrl, route)}`;
  await page.goto(url, { waitUntil: 'load' });
  // settle: what runs after load (hydration, remotes, bell) until 2.5 s with no long task, 15 s at most
  await page.waitForTimeout(PRIVATE.has(route) ? 6000 : 3500);
  const buf = await browser.stopTracing();
  await context.close();
  const events = JSON.parse(buf.toString()).traceEvents;
  const main = mainThread(events, baseUrl);
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const pid = main.split(':')[0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && String(e.pid) === pid)?.ts;
  const nav =
    events
      .filter(
        (e) =>
          e.name === 'navigationStart' &&
          String(e.pid) === pid &&
          String(e.args?.data?.documentLoaderURL ?? '').startsWith(baseUrl),
      )
      .pop()?.ts ?? mine[0]?.ts;
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ts >= nav && (e.dur || 0) / 1000 >= 3);
  const long = tasks.filter((t) => t.dur / 1000 / cpu >= LONG_MS);
  const afterFcp = tasks.filter((t) => !fcp || t.ts >= fcp);
  const estTbtMs = afterFcp.reduce((s, t) => s + Math.max(0, (4 * t.dur) / cpu / 1000 - 50), 0);
  const busyMs = tasks.reduce((s, t) => s + t.dur / 1000, 0);
  return {
    route,
    fcpMs: fcp && nav ? (fcp - nav) / 1000 : null,
    tasksOver12: long.length,
    estTbtMs: Math.round(estTbtMs),
    busyMs: Math.round(busyMs),
    totals: Object.entries(
      tasks
        .flatMap((t) => attribute(t, mine))
        .map((x) => [x.replace(/ [\d.]+$/, '').replace(/^(call \S+) .*/, '$1'), Number(x.split(' ').pop())])
        .reduce((acc, [k, v]) => ({ ...acc, [k]: (acc[k] || 0) + v }), {}),
    )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k, v]) => `${k} ${Math.round(v)}`),
    long: long.map((t) => ({
      atMs: Math.round((t.ts - nav) / 1000),
      ms: +(t.dur / 1000).toFixed(1),
      what: attribute(t, mine).slice(0, Number(process.env.TOP || 8)),
    })),
  };
}

export async function profile({ routes = ALL, runs = 1, cpu = 1, baseUrl } = {}) {
  const server = baseUrl ? null : await startRealPlatform();
  const base = baseUrl ?? server.url;
  const browser = await launch();
  const out = [];
  try {
    for (const r of routes) for (let i = 0; i < runs; i++) out.push(await profileRoute(browser, base, r, { cpu }));
  } finally {
    await browser.close();
    await server?.close();
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const routes = process.env.ROUTES?.split(',') ?? ALL;
  const res = await profile({
    routes,
    runs: Number(process.env.RUNS || 1),
    cpu: Number(process.env.CPU || 1),
    baseUrl: process.env.BENCH_BASE_URL,
  });
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  if (process.env.JSON) console.log(JSON.stringify(res, null, 2));
  else if (process.env.SUMMARY)
    for (const r of routes) {
      const rs = res.filter((x) => x.route === r);
      console.log(
        `${r.padEnd(20)} median of ${rs.length}: ${med(rs.map((x) => x.tasksOver12))} tasks ≥ ${LONG_MS} ms, est. TBT ${med(rs.map((x) => x.estTbtMs))} ms, busy ${med(rs.map((x) => x.busyMs))} ms, longest ${med(rs.map((x) => Math.max(0, ...x.long.map((t) => t.ms))))} ms`,
      );
    }
  else
    for (const r of res) {
      console.log(
        `## ${r.route}: ${r.tasksOver12} tasks ≥ ${LONG_MS} ms real, est. TBT ${r.estTbtMs} ms, busy ${r.busyMs} ms, FCP ${r.fcpMs?.toFixed(0)} ms`,
      );
      console.log(`  totals (ms, tasks ≥ 3 ms): ${r.totals.join(' | ')}`);
      for (const t of r.long) console.log(`  @${t.atMs} ${t.ms} ms: ${t.what.join(' | ')}`);
    }
}
