/**
 * Issue 31 item 7 over real HTTP: inviting an existing account of another school (move invitation: email, bell, pending
 * in the team), SchoolInvitations, ChangeSchool (accept / switch / refused), DeclineSchoolInvitation,
 * RequestTrialInformation and CustomizedFields — each allowed and refused (401 / 403 / 404), bad input 400, nothing changed.
 */
import { startTestApp, type TestApp } from '../core/harness';

const API = '/api/v1';

export function schoolMoveSuite(): void {
  let t: TestApp;
  let north: number;
  let south: number;
  let primary: number;
  const tok: Record<string, string> = {};
  const uid: Record<string, number> = {};
  const call = (method: string, url: string, who: string | null, body?: unknown) =>
    t.request(method, API + url, { token: who ? tok[who] : undefined, body });

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://platform.example', outboxReadable: true });
    const id = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows[0].id;
    north = await id(`SELECT id FROM schools WHERE key = 'demo-north'`);
    south = await id(`SELECT id FROM schools WHERE key = 'demo-south'`);
    primary = await id(`SELECT id FROM educational_levels WHERE key = 'primary'`);
    const users = {
      southManager: await t.createUser({ schoolId: south, primaryRoles: ['Manager'] }),
      mover: await t.createUser({ schoolId: north }),
      other: await t.createUser({ schoolId: north }),
      trial: await t.createUser({ schoolId: north, primaryRoles: ['Trial'] }),
    };
    for (const [k, u] of Object.entries(users)) {
      tok[k] = u.token;
      uid[k] = u.userId;
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const email = async (who: string) =>
    (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [uid[who]])).rows[0].email;
  const schoolOf = async (who: string) =>
    (await t.db.query<{ school_id: number }>('SELECT school_id FROM users WHERE id = $1', [uid[who]])).rows[0]
      .school_id;

  it.each([
    ['GET', '/AccountApi/SchoolInvitations'],
    ['POST', '/AccountApi/ChangeSchool'],
    ['POST', '/AccountApi/DeclineSchoolInvitation'],
    ['POST', '/AccountApi/RequestTrialInformation'],
    ['GET', '/AccountApi/CustomizedFields'],
  ])('%s %s without a session: 401', async (method, url) => {
    const r = await call(method, url, null, method === 'POST' ? {} : undefined);
    expect(r.status).toBe(401);
  });

  it('ChangeSchool: 400 on bad input, 404 unknown school, 403 NOT_A_MEMBER without membership or invitation', async () => {
    const bad = await call('POST', '/AccountApi/ChangeSchool', 'mover', { schoolId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/schoolId/);
    expect((await call('POST', '/AccountApi/ChangeSchool', 'mover', { schoolId: 999999 })).status).toBe(404);
    const before = await t.snapshot('user_schools', 'user_id, school_id');
    const refused = await call('POST', '/AccountApi/ChangeSchool', 'mover', { schoolId: south });
    expect([refused.status, refused.json.code]).toEqual([403, 'NOT_A_MEMBER']);
    expect(await schoolOf('mover')).toBe(north);
    expect(await t.snapshot('user_schools', 'user_id, school_id')).toBe(before);
  });

  it('InviteUser of an active account of another school: a move invitation, email + bell, pending in the team', async () => {
    const mails = await t.count('email_outbox');
    const r = await call('POST', '/AccountApi/InviteUser', 'southManager', {
      schoolId: south,
      emails: [await email('mover')],
      role: 'Teacher',
      educationalLevelIds: [primary],
    });
    expect(r.status).toBe(201);
    expect(r.json.invited.map((m: { userId: number }) => m.userId)).toEqual([uid.mover]);
    expect(r.json.invited[0].invitationStatus).toBe('pending');
    expect(await t.count('email_outbox')).toBe(mails + 1);
    expect(
      await t.count(
        'notification_targets nt JOIN notification_locales nl ON nl.notification_id = nt.notification_id',
        `nt.user_id = $1 AND nl.locale = 'en' AND nl.title LIKE 'Invitation to join%'`,
        [uid.mover],
      ),
    ).toBe(1);
    const team = await call(
      'GET',
      `/SchoolApi/GetUsersStatusBySchool/${south}?pageNumber=0&pageSize=30&filter=3`,
      'southManager',
    );
    expect(team.json.data.some((m: { userId: number }) => m.userId === uid.mover)).toBe(true);
    // still in the old school until they accept; a second invite answers ALREADY_INVITED
    expect(await schoolOf('mover')).toBe(north);
    const again = await call('POST', '/AccountApi/InviteUser', 'southManager', {
      schoolId: south,
      emails: [await email('mover')],
      role: 'Teacher',
      educationalLevelIds: [primary],
    });
    expect([again.status, again.json.code]).toEqual([409, 'ALREADY_INVITED']);
  });

  it('SchoolInvitations lists only my own; a teacher may not invite (403)', async () => {
    const mine = await call('GET', '/AccountApi/SchoolInvitations', 'mover');
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual([
      expect.objectContaining({ schoolId: south, schoolName: expect.any(String), role: 'Teacher' }),
    ]);
    expect((await call('GET', '/AccountApi/SchoolInvitations', 'other')).json).toEqual([]);
    const teacherInvites = await call('POST', '/AccountApi/InviteUser', 'other', {
      schoolId: north,
      emails: ['nobody-new@example.test'],
      role: 'Teacher',
      educationalLevelIds: [primary],
    });
    expect(teacherInvites.status).toBe(403);
  });

  it('DeclineSchoolInvitation: 400 bad input, 404 for someone else’s invitation', async () => {
    const inv = (await call('GET', '/AccountApi/SchoolInvitations', 'mover')).json[0];
    expect((await call('POST', '/AccountApi/DeclineSchoolInvitation', 'mover', { invitationId: -1 })).status).toBe(400);
    const other = await call('POST', '/AccountApi/DeclineSchoolInvitation', 'other', { invitationId: inv.id });
    expect([other.status, other.json.code]).toEqual([404, 'INVITATION_NOT_FOUND']);
  });

  it('ChangeSchool accepts the invitation: the user joins the new school, keeps their folders, can switch back', async () => {
    await t.db.query(`INSERT INTO folders (owner_id, name) VALUES ($1, 'Mi carpeta que viaja')`, [uid.mover]);
    const r = await call('POST', '/AccountApi/ChangeSchool', 'mover', { schoolId: south });
    expect(r.status).toBe(200);
    expect(r.json).toEqual(expect.objectContaining({ schoolId: south, acceptedInvitationId: expect.any(Number) }));
    expect(await schoolOf('mover')).toBe(south);
    expect(await t.count('folders', `owner_id = $1`, [uid.mover])).toBe(1);
    const schools = await call('GET', '/SchoolApi/GetUserSchools', 'mover');
    expect(schools.json.map((s: { id: number }) => s.id).sort()).toEqual([north, south].sort());
    const team = await call(
      'GET',
      `/SchoolApi/GetUsersStatusBySchool/${south}?pageNumber=0&pageSize=30&filter=1`,
      'southManager',
    );
    expect(team.json.data.some((m: { userId: number }) => m.userId === uid.mover)).toBe(true);
    expect((await call('GET', '/AccountApi/SchoolInvitations', 'mover')).json).toEqual([]);
    const back = await call('POST', '/AccountApi/ChangeSchool', 'mover', { schoolId: north });
    expect([back.status, back.json.acceptedInvitationId]).toEqual([200, null]);
    expect(await schoolOf('mover')).toBe(north);
  });

  it('a declined invitation cannot be accepted afterwards', async () => {
    await call('POST', '/AccountApi/InviteUser', 'southManager', {
      schoolId: south,
      emails: [await email('other')],
      role: 'Teacher',
      educationalLevelIds: [primary],
    });
    const inv = (await call('GET', '/AccountApi/SchoolInvitations', 'other')).json[0];
    const d = await call('POST', '/AccountApi/DeclineSchoolInvitation', 'other', { invitationId: inv.id });
    expect(d.status).toBe(200);
    const late = await call('POST', '/AccountApi/ChangeSchool', 'other', { schoolId: south });
    expect([late.status, late.json.code]).toEqual([403, 'NOT_A_MEMBER']);
  });

  it('the demo teacher has a pending invitation to Colegio Demo Sur', async () => {
    const { token } = await t.login('teacher@demo.test');
    const r = await t.request('GET', `${API}/AccountApi/SchoolInvitations`, { token });
    expect(r.json).toEqual([expect.objectContaining({ schoolId: south })]);
  });

  it('RequestTrialInformation: trial 202 (stored, mailed); teacher 403; bad input 400 with nothing stored', async () => {
    const before = await t.count('contacts', `kind = 'trial-information'`);
    const teacher = await call('POST', '/AccountApi/RequestTrialInformation', 'other', { topic: 'plans' });
    expect([teacher.status, teacher.json.code]).toEqual([403, 'NOT_TRIAL']);
    const bad = await call('POST', '/AccountApi/RequestTrialInformation', 'trial', { topic: 'plans', phone: '12ab' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/phone/i);
    const badTopic = await call('POST', '/AccountApi/RequestTrialInformation', 'trial', { topic: 'nope' });
    expect(badTopic.status).toBe(400);
    expect(await t.count('contacts', `kind = 'trial-information'`)).toBe(before);
    const mails = await t.count('email_outbox');
    const ok = await call('POST', '/AccountApi/RequestTrialInformation', 'trial', {
      topic: 'prices',
      phone: '600123123',
      message: 'Somos 40 docentes',
    });
    expect(ok.status).toBe(202);
    expect(await t.count('contacts', `kind = 'trial-information'`)).toBe(before + 1);
    expect(await t.count('email_outbox')).toBe(mails + 2);
  });

  it('CustomizedFields: the global demo field with its options, in the requested language', async () => {
    const r = await call('GET', '/AccountApi/CustomizedFields?locale=en', 'other');
    expect(r.status).toBe(200);
    const field = r.json.find((f: { key: string }) => f.key === 'school-project');
    expect(field.name).toBe('School project');
    expect(field.options.map((o: { name: string }) => o.name)).toEqual(['Reading plan', 'Digital plan', 'Coexistence']);
    expect(field.options[0].customKreaFieldId).toBe(field.id);
    expect((await call('GET', '/AccountApi/CustomizedFields?locale=xx', 'other')).status).toBe(400);
  });
}
