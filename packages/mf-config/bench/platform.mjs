/**
 * The real platform for the benchmarks: the built API (packages/api/dist/main.js) on PGlite in a temporary
 * data directory, with the demo data, serving the built shell and remotes (SERVE_APPS), as `npm start` does.
 * Benchmarks that need a signed-in user sign in against it for real (signIn below), no stubs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { encodeKey, encodeValue } from './browser.mjs';
import { repoRoot } from './serve.mjs';

export const BENCH_EMAIL = process.env.BENCH_EMAIL || 'teacher@demo.test';
export const BENCH_PASSWORD = process.env.BENCH_PASSWORD || 'Demo1234';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function startRealPlatform(env = {}) {
  const main = path.join(repoRoot, 'packages/api/dist/main.js');
  if (!fs.existsSync(main))
    throw new Error('packages/api/dist/main.js is missing: build the API first (pnpm --filter @platform/api build)');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-'));
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_APPS: '1',
      DEMO_DATA: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('platform did not start in 120 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Signs `context` in for real: POST /AccountApi/SignIn through the context's own request client (its cookies,
 * the refresh cookie included, are the browser's), then marks the stored session the shell restores from. No
 * page is loaded, so the measured page still starts with a cold cache. Returns false when the sign-in fails.
 */
export async function signIn(context, baseUrl, email = BENCH_EMAIL, password = BENCH_PASSWORD) {
  const res = await context.request.post(`${baseUrl}/api/v1/AccountApi/SignIn`, {
    data: { email, password, locale: 'es' },
  });
  if (!res.ok()) return false;
  await context.addInitScript(
    ([k, v]) => {
      try {
        localStorage.setItem(k, v);
      } catch {
        /* no storage */
      }
    },
    [encodeKey('platform.hasSession'), encodeValue('1')],
  );
  return true;
}
