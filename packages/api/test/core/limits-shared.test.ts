/**
 * The limits counted by the routes themselves go through the server's shared limiter (issue 18, issue 9): the public
 * contact and quote forms, page-access analytics and password-reset requests per client. Without Redis each instance
 * counts on its own; with Redis (REDIS_TEST_URL, set by jest.config.cjs when Redis answers) two instances on one
 * database allow the limit once between them. The per-address password-reset limit (@fastify/rate-limit) too.
 * The Redis cases are registered only when Redis answers; otherwise a console note says they did not run.
 */
import { randomBytes } from 'node:crypto';
import { redisTestUrl, startTestApp, type TestApp } from './harness';

process.env.CONTACT_RATE_MAX = '3';
process.env.ANALYTICS_RATE_MAX = '3';
const MAX = 3;
const REDIS_URL = redisTestUrl('the shared limiter tests across two instances');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { signInMax: 1000, resetMax: MAX, resetIpMax: MAX, windowMs: 60_000 } });
});
afterAll(async () => {
  await t?.close();
});

const unique = () => `${Date.now()}-${randomBytes(4).toString('hex')}`;
type Call = (on: TestApp) => Promise<number>;
const CALLS: Record<string, Call> = {
  'EmailApi/Contact': (on) =>
    on
      .request('POST', '/api/v1/EmailApi/Contact', {
        body: { name: 'Ana', email: `c-${unique()}@example.test`, message: 'Hola', role: 'teacher' },
      })
      .then((r) => r.status),
  'LicenseApi/RequestQuote': (on) =>
    on
      .request('POST', '/api/v1/LicenseApi/RequestQuote', {
        body: { license: 'program', name: 'Ana', email: `q-${unique()}@example.test`, schoolName: 'CEIP' },
      })
      .then((r) => r.status),
  'AnalyticsApi/PageAccess': (on) =>
    on.request('POST', '/api/v1/AnalyticsApi/PageAccess', { body: { to: '/feed' } }).then((r) => r.status),
  // a new address each time (unknown addresses get no email): only the per-client limit can answer 429
  'AccountApi/ResetPasswordEmail (per client)': (on) =>
    on
      .request('POST', '/api/v1/AccountApi/ResetPasswordEmail', { body: { email: `r-${unique()}@example.test` } })
      .then((r) => r.status),
};

describe.each(Object.entries(CALLS))('%s', (_name, call) => {
  it('without Redis: each instance counts on its own', async () => {
    const A = await t.another({ limiterPrefix: `test-${unique()}:` });
    const B = await t.another({ limiterPrefix: `test-${unique()}:` });
    expect(A.app.limiter.kind).toBe('local');
    const onA: number[] = [];
    for (let i = 0; i <= MAX; i++) onA.push(await call(A));
    expect(onA.slice(0, MAX).filter((s) => s === 429)).toEqual([]);
    expect(onA[MAX]).toBe(429);
    expect(await call(B)).not.toBe(429);
  });

  if (REDIS_URL) {
    it(`through Redis (${REDIS_URL}): the limit holds across two instances`, async () => {
      const prefix = `test-${unique()}:`; // this run's counters only
      const A = await t.another({ redisUrl: REDIS_URL, limiterPrefix: prefix });
      const B = await t.another({ redisUrl: REDIS_URL, limiterPrefix: prefix });
      expect(A.app.limiter.kind).toBe('redis');
      const seen = [await call(A), await call(B), await call(A)];
      expect(seen.filter((s) => s === 429)).toEqual([]);
      expect(await call(B)).toBe(429);
      expect(await call(A)).toBe(429);
    });
  }
});

if (REDIS_URL) {
  it(`password reset per address (@fastify/rate-limit through Redis ${REDIS_URL}) holds across two instances`, async () => {
    const A = await t.another({
      redisUrl: REDIS_URL,
      limiterPrefix: `test-${unique()}:`,
      rateLimit: { signInMax: 1000, resetMax: 2, resetIpMax: 1000, windowMs: 60_000 },
    });
    const B = await t.another({
      redisUrl: REDIS_URL,
      limiterPrefix: `test-${unique()}:`,
      rateLimit: { signInMax: 1000, resetMax: 2, resetIpMax: 1000, windowMs: 60_000 },
    });
    const email = `same-${unique()}@example.test`;
    const reset = (on: TestApp) =>
      on.request('POST', '/api/v1/AccountApi/ResetPasswordEmail', { body: { email } }).then((r) => r.status);
    expect(await reset(A)).not.toBe(429);
    expect(await reset(B)).not.toBe(429);
    expect(await reset(A)).toBe(429);
    expect(await reset(B)).toBe(429);
  });
}
