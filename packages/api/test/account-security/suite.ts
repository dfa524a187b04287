/**
 * Issue 26 (ADR 0048), over real HTTP on PGlite and PostgreSQL, each rule from both sides:
 *  - joining an existing trial school only asks its main trial user (no account, no membership until they invite);
 *    the main user invites or declines from /profile/invitations; only they convert the school to freemium;
 *  - an email change needs the current password and takes effect when the new address confirms the mailed link;
 *  - ended trials get no catalogue suggestions through AccountApi;
 *  - a JSON route given a text/plain (or other) body answers 415 with a message; ten copies of a provider folder at
 *    once all succeed (they answered 500).
 */
import { PASSWORD, startTestApp, type TestApp } from '../core/harness';
import { forgetTrialState } from '../../src/http/rules';
import { startLocalIssuer, type LocalIssuer } from '../registration/oidc';

const API = '/api/v1';
const GOOGLE_ID = 'google-client.test';

export function accountSecuritySuite(): void {
  let t: TestApp;
  let idp: LocalIssuer;
  let trialSchool: number;
  let north: number;
  let teacherPos: number;
  const tok: Record<string, string> = {};

  const call = (method: string, url: string, body?: unknown, token?: string) =>
    t.request(method, API + url, { body, token });
  const post = (url: string, body: unknown, token?: string) => call('POST', url, body, token);
  const put = (url: string, body: unknown, token?: string) => call('PUT', url, body, token);
  const get = (url: string, token?: string) => call('GET', url, undefined, token);
  const mails = async (to: string) =>
    (await t.get(`${API}/Dev/Outbox?to=${encodeURIComponent(to)}`)).json.emails as Array<{
      kind: string;
      text: string;
      locale: string;
      subject: string;
    }>;
  const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)![1];
  const snap = async (...tables: string[]) =>
    [...(await Promise.all(tables.map((x) => t.snapshot(x, 'id')))), String(await t.count('email_outbox'))].join('\n');
  const joinBody = (email: string, over: Record<string, unknown> = {}) => ({
    schoolId: trialSchool,
    email,
    repeatEmail: email,
    fullName: 'Quim Colega',
    termsAccepted: true,
    locale: 'ca',
    ...over,
  });
  const teamOf = async (token: string) =>
    (await get(`/SchoolApi/GetUsersStatusBySchool/${trialSchool}?pageNumber=0&pageSize=30&filter=0`, token)).json
      .data as Array<{ email: string; invitationStatus: string }>;

  beforeAll(async () => {
    idp = await startLocalIssuer(GOOGLE_ID);
    t = await startTestApp({
      publicUrl: 'https://platform.example',
      outboxReadable: true,
      rateLimit: { signInMax: 1000, resetMax: 1000, windowMs: 60_000, registrationMax: 1000, existsMax: 1000 },
      external: { google: { clientId: GOOGLE_ID, jwksUrl: idp.jwksUrl, issuers: [idp.issuer] } },
    });
    const id = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows[0].id;
    trialSchool = await id(`SELECT id FROM schools WHERE key = 'trial-school'`);
    north = await id(`SELECT id FROM schools WHERE key = 'demo-north'`);
    teacherPos = await id(`SELECT id FROM positions WHERE key = 'teacher'`);
    for (const who of ['trial', 'trial-ended', 'teacher', 'manager'])
      tok[who] = (await t.login(`${who}@demo.test`, PASSWORD)).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  // ------------------------------------------------------------------ item 6: ended trials and suggestions (first:
  // the freemium test below turns Escuela de Prueba, trial-ended@'s school, into a freemium school)
  describe('catalogue suggestions under AccountApi', () => {
    it.each([
      '/AccountApi/AvailableSuggestions?pageNumber=0&pageSize=10',
      '/AccountApi/AvailableSearchSuggestions?search=agua&pageNumber=0&pageSize=10',
      '/AccountApi/AvailableTopics',
    ])('%s: an ended trial gets 403 TRIAL_ENDED; a teacher and an active trial get them', async (url) => {
      const ended = await get(url, tok['trial-ended']);
      expect([ended.status, ended.json.code]).toEqual([403, 'TRIAL_ENDED']);
      expect((await get(url, tok.teacher)).status).toBe(200);
      const active = await t.createUser({ schoolId: trialSchool, primaryRoles: ['Trial'] });
      await t.db.query(`UPDATE users SET active = true, join_date = now() WHERE id = $1`, [active.userId]);
      expect((await get(url, active.token)).status).toBe(200);
      // the ended trial keeps its account
      expect((await get('/AccountApi/Me', tok['trial-ended'])).status).toBe(200);
    });
  });

  // ------------------------------------------------------------------ item 3: trial-school joins
  describe('joining an existing trial school', () => {
    it('the demo has a pending request to Escuela de Prueba that only trial@ (its main user) sees', async () => {
      const list = await get('/AccountApi/TrialJoinRequests', tok.trial);
      expect(list.status).toBe(200);
      expect(list.json).toEqual([
        expect.objectContaining({ email: 'trial-request@demo.test', fullName: 'Rita Solicitud' }),
      ]);
      const notMain = await get('/AccountApi/TrialJoinRequests', tok['trial-ended']);
      expect([notMain.status, notMain.json.code]).toEqual([403, 'NOT_MAIN_TRIAL']);
      expect((await get('/AccountApi/TrialJoinRequests', tok.teacher)).json.code).toBe('NOT_TRIAL');
      expect((await get('/AccountApi/TrialJoinRequests')).status).toBe(401);
    });

    it('RegisterTrialUser with school.id creates no account: 202, the main user is emailed, the requester cannot sign in nor read the team', async () => {
      const email = 'intruso@example.test';
      const before = await t.count('users');
      const r = await post('/AccountApi/RegisterTrialUser', {
        email,
        repeatEmail: email,
        password: 'Secret12',
        confirmPassword: 'Secret12',
        fullName: 'In Truso',
        cellPhoneNumber: '600111222',
        phoneCountry: 'ES',
        positionId: teacherPos,
        school: { id: trialSchool },
        educationalLevelIds: [],
        termsAccepted: true,
        locale: 'en',
      });
      expect([r.status, r.json]).toEqual([202, { joinRequested: true, email, schoolName: 'Escuela de Prueba' }]);
      expect(await t.count('users')).toBe(before);
      expect((await post('/AccountApi/SignIn', { email, password: 'Secret12' })).status).toBe(401);
      expect((await mails(email)).length).toBe(0);
      const toMain = (await mails('trial@demo.test'))[0];
      expect(toMain.kind).toBe('trialJoinRequest');
      expect(toMain.text).toContain('In Truso (intruso@example.test)');
      expect(toMain.text).toContain('https://platform.example/profile/invitations');
      expect((await teamOf(tok.trial)).map((m) => m.email)).not.toContain(email);
      // asking again while it is pending: nothing new, no second email
      const outbox = await t.count('email_outbox');
      const again = await post('/AccountApi/RequestToJoinTrialSchool', joinBody(email));
      expect(again.status).toBe(202);
      expect(await t.count('email_outbox')).toBe(outbox);
    });

    it('refuses bad requests with a message and changes nothing (400 / 409)', async () => {
      const before = await snap('trial_join_requests', 'users');
      const cases: Array<[Record<string, unknown>, number, RegExp]> = [
        [{ repeatEmail: 'other@example.test' }, 400, /Emails do not match/],
        [{ termsAccepted: false }, 400, /terms/],
        [{ fullName: ' ' }, 400, /complete all fields/],
        [{ schoolId: 'abc' }, 400, /schoolId/],
        [{ schoolId: north }, 400, /not a trial school/],
        [{ email: 'teacher@demo.test', repeatEmail: 'teacher@demo.test' }, 409, /already registered/],
      ];
      for (const [over, status, msg] of cases) {
        const r = await post('/AccountApi/RequestToJoinTrialSchool', joinBody('nuevo@example.test', over));
        expect([r.status, r.json.message]).toEqual([status, expect.stringMatching(msg)]);
      }
      expect(await snap('trial_join_requests', 'users')).toBe(before);
    });

    it('a Google sign-up that picks an existing trial school gets no session, only a request', async () => {
      // the browser first gets a nonce bound to its pl_oidc cookie (ADR 0049), as before leaving for the provider
      const n = await t.request('POST', `${API}/AccountApi/ExternalNonce`);
      const binder = n.setCookie.find((c) => c.startsWith('pl_oidc='))!.split(';')[0];
      const idToken = await idp.sign({
        sub: 'g-join',
        email: 'g.join@example.test',
        email_verified: true,
        nonce: n.json.nonce,
      });
      const r = await t.request('POST', `${API}/AccountApi/RegisterExternalTrialUser`, {
        cookie: binder,
        body: {
          provider: 'google',
          idToken,
          fullName: 'Gina Join',
          cellPhoneNumber: '600111222',
          phoneCountry: 'ES',
          positionId: teacherPos,
          school: { id: trialSchool },
          termsAccepted: true,
        },
      });
      expect([r.status, r.json.joinRequested, r.json.token]).toEqual([202, true, undefined]);
      expect(r.setCookie.join(';')).not.toContain('refresh_token=');
      expect((await t.db.query(`SELECT 1 FROM users WHERE email = 'g.join@example.test'`)).rows).toEqual([]);
    });

    it('Invite: refused to others (403) and for unknown ids (404); the main user sends an ordinary invitation, pending until registered', async () => {
      const id = (await get('/AccountApi/TrialJoinRequests', tok.trial)).json.find(
        (x: { email: string }) => x.email === 'intruso@example.test',
      ).id;
      const before = await snap('trial_join_requests', 'invitations', 'users');
      expect((await post(`/AccountApi/TrialJoinRequests/${id}/Invite`, {}, tok['trial-ended'])).status).toBe(403);
      expect((await post(`/AccountApi/TrialJoinRequests/${id}/Invite`, {}, tok.teacher)).status).toBe(403);
      expect((await post(`/AccountApi/TrialJoinRequests/${id}/Invite`, {})).status).toBe(401);
      expect((await post('/AccountApi/TrialJoinRequests/999999/Invite', {}, tok.trial)).json.code).toBe(
        'JOIN_REQUEST_NOT_FOUND',
      );
      expect((await post('/AccountApi/TrialJoinRequests/abc/Invite', {}, tok.trial)).status).toBe(400);
      expect(await snap('trial_join_requests', 'invitations', 'users')).toBe(before);

      const r = await post(`/AccountApi/TrialJoinRequests/${id}/Invite`, {}, tok.trial);
      expect(r.status).toBe(201);
      expect(r.json.pending).toContain('intruso@example.test');
      const mail = (await mails('intruso@example.test'))[0];
      expect(mail).toMatchObject({ kind: 'trialInvitation', locale: 'en' });
      expect(
        (await get('/AccountApi/TrialJoinRequests', tok.trial)).json.map((x: { id: number }) => x.id),
      ).not.toContain(id);
      expect((await post(`/AccountApi/TrialJoinRequests/${id}/Invite`, {}, tok.trial)).status).toBe(404);
      // in the team as pending (never "confirmed") until the invitation is accepted
      const member = (await teamOf(tok.trial)).find((m) => m.email === 'intruso@example.test');
      expect(member?.invitationStatus).toBe('pending');
      const accepted = await post('/AccountApi/AcceptInvitation', {
        token: tokenIn(mail.text, 'register'),
        fullName: 'In Truso',
        positionId: teacherPos,
        cellPhoneNumber: '600333444',
        phoneCountry: 'ES',
        password: 'Colega12',
        confirmPassword: 'Colega12',
        termsAccepted: true,
      });
      expect(accepted.status).toBe(200);
      const after = (await teamOf(accepted.json.token)).find((m) => m.email === 'intruso@example.test');
      expect(after?.invitationStatus).toBe('confirmed');
    });

    it('Decline: the requester is told; the request is closed; others are refused', async () => {
      const id = (await get('/AccountApi/TrialJoinRequests', tok.trial)).json.find(
        (x: { email: string }) => x.email === 'trial-request@demo.test',
      ).id;
      expect((await post(`/AccountApi/TrialJoinRequests/${id}/Decline`, {}, tok['trial-ended'])).status).toBe(403);
      const r = await post(`/AccountApi/TrialJoinRequests/${id}/Decline`, {}, tok.trial);
      expect([r.status, r.json]).toEqual([200, { success: true }]);
      expect((await mails('trial-request@demo.test'))[0]).toMatchObject({ kind: 'trialJoinDeclined' });
      expect((await post(`/AccountApi/TrialJoinRequests/${id}/Decline`, {}, tok.trial)).status).toBe(404);
      expect((await t.db.query(`SELECT 1 FROM users WHERE email = 'trial-request@demo.test'`)).rows).toEqual([]);
    });

    it('an unconfirmed member without an invitation is listed as pending, not confirmed', async () => {
      await t.db.query(
        `INSERT INTO users (email, school_id, active, email_confirmed) VALUES ('legacy.joiner@example.test', $1, false, false)`,
        [trialSchool],
      );
      const m = (await teamOf(tok.trial)).find((x) => x.email === 'legacy.joiner@example.test');
      expect(m?.invitationStatus).toBe('pending');
      expect((await teamOf(tok.trial)).find((x) => x.email === 'trial@demo.test')?.invitationStatus).toBe('confirmed');
    });

    it('only the main trial user converts the school to freemium (403 NOT_MAIN_TRIAL for a colleague, nothing changes)', async () => {
      const before = await snap('licenses', 'schools');
      const r = await post('/AccountApi/RequestFreemiumLicense', {}, tok['trial-ended']);
      expect([r.status, r.json.code, r.json.message]).toEqual([
        403,
        'NOT_MAIN_TRIAL',
        'Only the person who started the trial of your school can switch it to Freemium',
      ]);
      expect((await post('/AccountApi/RequestFreemiumLicense', {}, tok.teacher)).json.code).toBe('NOT_TRIAL');
      expect(await snap('licenses', 'schools')).toBe(before);
      const ok = await post('/AccountApi/RequestFreemiumLicense', {}, tok.trial);
      expect(ok.status).toBe(200);
      const legacy = (
        await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'legacy.joiner@example.test'`)
      ).rows[0].id;
      expect(ok.json.userIds).not.toContain(legacy);
      forgetTrialState();
    });
  });

  // ------------------------------------------------------------------ item 4: email change
  describe('changing my email', () => {
    let user: { userId: number; token: string; email: string };
    const edit = (body: Record<string, unknown>, token = user.token) =>
      put('/AccountApi/Edit', { name: 'Eva', ...body }, token);

    beforeAll(async () => {
      const u = await t.createUser({ schoolId: north, email: 'eva.old@example.test', mailingLanguage: 'en' });
      // the demo password (PASSWORD) on this account
      await t.db.query(
        `UPDATE users SET active = true, password_hash = (SELECT password_hash FROM users WHERE email = 'teacher@demo.test') WHERE id = $1`,
        [u.userId],
      );
      user = u;
    });

    it('without the current password (400) or with a wrong one (403) nothing changes, errors at the field', async () => {
      const before = await snap('users', 'email_change_tokens');
      const missing = await edit({ email: 'eva.new@example.test', bio: 'changed' });
      expect([missing.status, missing.json.details]).toEqual([
        400,
        [{ path: 'currentPassword', message: 'Enter your current password to change your email' }],
      ]);
      const wrong = await edit({ email: 'eva.new@example.test', currentPassword: 'Nope1234', bio: 'changed' });
      expect([wrong.status, wrong.json.code, wrong.json.details[0].path]).toEqual([
        403,
        'WRONG_PASSWORD',
        'currentPassword',
      ]);
      const taken = await edit({ email: 'manager@demo.test', currentPassword: PASSWORD });
      expect([taken.status, taken.json.code]).toEqual([409, 'EMAIL_TAKEN']);
      expect(await snap('users', 'email_change_tokens')).toBe(before);
      // the rest of the profile, and the same email, need no password
      expect((await edit({ email: 'eva.old@example.test', bio: 'Hola' })).status).toBe(200);
    });

    it('with the password: the email stays until the new address confirms; the old address is told', async () => {
      const r = await edit({ email: 'Eva.New@example.test', currentPassword: PASSWORD });
      expect(r.status).toBe(200);
      expect(r.json.userProfile.userVO.email).toBe('eva.old@example.test');
      expect((await get('/AccountApi/ProfileExtras', user.token)).json).toMatchObject({
        pendingEmail: 'eva.new@example.test',
        hasPassword: true,
      });
      const confirm = (await mails('eva.new@example.test'))[0];
      expect(confirm).toMatchObject({ kind: 'emailChangeConfirm', locale: 'en' });
      expect(confirm.text).toContain('https://platform.example/confirm-email?token=');
      const notice = (await mails('eva.old@example.test'))[0];
      expect(notice.kind).toBe('emailChangeNotice');
      expect(notice.text).toContain('eva.new@example.test');
      expect((await post('/AccountApi/SignIn', { email: 'eva.old@example.test', password: PASSWORD })).status).toBe(
        200,
      );
    });

    it('a second request replaces the first link; the link is single use and expires', async () => {
      const first = tokenIn((await mails('eva.new@example.test'))[0].text, 'confirm-email');
      expect((await edit({ email: 'eva.newer@example.test', currentPassword: PASSWORD })).status).toBe(200);
      const second = tokenIn((await mails('eva.newer@example.test'))[0].text, 'confirm-email');
      const replaced = await post('/AccountApi/ConfirmEmailChange', { token: first });
      expect([replaced.status, replaced.json.code]).toEqual([400, 'INVALID_TOKEN']);
      expect((await post('/AccountApi/ConfirmEmailChange', { token: 'x'.repeat(43) })).status).toBe(400);
      expect((await post('/AccountApi/ConfirmEmailChange', {})).status).toBe(400);

      const ok = await post('/AccountApi/ConfirmEmailChange', { token: second });
      expect([ok.status, ok.json]).toEqual([200, { status: 'success', email: 'eva.newer@example.test' }]);
      expect((await post('/AccountApi/SignIn', { email: 'eva.newer@example.test', password: PASSWORD })).status).toBe(
        200,
      );
      expect((await post('/AccountApi/SignIn', { email: 'eva.old@example.test', password: PASSWORD })).status).toBe(
        401,
      );
      expect((await mails('eva.old@example.test'))[0].text).toContain('eva.newer@example.test');
      const used = await post('/AccountApi/ConfirmEmailChange', { token: second });
      expect([used.status, used.json.code]).toEqual([409, 'TOKEN_USED']);
      expect((await get('/AccountApi/ProfileExtras', user.token)).json.pendingEmail).toBeNull();

      // an expired link: 410, the email stays
      const session = (await t.login('eva.newer@example.test', PASSWORD)).token;
      expect((await edit({ email: 'eva.late@example.test', currentPassword: PASSWORD }, session)).status).toBe(200);
      const late = tokenIn((await mails('eva.late@example.test'))[0].text, 'confirm-email');
      await t.db.query(
        `UPDATE email_change_tokens SET expires_at = now() - interval '1 minute' WHERE new_email = 'eva.late@example.test'`,
      );
      const expired = await post('/AccountApi/ConfirmEmailChange', { token: late });
      expect([expired.status, expired.json.code]).toEqual([410, 'TOKEN_EXPIRED']);
      expect(
        (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.userId])).rows[0].email,
      ).toBe('eva.newer@example.test');
    });

    it('an account without a password (external sign-in) sets one first: 403 NO_PASSWORD', async () => {
      const ext = await t.createUser({ schoolId: north });
      const r = await edit({ email: 'ext.new@example.test', currentPassword: 'anything' }, ext.token);
      expect([r.status, r.json.code, r.json.details[0].path]).toEqual([403, 'NO_PASSWORD', 'currentPassword']);
      expect((await get('/AccountApi/ProfileExtras', ext.token)).json.hasPassword).toBe(false);
      expect(await t.count('email_change_tokens', 'user_id = $1', [ext.userId])).toBe(0);
    });

    it('guessing the password with a session is limited (429 after 5 tries)', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await edit({ email: 'guess@example.test', currentPassword: `Wrong${i}99` }, tok.manager)).status,
        );
      expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    });
  });

  // ------------------------------------------------------------------ fuzz finding: bodies that are not JSON
  describe('bodies that are not JSON', () => {
    let folderId: number;
    beforeAll(async () => {
      folderId = (await t.db.query<{ id: number }>('SELECT id FROM provider_folders ORDER BY id LIMIT 1')).rows[0].id;
    });

    it('a text/plain (or other) body answers 415 with a message and creates nothing', async () => {
      const before = await t.count('folders');
      const variants: Array<[string, string]> = [
        ['text/plain', '{}'],
        ['text/plain;charset=UTF-8', '{}'],
        ['text/plain', '{"locale":"es"}'],
        ['text/plain', 'x'],
        ['text/plain', '[]'],
        ['text/plain', 'null'],
        ['TEXT/PLAIN', '{}'],
        ['text/html', '<p>{}</p>'],
        ['application/xml', '<a/>'],
        ['application/x-www-form-urlencoded', 'a=1'],
      ];
      for (const [type, body] of variants) {
        const r = await t.request('POST', `${API}/KimpleFolderApi/${folderId}/Save`, {
          token: tok.teacher,
          rawBody: body,
          headers: { 'content-type': type },
        });
        expect([type, r.status, r.json.code, r.json.message]).toEqual([
          type,
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          expect.stringMatching(/send the body as JSON/),
        ]);
      }
      const edit = await t.request('PUT', `${API}/AccountApi/Edit`, {
        token: tok.teacher,
        rawBody: '{"name":"X"}',
        headers: { 'content-type': 'text/plain' },
      });
      expect(edit.status).toBe(415);
      expect(await t.count('folders')).toBe(before);
      // the same call as JSON, or with no body, works; a text/plain header without a body is no body
      expect((await post(`/KimpleFolderApi/${folderId}/Save`, {}, tok.teacher)).status).toBe(201);
      const bare = await t.request('POST', `${API}/KimpleFolderApi/${folderId}/Save`, {
        token: tok.teacher,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(bare.status).toBe(201);
    });

    it('ten copies of one provider folder at once all succeed with distinct names (they answered 500)', async () => {
      const rs = await Promise.all(
        Array.from({ length: 10 }, () => post(`/KimpleFolderApi/${folderId}/Save`, {}, tok.manager)),
      );
      expect(rs.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(rs.map((r) => r.json.name)).size).toBe(10);
    });
  });
}
