/**
 * Profile, school, school group, team, invitations and sharing groups over real HTTP (spec platform §7 AccountApi Edit /
 * AuthorProfile / InviteUser / ResendInvitation, SchoolApi, SchoolGroupApi, SharingGroupApi): each call with the callers
 * it allows and refuses (401 without a session, 403 for the wrong role or school, 404 for what does not exist or is
 * someone else's), bad input (400 with a message, nothing changed). Run on PGlite and on PostgreSQL.
 */
import { PASSWORD, startTestApp, type TestApp } from '../core/harness';

const API = '/api/v1';
type Who = 'manager' | 'admin' | 'teacher' | 'teacher2' | 'southManager' | 'outsider' | 'outsiderAdmin' | 'author';

export function profileSuite(): void {
  let t: TestApp;
  const tok = {} as Record<Who, string>;
  const uid = {} as Record<Who, number>;
  let north: number;
  let south: number;
  let elsewhere: number;
  let group: number;
  let otherGroup: number;
  let primary: number;
  let secondary: number;

  const call = (method: string, url: string, who: Who | null, body?: unknown) =>
    t.request(method, API + url, { token: who ? tok[who] : undefined, body });
  const get = (url: string, who: Who) => call('GET', url, who);
  const post = (url: string, body: unknown, who: Who) => call('POST', url, who, body);
  const put = (url: string, body: unknown, who: Who) => call('PUT', url, who, body);
  const del = (url: string, who: Who) => call('DELETE', url, who);
  const snap = async () =>
    [
      await t.snapshot('users', 'id'),
      await t.snapshot('schools', 'id'),
      await t.snapshot('school_groups', 'id'),
      await t.snapshot('invitations', 'id'),
      await t.snapshot('user_schools', 'user_id, school_id'),
      await t.snapshot('user_roles', 'user_id, role_id'),
      await t.snapshot('user_educational_levels', 'user_id, educational_level_id'),
      await t.snapshot('sharing_groups', 'id'),
      await t.snapshot('sharing_group_members', 'group_id, user_id'),
      String(await t.count('email_outbox')),
    ].join('\n');

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://platform.example', outboxReadable: true });
    const id = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows[0].id;
    north = await id(`SELECT id FROM schools WHERE key = 'demo-north'`);
    south = await id(`SELECT id FROM schools WHERE key = 'demo-south'`);
    group = await id(`SELECT id FROM school_groups WHERE key = 'demo-group'`);
    primary = await id(`SELECT id FROM educational_levels WHERE key = 'primary'`);
    secondary = await id(`SELECT id FROM educational_levels WHERE key = 'secondary'`);
    otherGroup = await t.createSchoolGroup('Otra red');
    elsewhere = await t.createSchool(otherGroup, 'Colegio de otra red');
    await t.db.query('INSERT INTO school_educational_levels (school_id, educational_level_id) VALUES ($1, $2)', [
      elsewhere,
      primary,
    ]);
    const users: Record<Who, Awaited<ReturnType<TestApp['createUser']>>> = {
      manager: await t.createUser({ schoolId: north, primaryRoles: ['Manager'] }),
      admin: await t.createUser({ schoolId: north, primaryRoles: ['Admin'] }),
      teacher: await t.createUser({ schoolId: north }),
      teacher2: await t.createUser({ schoolId: north }),
      southManager: await t.createUser({ schoolId: south, primaryRoles: ['Manager'] }),
      outsider: await t.createUser({ schoolId: elsewhere }),
      outsiderAdmin: await t.createUser({ schoolId: elsewhere, primaryRoles: ['Admin'] }),
      author: await t.createUser({ schoolId: north, secondaryRoles: ['Author'] }),
    };
    for (const [k, u] of Object.entries(users)) {
      tok[k as Who] = u.token;
      uid[k as Who] = u.userId;
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['PUT', '/AccountApi/Edit'],
    ['GET', '/AccountApi/ProfileExtras'],
    ['GET', '/AccountApi/AuthorProfile'],
    ['PUT', '/AccountApi/AuthorProfile'],
    ['GET', '/SchoolApi/1'],
    ['PUT', '/SchoolApi/1'],
    ['GET', '/SchoolApi/GetUserSchools'],
    ['GET', '/SchoolApi/GetUsersStatusBySchool/1'],
    ['GET', '/SchoolApi/SchoolExists?centreKey=x'],
    ['PUT', '/SchoolApi/1/RemoveMembers'],
    ['POST', '/SchoolApi/1/EditUser'],
    ['POST', '/AccountApi/InviteUser'],
    ['POST', '/AccountApi/ResendInvitation?schoolId=1'],
    ['GET', '/SchoolGroupApi/1'],
    ['PUT', '/SchoolGroupApi/1'],
    ['GET', '/SchoolGroupApi/1/AssociatedSchools'],
    ['GET', '/SchoolGroupApi/1/SchoolsWithCourses'],
    ['POST', '/SharingGroupApi/Create'],
    ['GET', '/SharingGroupApi/GetByOwner'],
    ['GET', '/SharingGroupApi/1'],
    ['PUT', '/SharingGroupApi/1/Edit'],
    ['DELETE', '/SharingGroupApi/1'],
    ['PUT', '/SharingGroupApi/1/AddMembers'],
    ['PUT', '/SharingGroupApi/1/RemoveMembers'],
  ])('401 for %s %s without a session', async (method, url) => {
    const r = await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(r.status).toBe(401);
  });

  describe('AccountApi/Edit and ProfileExtras', () => {
    it('edits my profile and answers the refreshed UserProfile; the missing §5 fields follow', async () => {
      const before = await get('/AccountApi/ProfileExtras', 'teacher');
      expect(before.status).toBe(200);
      expect(before.json.missing).toEqual(['bio', 'cellPhoneNumber', 'educationalLevels', 'subjectsLabel']);
      const r = await put(
        '/AccountApi/Edit',
        {
          name: ' Lucía ',
          surname: 'Pérez',
          cellPhoneNumber: '600123123',
          phoneCountry: 'es',
          bio: 'Profe de ciencias',
          educationalLevelIds: [primary],
          subjectIds: [1],
        },
        'teacher',
      );
      expect(r.status).toBe(200);
      expect(r.json.userProfile.userVO).toMatchObject({
        name: 'Lucía',
        surname: 'Pérez',
        cellPhoneNumber: '600123123',
        bio: 'Profe de ciencias',
        educationalLevels: [{ id: primary }],
      });
      expect(r.json.profileComplete).toBe(true);
      const after = await get('/AccountApi/ProfileExtras', 'teacher');
      expect(after.json).toMatchObject({ phoneCountry: 'ES', missing: [] });
    });

    it('400 for bad input (nothing changed): bio of 400, letters in the phone, unknown level, a photo outside my folder, empty name', async () => {
      const before = await snap();
      for (const body of [
        { name: 'A', bio: 'x'.repeat(400) },
        { name: 'A', cellPhoneNumber: '600-123' },
        { name: 'A', educationalLevelIds: [999999] },
        { name: 'A', avatar: `/files/Users/${uid.manager}/profile_1.png` },
        { name: '  ' },
        { name: 'A', email: 'not-an-email' },
        { name: 'A', phoneCountry: 'QQ' },
      ]) {
        const r = await put('/AccountApi/Edit', body, 'teacher');
        expect([r.status, typeof r.json.message]).toEqual([400, 'string']);
      }
      expect(await snap()).toBe(before);
    });

    it('accepts a photo uploaded to my own folder; 409 EMAIL_TAKEN for another account’s email', async () => {
      const ok = await put(
        '/AccountApi/Edit',
        { name: 'Lucía', avatar: `/files/Users/${uid.teacher}/profile_202601011200.png` },
        'teacher',
      );
      expect(ok.status).toBe(200);
      expect(ok.json.userProfile.userVO.avatar).toBe(`/files/Users/${uid.teacher}/profile_202601011200.png`);
      // an email change needs the current password (ADR 0048): the demo password for this account
      await t.db.query(
        `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'teacher@demo.test') WHERE id = $1`,
        [uid.teacher],
      );
      const taken = await put(
        '/AccountApi/Edit',
        { name: 'Lucía', email: 'manager@demo.test', currentPassword: PASSWORD },
        'teacher',
      );
      expect([taken.status, taken.json.code, taken.json.message]).toEqual([
        409,
        'EMAIL_TAKEN',
        'Email address is already registered',
      ]);
    });
  });

  describe('AccountApi/AuthorProfile', () => {
    it('an author edits the card (URLs validated); a non-author is refused', async () => {
      const r = await put(
        '/AccountApi/AuthorProfile',
        { description: 'Maestra y autora', bio: 'Escribo sobre ciencia', website: 'https://example.org', twitter: '' },
        'author',
      );
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        description: 'Maestra y autora',
        bio: 'Escribo sobre ciencia',
        website: 'https://example.org',
        twitter: null,
      });
      expect((await get('/AccountApi/AuthorProfile', 'author')).json.website).toBe('https://example.org');
      const bad = await put('/AccountApi/AuthorProfile', { website: 'javascript:alert(1)' }, 'author');
      expect(bad.status).toBe(400);
      const refused = await put('/AccountApi/AuthorProfile', { description: 'x' }, 'teacher');
      expect([refused.status, refused.json.code]).toEqual([403, 'NOT_AUTHOR']);
      expect((await get('/AccountApi/AuthorProfile', 'teacher')).status).toBe(403);
    });

    it("the card's bio follows the profile's bound: under 400 characters (399 kept, 400 refused, nothing changed)", async () => {
      const ok = await put('/AccountApi/AuthorProfile', { bio: 'a'.repeat(399) }, 'author');
      expect(ok.status).toBe(200);
      expect(ok.json.bio).toHaveLength(399);
      // the profile's own bio has the same bound
      expect((await put('/AccountApi/Edit', { bio: 'p'.repeat(400) }, 'author')).status).toBe(400);
      const long = await put('/AccountApi/AuthorProfile', { bio: 'b'.repeat(400), description: 'cambiada' }, 'author');
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.json)).toContain('The bio must be under 400 characters');
      const now = (await get('/AccountApi/AuthorProfile', 'author')).json;
      expect([now.bio, now.description]).toEqual(['a'.repeat(399), 'Maestra y autora']);
    });
  });

  describe('SchoolApi', () => {
    it('GET: members, managers and group admins read; others 403; unknown 404', async () => {
      const r = await get(`/SchoolApi/${north}`, 'teacher');
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ id: north, name: 'Colegio Demo Norte', canEdit: false, schoolGroupId: group });
      expect((await get(`/SchoolApi/${north}`, 'manager')).json.canEdit).toBe(true);
      expect((await get(`/SchoolApi/${south}`, 'admin')).json.canEdit).toBe(true);
      expect((await get(`/SchoolApi/${south}`, 'teacher')).status).toBe(403);
      expect((await get(`/SchoolApi/${north}`, 'outsider')).status).toBe(403);
      expect((await get(`/SchoolApi/${north}`, 'outsiderAdmin')).status).toBe(403);
      expect((await get('/SchoolApi/99999999', 'admin')).status).toBe(404);
      expect((await get('/SchoolApi/abc', 'admin')).status).toBe(400);
    });

    it('PUT: a manager edits their school; §5 required fields and email; teacher, other school manager and outside admin refused', async () => {
      const body = {
        name: 'Colegio Demo Norte',
        address: 'Calle Mayor 1, Madrid',
        networkName: 'Red Demo',
        email: 'norte@demo.test',
        centreKey: 'DEMO-0001',
        studentsBand: 3,
        educationalLevelIds: [primary, secondary],
      };
      const ok = await put(`/SchoolApi/${north}`, body, 'manager');
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ networkName: 'Red Demo', studentsBand: 3, centreKey: 'DEMO-0001' });
      expect(
        (await put(`/SchoolApi/${south}`, { ...body, name: 'Colegio Demo Sur', centreKey: 'DEMO-0002' }, 'admin'))
          .status,
      ).toBe(200);
      const before = await snap();
      for (const who of ['teacher', 'southManager', 'outsiderAdmin'] as Who[]) {
        const r = await put(`/SchoolApi/${north}`, { ...body, name: 'Hackeado' }, who);
        expect(r.status).toBe(403);
      }
      for (const bad of [
        { ...body, name: '' },
        { ...body, address: ' ' },
        { ...body, networkName: '' },
        { ...body, email: 'bad@' },
        { ...body, studentsBand: 9 },
        { ...body, avatar: '/files/Schools/1/../x.png' },
      ]) {
        const r = await put(`/SchoolApi/${north}`, bad, 'manager');
        expect(r.status).toBe(400);
      }
      const dup = await put(`/SchoolApi/${north}`, { ...body, centreKey: 'demo-0002' }, 'manager');
      expect([dup.status, dup.json.code]).toEqual([409, 'CENTRE_KEY_TAKEN']);
      expect(await snap()).toBe(before);
    });

    it('SchoolExists: empty is free, a key of another school is taken, the own key is not', async () => {
      expect((await get('/SchoolApi/SchoolExists?centreKey=', 'manager')).json).toBe(false);
      expect((await get('/SchoolApi/SchoolExists?centreKey=DEMO-0002', 'manager')).json).toBe(true);
      expect((await get(`/SchoolApi/SchoolExists?centreKey=DEMO-0001&schoolId=${north}`, 'manager')).json).toBe(false);
      expect((await get('/SchoolApi/SchoolExists?centreKey=NUEVO-1', 'manager')).json).toBe(false);
    });

    it('GetUserSchools: my school; an admin every school of the group', async () => {
      const mine = await get('/SchoolApi/GetUserSchools', 'teacher');
      expect(mine.json).toEqual([expect.objectContaining({ id: north, current: true, canManage: false })]);
      const admin = await get('/SchoolApi/GetUserSchools', 'admin');
      expect(admin.json.map((s: { id: number }) => s.id).sort()).toEqual([north, south].sort());
    });
  });

  describe('team: invite, list, resend, edit, remove', () => {
    let invitedId: number;
    it('a manager invites a teacher: an inactive user, a pending invitation with a hashed token, an email with the link', async () => {
      const r = await post(
        '/AccountApi/InviteUser',
        {
          schoolId: north,
          emails: ['Nueva.Profe@Example.test'],
          role: 'Teacher',
          educationalLevelIds: [primary],
          locale: 'en',
        },
        'manager',
      );
      expect(r.status).toBe(201);
      expect(r.json.invited).toEqual([
        expect.objectContaining({ email: 'nueva.profe@example.test', role: 'Teacher', invitationStatus: 'pending' }),
      ]);
      invitedId = r.json.invited[0].userId;
      const inv = (
        await t.db.query<{ token_hash: string; days: number }>(
          `SELECT token_hash, round(extract(epoch FROM expires_at - sent_at) / 86400)::int AS days FROM invitations WHERE user_id = $1`,
          [invitedId],
        )
      ).rows;
      expect(inv).toHaveLength(1);
      expect(inv[0].days).toBe(14);
      const mail = await t.get('/api/v1/Dev/Outbox?to=nueva.profe@example.test');
      expect(mail.json.emails[0]).toMatchObject({ kind: 'invitation', locale: 'en' });
      const token = /register\?token=([A-Za-z0-9_-]+)/.exec(mail.json.emails[0].text)![1];
      expect(inv[0].token_hash).not.toContain(token);
      expect(mail.json.emails[0].text).toContain('https://platform.example/register?token=');
    });

    it('refuses: a teacher (403), another school’s manager (403), an admin of another group (403); bad input 400; a registered email 409; nothing changed', async () => {
      // an account of another school that is not active yet (an active one is invited to move: school-move test)
      await t.db.query(
        `INSERT INTO users (email, school_id, active, email_confirmed) VALUES ('sin.activar@example.test', $1, false, false) ON CONFLICT DO NOTHING`,
        [elsewhere],
      );
      const before = await snap();
      const body = { schoolId: north, emails: ['otra@example.test'], role: 'Teacher', educationalLevelIds: [primary] };
      for (const who of ['teacher', 'southManager', 'outsiderAdmin'] as Who[])
        expect((await post('/AccountApi/InviteUser', body, who)).status).toBe(403);
      for (const bad of [
        { ...body, emails: [] },
        { ...body, educationalLevelIds: [] },
        { ...body, role: 'Admin' },
        { ...body, emails: ['nope'] },
        { ...body, educationalLevelIds: [999999] },
      ]) {
        const r = await post('/AccountApi/InviteUser', bad, 'manager');
        expect([r.status, typeof r.json.message]).toEqual([400, 'string']);
      }
      const taken = await post('/AccountApi/InviteUser', { ...body, emails: ['teacher@demo.test'] }, 'manager');
      expect([taken.status, taken.json.code, taken.json.message]).toEqual([
        409,
        'ALREADY_INVITED',
        'Already invited. Pick another colleague from your School.',
      ]);
      const elsewhereUser = await post(
        '/AccountApi/InviteUser',
        { ...body, emails: ['sin.activar@example.test'] },
        'manager',
      );
      expect([elsewhereUser.status, elsewhereUser.json.code]).toEqual([409, 'EMAIL_TAKEN']);
      expect(await snap()).toBe(before);
    });

    it('lists the team paged with filters; a teacher reads their own school, not another', async () => {
      const all = await get(`/SchoolApi/GetUsersStatusBySchool/${north}?pageNumber=0&pageSize=10&filter=0`, 'manager');
      expect(all.status).toBe(200);
      expect(all.json.data).toHaveLength(10);
      expect(all.json.totalCount).toBeGreaterThan(10);
      expect(all.json.pages).toBe(Math.ceil(all.json.totalCount / 10));
      const pending = await get(`/SchoolApi/GetUsersStatusBySchool/${north}?filter=3`, 'manager');
      expect(pending.json.data.map((u: { userId: number }) => u.userId)).toContain(invitedId);
      expect(pending.json.data.every((u: { invitationStatus: string }) => u.invitationStatus === 'pending')).toBe(true);
      const confirmed = await get(`/SchoolApi/GetUsersStatusBySchool/${north}?filter=1&pageSize=30`, 'teacher');
      expect(confirmed.status).toBe(200);
      expect(confirmed.json.data.map((u: { userId: number }) => u.userId)).not.toContain(invitedId);
      expect((await get(`/SchoolApi/GetUsersStatusBySchool/${south}`, 'teacher')).status).toBe(403);
      expect((await get(`/SchoolApi/GetUsersStatusBySchool/${north}?pageSize=15`, 'manager')).status).toBe(400);
      expect((await get(`/SchoolApi/GetUsersStatusBySchool/${north}?filter=7`, 'manager')).status).toBe(400);
    });

    it('an expired invitation shows as canceled; resend gives pending ones a new link, skips confirmed ones', async () => {
      await t.db.query(`UPDATE invitations SET expires_at = now() - interval '1 day' WHERE user_id = $1`, [invitedId]);
      const canceled = await get(`/SchoolApi/GetUsersStatusBySchool/${north}?filter=2`, 'manager');
      expect(canceled.json.data.map((u: { userId: number }) => u.userId)).toContain(invitedId);
      expect(canceled.json.data.every((u: { invitationStatus: string }) => u.invitationStatus === 'canceled')).toBe(
        true,
      );
      const mails = await t.count('email_outbox');
      const r = await post(
        `/AccountApi/ResendInvitation?schoolId=${north}`,
        { userIds: [invitedId, uid.teacher2] },
        'manager',
      );
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ sent: [invitedId], skipped: [uid.teacher2] });
      expect(await t.count('email_outbox')).toBe(mails + 1);
      const statuses = (
        await t.db.query<{ status: string }>('SELECT status FROM invitations WHERE user_id = $1 ORDER BY id', [
          invitedId,
        ])
      ).rows.map((x) => x.status);
      expect(statuses).toEqual(['canceled', 'pending']);
      expect(
        (await post(`/AccountApi/ResendInvitation?schoolId=${north}`, { userIds: [invitedId] }, 'teacher')).status,
      ).toBe(403);
      expect(
        (await post(`/AccountApi/ResendInvitation?schoolId=${north}`, { userIds: [uid.outsider] }, 'manager')).status,
      ).toBe(404);
      expect((await post(`/AccountApi/ResendInvitation?schoolId=${north}`, { userIds: [] }, 'manager')).status).toBe(
        400,
      );
    });

    it('EditUser: a manager changes a teacher’s role and levels; refused for a teacher, on a manager by a manager, on oneself, levels the school lacks', async () => {
      const r = await post(
        `/SchoolApi/${north}/EditUser`,
        { userId: uid.teacher2, role: 'Manager', educationalLevelIds: [primary, secondary] },
        'manager',
      );
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ userId: uid.teacher2, role: 'Manager', state: 2 });
      expect(r.json.educationalLevels.map((l: { id: number }) => l.id)).toEqual([primary, secondary]);
      // now a manager: only the admin may change them back
      expect(
        (
          await post(
            `/SchoolApi/${north}/EditUser`,
            { userId: uid.teacher2, role: 'Teacher', educationalLevelIds: [primary] },
            'manager',
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await post(
            `/SchoolApi/${north}/EditUser`,
            { userId: uid.teacher2, role: 'Teacher', educationalLevelIds: [primary] },
            'admin',
          )
        ).json.role,
      ).toBe('Teacher');
      const before = await snap();
      expect(
        (
          await post(
            `/SchoolApi/${north}/EditUser`,
            { userId: uid.teacher2, role: 'Manager', educationalLevelIds: [primary] },
            'teacher',
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await post(
            `/SchoolApi/${north}/EditUser`,
            { userId: uid.manager, role: 'Teacher', educationalLevelIds: [primary] },
            'manager',
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await post(
            `/SchoolApi/${north}/EditUser`,
            { userId: uid.admin, role: 'Teacher', educationalLevelIds: [primary] },
            'admin',
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await post(
            `/SchoolApi/${north}/EditUser`,
            { userId: uid.teacher2, role: 'Teacher', educationalLevelIds: [] },
            'manager',
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await post(
            `/SchoolApi/${north}/EditUser`,
            { userId: uid.outsider, role: 'Teacher', educationalLevelIds: [primary] },
            'manager',
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await post(
            `/SchoolApi/${elsewhere}/EditUser`,
            { userId: uid.outsider, role: 'Teacher', educationalLevelIds: [primary] },
            'manager',
          )
        ).status,
      ).toBe(403);
      expect(await snap()).toBe(before);
    });

    it('RemoveMembers: refused for a teacher and another school; a manager removes the invitee and a teacher', async () => {
      const before = await snap();
      expect((await put(`/SchoolApi/${north}/RemoveMembers`, { userIds: [invitedId] }, 'teacher')).status).toBe(403);
      expect((await put(`/SchoolApi/${north}/RemoveMembers`, { userIds: [invitedId] }, 'southManager')).status).toBe(
        403,
      );
      expect((await put(`/SchoolApi/${north}/RemoveMembers`, { userIds: [uid.manager] }, 'manager')).status).toBe(403);
      expect((await put(`/SchoolApi/${north}/RemoveMembers`, { userIds: [] }, 'manager')).status).toBe(400);
      expect(await snap()).toBe(before);
      const r = await put(`/SchoolApi/${north}/RemoveMembers`, { userIds: [invitedId, uid.teacher2] }, 'manager');
      expect(r.status).toBe(200);
      const team = await get(`/SchoolApi/GetUsersStatusBySchool/${north}?pageSize=30`, 'manager');
      const ids = team.json.data.map((u: { userId: number }) => u.userId);
      expect(ids).not.toContain(invitedId);
      expect(ids).not.toContain(uid.teacher2);
      expect(
        (
          await t.db.query<{ status: string }>(
            `SELECT status FROM invitations WHERE user_id = $1 AND status = 'pending'`,
            [invitedId],
          )
        ).rows,
      ).toHaveLength(0);
    });
  });

  describe('SchoolGroupApi', () => {
    it('members read the group; only its admin edits it; another group is refused', async () => {
      const r = await get(`/SchoolGroupApi/${group}`, 'teacher');
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ id: group, canEdit: false });
      expect((await get(`/SchoolGroupApi/${group}`, 'admin')).json.canEdit).toBe(true);
      const ok = await put(
        `/SchoolGroupApi/${group}`,
        {
          name: 'Grupo Educativo Demo',
          educationalLevelIds: [primary, secondary],
          picture: `/files/SchoolGroup/${group}/profile_1.png`,
        },
        'admin',
      );
      expect(ok.status).toBe(200);
      expect(ok.json.picture).toBe(`/files/SchoolGroup/${group}/profile_1.png`);
      const before = await snap();
      expect((await put(`/SchoolGroupApi/${group}`, { name: 'X' }, 'manager')).status).toBe(403);
      expect((await put(`/SchoolGroupApi/${group}`, { name: 'X' }, 'outsiderAdmin')).status).toBe(403);
      expect((await put(`/SchoolGroupApi/${group}`, { name: '' }, 'admin')).status).toBe(400);
      expect(
        (
          await put(
            `/SchoolGroupApi/${group}`,
            { name: 'X', picture: `/files/SchoolGroup/${otherGroup}/p.png` },
            'admin',
          )
        ).status,
      ).toBe(400);
      expect((await get(`/SchoolGroupApi/${otherGroup}`, 'admin')).status).toBe(403);
      expect((await get('/SchoolGroupApi/99999999', 'admin')).status).toBe(404);
      expect(await snap()).toBe(before);
    });
    it('AssociatedSchools and SchoolsWithCourses list the group’s schools', async () => {
      const a = await get(`/SchoolGroupApi/${group}/AssociatedSchools`, 'admin');
      expect(a.json.map((s: { id: number }) => s.id).sort()).toEqual([north, south].sort());
      const c = await get(`/SchoolGroupApi/${group}/SchoolsWithCourses`, 'manager');
      expect(c.status).toBe(200);
      expect(c.json.find((s: { id: number }) => s.id === north).courses.length).toBeGreaterThan(0);
      expect((await get(`/SchoolGroupApi/${group}/AssociatedSchools`, 'outsider')).status).toBe(403);
    });
  });

  describe('SharingGroupApi', () => {
    let gid: number;
    it('creates, reads, renames, adds and removes members, deletes — the owner only', async () => {
      const c = await post(
        '/SharingGroupApi/Create',
        { name: 'Ciencias', userSharingGroups: [{ userId: uid.manager }, { userId: uid.southManager }] },
        'teacher',
      );
      expect(c.status).toBe(201);
      gid = c.json.id;
      expect(c.json.userSharingGroups.map((m: { userId: number }) => m.userId).sort()).toEqual(
        [uid.manager, uid.southManager].sort(),
      );
      expect(
        (await get(`/SharingGroupApi/GetByOwner?ownerId=${uid.teacher}`, 'teacher')).json.map(
          (g: { id: number }) => g.id,
        ),
      ).toContain(gid);
      expect((await put(`/SharingGroupApi/${gid}/Edit`, { name: 'Ciencias 2' }, 'teacher')).json.name).toBe(
        'Ciencias 2',
      );
      expect(
        (await put(`/SharingGroupApi/${gid}/AddMembers`, { userSharingGroups: [{ userId: uid.author }] }, 'teacher'))
          .json.userSharingGroups,
      ).toHaveLength(3);
      expect(
        (await put(`/SharingGroupApi/${gid}/RemoveMembers`, { userIds: [uid.manager] }, 'teacher')).json
          .userSharingGroups,
      ).toHaveLength(2);
      expect((await get(`/SharingGroupApi/${gid}`, 'teacher')).json.name).toBe('Ciencias 2');
    });
    it('refuses: cross-network members (403), someone else’s group (404), others’ list (403), bad names (400), repeated names (409); nothing changed', async () => {
      const before = await snap();
      expect(
        (
          await post(
            '/SharingGroupApi/Create',
            { name: 'Fuera', userSharingGroups: [{ userId: uid.outsider }] },
            'teacher',
          )
        ).json.code,
      ).toBe('NOT_COLLEAGUE');
      expect((await put(`/SharingGroupApi/${gid}/AddMembers`, { userIds: [uid.outsider] }, 'teacher')).status).toBe(
        403,
      );
      for (const [m, u, b] of [
        ['GET', `/SharingGroupApi/${gid}`, undefined],
        ['PUT', `/SharingGroupApi/${gid}/Edit`, { name: 'Mío' }],
        ['DELETE', `/SharingGroupApi/${gid}`, undefined],
        ['PUT', `/SharingGroupApi/${gid}/AddMembers`, { userIds: [uid.manager] }],
        ['PUT', `/SharingGroupApi/${gid}/RemoveMembers`, { userIds: [uid.author] }],
      ] as const) {
        expect((await call(m, u, 'manager', b)).status).toBe(404);
      }
      expect((await get(`/SharingGroupApi/GetByOwner?ownerId=${uid.teacher}`, 'manager')).status).toBe(403);
      expect((await post('/SharingGroupApi/Create', { name: '   ' }, 'teacher')).status).toBe(400);
      expect((await post('/SharingGroupApi/Create', { name: 'x'.repeat(101) }, 'teacher')).status).toBe(400);
      expect((await put(`/SharingGroupApi/${gid}/AddMembers`, {}, 'teacher')).status).toBe(400);
      expect((await post('/SharingGroupApi/Create', { name: 'CIENCIAS 2' }, 'teacher')).status).toBe(409);
      expect(await snap()).toBe(before);
      expect((await del(`/SharingGroupApi/${gid}`, 'teacher')).status).toBe(200);
      expect((await get(`/SharingGroupApi/${gid}`, 'teacher')).status).toBe(404);
    });
  });
}
