#!/usr/bin/env node
/**
 * Where the first load's main-thread time goes, by function (issue 12, TBT): a V8 CPU profile (CDP Profiler, 100 µs
 * sampling) of one cold load per route against the real platform (bench/platform.mjs, or BENCH_BASE_URL). Prints the
 * functions with the most inclusive time (self time with SELF=1), with their script and line (minified: open the
 * chunk with source maps, `SOURCE_MAP=1 pnpm --filter shell build`). A diagnosis tool next to bench/long-tasks.mjs.
 *
 *   ROUTES=/login TOP=40 node packages/mf-config/bench/cpu-profile.mjs
 */
import { launch } from './browser.mjs';
import { signIn, startRealPlatform } from './platform.mjs';

const routes = (process.env.ROUTES ?? '/login').split(',');
const server = process.env.BENCH_BASE_URL ? null : await startRealPlatform();
const base = process.env.BENCH_BASE_URL ?? server.url;
const browser = await launch();
const short = (u) => u.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8,}\./, '.');
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (route === '/feed') await signIn(context, base);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(route === '/feed' ? 6000 : 3000);
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    // GROUP=url: self time per script (which chunk's code runs), else per function
    const key = (n) =>
      process.env.GROUP === 'url'
        ? short(n.callFrame.url) || n.callFrame.functionName
        : `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
    const incl = new Map();
    const self = new Map();
    profile.samples.forEach((id, i) => {
      const d = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const n = byId.get(id);
      self.set(key(n), (self.get(key(n)) || 0) + d);
      const seen = new Set();
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        const k = key(byId.get(cur));
        if (!seen.has(k)) {
          seen.add(k);
          incl.set(k, (incl.get(k) || 0) + d);
        }
      }
    });
    const table = process.env.SELF ? self : incl;
    console.log(`## ${route} (${process.env.SELF ? 'self' : 'inclusive'} ms)`);
    [...table.entries()]
      .filter(([k]) => !/^\((root|program|idle)\)/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TOP || 40))
      .forEach(([k, v]) => console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`));
  }
} finally {
  await browser.close();
  await server?.close();
}
