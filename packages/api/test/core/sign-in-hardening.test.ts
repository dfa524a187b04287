/**
 * Sign-in hardening (issue 26 item 6, docs/decisions/0049-sign-in-hardening.md), each from both sides:
 * - Logout only from the platform's own pages (X-Requested-With, and an Origin of the platform's when one is sent): a
 *   cross-site form post is refused and the session stays;
 * - failed sign-ins per client whatever the addresses (password spraying): 429 with Retry-After past the limit,
 *   successful sign-ins and other clients unaffected; one count across instances through Redis;
 * - an access token ends with its session: after logout, a stolen-token reuse or a password reset it gets 401 at once,
 *   on this instance and on another (the deny-list lives in the database);
 * - ResetPasswordEmail answers the same for known and unknown addresses, in about the same time, mailing only the real
 *   account.
 * Runs on PGlite and on PostgreSQL (test/core).
 */
import { randomBytes } from 'node:crypto';
import { cookieValue, isPostgres, redisTestUrl, startTestApp, type TestApp } from './harness';
import { PAGE_SESSION_COOKIE, validatePageSession } from '../../src/modules/account/page-session';

const A = '/api/v1/AccountApi';
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const REDIS_URL = redisTestUrl('the sign-in failure limit and the access deny-list across two instances through Redis');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    publicUrl: 'https://platform.example',
    corsOrigins: ['https://partner.example'],
    rateLimit: { signInMax: 1000, signInIpMax: 1000, resetMax: 1000, resetIpMax: 1000, windowMs: 60_000 },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const unique = () => `${Date.now()}-${randomBytes(4).toString('hex')}`;

interface Session {
  token: string;
  refresh: string;
  page: string;
}
async function signIn(email: string, on: TestApp = t): Promise<Session> {
  const r = await on.request<{ token: string }>('POST', `${A}/SignIn`, { body: { email, password: 'Demo1234' } });
  expect(r.status).toBe(200);
  return {
    token: r.json.token,
    refresh: `refresh_token=${cookieValue(r.setCookie, 'refresh_token')}`,
    page: cookieValue(r.setCookie, PAGE_SESSION_COOKIE) as string,
  };
}
/** a user of a school with the demo password (the template's hash) */
async function newUser(): Promise<string> {
  const school = await t.createSchool(null);
  const u = await t.createUser({ schoolId: school });
  await t.db.query(
    `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'teacher@demo.test') WHERE id = $1`,
    [u.userId],
  );
  return u.email;
}
const meStatus = async (token: string, on: TestApp = t) => (await on.get(`${A}/Me`, token)).status;

