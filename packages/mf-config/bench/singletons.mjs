#!/usr/bin/env node
/**
 * Singleton check (browser): after visiting a shell page, an mf-explore route and an mf-folders
 * route IN THE SAME PAGE (client-side navigations, one JS realm), there must be exactly one:
 *  - React and React DOM: counted through a devtools-hook stub installed before any script; every
 *    React DOM copy registers a renderer, and each renderer points at its React's internals;
 *  - emotion / Chakra / jotai / i18next / react-query / platform packages: MF share scope
 *    (one loaded version per shared package) AND the instance markers every stateful package writes
 *    to window.__PLATFORM_SINGLETONS__[name] (jotai-store, i18next, event-bus, api-client,
 *    query-client, chakra-system) — each set must have size 1.
 *
 *   node packages/mf-config/bench/singletons.mjs   → packages/mf-config/reports/singletons.{md,json}
 *   import { checkSingletons } from '@platform/mf-config/bench/singletons.mjs'
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, stubSession, realLogin } from './browser.mjs';
import { startStaticPlatform } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPORT_DIR = path.resolve(here, '../reports');

export const EXPECTED_MARKERS = ['jotai-store', 'i18next', 'event-bus', 'api-client', 'query-client', 'chakra-system'];
export const SHARED_TO_CHECK = [
  'react',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  'jotai',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@platform/ui',
  '@platform/ui/base',
  '@platform/session',
  '@platform/i18n',
  '@platform/event-bus',
  '@platform/api-client',
];

const HOOK = () => {
  let id = 0;
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    checkDCE() {},
    inject(r) {
      id += 1;
      renderers.set(id, r);
      return id;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    setStrictMode() {},
  };
};

/**
 * @param {{ baseUrl?: string, visits?: string[] }} [o]
 */
export async function checkSingletons(o = {}) {
  const visits = o.visits ?? ['/preferences', '/feed', '/folders'];
  const server = o.baseUrl ? null : await startStaticPlatform();
  const baseUrl = o.baseUrl ?? server.url;
  const browser = await launch();
  try {
    const context = await browser.newContext();
    let session = 'stubbed (RefreshToken + Me)';
    if (
      o.baseUrl &&
      process.env.BENCH_EMAIL &&
      (await realLogin(context, baseUrl, process.env.BENCH_EMAIL, process.env.BENCH_PASSWORD))
    )
      session = 'real';
    else await stubSession(context);
    await context.addInitScript(HOOK);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const visited = [];
    await page.goto(baseUrl + visits[0], { waitUntil: 'networkidle' });
    visited.push({
      asked: visits[0],
      at: new URL(page.url()).pathname,
      h1: await page.evaluate(() => document.querySelector('h1')?.textContent ?? null),
    });
    for (const v of visits.slice(1)) {
      // client-side navigation (single-spa patched history): same JS realm, remotes mount on demand
      await page.evaluate((to) => window.history.pushState(null, '', to), v);
      await page.waitForLoadState('networkidle');
      await page
        .waitForFunction(
          (p) => location.pathname !== p || document.querySelector('#remote-area h1, [data-testid=remote-fallback]'),
          v,
          { timeout: 15000 },
        )
        .catch(() => {});
      await page.waitForTimeout(500);
      visited.push({
        asked: v,
        at: new URL(page.url()).pathname,
        h1: await page.evaluate(() => document.querySelector('#remote-area h1')?.textContent ?? null),
      });
    }
    const data = await page.evaluate((sharedToCheck) => {
      const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
      const renderers = [...hook.renderers.values()];
      const reactInternals = new Set(renderers.map((r) => r.currentDispatcherRef ?? r.sharedInternals ?? null));
      const markers = Object.fromEntries(
        Object.entries(window.__PLATFORM_SINGLETONS__ ?? {}).map(([k, v]) => [k, [...v]]),
      );
      const share = window.__FEDERATION__?.__SHARE__ ?? {};
      const loaded = {};
      for (const scopes of Object.values(share))
        for (const pkgs of Object.values(scopes))
          for (const [pkg, versions] of Object.entries(pkgs)) {
            if (!sharedToCheck.includes(pkg)) continue;
            for (const [v, info] of Object.entries(versions)) {
              if (info.loaded || info.lib)
                (loaded[pkg] ??= []).push({ version: v, from: info.from, useIn: info.useIn });
            }
          }
      const remotesMounted = [...document.querySelectorAll('#remote-area [data-remote]')].map((e) =>
        e.getAttribute('data-remote'),
      );
      return {
        reactDomRenderers: renderers.map((r) => ({ version: r.version, rendererPackageName: r.rendererPackageName })),
        reactCopies: reactInternals.size,
        markers,
        loaded,
        remotesMounted,
      };
    }, SHARED_TO_CHECK);
    const checks = [];
    checks.push({
      name: 'one React DOM (renderers registered)',
      ok: data.reactDomRenderers.length === 1,
      detail: data.reactDomRenderers.length,
    });
    checks.push({
      name: 'one React (distinct internals behind renderers)',
      ok: data.reactCopies === 1,
      detail: data.reactCopies,
    });
    for (const m of EXPECTED_MARKERS) {
      const ids = data.markers[m] ?? [];
      checks.push({ name: `one ${m} instance`, ok: ids.length === 1, detail: ids.join(',') || 'none' });
    }
    for (const pkg of SHARED_TO_CHECK) {
      const l = data.loaded[pkg] ?? [];
      const users = [...new Set(l.flatMap((x) => x.useIn ?? []))].sort();
      checks.push({
        name: `one loaded copy of ${pkg}`,
        ok: l.length <= 1,
        detail:
          l.map((x) => `${x.version} from ${x.from}`).join('; ') + (users.length ? ` used in ${users.join(', ')}` : ''),
      });
    }
    const mountedNeeded = ['mf-explore', 'mf-folders'];
    checks.push({
      name: 'mf-explore and mf-folders were mounted',
      ok: mountedNeeded.every((r) => data.remotesMounted.includes(r)),
      detail: data.remotesMounted.join(','),
    });
    return {
      checkedAt: new Date().toISOString(),
      baseUrl: o.baseUrl ?? 'static dists (bench/serve.mjs)',
      session,
      visited,
      pageErrors: errors,
      ok: checks.every((c) => c.ok),
      checks,
      data,
    };
  } finally {
    await browser.close();
    await server?.close();
  }
}

export function writeSingletonReport(r, dir = REPORT_DIR) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'singletons.json'), JSON.stringify(r, null, 2) + '\n');
  const lines = [
    '# Run-time singleton check',
    '',
    `Checked ${r.checkedAt} against ${r.baseUrl}; session ${r.session}. Result: **${r.ok ? 'PASS' : 'FAIL'}**`,
    '',
    'Visits (client-side navigations in one page): ' +
      r.visited.map((v) => `${v.asked} → ${v.at} (h1: ${v.h1 ?? '—'})`).join('; '),
    '',
    '| check | ok | detail |',
    '|---|---|---|',
    ...r.checks.map((c) => `| ${c.name} | ${c.ok ? 'yes' : 'NO'} | ${String(c.detail).replace(/\|/g, '/')} |`),
    '',
  ];
  if (r.pageErrors.length) lines.push('Page errors: ' + r.pageErrors.join(' | '), '');
  fs.writeFileSync(path.join(dir, 'singletons.md'), lines.join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await checkSingletons({ baseUrl: process.env.BENCH_BASE_URL });
  writeSingletonReport(r);
  for (const c of r.checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  console.log(r.visited);
  process.exitCode = r.ok ? 0 : 1;
}
