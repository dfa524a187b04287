/** ResetPasswordEmail / ResetPassword, GetSubdomain, rate limits. */
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { signInMax: 3, resetMax: 2, windowMs: 60_000 } });
});
afterAll(async () => {
  await t?.close();
});

const A = '/api/v1/AccountApi';

async function lastResetLink(email: string): Promise<{ userId: number; token: string }> {
  const { rows } = await t.db.query<{ body_text: string | null; body_html: string | null }>(
    `SELECT body_text, body_html FROM email_outbox WHERE to_email = $1 AND kind = 'resetPassword' ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const text = `${rows[0]?.body_text ?? ''} ${rows[0]?.body_html ?? ''}`;
  const m = /reset-password\?userId=(\d+)(?:&amp;|&)token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in ${text}`);
  return { userId: Number(m[1]), token: decodeURIComponent(m[2]) };
}

describe('password reset', () => {
  test('unknown user and user without school: the same 200 as a known one, nothing written; bad email 400', async () => {
    await t.db.query(`INSERT INTO users (email, password_hash) VALUES ('loner@demo.test', 'x')`);
    const before = await t.count('email_outbox');
    const a = await t.request('POST', `${A}/ResetPasswordEmail`, { body: { email: 'ghost@demo.test', locale: 'en' } });
    expect([a.status, a.json]).toEqual([200, { success: true }]);
    const b = await t.request('POST', `${A}/ResetPasswordEmail`, { body: { email: 'loner@demo.test' } });
    expect([b.status, b.json]).toEqual([200, { success: true }]);
    const c = await t.request('POST', `${A}/ResetPasswordEmail`, { body: { email: 'nope' } });
    expect(c.status).toBe(400);
    expect(c.json.code).toBe('VALIDATION_ERROR');
    expect(await t.count('email_outbox')).toBe(before);
    expect(await t.count('password_reset_tokens')).toBe(0);
  });

  test('full flow: email in the outbox, reset once, old password refused, token single use, sessions revoked', async () => {
    const session = await t.login('custom@demo.test');
    const r = await t.request('POST', `${A}/ResetPasswordEmail`, { body: { email: 'custom@demo.test', locale: 'en' } });
    expect(r.status).toBe(200);
    const { userId, token } = await lastResetLink('custom@demo.test');
    // weak password: 400, token still usable
    const weak = await t.request('POST', `${A}/ResetPassword`, {
      body: { userId, resetToken: token, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    const noDigit = await t.request('POST', `${A}/ResetPassword`, {
      body: { userId, resetToken: token, newPassword: 'NoDigitsHere' },
    });
    expect(noDigit.status).toBe(400);
    const wrongUser = await t.request('POST', `${A}/ResetPassword`, {
      body: { userId: userId + 1, resetToken: token, newPassword: 'NewPass123' },
    });
    expect(wrongUser.status).toBe(400);
    expect(wrongUser.json.code).toBe('INVALID_TOKEN');
    const ok = await t.request('POST', `${A}/ResetPassword`, {
      body: { userId, resetToken: token, newPassword: 'NewPass123' },
    });
    expect(ok.status).toBe(200);
    const again = await t.request('POST', `${A}/ResetPassword`, {
      body: { userId, resetToken: token, newPassword: 'Other123' },
    });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('INVALID_TOKEN');
    expect(
      (await t.request('POST', `${A}/SignIn`, { body: { email: 'custom@demo.test', password: 'Demo1234' } })).status,
    ).toBe(401);
    expect(
      (await t.request('POST', `${A}/SignIn`, { body: { email: 'custom@demo.test', password: 'NewPass123' } })).status,
    ).toBe(200);
    expect((await t.request('POST', `${A}/RefreshToken`, { cookie: session.cookie })).status).toBe(401);
  });

  test('an expired token is refused', async () => {
    await t.request('POST', `${A}/ResetPasswordEmail`, { body: { email: 'manager@demo.test' } });
    const { userId, token } = await lastResetLink('manager@demo.test');
    await t.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      userId,
    ]);
    const r = await t.request('POST', `${A}/ResetPassword`, {
      body: { userId, resetToken: token, newPassword: 'NewPass123' },
    });
    expect(r.status).toBe(400);
    expect(
      (await t.request('POST', `${A}/SignIn`, { body: { email: 'manager@demo.test', password: 'Demo1234' } })).status,
    ).toBe(200);
  });
});

describe('GetSubdomain', () => {
  test('active white-label school: logos, name, active', async () => {
    const r = await t.get(`${A}/GetSubdomain?subdomain=demo-school&locale=es`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      subdomain: 'demo-school',
      name: 'Colegio Demo Norte',
      licenseStatus: 1,
      active: true,
    });
    expect(r.json.smallLogo).toEqual(expect.any(String));
    expect(r.json.largeLogo).toEqual(expect.any(String));
  });
  test('suspended licence: active false, status 2', async () => {
    const r = await t.get(`${A}/GetSubdomain?subdomain=suspended-school`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ licenseStatus: 2, active: false });
  });
  test('unknown → 404 SUBDOMAIN_NOT_FOUND; missing or invalid → 400', async () => {
    const r = await t.get(`${A}/GetSubdomain?subdomain=nowhere`);
    expect(r.status).toBe(404);
    expect(r.json.code).toBe('SUBDOMAIN_NOT_FOUND');
    expect((await t.get(`${A}/GetSubdomain`)).status).toBe(400);
    expect((await t.get(`${A}/GetSubdomain?subdomain=${encodeURIComponent('a b')}`)).status).toBe(400);
  });
});

describe('rate limits', () => {
  test('SignIn: 429 RATE_LIMITED after the limit for the same IP + email; another email still allowed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.request('POST', `${A}/SignIn`, { body: { email: 'approver@demo.test', password: 'Bad12345' } }))
          .status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    const limited = await t.request('POST', `${A}/SignIn`, {
      body: { email: 'approver@demo.test', password: 'Demo1234' },
    });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(
      (await t.request('POST', `${A}/SignIn`, { body: { email: 'author@demo.test', password: 'Demo1234' } })).status,
    ).toBe(200);
  });

  test('ResetPasswordEmail: 429 after the limit', async () => {
    const s: number[] = [];
    for (let i = 0; i < 3; i++)
      s.push((await t.request('POST', `${A}/ResetPasswordEmail`, { body: { email: 'teacher@demo.test' } })).status);
    expect(s).toEqual([200, 200, 429]);
  });
});
