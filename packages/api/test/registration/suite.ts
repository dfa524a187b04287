/**
 * Registration over real HTTP (spec platform §3 New invited user / Trial user, §4, §5, §7 AccountApi, §8, §9): trial
 * sign-up and email confirmation, trial invitations (max 4), invitation registration (single-use, 14 days, expired →
 * resend), freemium, external sign-in against a local OIDC issuer (forged, expired, wrong audience / issuer refused),
 * rate limits. Each call with good input, bad input (400, nothing changed) and refused callers. PGlite and PostgreSQL.
 */
import { cookieValue, startTestApp, PASSWORD, type TestApp } from '../core/harness';
import { startLocalIssuer, type LocalIssuer } from './oidc';

const API = '/api/v1';
const GOOGLE_ID = 'google-client.test';
const MS_ID = 'microsoft-client.test';

export function registrationSuite(): void {
  let t: TestApp;
  let idp: LocalIssuer;
  let msIdp: LocalIssuer;
  let primary: number;
  let secondary: number;
  let teacherPos: number;
  let north: number;
  let teacherToken: string;

  const call = (method: string, url: string, body?: unknown, token?: string) =>
    t.request(method, API + url, { body, token });
  const post = (url: string, body: unknown, token?: string) => call('POST', url, body, token);
  const get = (url: string, token?: string) => call('GET', url, undefined, token);
  const snap = async () =>
    [
      await t.snapshot('users', 'id'),
      await t.snapshot('schools', 'id'),
      await t.snapshot('invitations', 'id'),
      await t.snapshot('licenses', 'id'),
      await t.snapshot('user_roles', 'user_id, role_id'),
      await t.snapshot('email_confirmation_tokens', 'id'),
      String(await t.count('email_outbox')),
    ].join('\n');
  const lastMail = async (to: string) => (await t.get(`${API}/Dev/Outbox?to=${encodeURIComponent(to)}`)).json.emails[0];
  const signIn = (email: string, password = 'Secret12') => post('/AccountApi/SignIn', { email, password });
  const trialBody = (email: string, over: Record<string, unknown> = {}) => ({
    email,
    repeatEmail: email,
    password: 'Secret12',
    confirmPassword: 'Secret12',
    fullName: 'Rosa Prueba',
    cellPhoneNumber: '600111222',
    phoneCountry: 'ES',
    positionId: teacherPos,
    school: {
      name: 'Escuela Nueva',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      countryISO2: 'ES',
      impartedLevels: [primary, secondary],
    },
    educationalLevelIds: [primary],
    termsAccepted: true,
    locale: 'en',
    ...over,
  });
  const acceptBody = (token: string, over: Record<string, unknown> = {}) => ({
    token,
    fullName: 'Pablo Colega',
    positionId: teacherPos,
    cellPhoneNumber: '600333444',
    phoneCountry: 'ES',
    password: 'Colega12',
    confirmPassword: 'Colega12',
    termsAccepted: true,
    ...over,
  });

  beforeAll(async () => {
    idp = await startLocalIssuer(GOOGLE_ID);
    msIdp = await startLocalIssuer(MS_ID);
    t = await startTestApp({
      publicUrl: 'https://platform.example',
      outboxReadable: true,
      rateLimit: { signInMax: 1000, resetMax: 1000, windowMs: 60_000, registrationMax: 1000, existsMax: 1000 },
      external: {
        google: { clientId: GOOGLE_ID, jwksUrl: idp.jwksUrl, issuers: [idp.issuer] },
        microsoft: { clientId: MS_ID, jwksUrl: msIdp.jwksUrl, issuers: [msIdp.issuer], authority: msIdp.issuer },
      },
    });
    const id = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows[0].id;
    primary = await id(`SELECT id FROM educational_levels WHERE key = 'primary'`);
    secondary = await id(`SELECT id FROM educational_levels WHERE key = 'secondary'`);
    teacherPos = await id(`SELECT id FROM positions WHERE key = 'teacher'`);
    north = await id(`SELECT id FROM schools WHERE key = 'demo-north'`);
    teacherToken = (await t.createUser({ schoolId: north })).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
    await msIdp?.close();
  });

  it.each([
    ['GET', '/AccountApi/GetInvitedTrialUsers'],
    ['GET', '/AccountApi/UserExistsInSchool?email=a@b.es'],
    ['POST', '/AccountApi/SendTrialUsersInvitation'],
    ['POST', '/AccountApi/RequestFreemiumLicense'],
  ])('401 for %s %s without a session', async (method, url) => {
    expect((await call(method, url, method === 'GET' ? undefined : {})).status).toBe(401);
  });

  describe('UserExists', () => {
    it('answers whether an email is registered; bad email 400', async () => {
      expect((await get('/AccountApi/UserExists?email=TEACHER@demo.test')).json).toEqual({ exists: true });
      expect((await get('/AccountApi/UserExists?email=nobody-here@example.test')).json).toEqual({ exists: false });
      const bad = await get('/AccountApi/UserExists?email=not-an-email');
      expect(bad.status).toBe(400);
      expect(bad.json.message).toMatch(/email/i);
    });
  });

  // one trial school through the whole story
  const main = 'rosa.trial@example.test';
  let mainToken: string;
  let mainId: number;
  let trialSchoolId: number;
  let inviteToken: string;
  let inviteeId: number;

  describe('trial sign-up and confirmation', () => {
    it('refuses bad input with a message (400) and a taken email (409); nothing changes', async () => {
      const before = await snap();
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ repeatEmail: 'other@example.test' }, /Emails do not match/],
        [{ password: 'weakpass', confirmPassword: 'weakpass' }, /Invalid password format/],
        [{ confirmPassword: 'Secret13' }, /Passwords do not match/],
        [{ termsAccepted: false }, /terms/],
        [{ fullName: '  ' }, /complete all fields/],
        [{ cellPhoneNumber: '+34 600' }, /Digits only/],
        [{ school: { name: 'X', address: '', countryISO2: 'ES', impartedLevels: [primary] } }, /school/],
        [{ school: { name: 'X', address: 'Y', countryISO2: 'ES', impartedLevels: [] } }, /level/],
        [{ positionId: 999999 }, /position/],
        [{ phoneCountry: 'QQ' }, /country/],
        [{ school: { name: 'X', address: 'Y', countryISO2: 'ES', impartedLevels: [999999] } }, /level/],
        [{ school: { id: north } }, /not a trial school/],
        [
          {
            educationalLevelIds: [secondary],
            school: { name: 'X', address: 'Y', countryISO2: 'ES', impartedLevels: [primary] },
          },
          /does not impart/,
        ],
      ];
      for (const [over, msg] of cases) {
        const r = await post('/AccountApi/RegisterTrialUser', trialBody(main, over));
        expect([r.status, r.json.message]).toEqual([400, expect.stringMatching(msg)]);
      }
      const taken = await post('/AccountApi/RegisterTrialUser', trialBody('teacher@demo.test'));
      expect([taken.status, taken.json.code, taken.json.message]).toEqual([
        409,
        'EMAIL_TAKEN',
        'Email address is already registered',
      ]);
      expect(await snap()).toBe(before);
    });

    it('creates the trial school and an inactive Trial user and emails the confirmation link', async () => {
      const r = await post('/AccountApi/RegisterTrialUser', trialBody(main.toUpperCase()));
      expect(r.status).toBe(201);
      expect(r.json.email).toBe(main);
      mainId = r.json.userId;
      const u = (
        await t.db.query<{ active: boolean; main_trial: boolean; school_id: number; is_trial: boolean; name: string }>(
          'SELECT u.active, u.main_trial, u.school_id, s.is_trial, u.name FROM users u JOIN schools s ON s.id = u.school_id WHERE u.id = $1',
          [mainId],
        )
      ).rows[0];
      expect(u).toMatchObject({ active: false, main_trial: true, is_trial: true, name: 'Rosa Prueba' });
      trialSchoolId = u.school_id;
      expect((await signIn(main)).status).toBe(401);
      expect((await get(`/AccountApi/UserExists?email=${main}`)).json.exists).toBe(true);
      const mail = await lastMail(main);
      expect(mail).toMatchObject({ kind: 'trialConfirmation', locale: 'en' });
      expect(mail.text).toContain(`https://platform.example/activate?userId=${mainId}&token=`);
    });

    it('ConfirmTrialEmail: wrong token 400, good → active (15 days), again → 409 used; an expired link 410', async () => {
      const token = /token=([A-Za-z0-9_-]+)/.exec((await lastMail(main)).text)![1];
      expect((await post('/AccountApi/ConfirmTrialEmail', { userId: mainId, token: 'x'.repeat(43) })).json.code).toBe(
        'INVALID_TOKEN',
      );
      expect((await post('/AccountApi/ConfirmTrialEmail', { userId: mainId + 1, token })).status).toBe(400);
      expect((await post('/AccountApi/ConfirmTrialEmail', { userId: 'abc', token })).status).toBe(400);
      const ok = await post('/AccountApi/ConfirmTrialEmail', { userId: mainId, token });
      // active and signed in: an access token for this user, and the refresh cookie
      expect([ok.status, ok.json]).toEqual([
        200,
        { status: 'success', token: expect.any(String), expiresIn: expect.any(Number) },
      ]);
      expect(String(ok.headers.get('set-cookie'))).toMatch(/refresh/i);
      const landed = await get('/AccountApi/Me', ok.json.token);
      expect([landed.status, landed.json.userId]).toEqual([200, mainId]);
      const again = await post('/AccountApi/ConfirmTrialEmail', { userId: mainId, token });
      expect([again.status, again.json.code]).toEqual([409, 'TOKEN_USED']);
      const s = await signIn(main);
      expect(s.status).toBe(200);
      mainToken = s.json.token;
      const me = await get('/AccountApi/Me', mainToken);
      expect(me.json).toMatchObject({
        primaryRoles: [expect.objectContaining({ name: 'Trial' })],
        mainTrial: true,
        trialDaysLeft: 15,
        schoolId: trialSchoolId,
        educationalLevels: [expect.objectContaining({ id: primary })],
      });

      // a colleague finds the trial school by name (3+ characters; LIKE wildcards are literal)
      const found = await get('/AccountApi/SearchTrialSchools?name=cuela nue');
      expect(found.status).toBe(200);
      expect(found.json).toContainEqual({
        id: trialSchoolId,
        name: 'Escuela Nueva',
        city: 'Madrid',
        countryISO2: 'ES',
      });
      expect((await get('/AccountApi/SearchTrialSchools?name=%25%25%25')).json).toEqual([]);
      expect((await get('/AccountApi/SearchTrialSchools?name=ab')).status).toBe(400);
      expect((await get('/AccountApi/SearchTrialSchools')).status).toBe(400);

      // joining an existing trial school by id only asks its main user (ADR 0048: test/trial-join): 202, no account
      const late = 'late.trial@example.test';
      const asked = await post(
        '/AccountApi/RegisterTrialUser',
        trialBody(late, { school: { id: trialSchoolId }, educationalLevelIds: [] }),
      );
      expect([asked.status, asked.json.joinRequested]).toEqual([202, true]);
      expect((await get(`/AccountApi/UserExists?email=${late}`)).json.exists).toBe(false);

      const r = await post('/AccountApi/RegisterTrialUser', trialBody(late, { educationalLevelIds: [] }));
      expect(r.status).toBe(201);
      const lateToken = /token=([A-Za-z0-9_-]+)/.exec((await lastMail(late)).text)![1];
      await t.db.query(
        `UPDATE email_confirmation_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
        [r.json.userId],
      );
      const expired = await post('/AccountApi/ConfirmTrialEmail', { userId: r.json.userId, token: lateToken });
      expect([expired.status, expired.json.code]).toEqual([410, 'TOKEN_EXPIRED']);
      // the stale, unconfirmed sign-up does not block the address: it may sign up again
      expect((await get(`/AccountApi/UserExists?email=${late}`)).json.exists).toBe(false);
      const again2 = await post('/AccountApi/RegisterTrialUser', trialBody(late, { educationalLevelIds: [] }));
      expect(again2.status).toBe(201);
      const u = (
        await t.db.query<{ main_trial: boolean; levels: number[] }>(
          'SELECT main_trial, (SELECT array_agg(educational_level_id ORDER BY 1) FROM user_educational_levels WHERE user_id = u.id) AS levels FROM users u WHERE id = $1',
          [again2.json.userId],
        )
      ).rows[0];
      // none chosen: all the school's levels
      expect(u).toEqual({ main_trial: true, levels: [primary, secondary].sort((a, b) => a - b) });
    });
  });

  describe('trial invitations', () => {
    it('the main trial user sees none yet; others are refused (403)', async () => {
      expect((await get('/AccountApi/GetInvitedTrialUsers', mainToken)).json).toEqual({
        confirmed: [],
        pending: [],
        expired: [],
        count: 0,
        max: 4,
        emailsWithState: [],
      });
      expect((await get('/AccountApi/GetInvitedTrialUsers', teacherToken)).status).toBe(403);
      const trialNotMain = (await t.login('trial-ended@demo.test', PASSWORD)).token;
      expect((await get('/AccountApi/GetInvitedTrialUsers', trialNotMain)).json.code).toBe('NOT_MAIN_TRIAL');
      expect(
        (await post('/AccountApi/SendTrialUsersInvitation', { emails: ['x@example.test'] }, trialNotMain)).status,
      ).toBe(403);
      expect((await get('/AccountApi/UserExistsInSchool?email=x@example.test', teacherToken)).status).toBe(403);
    });

    it('UserExistsInSchool flags a taken address', async () => {
      expect((await get('/AccountApi/UserExistsInSchool?email=teacher@demo.test', mainToken)).json).toEqual({
        exists: true,
        inSchool: false,
      });
      expect((await get('/AccountApi/UserExistsInSchool?email=free@example.test', mainToken)).json).toEqual({
        exists: false,
        inSchool: false,
      });
      expect((await get('/AccountApi/UserExistsInSchool?email=bad', mainToken)).status).toBe(400);
    });

    it('refuses bad lists (400) and taken addresses (409); nothing is sent', async () => {
      const before = await snap();
      for (const emails of [
        [],
        ['a@example.test', 'A@example.test'],
        ['1@e.es', '2@e.es', '3@e.es', '4@e.es', '5@e.es'],
        ['nope'],
      ]) {
        const r = await post('/AccountApi/SendTrialUsersInvitation', { emails }, mainToken);
        expect(r.status).toBe(400);
        expect(r.json.message).toBeTruthy();
      }
      const taken = await post(
        '/AccountApi/SendTrialUsersInvitation',
        { emails: ['pablo@example.test', 'teacher@demo.test'] },
        mainToken,
      );
      expect([taken.status, taken.json.code, taken.json.details]).toEqual([
        409,
        'EMAIL_TAKEN',
        [{ path: 'emails', message: 'teacher@demo.test' }],
      ]);
      expect(await snap()).toBe(before);
    });

    it('invites two colleagues (pending, emailed links valid 14 days); a fifth colleague is over the limit', async () => {
      const r = await post(
        '/AccountApi/SendTrialUsersInvitation',
        { emails: ['pablo@example.test', 'marta@example.test'], locale: 'es' },
        mainToken,
      );
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({
        confirmed: [],
        pending: ['marta@example.test', 'pablo@example.test'],
        count: 2,
        max: 4,
      });
      const mail = await lastMail('pablo@example.test');
      expect(mail).toMatchObject({ kind: 'trialInvitation', locale: 'es' });
      inviteToken = /register\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      const days = (
        await t.db.query<{ d: number }>(
          `SELECT round(extract(epoch FROM expires_at - sent_at) / 86400)::int AS d FROM invitations WHERE email = 'pablo@example.test'`,
        )
      ).rows[0].d;
      expect(days).toBe(14);
      const over = await post(
        '/AccountApi/SendTrialUsersInvitation',
        { emails: ['c3@example.test', 'c4@example.test', 'c5@example.test'] },
        mainToken,
      );
      expect([over.status, over.json.code]).toEqual([409, 'INVITES_LIMIT']);
      // a pending colleague again: a new link, not a new slot
      const resend = await post('/AccountApi/SendTrialUsersInvitation', { emails: ['marta@example.test'] }, mainToken);
      expect(resend.json.count).toBe(2);
      expect((await get('/AccountApi/UserExistsInSchool?email=marta@example.test', mainToken)).json).toEqual({
        exists: true,
        inSchool: true,
      });
    });
  });

  describe('invitation registration', () => {
    it('GetInvitedUserInfo describes a valid link; unknown → 404; bad → 400', async () => {
      const r = await get(`/AccountApi/GetInvitedUserInfo?token=${inviteToken}`);
      expect(r.json).toMatchObject({
        expired: false,
        email: 'pablo@example.test',
        schoolId: trialSchoolId,
        kind: 'trial',
        schoolName: 'Escuela Nueva',
        schoolEducationalLevels: [{ id: primary }, { id: secondary }],
      });
      inviteeId = r.json.userId;
      expect((await get(`/AccountApi/GetInvitedUserInfo?token=${'z'.repeat(43)}`)).json.code).toBe('INVALID_TOKEN');
      expect((await get('/AccountApi/GetInvitedUserInfo?token=')).status).toBe(400);
    });

    it('AcceptInvitation refuses bad input without using the link (400)', async () => {
      const before = await snap();
      for (const over of [
        { password: 'short' },
        { confirmPassword: 'Other123' },
        { termsAccepted: false },
        { fullName: '' },
        { positionId: 999999 },
        { educationalLevelIds: [999999] },
      ]) {
        const r = await post('/AccountApi/AcceptInvitation', acceptBody(inviteToken, over));
        expect([r.status, typeof r.json.message]).toEqual([400, 'string']);
      }
      expect(await snap()).toBe(before);
    });

    it('registers the colleague (signed in as a Trial user of the school); the same link again is refused', async () => {
      const r = await post('/AccountApi/AcceptInvitation', acceptBody(inviteToken));
      expect(r.status).toBe(200);
      const me = await get('/AccountApi/Me', r.json.token);
      expect(me.json).toMatchObject({
        userId: inviteeId,
        schoolId: trialSchoolId,
        primaryRoles: [expect.objectContaining({ name: 'Trial' })],
        mainTrial: false,
        trialDaysLeft: 15,
      });
      expect((await signIn('pablo@example.test', 'Colega12')).status).toBe(200);
      expect((await get(`/AccountApi/GetInvitedUserInfo?token=${inviteToken}`)).status).toBe(404);
      expect((await post('/AccountApi/AcceptInvitation', acceptBody(inviteToken))).json.code).toBe('INVALID_TOKEN');
      expect((await get('/AccountApi/GetInvitedTrialUsers', mainToken)).json).toMatchObject({
        confirmed: ['pablo@example.test'],
        pending: ['marta@example.test'],
        count: 2,
      });
    });

    it('an expired link: info says expired, accept 410, resend from that link mails a new working link', async () => {
      const token = /register\?token=([A-Za-z0-9_-]+)/.exec((await lastMail('marta@example.test')).text)![1];
      await t.db.query(
        `UPDATE invitations SET expires_at = now() - interval '1 day', sent_at = now() - interval '15 days' WHERE email = 'marta@example.test' AND status = 'pending'`,
      );
      // the main trial user sees it expired, and it frees its slot
      expect((await get('/AccountApi/GetInvitedTrialUsers', mainToken)).json).toMatchObject({
        confirmed: ['pablo@example.test'],
        pending: [],
        expired: ['marta@example.test'],
        count: 1,
        emailsWithState: [
          { email: 'pablo@example.test', state: 'confirmed' },
          { email: 'marta@example.test', state: 'expired' },
        ],
      });
      // sending it again takes a slot again: 1 + marta + 3 new is over four, refused, nothing sent
      const fresh4 = ['n1@example.test', 'n2@example.test', 'n3@example.test'];
      const over = await post(
        '/AccountApi/SendTrialUsersInvitation',
        { emails: ['marta@example.test', ...fresh4] },
        mainToken,
      );
      expect([over.status, over.json.code]).toEqual([409, 'INVITES_LIMIT']);
      const info = await get(`/AccountApi/GetInvitedUserInfo?token=${token}`);
      expect(info.json).toEqual({ expired: true, userId: expect.any(Number), schoolId: trialSchoolId });
      expect((await post('/AccountApi/AcceptInvitation', acceptBody(token))).status).toBe(410);
      const r = await post('/AccountApi/RequestInvitationResend', { token, locale: 'ca' });
      expect([r.status, r.json]).toEqual([200, { success: true }]);
      const mail = await lastMail('marta@example.test');
      expect(mail.locale).toBe('ca');
      const fresh = /register\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect(fresh).not.toBe(token);
      expect((await get(`/AccountApi/GetInvitedUserInfo?token=${token}`)).status).toBe(404);
      expect((await get(`/AccountApi/GetInvitedUserInfo?token=${fresh}`)).json.expired).toBe(false);
      // the expired link was replaced: asking again with it is refused and sends nothing
      const before = await snap();
      const again = await post('/AccountApi/RequestInvitationResend', { token });
      expect([again.status, again.json.code]).toEqual([404, 'INVALID_TOKEN']);
      expect(await snap()).toBe(before);
    });

    it('RequestInvitationResend: never by ids, nor from a live or unknown link — 4xx and the live link keeps working', async () => {
      // marta's link (resent above) is live: the old anonymous call by (userId, schoolId) cancelled it
      const live = /register\?token=([A-Za-z0-9_-]+)/.exec((await lastMail('marta@example.test')).text)![1];
      const info = await get(`/AccountApi/GetInvitedUserInfo?token=${live}`);
      expect(info.json.expired).toBe(false);
      const before = await snap();
      const byIds = await t.request(
        'POST',
        `${API}/AccountApi/RequestInvitationResend?userId=${info.json.userId}&schoolId=${trialSchoolId}`,
        { body: {} },
      );
      expect([byIds.status, byIds.json.code]).toEqual([400, 'VALIDATION_ERROR']);
      const liveAsk = await post('/AccountApi/RequestInvitationResend', { token: live });
      expect([liveAsk.status, liveAsk.json.code]).toEqual([409, 'TOKEN_VALID']);
      const unknown = await post('/AccountApi/RequestInvitationResend', { token: 'z'.repeat(43) });
      expect([unknown.status, unknown.json.code]).toEqual([404, 'INVALID_TOKEN']);
      // the link pablo registered with
      const used = await post('/AccountApi/RequestInvitationResend', { token: inviteToken });
      expect([used.status, used.json.code]).toEqual([409, 'ALREADY_REGISTERED']);
      for (const bad of [{}, { token: '' }, { token: 'short' }, { token: 42 }])
        expect((await post('/AccountApi/RequestInvitationResend', bad)).status).toBe(400);
      const plain = await t.request('POST', `${API}/AccountApi/RequestInvitationResend`, {
        rawBody: JSON.stringify({ token: live }),
        headers: { 'content-type': 'text/plain' },
      });
      expect(plain.status).toBe(415); // every route: a non-empty text/plain body is refused (ADR 0048)
      expect(await snap()).toBe(before);
      expect((await get(`/AccountApi/GetInvitedUserInfo?token=${live}`)).json.expired).toBe(false);
    });

    it('a school invitation (InviteUser) registers as the invited role with levels limited to the school', async () => {
      const manager = (await t.login('manager@demo.test')).token;
      const inv = await post(
        '/AccountApi/InviteUser',
        { schoolId: north, emails: ['nuevo.docente@example.test'], role: 'Teacher', educationalLevelIds: [primary] },
        manager,
      );
      expect(inv.status).toBe(201);
      const token = /register\?token=([A-Za-z0-9_-]+)/.exec((await lastMail('nuevo.docente@example.test')).text)![1];
      const r = await post('/AccountApi/AcceptInvitation', acceptBody(token, { educationalLevelIds: [primary] }));
      expect(r.status).toBe(200);
      const me = await get('/AccountApi/Me', r.json.token);
      expect(me.json).toMatchObject({ schoolId: north, primaryRoles: [expect.objectContaining({ name: 'Teacher' })] });
    });
  });

  describe('freemium', () => {
    it('refuses non-trial users (403); a trial school takes freemium: every trial account gets it and keeps working after day 15', async () => {
      expect((await post('/AccountApi/RequestFreemiumLicense', {}, teacherToken)).status).toBe(403);
      const r = await post('/AccountApi/RequestFreemiumLicense', {}, mainToken);
      expect(r.status).toBe(200);
      expect(r.json.userIds).toEqual(expect.arrayContaining([mainId, inviteeId]));
      await t.db.query(`UPDATE users SET join_date = now() - interval '20 days' WHERE school_id = $1`, [trialSchoolId]);
      const me = await get('/AccountApi/Me', (await signIn(main)).json.token);
      expect(me.json).toMatchObject({ license: { code: 1 }, trialDaysLeft: null, mainTrial: false });
      expect(me.json.primaryRoles.map((x: { name: string }) => x.name)).toEqual(['Teacher']);
      const colleague = await get('/AccountApi/Me', (await signIn('pablo@example.test', 'Colega12')).json.token);
      expect(colleague.json).toMatchObject({ license: { code: 1 }, trialDaysLeft: null });
      expect((await post('/AccountApi/RequestFreemiumLicense', {}, mainToken)).status).toBe(403);
    });
  });

  describe('external sign-in (local OIDC issuer)', () => {
    const google = (claims: Record<string, unknown>, opts?: Parameters<LocalIssuer['sign']>[1]) =>
      idp.sign({ sub: 'g-1', email_verified: true, ...claims }, opts);
    /** what the browser does before leaving for the provider: a nonce from the server, bound to its pl_oidc cookie */
    const browser = async (app: TestApp = t) => {
      const r = await app.request('POST', `${API}/AccountApi/ExternalNonce`);
      expect(r.status).toBe(200);
      const binder = cookieValue(r.setCookie, 'pl_oidc');
      expect(r.setCookie.find((c) => c.startsWith('pl_oidc='))).toMatch(
        /HttpOnly.*Path=\/api\/v1\/AccountApi|Path=\/api\/v1\/AccountApi.*HttpOnly/,
      );
      return { nonce: r.json.nonce as string, cookie: `pl_oidc=${binder}` };
    };
    const login = (provider: 'Google' | 'Microsoft', token: string, cookie?: string, app: TestApp = t) =>
      app.request('POST', `${API}/AccountApi/External${provider}Login`, { body: { token }, cookie });
    const linkOf = async (email: string) =>
      (
        await t.db.query<{ external_provider: string | null; external_id: string | null }>(
          'SELECT external_provider, external_id FROM users WHERE email = $1',
          [email],
        )
      ).rows[0];
    const sessionsOf = (email: string) =>
      t.count('refresh_tokens', 'user_id = (SELECT id FROM users WHERE email = $1)', [email]);

    it('lists the configured providers; an app without configuration has none and answers 404', async () => {
      expect((await get('/AccountApi/ExternalProviders')).json).toEqual({
        google: { clientId: GOOGLE_ID, authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth' },
        microsoft: {
          clientId: MS_ID,
          authority: msIdp.issuer,
          authorizationEndpoint: `${msIdp.issuer}/oauth2/v2.0/authorize`,
        },
      });
      const bare = await t.another({ external: undefined });
      try {
        expect((await bare.get(`${API}/AccountApi/ExternalProviders`)).json).toEqual({ google: null, microsoft: null });
        const b = await browser(bare);
        const r = await login('Google', await google({ email: 'teacher@demo.test', nonce: b.nonce }), b.cookie, bare);
        expect([r.status, r.json.code]).toEqual([404, 'PROVIDER_DISABLED']);
      } finally {
        await bare.close();
      }
    });

    it('signs in a registered user with a verified Google token and the server nonce, and links the identity', async () => {
      const b = await browser();
      const r = await login(
        'Google',
        await google({ email: 'Teacher@demo.test', name: 'T', nonce: b.nonce }),
        b.cookie,
      );
      expect(r.status).toBe(200);
      expect((await get('/AccountApi/Me', r.json.token)).json.email).toBe('teacher@demo.test');
      expect(r.setCookie.join(';')).toContain('refresh_token=');
      // the page session with it (ADR 0045), SameSite=Lax on every path
      expect(r.setCookie.find((c) => c.startsWith('pl_session='))).toMatch(/Path=\/;.*SameSite=Lax/);
      expect(await linkOf('teacher@demo.test')).toEqual({ external_provider: 'google', external_id: 'g-1' });
    });

    it('refuses forged, expired, wrong-audience, wrong-issuer, unverified and malformed tokens (401); missing token 400', async () => {
      const b = await browser();
      const claims = { email: 'teacher@demo.test', nonce: b.nonce };
      const bad = [
        await google(claims, { forged: true }),
        await google(claims, { expiresIn: -300 }),
        await google(claims, { audience: 'someone-else' }),
        await google(claims, { issuer: 'https://evil.example' }),
        await google({ ...claims, sub: 'g-unverified', email_verified: false }),
        await msIdp.sign({ sub: 'm', ...claims }, { audience: GOOGLE_ID }),
        'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.aaaaaaaaaaaaaaaaaaaaaaaa',
      ];
      for (const token of bad) {
        const r = await login('Google', token, b.cookie);
        expect([r.status, r.json.code]).toEqual([401, 'INVALID_EXTERNAL_TOKEN']);
        expect((await get(`/AccountApi/ExternalGoogleInfo?token=${token}`)).status).toBe(401);
      }
      expect((await post('/AccountApi/ExternalGoogleLogin', {})).status).toBe(400);
      // none of them used the nonce: the right token still signs in with it
      expect((await login('Google', await google(claims), b.cookie)).status).toBe(200);
    });

    it('the nonce: one the server issued, to this browser, unexpired, once — else 401 INVALID_NONCE and no session', async () => {
      const before = await sessionsOf('teacher@demo.test');
      const b = await browser();
      const token = await google({ email: 'teacher@demo.test', nonce: b.nonce });
      const refused = async (tok: string, cookie?: string) => {
        const r = await login('Google', tok, cookie);
        expect([r.status, r.json.code]).toEqual([401, 'INVALID_NONCE']);
        expect(r.setCookie.some((c) => c.startsWith('refresh_token=') || c.startsWith('pl_session='))).toBe(false);
      };
      // not issued by the server (the browser made it up, as before), or no nonce at all
      await refused(await google({ email: 'teacher@demo.test', nonce: 'made-up-by-the-browser-0123456789' }), b.cookie);
      await refused(await google({ email: 'teacher@demo.test' }), b.cookie);
      // issued, but to another browser (login CSRF: the attacker's own token pushed into a victim's browser)
      const other = await browser();
      await refused(token, other.cookie);
      await refused(token);
      await refused(token, 'pl_oidc=x');
      expect(await sessionsOf('teacher@demo.test')).toBe(before);
      // the right browser: signed in once; the same token (replayed nonce) is refused after that
      expect((await login('Google', token, b.cookie)).status).toBe(200);
      await refused(token, b.cookie);
      // the same browser may hold several nonces (two tabs): each works once
      const tab1 = await browser();
      const tab2 = await t.request('POST', `${API}/AccountApi/ExternalNonce`, { cookie: tab1.cookie });
      expect(cookieValue(tab2.setCookie, 'pl_oidc')).toBe(tab1.cookie.slice('pl_oidc='.length));
      expect(
        (await login('Google', await google({ email: 'teacher@demo.test', nonce: tab2.json.nonce }), tab1.cookie))
          .status,
      ).toBe(200);
      expect(
        (await login('Google', await google({ email: 'teacher@demo.test', nonce: tab1.nonce }), tab1.cookie)).status,
      ).toBe(200);
      // expired (30 minutes)
      const late = await browser();
      await t.db.query(`UPDATE external_nonces SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
      await refused(await google({ email: 'teacher@demo.test', nonce: late.nonce }), late.cookie);
      expect(await sessionsOf('teacher@demo.test')).toBe(before + 3);
    });

    it('the token only in a JSON body: in the query string 400, as text/plain or a form 415 — nothing used', async () => {
      const b = await browser();
      const token = await google({ email: 'teacher@demo.test', nonce: b.nonce });
      const query = await t.request('POST', `${API}/AccountApi/ExternalGoogleLogin?token=${token}`, {
        body: {},
        cookie: b.cookie,
      });
      expect([query.status, query.json.message]).toEqual([400, expect.stringMatching(/JSON body/)]);
      const both = await t.request('POST', `${API}/AccountApi/ExternalGoogleLogin?token=${token}`, {
        body: { token },
        cookie: b.cookie,
      });
      expect(both.status).toBe(400);
      for (const [type, rawBody] of [
        ['text/plain', JSON.stringify({ token })],
        ['text/plain;charset=UTF-8', `token=${token}`],
        ['application/x-www-form-urlencoded', `token=${token}`],
      ]) {
        const r = await t.request('POST', `${API}/AccountApi/ExternalGoogleLogin`, {
          rawBody,
          cookie: b.cookie,
          headers: { 'content-type': type },
        });
        expect([r.status, r.json.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
        expect(r.setCookie).toEqual([]);
      }
      // the nonce was not used by any of them
      expect((await login('Google', token, b.cookie)).status).toBe(200);
    });

    it('Microsoft: never links by the unverified email / preferred_username (nOAuth) — 403 and nothing changes; with xms_edov it does', async () => {
      const victim = await t.createUser({ email: 'ms.victim@example.test' });
      const before = await snap();
      for (const claims of [
        { email: victim.email },
        { preferred_username: victim.email },
        { email: victim.email, xms_edov: false },
        { preferred_username: victim.email, xms_edov: true }, // the claim vouches for `email` only
        { email: 'someone-else@example.test', preferred_username: victim.email, xms_edov: true },
      ]) {
        const b = await browser();
        const r = await login(
          'Microsoft',
          await msIdp.sign({ sub: 'm-attacker', nonce: b.nonce, ...claims }),
          b.cookie,
        );
        if (claims.email === 'someone-else@example.test') expect(r.json.code).toBe('EXTERNAL_NOT_REGISTERED');
        else expect([r.status, r.json.code]).toEqual([403, 'EXTERNAL_EMAIL_UNVERIFIED']);
        expect(r.setCookie.some((c) => c.startsWith('refresh_token='))).toBe(false);
      }
      // nor creates a confirmed account with an address nobody vouched for
      const b = await browser();
      const unverified = await msIdp.sign({ sub: 'm-new', email: 'ms.new@example.test', nonce: b.nonce });
      expect((await login('Microsoft', unverified, b.cookie)).json.code).toBe('EXTERNAL_EMAIL_UNVERIFIED');
      const reg = await t.request('POST', `${API}/AccountApi/RegisterExternalTrialUser`, {
        body: {
          fullName: 'Ms Nuevo',
          cellPhoneNumber: '600999888',
          phoneCountry: 'ES',
          positionId: teacherPos,
          school: { name: 'Escuela MS', address: 'Calle 3', countryISO2: 'ES', impartedLevels: [primary] },
          educationalLevelIds: [primary],
          termsAccepted: true,
          provider: 'microsoft',
          idToken: unverified,
        },
        cookie: b.cookie,
      });
      expect([reg.status, reg.json.code]).toEqual([403, 'EXTERNAL_EMAIL_UNVERIFIED']);
      expect(await snap()).toBe(before);
      expect(await linkOf(victim.email)).toEqual({ external_provider: null, external_id: null });
      expect(await sessionsOf(victim.email)).toBe(0);

      // the tenant vouches for the address (email + xms_edov): signed in and linked
      const ok = await browser();
      const verified = await msIdp.sign({ sub: 'm-victim', email: victim.email, xms_edov: true, nonce: ok.nonce });
      const r = await login('Microsoft', verified, ok.cookie);
      expect(r.status).toBe(200);
      expect((await get('/AccountApi/Me', r.json.token)).json.userId).toBe(victim.userId);
      expect(await linkOf(victim.email)).toEqual({ external_provider: 'microsoft', external_id: 'm-victim' });
      // from then on the linked identity signs in whatever its email claims say
      const again = await browser();
      const linked = await msIdp.sign({
        sub: 'm-victim',
        preferred_username: 'renamed@elsewhere.test',
        nonce: again.nonce,
      });
      expect((await login('Microsoft', linked, again.cookie)).status).toBe(200);
    });

    it('Google: the verified email links an account that has no identity yet; an unverified one is refused (401)', async () => {
      const owner = await t.createUser({ email: 'g.owner@example.test' });
      const b = await browser();
      const unverified = await google({ sub: 'g-owner', email: owner.email, email_verified: false, nonce: b.nonce });
      expect((await login('Google', unverified, b.cookie)).status).toBe(401);
      expect(await linkOf(owner.email)).toEqual({ external_provider: null, external_id: null });
      const verified = await google({ sub: 'g-owner', email: owner.email, nonce: b.nonce });
      const r = await login('Google', verified, b.cookie);
      expect(r.status).toBe(200);
      expect(await linkOf(owner.email)).toEqual({ external_provider: 'google', external_id: 'g-owner' });
    });

    it('an unknown identity is "not registered" (nonce kept); Info prefills; RegisterExternalTrialUser uses the nonce once and signs in', async () => {
      const b = await browser();
      const token = await google({
        sub: 'g-new',
        email: 'Nueva.Google@example.test',
        name: 'Nueva Google',
        nonce: b.nonce,
      });
      const r = await login('Google', token, b.cookie);
      expect([r.status, r.json.code]).toEqual([404, 'EXTERNAL_NOT_REGISTERED']);
      expect((await get(`/AccountApi/ExternalGoogleInfo?token=${token}`)).json).toEqual({
        provider: 'google',
        email: 'nueva.google@example.test',
        fullName: 'Nueva Google',
        registered: false,
      });
      const {
        email: _e,
        repeatEmail: _r,
        password: _p,
        confirmPassword: _c,
        ...rest
      } = trialBody('x@x.es', {
        school: { name: 'Escuela Google', address: 'Calle 2', countryISO2: 'ES', impartedLevels: [primary] },
      });
      const register = (idToken: string, cookie?: string, over: Record<string, unknown> = {}) =>
        t.request('POST', `${API}/AccountApi/RegisterExternalTrialUser`, {
          body: { ...rest, provider: 'google', idToken, ...over },
          cookie,
        });
      expect(
        (await register(await google({ email: 'x@example.test', nonce: b.nonce }, { forged: true }), b.cookie)).status,
      ).toBe(401);
      // another browser's cookie, or none: refused, nothing created
      const before = await snap();
      expect((await register(token, (await browser()).cookie)).json.code).toBe('INVALID_NONCE');
      expect((await register(token)).json.code).toBe('INVALID_NONCE');
      // a refused registration (bad position) leaves the nonce unused
      expect((await register(token, b.cookie, { positionId: 999999 })).status).toBe(400);
      expect(await snap()).toBe(before);
      const reg = await register(token, b.cookie);
      expect(reg.status).toBe(201);
      expect((await get('/AccountApi/Me', reg.json.token)).json).toMatchObject({
        email: 'nueva.google@example.test',
        mainTrial: true,
        trialDaysLeft: 15,
      });
      // the nonce is used: the same token signs in no more; a new sign-in does
      expect((await login('Google', token, b.cookie)).json.code).toBe('INVALID_NONCE');
      const n = await browser();
      expect(
        (
          await login(
            'Google',
            await google({ sub: 'g-new', email: 'nueva.google@example.test', nonce: n.nonce }),
            n.cookie,
          )
        ).status,
      ).toBe(200);
      const m = await browser();
      expect(
        (await register(await google({ sub: 'g-new2', email: 'nueva.google@example.test', nonce: m.nonce }), m.cookie))
          .json.code,
      ).toBe('EMAIL_TAKEN');
    });

    it('AcceptExternalInvitation: the Microsoft token must be the invited email (403 otherwise) and carry this browser nonce, then registers', async () => {
      const s1 = await browser();
      const inviter = (
        await login(
          'Google',
          await google({ sub: 'g-new', email: 'nueva.google@example.test', nonce: s1.nonce }),
          s1.cookie,
        )
      ).json.token;
      const inv = await post('/AccountApi/SendTrialUsersInvitation', { emails: ['ms.colega@example.test'] }, inviter);
      expect(inv.status).toBe(201);
      const token = /register\?token=([A-Za-z0-9_-]+)/.exec((await lastMail('ms.colega@example.test')).text)![1];
      const accept = (idToken: string, cookie?: string) =>
        t.request('POST', `${API}/AccountApi/AcceptExternalInvitation`, {
          body: { ...acceptBody(token), provider: 'microsoft', idToken },
          cookie,
        });
      const b = await browser();
      const other = await msIdp.sign({ sub: 'm-2', email: 'someone.else@example.test', nonce: b.nonce });
      const mismatch = await accept(other, b.cookie);
      expect([mismatch.status, mismatch.json.code]).toEqual([403, 'EXTERNAL_MISMATCH']);
      // the emailed link proves the address (preferred_username is enough here), but the nonce must be this browser's
      const right = await msIdp.sign({ sub: 'm-1', preferred_username: 'MS.Colega@example.test', nonce: b.nonce });
      expect((await accept(right, (await browser()).cookie)).json.code).toBe('INVALID_NONCE');
      const r = await accept(right, b.cookie);
      expect(r.status).toBe(200);
      const n = await browser();
      const next = await msIdp.sign({ sub: 'm-1', preferred_username: 'MS.Colega@example.test', nonce: n.nonce });
      expect((await login('Microsoft', next, n.cookie)).status).toBe(200);
    });
  });

  describe('rate limits on the public calls', () => {
    it('answers 429 once a client passes the limit (existence checks and mail-sending calls)', async () => {
      const tight = await t.another({
        rateLimit: { signInMax: 1000, resetMax: 1000, windowMs: 60_000, registrationMax: 2, existsMax: 3 },
      });
      try {
        const exists = [];
        for (let i = 0; i < 4; i++)
          exists.push((await tight.get(`${API}/AccountApi/UserExists?email=probe${i}@example.test`)).status);
        expect(exists).toEqual([200, 200, 200, 429]);
        const sent = [];
        for (let i = 0; i < 3; i++)
          sent.push(
            (
              await tight.request('POST', `${API}/AccountApi/RequestInvitationResend`, {
                body: { token: 'y'.repeat(43) },
              })
            ).status,
          );
        expect(sent[2]).toBe(429);
      } finally {
        await tight.close();
      }
    });
  });
}