describe('Logout only from the platform (cross-site posts refused)', () => {
  const logout = (s: Session, headers: Record<string, string>, rawBody?: string) =>
    t.request('POST', `${A}/Logout`, { cookie: s.refresh, headers, ...(rawBody !== undefined ? { rawBody } : {}) });
  const stays = async (s: Session) => {
    expect(await validatePageSession(t.db, t.config.jwtSecret, s.page)).not.toBeNull();
    expect(await meStatus(s.token)).toBe(200);
  };

  it('a cross-site form post (any encoding, with or without Origin "null") gets 403 and the session stays', async () => {
    const email = await newUser();
    const s = await signIn(email);
    const cases: Array<[Record<string, string>, string | undefined]> = [
      [{ origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
      [{ origin: 'https://evil.example', 'content-type': 'text/plain' }, '{"x":1}'],
      [{ origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
      [{ origin: 'null', 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'], // an old browser without Origin
      [{ origin: 'https://platform.example' }, undefined], // no custom header: not the platform's client
      // the custom header from another origin (CORS_ORIGINS '*' would let its preflight pass)
      [{ ...XRW, origin: 'https://evil.example' }, undefined],
      [{ ...XRW, origin: 'https://platform.example.evil.test' }, undefined],
      [{ ...XRW, origin: 'not a url' }, undefined],
      [{ ...XRW, origin: 'null' }, undefined],
    ];
    for (const [headers, body] of cases) {
      const r = await logout(s, headers, body);
      expect([r.status, r.json?.code]).toEqual([403, 'CROSS_SITE_REFUSED']);
      expect(r.setCookie).toEqual([]); // neither cookie cleared
    }
    await stays(s);
    const rotated = await t.request('POST', `${A}/RefreshToken`, { cookie: s.refresh });
    expect(rotated.status).toBe(200);
  });

  it("the platform's client logs out: X-Requested-With from its own origin, a CORS origin, its host, or no Origin", async () => {
    for (const headers of [
      { ...XRW, origin: 'https://platform.example' },
      { ...XRW, origin: 'https://partner.example' },
      { ...XRW }, // no Origin: not a browser's cross-site request
      { ...XRW, origin: 'https://school.platform.example', host: 'school.platform.example' }, // a white-label host
      { ...XRW, origin: 'http://localhost:8080', host: 'localhost' }, // behind the proxy ($host has no port)
    ]) {
      const s = await signIn(await newUser());
      const r = await t.app.inject({ method: 'POST', url: `${A}/Logout`, headers: { ...headers, cookie: s.refresh } });
      expect(r.statusCode).toBe(200);
      const cleared = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
      expect(cleared.some((c) => /^refresh_token=;/.test(c))).toBe(true);
      expect(await validatePageSession(t.db, t.config.jwtSecret, s.page)).toBeNull();
      expect((await t.request('POST', `${A}/RefreshToken`, { cookie: s.refresh })).status).toBe(401);
    }
    // the same white-label origin sent to another host is refused
    const s = await signIn(await newUser());
    const other = await t.app.inject({
      method: 'POST',
      url: `${A}/Logout`,
      headers: { ...XRW, origin: 'https://school.platform.example', host: 'other.platform.example', cookie: s.refresh },
    });
    expect(other.statusCode).toBe(403);
    await stays(s);
  });
});

describe('failed sign-ins per client whatever the addresses (password spraying)', () => {
  const MAX = 3;
  const attempt = (on: TestApp, email: string, password: string, ip: string) =>
    on.app.inject({
      method: 'POST',
      url: `${A}/SignIn`,
      payload: { email, password },
      remoteAddress: ip,
    });

  it(`${MAX} failures on any addresses, then 429 with Retry-After for that client only; successes are not counted`, async () => {
    const tight = await t.another({
      rateLimit: { signInMax: 1000, signInIpMax: MAX, resetMax: 1000, windowMs: 60_000 },
      limiterPrefix: `test-${unique()}:`,
    });
    try {
      const ip = '10.1.1.1';
      // a school behind one address signs many teachers in: not limited
      for (let i = 0; i < MAX + 2; i++)
        expect((await attempt(tight, 'teacher@demo.test', 'Demo1234', ip)).statusCode).toBe(200);
      const seen: number[] = [];
      for (let i = 0; i < MAX; i++)
        seen.push((await attempt(tight, `sprayed-${i}@example.test`, 'Summer2026', ip)).statusCode);
      expect(seen).toEqual([401, 401, 401]);
      const blocked = await attempt(tight, 'manager@demo.test', 'Summer2026', ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/retry in \d+ s/) });
      // even the right password: the client waits (the subdomain sign-in shares the count)
      expect((await attempt(tight, 'teacher@demo.test', 'Demo1234', ip)).statusCode).toBe(429);
      const sub = await tight.app.inject({
        method: 'POST',
        url: `${A}/SignIn/demo`,
        payload: { email: 'teacher@demo.test', password: 'Demo1234' },
        remoteAddress: ip,
      });
      expect(sub.statusCode).toBe(429);
      // another client is not affected
      expect((await attempt(tight, 'teacher@demo.test', 'Demo1234', '10.1.1.2')).statusCode).toBe(200);
      expect((await attempt(tight, 'nobody@example.test', 'Summer2026', '10.1.1.2')).statusCode).toBe(401);
    } finally {
      await tight.close();
    }
  });

  if (REDIS_URL) {
    it(`through Redis (${REDIS_URL}): one count across two instances`, async () => {
      const over = {
        redisUrl: REDIS_URL,
        limiterPrefix: `test-${unique()}:`,
        rateLimit: { signInMax: 1000, signInIpMax: MAX, resetMax: 1000, windowMs: 60_000 },
      };
      const a = await t.another(over);
      const b = await t.another(over);
      expect(a.app.limiter.kind).toBe('redis');
      const ip = '10.2.2.2';
      expect((await attempt(a, 'x1@example.test', 'Summer2026', ip)).statusCode).toBe(401);
      expect((await attempt(b, 'x2@example.test', 'Summer2026', ip)).statusCode).toBe(401);
      expect((await attempt(a, 'x3@example.test', 'Summer2026', ip)).statusCode).toBe(401);
      expect((await attempt(b, 'x4@example.test', 'Summer2026', ip)).statusCode).toBe(429);
      expect((await attempt(a, 'teacher@demo.test', 'Demo1234', ip)).statusCode).toBe(429);
    });
  }
});

describe('an access token ends with its session (deny-list of the refresh family)', () => {
  it('after logout the old access token gets 401; another session of the same user keeps working', async () => {
    const email = await newUser();
    const a = await signIn(email);
    const b = await signIn(email);
    expect(await meStatus(a.token)).toBe(200);
    expect((await t.request('POST', `${A}/Logout`, { cookie: a.refresh, headers: XRW })).status).toBe(200);
    expect(await meStatus(a.token)).toBe(401);
    expect((await t.get('/api/v1/NotificationApi/Cards?pageNumber=0&pageSize=1', a.token)).status).toBe(401);
    expect(await meStatus(b.token)).toBe(200);
  });

  it('the access token RefreshToken answered ends with the family too; a reused refresh token ends them all', async () => {
    const s = await signIn(await newUser());
    const r = await t.request<{ token: string }>('POST', `${A}/RefreshToken`, { cookie: s.refresh });
    expect(r.status).toBe(200);
    const next = r.json.token;
    expect(await meStatus(next)).toBe(200);
    // the old refresh token again: theft, the family is revoked
    const reuse = await t.request('POST', `${A}/RefreshToken`, { cookie: s.refresh });
    expect(reuse.json.code).toBe('TOKEN_REUSED');
    expect(await meStatus(s.token)).toBe(401);
    expect(await meStatus(next)).toBe(401);
  });

  it('a password reset ends every access token of the user', async () => {
    const email = await newUser();
    const a = await signIn(email);
    const b = await signIn(email);
    await t.request('POST', `${A}/ResetPasswordEmail`, { body: { email } });
    const link = (
      await t.db.query<{ body_text: string }>(
        `SELECT body_text FROM email_outbox WHERE to_email = $1 AND kind = 'resetPassword' ORDER BY id DESC LIMIT 1`,
        [email],
      )
    ).rows[0].body_text;
    const m = /userId=(\d+)&token=([A-Za-z0-9_%-]+)/.exec(link)!;
    const reset = await t.request('POST', `${A}/ResetPassword`, {
      body: { userId: Number(m[1]), resetToken: decodeURIComponent(m[2]), newPassword: 'NewPass123' },
    });
    expect(reset.status).toBe(200);
    expect(await meStatus(a.token)).toBe(401);
    expect(await meStatus(b.token)).toBe(401);
  });

  if (isPostgres() || REDIS_URL) {
    it(`logout on one instance ends the token on another (${REDIS_URL ? 'read cache invalidated through Redis' : 'PostgreSQL, no cache'})`, async () => {
      const over = REDIS_URL ? { redisUrl: REDIS_URL, limiterPrefix: `test-${unique()}:` } : {};
      const one = await t.another(over);
      const two = await t.another(over);
      const s = await signIn(await newUser(), one);
      expect(await meStatus(s.token, two)).toBe(200); // read (and cached) on the other instance first
      expect((await one.request('POST', `${A}/Logout`, { cookie: s.refresh, headers: XRW })).status).toBe(200);
      expect(await meStatus(s.token, two)).toBe(401);
      expect(await meStatus(s.token, one)).toBe(401);
    });
  }
});

describe('ResetPasswordEmail does not tell accounts apart', () => {
  const ask = (email: string) => t.request('POST', `${A}/ResetPasswordEmail`, { body: { email, locale: 'en' } });
  const outbox = (email: string) => t.count('email_outbox', 'to_email = $1', [email]);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  it('known, unknown and school-less addresses: the same status and body; only the real account is mailed', async () => {
    const known = await newUser();
    const unknown = `ghost-${unique()}@example.test`;
    const loner = `loner-${unique()}@example.test`;
    await t.db.query(`INSERT INTO users (email, password_hash) VALUES ($1, 'x')`, [loner]);
    const [k, u, l] = [await ask(known), await ask(unknown), await ask(loner)];
    for (const r of [k, u, l]) {
      expect(r.status).toBe(200);
      expect(r.text).toBe(k.text);
      expect(r.headers.get('content-type')).toBe(k.headers.get('content-type'));
    }
    expect(k.json).toEqual({ success: true });
    expect(await outbox(known)).toBe(1);
    expect(await outbox(unknown)).toBe(0);
    expect(await outbox(loner)).toBe(0);
    expect(await t.count('password_reset_tokens', 'user_id = (SELECT id FROM users WHERE email = $1)', [loner])).toBe(
      0,
    );
    // bad input is still a 400
    expect((await ask('nope')).status).toBe(400);
  });

  it('in about the same time: an unknown address waits about what a real one takes', async () => {
    // a mail server that takes 150 ms per message (the real SMTP send happens inside the request)
    const email = (t.app as unknown as { email: { send: (...a: unknown[]) => Promise<unknown> } }).email;
    const send = email.send.bind(email);
    email.send = async (...a: unknown[]) => {
      await new Promise((r) => setTimeout(r, 150));
      return send(...a);
    };
    try {
      const known = await newUser();
      const timed = async (address: string) => {
        const t0 = performance.now();
        const r = await ask(address);
        expect(r.status).toBe(200);
        return performance.now() - t0;
      };
      for (let i = 0; i < 6; i++) await timed(known); // the server learns how long a real one takes
      const tk: number[] = [];
      const tu: number[] = [];
      for (let i = 0; i < 5; i++) {
        tk.push(await timed(known));
        tu.push(await timed(`ghost-${unique()}@example.test`));
      }
      // without the padding an unknown address answered after one SELECT (a few ms), a known one after 150+ ms
      expect(median(tu)).toBeGreaterThan(median(tk) * 0.6);
      expect(median(tu)).toBeLessThan(median(tk) * 1.5 + 50);
    } finally {
      email.send = send;
    }
  });
});
