#!/usr/bin/env node
/**
 * Browser check of the remote fallback: with mf-folders down (its /mf/mf-folders/* answers 503),
 * /folders shows the translated RemoteFallback in the remote's area after the MF retries while the
 * shell chrome stays; when the remote comes back, Retry mounts it without a page reload.
 *
 *   node packages/mf-config/bench/resilience.mjs
 *   import { checkRemoteFallback } from '@platform/mf-config/bench/resilience.mjs'
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, stubSession } from './browser.mjs';
import { startStaticPlatform } from './serve.mjs';

export async function checkRemoteFallback({ remote = 'mf-folders', route = '/folders' } = {}) {
  let down = true;
  let failedRequests = 0;
  const server = await startStaticPlatform({
    hooks: {
      onRequest(req, res) {
        if (down && req.url.startsWith(`/mf/${remote}/`)) {
          failedRequests++;
          res.writeHead(503);
          res.end('down');
          return true;
        }
        return false;
      },
    },
  });
  const browser = await launch();
  const steps = [];
  try {
    const context = await browser.newContext();
    await stubSession(context);
    const page = await context.newPage();
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    const fallback = page.locator(`#remote-area [data-testid=remote-fallback]`);
    await fallback.waitFor({ timeout: 20000 });
    steps.push({
      step: 'fallback shown while remote is down',
      ok: await fallback.isVisible(),
      detail: await fallback.locator('h2').textContent(),
    });
    steps.push({
      step: 'MF retried before giving up (requests to the remote ≥ 3)',
      ok: failedRequests >= 3,
      detail: failedRequests,
    });
    steps.push({
      step: 'shell chrome still rendered',
      ok: (await page.locator('#shell-root').innerText()).length > 0 && (await page.locator('header, nav').count()) > 0,
      detail: await page.locator('header, nav').count(),
    });
    down = false;
    await fallback.getByRole('button').click();
    const h1 = page.locator('#remote-area h1');
    await h1.waitFor({ timeout: 20000 });
    steps.push({
      step: 'Retry mounts the remote once it is back (no reload)',
      ok: await h1.isVisible(),
      detail: await h1.textContent(),
    });
  } finally {
    await browser.close();
    await server.close();
  }
  return { ok: steps.every((s) => s.ok), steps };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await checkRemoteFallback();
  for (const s of r.steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.step}: ${s.detail}`);
  process.exitCode = r.ok ? 0 : 1;
}
