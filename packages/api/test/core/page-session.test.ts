/**
 * The page session `pl_session` (docs/decisions/0045-signed-in-feed-from-the-server.md §1,
 * src/modules/account/page-session.ts): set with the refresh cookie at sign-in and at RefreshToken (same family),
 * cleared with it at logout and when a refresh is refused; valid only with its signature, before its expiry, and while
 * that user holds a live refresh token of that family. Runs on PGlite and on PostgreSQL (test/core).
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { startTestApp, cookieValue, type TestApp } from './harness';
import {
  PAGE_SESSION_COOKIE,
  readPageSession,
  signPageSession,
  validatePageSession,
} from '../../src/modules/account/page-session';

const A = '/api/v1/AccountApi';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Session {
  token: string;
  refresh: string;
  page: string;
  setCookie: string[];
}
async function signIn(email: string): Promise<Session> {
  const r = await t.request<{ token: string }>('POST', `${A}/SignIn`, { body: { email, password: 'Demo1234' } });
  expect(r.status).toBe(200);
  return {
    token: r.json.token,
    refresh: `refresh_token=${cookieValue(r.setCookie, 'refresh_token')}`,
    page: cookieValue(r.setCookie, PAGE_SESSION_COOKIE) as string,
    setCookie: r.setCookie,
  };
}
const userIdOf = async (email: string) =>
  Number((await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0].id);
const familiesOf = async (userId: number) =>
  (
    await t.db.query<{ family_id: string }>(
      'SELECT DISTINCT family_id FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [userId],
    )
  ).rows.map((r) => r.family_id);
const valid = (value: string | undefined) => validatePageSession(t.db, t.config.jwtSecret, value);
const now = () => Math.floor(Date.now() / 1000);

describe('the cookie follows the refresh cookie', () => {
  it('sign-in sets pl_session: HttpOnly, Secure, SameSite=Lax, Path=/, the refresh max age; it names the user and the new family', async () => {
    const s = await signIn('teacher@demo.test');
    const header = s.setCookie.find((c) => c.startsWith(`${PAGE_SESSION_COOKIE}=`)) as string;
    expect(header).toBeDefined();
    const attrs = header
      .split(';')
      .slice(1)
      .map((a) => a.trim());
    expect(attrs).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']));
    expect(attrs).not.toEqual(expect.arrayContaining([expect.stringMatching(/^Domain=/i)]));
    // value: base64url(JSON) "." base64url(HMAC)
    expect(s.page).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const payload = JSON.parse(Buffer.from(s.page.split('.')[0], 'base64url').toString('utf8'));
    const userId = await userIdOf('teacher@demo.test');
    expect(Object.keys(payload).sort()).toEqual(['e', 'f', 'u']);
    expect(payload.u).toBe(userId);
    expect(payload.e).toBeGreaterThan(now() + 30 * 86_400 - 120);
    expect(payload.e).toBeLessThanOrEqual(now() + 30 * 86_400 + 1);
    const { rows } = await t.db.query<{ family_id: string }>(
      'SELECT family_id FROM refresh_tokens WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [userId],
    );
    expect(payload.f).toBe(rows[0].family_id);
    expect(await valid(s.page)).toEqual({ userId, familyId: rows[0].family_id, expiresAt: payload.e });
  });

  it('RefreshToken sets a new one of the same family; a refused refresh clears it', async () => {
    const s = await signIn('manager@demo.test');
    const r = await t.request('POST', `${A}/RefreshToken`, { cookie: s.refresh });
    expect(r.status).toBe(200);
    const next = cookieValue(r.setCookie, PAGE_SESSION_COOKIE) as string;
    expect(next).toBeTruthy();
    const before = readPageSession(t.config.jwtSecret, s.page)!;
    const after = readPageSession(t.config.jwtSecret, next)!;
    expect(after.userId).toBe(before.userId);
    expect(after.familyId).toBe(before.familyId);
    expect(after.expiresAt).toBeGreaterThanOrEqual(before.expiresAt);
    expect(r.setCookie.find((c) => c.startsWith(`${PAGE_SESSION_COOKIE}=`))).toMatch(/SameSite=Lax/);
    // the family is alive: both cookies say so
    expect(await valid(next)).not.toBeNull();
    expect(await valid(s.page)).not.toBeNull();

    // the first refresh token presented again: theft, the family is revoked, the page session ends with it
    const reuse = await t.request('POST', `${A}/RefreshToken`, { cookie: s.refresh });
    expect(reuse.status).toBe(401);
    expect(
      reuse.setCookie.some(
        (c) => c.startsWith(`${PAGE_SESSION_COOKIE}=;`) && /Path=\//.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c),
      ),
    ).toBe(true);
    expect(await valid(next)).toBeNull();
    expect(await valid(s.page)).toBeNull();
  });

  it('Logout clears it (Path=/) and ends it at once: the family is revoked', async () => {
    const s = await signIn('freemium@demo.test');
    expect(await valid(s.page)).not.toBeNull();
    const out = await t.request('POST', `${A}/Logout`, {
      cookie: s.refresh,
      token: s.token,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.status).toBe(200);
    const cleared = out.setCookie.find((c) => c.startsWith(`${PAGE_SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/Path=\/(;|$)/);
    expect(out.setCookie.some((c) => /^refresh_token=;/.test(c))).toBe(true);
    expect(await valid(s.page)).toBeNull();
    // logout without a refresh cookie still clears the page session
    const bare = await t.request('POST', `${A}/Logout`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(bare.setCookie.some((c) => c.startsWith(`${PAGE_SESSION_COOKIE}=;`))).toBe(true);
  });

  it('another sign-in of the same user is another family: logging one out leaves the other', async () => {
    const a = await signIn('author@demo.test');
    const b = await signIn('author@demo.test');
    expect(readPageSession(t.config.jwtSecret, a.page)!.familyId).not.toBe(
      readPageSession(t.config.jwtSecret, b.page)!.familyId,
    );
    await t.request('POST', `${A}/Logout`, { cookie: a.refresh, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(await valid(a.page)).toBeNull();
    expect(await valid(b.page)).not.toBeNull();
  });
});

describe('validation', () => {
  let s: Session;
  let userId: number;
  let familyId: string;
  beforeAll(async () => {
    s = await signIn('custom@demo.test');
    userId = await userIdOf('custom@demo.test');
    familyId = (await familiesOf(userId))[0];
  });

  it('refuses a tampered payload or signature, a value signed with another key, malformed values (never a throw)', async () => {
    const [body, sig] = s.page.split('.');
    const flip = (v: string) => (v[0] === 'A' ? 'B' : 'A') + v.slice(1);
    expect(await valid(`${body}.${flip(sig)}`)).toBeNull();
    const otherBody = Buffer.from(JSON.stringify({ u: userId + 1, f: familyId, e: now() + 3600 })).toString(
      'base64url',
    );
    expect(await valid(`${otherBody}.${sig}`)).toBeNull();
    expect(
      await valid(
        signPageSession('another-secret-of-at-least-32-characters!!', { userId, familyId, expiresAt: now() + 60 }),
      ),
    ).toBeNull();
    for (const bad of [
      undefined,
      '',
      'x',
      '.',
      `${body}.`,
      `.${sig}`,
      `${body}.${sig}.x`,
      `${body}=.${sig}`,
      'a'.repeat(5000),
      `${Buffer.from('not json').toString('base64url')}.${sig}`,
    ])
      expect(await valid(bad)).toBeNull();
    // right signature over a payload of the wrong shape
    const shapes = [
      { u: String(userId), f: familyId, e: now() + 60 },
      { u: userId, f: familyId },
      { u: userId, f: "x' OR '1'='1", e: now() + 60 },
      { u: 0, f: familyId, e: now() + 60 },
      { u: userId, f: familyId, e: now() + 60, admin: true },
    ];
    // the key as page-session.ts derives it (HKDF-SHA256 of the JWT secret): a signature that matches
    const key = Buffer.from(hkdfSync('sha256', t.config.jwtSecret, 'kimple', 'pl_session v1', 32));
    const signed = (p: unknown) => {
      const b = Buffer.from(JSON.stringify(p)).toString('base64url');
      return `${b}.${createHmac('sha256', key).update(b).digest('base64url')}`;
    };
    expect(signed({ u: userId, f: familyId, e: now() + 60 })).toMatch(/\./);
    expect(await valid(signed({ u: userId, f: familyId, e: now() + 60 }))).not.toBeNull(); // the derivation is right
    for (const p of shapes) expect(await valid(signed(p))).toBeNull();
    expect(await valid(signed('a string'))).toBeNull();
    expect(await valid(signed(null))).toBeNull();
  });

  it("refuses another user's id on a valid-looking (correctly signed) payload: that user has no live token in the family", async () => {
    const other = await userIdOf('teacher@demo.test');
    const forged = signPageSession(t.config.jwtSecret, { userId: other, familyId, expiresAt: now() + 3600 });
    expect(readPageSession(t.config.jwtSecret, forged)).not.toBeNull(); // the signature is fine
    expect(await valid(forged)).toBeNull();
    // an unknown family of the right user too
    const unknown = signPageSession(t.config.jwtSecret, {
      userId,
      familyId: 'no-such-family',
      expiresAt: now() + 3600,
    });
    expect(await valid(unknown)).toBeNull();
  });

  it('refuses an expired cookie, and a family whose tokens all expired', async () => {
    const expired = signPageSession(t.config.jwtSecret, { userId, familyId, expiresAt: now() - 1 });
    expect(await valid(expired)).toBeNull();
    expect(await valid(s.page)).not.toBeNull();
    await t.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE family_id = $1`, [
      familyId,
    ]);
    expect(await valid(s.page)).toBeNull();
  });
});
