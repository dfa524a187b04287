/**
 * LiveClassApi over real HTTP (issue 33): Start / End / Summary / ByCode allowed and refused (401/403/404/400), quick
 * checks as a field of a Krea class (400 with the contract's codes; never in a student-facing answer).
 */
import { LIVE_CODE_ALPHABET, LIVE_ERRORS } from '@platform/contracts';
import { startTestApp, type TestApp, type TestUser } from '../core/harness';
import { API, CHECKS, liveClassFixture } from './fixtures';

export function liveClassRestSuite() {
  let t: TestApp;
  let teacher: TestUser;
  let other: TestUser;
  let trial: TestUser;
  let fx: Awaited<ReturnType<typeof liveClassFixture>>;

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://aula.example.org' });
    const school = await t.createSchool(null);
    teacher = await t.createUser({ primaryRoles: ['Teacher'], schoolId: school });
    other = await t.createUser({ primaryRoles: ['Teacher'], schoolId: school });
    trial = await t.createUser({ primaryRoles: ['Trial'] });
    fx = await liveClassFixture(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (token: string | undefined, body: object) =>
    t.request('POST', `${API}/LiveClassApi/Start`, { token, body });

  it('Start: a teacher gets a six-character code, the join link on the public origin and 3 hours', async () => {
    const before = Date.now();
    const r = await start(teacher.token, { resourceId: fx.resourceId, classId: fx.classId, locale: 'es' });
    expect(r.status).toBe(201);
    expect(r.json.code).toMatch(new RegExp(`^[${LIVE_CODE_ALPHABET}]{6}$`));
    expect(r.json.joinUrl).toBe(`https://aula.example.org/live/${r.json.code}`);
    const hours = (new Date(r.json.expiresAt).getTime() - before) / 3600_000;
    expect(hours).toBeGreaterThan(2.99);
    expect(hours).toBeLessThan(3.01);
    const info = await t.request('GET', `${API}/LiveClassApi/ByCode/${r.json.code.toLowerCase()}`);
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ code: r.json.code, locale: 'es' });
    expect(info.json.className).toEqual(expect.any(String));
    expect(JSON.stringify(info.json)).not.toContain('correct');
  });

  it('Start refused: 401 without a session, 403 a trial user, 404 unknown resource, 400 bad input', async () => {
    const body = { resourceId: fx.resourceId, classId: fx.classId, locale: 'es' };
    expect((await start(undefined, body)).status).toBe(401);
    const tr = await start(trial.token, body);
    expect(tr.status).toBe(403);
    expect(tr.json.code).toBe(LIVE_ERRORS.notAllowed);
    expect((await start(teacher.token, { ...body, resourceId: 999999 })).status).toBe(404);
    const wrong = await start(teacher.token, { ...body, classId: fx.otherResourceClassId });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe(LIVE_ERRORS.classNotInResource);
    expect((await start(teacher.token, { ...body, classId: 'x' })).status).toBe(400);
    expect((await start(teacher.token, { ...body, locale: 'fr' })).status).toBe(400);
    expect(
      await t.count('live_sessions', 'teacher_id = $1 AND class_plan_id <> $2', [teacher.userId, fx.classId]),
    ).toBe(0);
  });

  it('Start: a network resource of another school group is 403', async () => {
    const group = await t.createSchoolGroup();
    const { rows } = await t.db.query<{ id: number }>(
      `UPDATE resources SET school_group_id = $1 WHERE id = (SELECT resource_id FROM class_plans WHERE id = $2) RETURNING id`,
      [group, fx.otherResourceClassId],
    );
    try {
      const r = await start(teacher.token, { resourceId: rows[0].id, classId: fx.otherResourceClassId, locale: 'es' });
      expect(r.status).toBe(403);
    } finally {
      await t.db.query('UPDATE resources SET school_group_id = NULL WHERE id = $1', [rows[0].id]);
    }
  });

  it('ByCode: 404 for an unknown, malformed or ended code (public)', async () => {
    const u = await t.request('GET', `${API}/LiveClassApi/ByCode/ZZZZZZ`);
    expect(u.status).toBe(404);
    expect(u.json.code).toBe(LIVE_ERRORS.unknownCode);
    expect((await t.request('GET', `${API}/LiveClassApi/ByCode/a%20b`)).status).toBe(404);
    const s = await start(teacher.token, { resourceId: fx.resourceId, classId: fx.classId, locale: 'es' });
    expect((await t.request('POST', `${API}/LiveClassApi/${s.json.id}/End`, { token: teacher.token })).status).toBe(
      200,
    );
    const e = await t.request('GET', `${API}/LiveClassApi/ByCode/${s.json.code}`);
    expect(e.status).toBe(404);
    expect(e.json.code).toBe(LIVE_ERRORS.ended);
  });

  it('End and Summary: only the session teacher (401, 403, 404); End registers used content once', async () => {
    const s = await start(teacher.token, { resourceId: fx.resourceId, classId: fx.classId, locale: 'es' });
    const id = s.json.id;
    expect((await t.request('POST', `${API}/LiveClassApi/${id}/End`)).status).toBe(401);
    const o = await t.request('POST', `${API}/LiveClassApi/${id}/End`, { token: other.token });
    expect(o.status).toBe(403);
    expect(o.json.code).toBe(LIVE_ERRORS.notYourSession);
    expect((await t.request('GET', `${API}/LiveClassApi/${id}/Summary`, { token: other.token })).status).toBe(403);
    expect((await t.request('GET', `${API}/LiveClassApi/${id}/Summary`)).status).toBe(401);
    expect((await t.request('GET', `${API}/LiveClassApi/999999/Summary`, { token: teacher.token })).status).toBe(404);
    expect((await t.request('POST', `${API}/LiveClassApi/abc/End`, { token: teacher.token })).status).toBe(400);
    // the open class's summary: no participants yet, the class's questions
    const open = await t.request('GET', `${API}/LiveClassApi/${id}/Summary`, { token: teacher.token });
    expect(open.status).toBe(200);
    expect(open.json).toMatchObject({ id, participants: 0, endedAt: null, usedContentId: null });
    expect(open.json.questions.map((q: { id: string }) => q.id)).toEqual(CHECKS.map((q) => q.id));
    const before = await t.count('used_content_records', 'user_id = $1', [teacher.userId]);
    const end = await t.request('POST', `${API}/LiveClassApi/${id}/End`, { token: teacher.token });
    expect(end.status).toBe(200);
    expect(end.json.endedAt).toEqual(expect.any(String));
    expect(end.json.usedContentId).toEqual(expect.any(Number));
    expect(await t.count('used_content_records', 'user_id = $1', [teacher.userId])).toBe(before + 1);
    // again: the same summary, no second record
    const again = await t.request('POST', `${API}/LiveClassApi/${id}/End`, { token: teacher.token });
    expect(again.json.usedContentId).toBe(end.json.usedContentId);
    expect(await t.count('used_content_records', 'user_id = $1', [teacher.userId])).toBe(before + 1);
    // the used-content history links the summary
    const h = await t.request('GET', `${API}/AcademicCourseApi/UsedContentRecords?pageNumber=0&pageSize=5`, {
      token: teacher.token,
    });
    expect(h.status).toBe(200);
    const rec = h.json.data.find((r: { id: number }) => r.id === end.json.usedContentId);
    expect(rec).toMatchObject({ liveSessionId: id, educationalProgramId: null });
    expect(rec.resources[0]).toMatchObject({ resourceId: fx.resourceId, classes: [{ id: fx.classId }] });
  });

  it('quick checks: the Krea class field stores them (400 with the contract codes), students never see correct', async () => {
    const north = (await t.db.query<{ id: number }>(`SELECT id FROM schools WHERE key = 'demo-north'`)).rows[0].id;
    const author = await t.createUser({
      schoolId: north,
      primaryRoles: ['Teacher'],
      secondaryRoles: ['Author'],
      kreaLicense: true,
    });
    await t.db.query(`INSERT INTO terms_signatures (user_id, version) VALUES ($1, 'v1') ON CONFLICT DO NOTHING`, [
      author.userId,
    ]);
    const created = await t.request('POST', `${API}/krea/Resource?locale=es`, {
      token: author.token,
      body: { title: 'Clase en directo' },
    });
    expect(created.status).toBe(201);
    const rid = created.json.id;
    const cls = created.json.classPlans[0];
    expect(cls.quickChecks).toEqual([]);
    const version = created.json.version;
    const put = (classPlans: object[]) =>
      t.request('PUT', `${API}/krea/Resource/${rid}`, {
        token: author.token,
        body: { locale: 'es', version, classPlans },
      });
    const bad = await put([
      {
        id: cls.id,
        quickChecks: [
          {
            ...CHECKS[0],
            options: [
              { id: 'a', text: 'x', correct: false },
              { id: 'b', text: 'y' },
            ],
          },
        ],
      },
    ]);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('QUICK_CHECK_NO_CORRECT');
    const tooMany = await put([
      { id: cls.id, quickChecks: Array.from({ length: 11 }, (_, i) => ({ ...CHECKS[2], id: `s${i}` })) },
    ]);
    expect(tooMany.status).toBe(400);
    const dup = await put([{ id: cls.id, quickChecks: [CHECKS[0], CHECKS[0]] }]);
    expect(dup.status).toBe(400);
    expect(JSON.stringify(dup.json)).toContain('QUICK_CHECK_DUPLICATE_ID');
    const ok = await put([{ id: cls.id, name: 'Una', quickChecks: CHECKS }]);
    expect(ok.status).toBe(200);
    const back = await t.request('GET', `${API}/krea/Resource/${rid}?locale=es`, { token: author.token });
    expect(back.json.classPlans[0].quickChecks).toEqual(CHECKS);
    // the catalogue's student-facing answers of a class with quick checks carry no quick checks nor correct flags
    const detail = await t.request('GET', `${API}/ResourceApi/GetByLocale/${fx.resourceId}?locale=es`, {
      token: other.token,
    });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.json)).not.toMatch(/quickChecks|"correct"/);
  });

  it('seed: every demo class has at least two quick checks with an exit ticket, in its language', async () => {
    const { rows } = await t.db.query<{ locale: string; quick_checks: Array<{ exitTicket: boolean; prompt: string }> }>(
      `SELECT locale, quick_checks FROM class_plan_locales WHERE class_plan_id <> $1 ORDER BY class_plan_id LIMIT 30`,
      [fx.classId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.quick_checks.length).toBeGreaterThanOrEqual(2);
      expect(r.quick_checks.some((q) => q.exitTicket)).toBe(true);
    }
    const en = rows.find((r) => r.locale === 'en');
    if (en) expect(en.quick_checks[1].prompt).toMatch(/^Exit ticket/);
  });
}
