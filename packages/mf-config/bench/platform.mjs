/**
 * The real platform for the benchmarks: the built API (packages/api/dist/main.js) on PGlite in a temporary
 * data directory, with the demo data, serving the built shell and remotes (SERVE_APPS), as `npm start` does.
 * Benchmarks that need a signed-in user sign in against it for real (signIn below), no stubs.
 */
import { encodeKey, encodeValue } from './browser.mjs';
import { startPlatform } from '../../platform-cli/platform.cjs';

export const BENCH_EMAIL = process.env.BENCH_EMAIL || 'teacher@demo.test';
export const BENCH_PASSWORD = process.env.BENCH_PASSWORD || 'Demo1234';

/**
 * The built platform on a fresh PGlite with the demo data (packages/platform-cli/platform.cjs, the launcher the browser
 * tests use too). @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startRealPlatform(env = {}) {
  const platform = await startPlatform(env, { quiet: true, prefix: 'platform-bench-' });
  return { url: platform.baseUrl, close: () => platform.stop() };
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
