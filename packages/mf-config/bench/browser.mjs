/** Shared browser helpers of the benchmarks (playwright-core + Debian chromium). */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Same encoding as @platform/session clientStorage (encoded key AND value). */
export const encodeKey = (k) => 'k_' + Buffer.from(k, 'utf8').toString('base64').replace(/=+$/, '');
export const encodeValue = (v) => Buffer.from(v, 'utf8').toString('base64');

export const DEMO_USER = {
  userId: 1,
  email: 'bench.teacher@example.com',
  avatar: null,
  primaryRoles: [{ name: 'Teacher' }],
  secondaryRoles: [],
  educationalLevels: [1],
  schoolEducationalLevels: [1],
  schoolGroupEducationalLevels: [1],
  mainTrial: false,
  joinDate: new Date().toISOString(),
  baseLicenses: [{ code: 2, level: 1 }],
  activeKreaLicense: false,
  activeWhitelabelLicense: null,
  schoolId: 1,
  schoolName: 'Bench School',
  schoolGroupId: 1,
  schoolGroupName: 'Bench Group',
  languageConfiguration: { DefaultMailingLanguage: 'es', DefaultNavigationLanguage: 'es' },
  signedTermsAndCondition: true,
};

/**
 * Makes the context "signed in" WITHOUT an API: marks a stored session in encoded client storage
 * and answers the two calls the shell makes to restore it (RefreshToken, Me). Used only when no
 * real platform is given (BENCH_BASE_URL); every other /api call reaches the server unchanged.
 */
export async function stubSession(context, user = DEMO_USER) {
  const key = encodeKey('platform.hasSession');
  const val = encodeValue('1');
  await context.addInitScript(
    ([k, v]) => {
      try {
        localStorage.setItem(k, v);
      } catch {}
    },
    [key, val],
  );
  await context.route('**/api/v1/AccountApi/RefreshToken*', (r) =>
    r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ token: 'bench-token' }) }),
  );
  await context.route('**/api/v1/AccountApi/Me*', (r) =>
    r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(user) }),
  );
}

/** Signs in against a real running platform (BENCH_EMAIL / BENCH_PASSWORD) through the login API. */
export async function realLogin(context, baseUrl, email, password) {
  const page = await context.newPage();
  await page.goto(baseUrl + '/login', { waitUntil: 'domcontentloaded' });
  const ok = await page.evaluate(
    async ([e, p]) => {
      const r = await fetch('/api/v1/AccountApi/SignIn', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: e, password: p, locale: 'es' }),
      });
      return r.ok;
    },
    [email, password],
  );
  if (ok) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [encodeKey('platform.hasSession'), encodeValue('1')]);
  }
  await page.close();
  return ok;
}
