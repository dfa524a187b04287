/**
 * Rate limits across instances. Without Redis, @fastify/rate-limit counts per instance (each instance allows the
 * limit); with REDIS_URL (config.redisUrl) the counters live in Redis and the limit holds across instances. The
 * Redis case is registered only when Redis answers (REDIS_TEST_URL, set by jest.config.cjs); otherwise a console
 * note says it did not run. (A configured but unreachable Redis does not block requests: skipOnError. Not tested
 * here: the hub's Redis bus of such an instance keeps reconnecting after close and would keep Jest alive.)
 */
import { randomBytes } from 'node:crypto';
import { redisTestUrl, startTestApp, type TestApp } from './harness';

const REDIS_URL = redisTestUrl('the shared rate-limit test');
const MAX = 3;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { signInMax: MAX, resetMax: MAX, windowMs: 60_000 } });
});
afterAll(async () => {
  await t?.close();
}); // closes the other instances too

const instance = (over: Parameters<TestApp['another']>[0] = {}) => t.another(over);
/** a sign-in attempt with a wrong password (counts towards the limit of IP + email) */
const attempt = (on: TestApp, email: string) =>
  on.request('POST', '/api/v1/AccountApi/SignIn', { body: { email, password: 'Wrong1234' } }).then((r) => r.status);
const uniqueEmail = () => `rl-${Date.now()}-${randomBytes(4).toString('hex')}@example.test`;

test('without Redis, each instance counts on its own', async () => {
  const B = await instance();
  const email = uniqueEmail();
  const onA = [];
  for (let i = 0; i <= MAX; i++) onA.push(await attempt(t, email));
  expect(onA).toEqual([...Array(MAX).fill(401), 429]);
  expect(await attempt(B, email)).toBe(401); // B has not seen those attempts
});

if (REDIS_URL) {
  test(`through Redis (${REDIS_URL}): the limit holds across instances`, async () => {
    const A = await instance({ redisUrl: REDIS_URL });
    const B = await instance({ redisUrl: REDIS_URL });
    const email = uniqueEmail();
    expect(await attempt(A, email)).toBe(401);
    expect(await attempt(B, email)).toBe(401);
    expect(await attempt(A, email)).toBe(401);
    const limited = await B.request('POST', '/api/v1/AccountApi/SignIn', { body: { email, password: 'Wrong1234' } });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(await attempt(A, email)).toBe(429);
    // another email is a different key
    expect(await attempt(B, uniqueEmail())).toBe(401);
  });
}
