/** AccountApi: SignIn (+subdomain), RefreshToken, Logout, Me, UserProfile, languages, tutorial, last seen, positions, terms. */
import { cookieValue, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const A = '/api/v1/AccountApi';

describe('SignIn', () => {
  test('valid credentials answer a token and set an HttpOnly, Secure, SameSite=Strict refresh cookie scoped to AccountApi', async () => {
    const r = await t.request('POST', `${A}/SignIn`, {
      body: { email: 'Teacher@Demo.test ', password: 'Demo1234', locale: 'en-US' },
    });
    expect(r.status).toBe(200);
    expect(typeof r.json.token).toBe('string');
    expect(r.json.token.split('.')).toHaveLength(3);
    expect(r.json.expiresIn).toBe(900);
    const cookie = r.setCookie.find((c) => c.startsWith('refresh_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/AccountApi/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    // the refresh token is stored hashed only
    const raw = cookieValue(r.setCookie, 'refresh_token') as string;
    expect(await t.count('refresh_tokens', 'token_hash = $1', [raw])).toBe(0);
  });

  test('wrong password and unknown user answer the same 401 INVALID_CREDENTIALS', async () => {
    const a = await t.request('POST', `${A}/SignIn`, { body: { email: 'teacher@demo.test', password: 'Wrong1234' } });
    const b = await t.request('POST', `${A}/SignIn`, { body: { email: 'nobody@demo.test', password: 'Demo1234' } });
    for (const r of [a, b]) {
      expect(r.status).toBe(401);
      expect(r.json).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong email or password. Please try again',
      });
    }
  });

  test('bad input answers 400 VALIDATION_ERROR with details and creates no session', async () => {
    const before = await t.count('refresh_tokens');
    const cases: unknown[] = [
      {},
      { email: 'teacher@demo.test' },
      { email: 'not-an-email', password: 'x' },
      { email: 42, password: true },
    ];
    for (const body of cases) {
      const r = await t.request('POST', `${A}/SignIn`, { body });
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('VALIDATION_ERROR');
      expect(Array.isArray(r.json.details)).toBe(true);
    }
    const malformed = await t.request('POST', `${A}/SignIn`, {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.statusCode).toBe(400);
    expect(await t.count('refresh_tokens')).toBe(before);
  });

  test('subdomain variant: member signs in, non-member refused, unknown subdomain 404 SUBDOMAIN_NOT_FOUND', async () => {
    const ok = await t.request('POST', `${A}/SignIn/demo-school`, {
      body: { email: 'teacher@demo.test', password: 'Demo1234' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.token).toBeTruthy();
    const other = await t.request('POST', `${A}/SignIn/demo-school`, {
      body: { email: 'freemium@demo.test', password: 'Demo1234' },
    });
    expect(other.status).toBe(401);
    expect(other.json.code).toBe('SUBDOMAIN_MISMATCH');
    const missing = await t.request('POST', `${A}/SignIn/no-such-school`, {
      body: { email: 'teacher@demo.test', password: 'Demo1234' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('SUBDOMAIN_NOT_FOUND');
    const bad = await t.request('POST', `${A}/SignIn/bad_sub!`, {
      body: { email: 'teacher@demo.test', password: 'Demo1234' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('RefreshToken and Logout', () => {
  test('rotation issues a new access token and cookie; reusing the old cookie revokes the family', async () => {
    const s = await t.login('manager@demo.test');
    const r1 = await t.request('POST', `${A}/RefreshToken`, { cookie: s.cookie });
    expect(r1.status).toBe(200);
    expect(r1.json.token).toBeTruthy();
    const c2 = `refresh_token=${cookieValue(r1.setCookie, 'refresh_token')}`;
    expect(c2).not.toBe(s.cookie);
    const me = await t.get(`${A}/Me`, r1.json.token);
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('manager@demo.test');
    // reuse of the rotated token: theft → whole family revoked
    const reuse = await t.request('POST', `${A}/RefreshToken`, { cookie: s.cookie });
    expect(reuse.status).toBe(401);
    expect(reuse.json.code).toBe('TOKEN_REUSED');
    const after = await t.request('POST', `${A}/RefreshToken`, { cookie: c2 });
    expect(after.status).toBe(401);
  });

  test('without a cookie 401; with an unknown one 401 INVALID_TOKEN', async () => {
    expect((await t.request('POST', `${A}/RefreshToken`)).status).toBe(401);
    const r = await t.request('POST', `${A}/RefreshToken`, { cookie: 'refresh_token=forged' });
    expect(r.status).toBe(401);
    expect(r.json.code).toBe('INVALID_TOKEN');
  });

  test('logout revokes the refresh token and clears the cookie', async () => {
    const s = await t.login('teacher@demo.test');
    const out = await t.request('POST', `${A}/Logout`, {
      cookie: s.cookie,
      token: s.token,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.status).toBe(200);
    expect(out.setCookie.some((c) => /^refresh_token=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    const r = await t.request('POST', `${A}/RefreshToken`, { cookie: s.cookie });
    expect(r.status).toBe(401);
  });
});

describe('Me', () => {
  test('401 without or with an invalid token', async () => {
    const none = await t.get(`${A}/Me`);
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await t.get(`${A}/Me`, 'a.b.c')).status).toBe(401);
    const { token } = await t.login('teacher@demo.test');
    const tampered = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    expect((await t.get(`${A}/Me`, tampered)).status).toBe(401);
  });

  test('teacher: program licence of their level only, school and group, white-label config', async () => {
    const { token } = await t.login('teacher@demo.test');
    const r = await t.get(`${A}/Me?locale=en`, token);
    expect(r.status).toBe(200);
    const me = r.json;
    expect(me.primaryRoles).toEqual([{ id: 3, name: 'Teacher' }]);
    expect(me.secondaryRoles).toEqual([]);
    expect(me.schoolName).toBe('Colegio Demo Norte');
    expect(me.schoolGroupName).toBe('Grupo Educativo Demo');
    expect(me.educationalLevels.map((l: { id: number }) => l.id)).toEqual([2]);
    // the school holds programFee licences for primary and secondary: only primary counts for this teacher
    expect(me.baseLicenses).toHaveLength(1);
    expect(me.baseLicenses[0]).toMatchObject({ code: 2, level: 2 });
    expect(me.license).toMatchObject({ code: 2, custom: false });
    expect(me.customLicense).toBe(false);
    expect(me.activeKreaLicense).toBeNull();
    expect(me.activeWhitelabelLicense).toMatchObject({
      status: 1,
      whitelabelLicenseConfiguration: { largeLogo: expect.stringContaining('large') },
    });
    expect(me.languageConfiguration).toEqual({ DefaultMailingLanguage: 'es', DefaultNavigationLanguage: 'es' });
    expect(me.signedTermsAndCondition).toBe(false);
    expect(me.kreaAccess).toBe(false);
    expect(me.position).toBe('Teacher');
    expect(me.positionId).toEqual(expect.any(Number));
    for (const k of [
      'userId',
      'email',
      'avatar',
      'mainTrial',
      'joinDate',
      'schoolGroupType',
      'schoolId',
      'schoolGroupId',
      'schoolEducationalLevels',
      'schoolGroupEducationalLevels',
    ]) {
      expect(me).toHaveProperty(k);
    }
  });

  test('manager sees both levels licences; custom and freemium; author with Krea and terms; trials', async () => {
    const manager = (await t.get(`${A}/Me`, (await t.login('manager@demo.test')).token)).json;
    expect(manager.baseLicenses).toHaveLength(2);
    const custom = (await t.get(`${A}/Me`, (await t.login('custom@demo.test')).token)).json;
    expect(custom.license).toMatchObject({ code: 4, custom: true });
    expect(custom.customLicense).toBe(true);
    expect(custom.baseLicenses).toEqual([]);
    const freemium = (await t.get(`${A}/Me`, (await t.login('freemium@demo.test')).token)).json;
    // demo-south's campus licence is for secondary: the freemium teacher (primary) counts only his freemium licence
    expect(freemium.baseLicenses.map((l: { code: number }) => l.code).sort()).toEqual([1]);
    expect(freemium.license).toMatchObject({ code: 1 });
    const author = (await t.get(`${A}/Me`, (await t.login('author@demo.test')).token)).json;
    expect(author.secondaryRoles).toEqual([{ id: 1, name: 'Author' }]);
    expect(author.activeKreaLicense).toMatchObject({ status: 1 });
    expect(author.signedTermsAndCondition).toBe(true);
    expect(author.kreaAccess).toBe(true);
    const newauthor = (await t.get(`${A}/Me`, (await t.login('newauthor@demo.test')).token)).json;
    expect(newauthor.signedTermsAndCondition).toBe(false);
    expect(newauthor.kreaAccess).toBe(true);
    const approver = (await t.get(`${A}/Me`, (await t.login('approver@demo.test')).token)).json;
    expect(approver.secondaryRoles).toEqual([{ id: 2, name: 'ApprovingAuthor' }]);
    const trial = (await t.get(`${A}/Me`, (await t.login('trial@demo.test')).token)).json;
    expect(trial.primaryRoles[0].name).toBe('Trial');
    expect(trial.mainTrial).toBe(true);
    expect(trial.trialDaysLeft).toBe(12);
    const ended = (await t.get(`${A}/Me`, (await t.login('trial-ended@demo.test')).token)).json;
    expect(ended.trialDaysLeft).toBe(0);
    const staff = (await t.get(`${A}/Me`, (await t.login('staff@demo.test')).token)).json;
    expect(staff.primaryRoles[0].name).toBe('ProviderStaff');
    const admin = (await t.get(`${A}/Me`, (await t.login('admin@demo.test')).token)).json;
    expect(admin.primaryRoles[0].name).toBe('Admin');
    expect(admin.kreaAccess).toBe(true);
  });

  test('bad locale → 400', async () => {
    const { token } = await t.login('teacher@demo.test');
    const r = await t.get(`${A}/Me?locale=xx`, token);
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('VALIDATION_ERROR');
  });
});

describe('UserProfile', () => {
  test('answers userVO and schoolGroupVO; 401 without token', async () => {
    expect((await t.get(`${A}/UserProfile`)).status).toBe(401);
    const { token } = await t.login('admin@demo.test');
    const r = await t.get(`${A}/UserProfile?locale=ca`, token);
    expect(r.status).toBe(200);
    expect(r.json.userProfile.userVO).toMatchObject({ email: 'admin@demo.test', name: 'Ada' });
    expect(r.json.userProfile.schoolGroupVO).toMatchObject({ name: 'Grupo Educativo Demo' });
    expect(r.json.userProfile.schoolGroupVO.currentSchool).toMatchObject({ name: 'Colegio Demo Norte' });
    expect(r.json.userProfile.schoolGroupVO.currentSchool.impartedLevels.length).toBeGreaterThan(0);
    expect(r.json.profileComplete).toBe(true);
  });
});

describe('preferences', () => {
  test('LanguageConfiguration stores both languages; Me reflects them', async () => {
    const { token } = await t.login('freemium@demo.test');
    expect((await t.request('POST', `${A}/LanguageConfiguration?DefaultMailingLanguage=en`)).status).toBe(401);
    const r = await t.request(
      'POST',
      `${A}/LanguageConfiguration?DefaultMailingLanguage=en-US&DefaultNavigationLanguage=ca`,
      { token },
    );
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ DefaultMailingLanguage: 'en', DefaultNavigationLanguage: 'ca' });
    const me = await t.get(`${A}/Me`, token);
    expect(me.json.languageConfiguration).toEqual({ DefaultMailingLanguage: 'en', DefaultNavigationLanguage: 'ca' });
  });

  test('LanguageConfiguration bad input → 400, nothing changed', async () => {
    const { token } = await t.login('teacher@demo.test');
    const before = await t.snapshot('users', 'id');
    for (const q of ['', '?DefaultMailingLanguage=fr', '?DefaultNavigationLanguage=klingon']) {
      const r = await t.request('POST', `${A}/LanguageConfiguration${q}`, { token });
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('VALIDATION_ERROR');
    }
    expect(await t.snapshot('users', 'id')).toBe(before);
  });

  test('NavigationTutorial toggles; bad input 400 and unchanged', async () => {
    const { token } = await t.login('teacher@demo.test');
    expect((await t.request('POST', `${A}/NavigationTutorial`, { body: { status: false } })).status).toBe(401);
    const before = await t.snapshot('users', 'id');
    const bad = await t.request('POST', `${A}/NavigationTutorial`, { token, body: { status: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(await t.snapshot('users', 'id')).toBe(before);
    const off = await t.request('POST', `${A}/NavigationTutorial`, { token, body: { status: false, locale: 'es' } });
    expect(off.status).toBe(200);
    expect((await t.get(`${A}/Me`, token)).json.navigationTutorial).toBe(false);
    await t.request('POST', `${A}/NavigationTutorial`, { token, body: { status: true } });
    expect((await t.get(`${A}/Me`, token)).json.navigationTutorial).toBe(true);
  });

  test('NotificationLastSeen sets the timestamp', async () => {
    expect((await t.request('PUT', `${A}/NotificationLastSeen`)).status).toBe(401);
    const { token } = await t.login('teacher@demo.test');
    const r = await t.request('PUT', `${A}/NotificationLastSeen`, { token });
    expect(r.status).toBe(200);
    expect(Date.now() - new Date(r.json.notificationLastSeen).getTime()).toBeLessThan(60_000);
    expect((await t.get(`${A}/Me`, token)).json.notificationLastSeen).toBe(r.json.notificationLastSeen);
  });
});

describe('positions', () => {
  test('PositionsForUser: managers get all, teachers the non-management ones; 401 without token', async () => {
    expect((await t.get(`${A}/PositionsForUser`)).status).toBe(401);
    const m = await t.get(`${A}/PositionsForUser?locale=en`, (await t.login('manager@demo.test')).token);
    const te = await t.get(`${A}/PositionsForUser?locale=en`, (await t.login('teacher@demo.test')).token);
    expect(m.status).toBe(200);
    expect(te.status).toBe(200);
    expect(m.json.length).toBeGreaterThanOrEqual(te.json.length);
    expect(te.json.every((p: { key: string }) => p.key !== 'principal' && p.key !== 'management')).toBe(true);
    expect(te.json.find((p: { key: string }) => p.key === 'teacher')?.name).toBe('Teacher');
  });

  test('PositionsForNewUser is public; roleName validated', async () => {
    const r = await t.get(`${A}/PositionsForNewUser?roleName=Teacher&locale=ca`);
    expect(r.status).toBe(200);
    expect(r.json.some((p: { key: string }) => p.key === 'teacher')).toBe(true);
    expect((await t.get(`${A}/PositionsForNewUser?roleName=Emperor`)).status).toBe(400);
  });
});

describe('Krea terms and conditions', () => {
  test('unsigned author reads URL and signed=false, signs, then signed=true (idempotent)', async () => {
    const { token } = await t.login('newauthor@demo.test');
    const r = await t.get('/api/v1/krea/Account/TermsAndConditions', token);
    expect(r.status).toBe(200);
    expect(r.json.termsAndConditionsURL).toEqual(expect.any(String));
    expect(r.json.signed).toBe(false);
    const s = await t.request('POST', '/api/v1/krea/Account/TermsAndConditions/sign', {
      token,
      body: { locale: 'es' },
    });
    expect(s.status).toBe(200);
    expect(s.json.signed).toBe(true);
    const again = await t.request('POST', '/api/v1/krea/Account/TermsAndConditions/sign', { token, body: {} });
    expect(again.status).toBe(200);
    expect((await t.get('/api/v1/krea/Account/TermsAndConditions', token)).json.signed).toBe(true);
    expect((await t.get(`${A}/Me`, token)).json.signedTermsAndCondition).toBe(true);
  });

  test('401 without token; 403 for a teacher without authoring access; nothing signed', async () => {
    expect((await t.get('/api/v1/krea/Account/TermsAndConditions')).status).toBe(401);
    const { token } = await t.login('teacher@demo.test');
    const before = await t.count('terms_signatures');
    const g = await t.get('/api/v1/krea/Account/TermsAndConditions', token);
    expect(g.status).toBe(403);
    expect(g.json.code).toBe('NO_KREA_LICENSE');
    const p = await t.request('POST', '/api/v1/krea/Account/TermsAndConditions/sign', { token, body: {} });
    expect(p.status).toBe(403);
    expect(await t.count('terms_signatures')).toBe(before);
  });
});
