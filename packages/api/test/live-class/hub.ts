/**
 * /liveClassHub with the official @microsoft/signalr client (issue 33): join, answer, counts, rejoin after a dropped
 * connection, every error of the contract, the 61st participant, a student calling the teacher's methods, End →
 * Ended + the used-content record, the summary, expiry, the 30-day purge and removal.
 */
import { LIVE_ERRORS, type LiveJoinAnswer, type LiveTeacherState } from '@platform/contracts';
import { redisTestUrl, startTestApp, until, type TestApp, type TestUser } from '../core/harness';
import { liveSweep } from '../../src/modules/live-class';
import { AnswerBatcher } from '../../src/modules/live-class/answers';
import { API, hubClient, hubError, liveClassFixture, stopAll, type Client } from './fixtures';

const REDIS_URL = redisTestUrl('the live class across instances');

export function liveClassHubSuite() {
  let t: TestApp;
  let teacher: TestUser;
  let other: TestUser;
  let fx: Awaited<ReturnType<typeof liveClassFixture>>;

  beforeAll(async () => {
    t = await startTestApp();
    const school = await t.createSchool(null);
    teacher = await t.createUser({ primaryRoles: ['Teacher'], schoolId: school });
    other = await t.createUser({ primaryRoles: ['Teacher'], schoolId: school });
    fx = await liveClassFixture(t);
  });
  afterEach(async () => {
    await stopAll();
  });
  afterAll(async () => {
    await stopAll();
    await t?.close();
  });

  async function session(): Promise<{ id: number; code: string }> {
    const r = await t.request('POST', `${API}/LiveClassApi/Start`, {
      token: teacher.token,
      body: { resourceId: fx.resourceId, classId: fx.classId, locale: 'es' },
    });
    expect(r.status).toBe(201);
    return r.json;
  }
  async function teach(id: number): Promise<{ c: Client; state: LiveTeacherState }> {
    const c = await hubClient(t, teacher.token);
    return { c, state: await c.conn.invoke<LiveTeacherState>('Teach', id) };
  }
  async function join(code: string, nickname: string, rejoinKey?: string) {
    const c = await hubClient(t);
    const a = await c.conn.invoke<LiveJoinAnswer>('Join', code, nickname, ...(rejoinKey ? [rejoinKey] : []));
    return { c, a };
  }

  it('a class: join, show a question (no correct flags), answers arrive counted, replaced, summarised', async () => {
    const s = await session();
    const { c: tc, state } = await teach(s.id);
    expect(state).toMatchObject({ id: s.id, code: s.code, participants: [], answers: [], shown: null, endedAt: null });
    expect(state.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'exit']);
    expect(state.sections.map((x) => x.section)).toEqual(['start', 'development', 'closure', 'valuation']);

    const ana = await join(s.code.toLowerCase(), '  Ana ');
    expect(ana.a.state).toMatchObject({ code: s.code, shown: null, myAnswers: {}, ended: false });
    expect(ana.a.rejoinKey).toEqual(expect.any(String));
    const leo = await join(s.code, 'Leo');
    await until(() => tc.events.filter((e) => e[0] === 'Joined').length === 2, 3000, 'Joined twice');
    expect(tc.events[0]).toEqual(['Joined', [{ id: ana.a.participantId, nickname: 'Ana', connected: true }]]);

    await tc.conn.invoke('Show', { kind: 'section', section: 'development' });
    await until(() => ana.c.events.some((e) => e[0] === 'Shown'), 3000, 'Shown section');
    expect((ana.c.events.find((e) => e[0] === 'Shown')![1][0] as { kind: string }).kind).toBe('section');

    await tc.conn.invoke('Show', { kind: 'question', questionId: 'q2' });
    await until(() => leo.c.events.filter((e) => e[0] === 'Shown').length === 2, 3000, 'Shown question');
    const shown = leo.c.events.filter((e) => e[0] === 'Shown')[1][1][0];
    expect(shown).toEqual({
      kind: 'question',
      question: {
        id: 'q2',
        kind: 'choice',
        prompt: 'Números pares',
        options: [
          { id: 'a', text: 'Dos' },
          { id: 'b', text: 'Tres' },
          { id: 'c', text: 'Cuatro' },
        ],
        multiple: true,
      },
    });
    await ana.c.conn.invoke('Answer', 'q2', ['a']);
    await ana.c.conn.invoke('Answer', 'q2', ['a', 'c']); // replaces the first
    await leo.c.conn.invoke('Answer', 'q2', ['b']);
    await until(() => tc.events.filter((e) => e[0] === 'AnswerReceived').length === 3, 3000, 'three answers');
    expect(tc.events.filter((e) => e[0] === 'AnswerReceived').at(-1)![1][0]).toEqual({
      questionId: 'q2',
      participantId: leo.a.participantId,
      nickname: 'Leo',
      value: ['b'],
    });
    await tc.conn.invoke('Show', { kind: 'question', questionId: 'exit' });
    await ana.c.conn.invoke('Answer', 'exit', 'Los números pares');

    const sum = await t.request('GET', `${API}/LiveClassApi/${s.id}/Summary`, { token: teacher.token });
    expect(sum.json.participants).toBe(2);
    const q2 = sum.json.questions.find((q: { id: string }) => q.id === 'q2');
    expect(q2).toMatchObject({ answered: 2, correct: 1 });
    expect(q2.options.map((o: { count: number }) => o.count)).toEqual([1, 1, 1]);
    expect(sum.json.questions.find((q: { id: string }) => q.id === 'exit')).toMatchObject({
      answered: 1,
      correct: null,
      texts: ['Los números pares'],
    });
    expect(sum.json.questions.find((q: { id: string }) => q.id === 'q1')).toMatchObject({ answered: 0, correct: 0 });

    // the teacher's state after a reconnect holds it all
    const again = await teach(s.id);
    expect(again.state.participants.map((p) => p.nickname)).toEqual(['Ana', 'Leo']);
    expect(again.state.answers).toHaveLength(3);
    expect(again.state.shown).toMatchObject({ kind: 'question', question: { id: 'exit' } });

    // End: Ended to the students, a used-content record, the summary kept
    const before = await t.count('used_content_records', 'user_id = $1', [teacher.userId]);
    const end = await t.request('POST', `${API}/LiveClassApi/${s.id}/End`, { token: teacher.token });
    expect(end.status).toBe(200);
    await until(() => ana.c.events.some((e) => e[0] === 'Ended') && leo.c.events.some((e) => e[0] === 'Ended'));
    expect(await t.count('used_content_records', 'user_id = $1', [teacher.userId])).toBe(before + 1);
    expect(end.json).toMatchObject({ participants: 2, usedContentId: expect.any(Number) });
    expect(await hubError(ana.c.conn.invoke('Answer', 'exit', 'otra'))).toBe(LIVE_ERRORS.ended);
    expect(await hubError(join(s.code, 'Tarde'))).toBe(LIVE_ERRORS.ended);
  });

  it('a student who drops and comes back with the rejoin key keeps nickname and answers; Left then Joined', async () => {
    const s = await session();
    const { c: tc } = await teach(s.id);
    await tc.conn.invoke('Show', { kind: 'question', questionId: 'q1' });
    const ana = await join(s.code, 'Ana');
    await ana.c.conn.invoke('Answer', 'q1', ['a']);
    await ana.c.conn.stop();
    await until(() => tc.events.some((e) => e[0] === 'Left'), 3000, 'Left');
    expect(tc.events.find((e) => e[0] === 'Left')![1]).toEqual([ana.a.participantId]);
    expect(
      (await t.request('GET', `${API}/LiveClassApi/${s.id}/Summary`, { token: teacher.token })).json.participants,
    ).toBe(1);
    const back = await join(s.code, 'ignored', ana.a.rejoinKey);
    expect(back.a.participantId).toBe(ana.a.participantId);
    expect(back.a.state.myAnswers).toEqual({ q1: ['a'] });
    expect(back.a.state.shown).toMatchObject({ kind: 'question', question: { id: 'q1' } });
    await until(() => tc.events.filter((e) => e[0] === 'Joined').length === 2, 3000, 'Joined again');
    expect(tc.events.filter((e) => e[0] === 'Joined')[1][1][0]).toEqual({
      id: ana.a.participantId,
      nickname: 'Ana',
      connected: true,
    });
    // the nickname is still hers: nobody else may take it
    expect(await hubError(join(s.code, 'ANA'))).toBe(LIVE_ERRORS.nicknameTaken);
  });

  it('every join and answer error of the contract', async () => {
    const s = await session();
    const { c: tc } = await teach(s.id);
    expect(await hubError(join('ZZZZZZ', 'Ana'))).toBe(LIVE_ERRORS.unknownCode);
    expect(await hubError(join('??', 'Ana'))).toBe(LIVE_ERRORS.unknownCode);
    expect(await hubError(join(s.code, '   '))).toBe(LIVE_ERRORS.nicknameEmpty);
    expect(await hubError(join(s.code, 'x'.repeat(25)))).toBe(LIVE_ERRORS.nicknameTooLong);
    const ana = await join(s.code, 'x'.repeat(24));
    expect(await hubError(join(s.code, 'X'.repeat(24)))).toBe(LIVE_ERRORS.nicknameTaken);
    // an answer before joining, to a question not shown, a bad value
    const lone = await hubClient(t);
    expect(await hubError(lone.conn.invoke('Answer', 'q1', ['a']))).toBe(LIVE_ERRORS.notJoined);
    expect(await hubError(ana.c.conn.invoke('Answer', 'q1', ['a']))).toBe(LIVE_ERRORS.questionNotShown);
    await tc.conn.invoke('Show', { kind: 'question', questionId: 'q1' });
    expect(await hubError(ana.c.conn.invoke('Answer', 'q2', ['a']))).toBe(LIVE_ERRORS.questionNotShown);
    expect(await hubError(ana.c.conn.invoke('Answer', 'q1', ['z']))).toBe(LIVE_ERRORS.badAnswer);
    expect(await hubError(ana.c.conn.invoke('Answer', 'q1', ['a', 'b']))).toBe(LIVE_ERRORS.badAnswer); // one correct
    expect(await hubError(ana.c.conn.invoke('Answer', 'q1', 'texto'))).toBe(LIVE_ERRORS.badAnswer);
    expect(await hubError(ana.c.conn.invoke('Answer', 'q1', null))).toBe(LIVE_ERRORS.badAnswer);
    // the teacher's bad Show requests
    expect(await hubError(tc.conn.invoke('Show', { kind: 'question', questionId: 'nope' }))).toBe(
      LIVE_ERRORS.unknownQuestion,
    );
    expect(await hubError(tc.conn.invoke('Show', { kind: 'section', section: 'lunch' }))).toBe(
      LIVE_ERRORS.unknownSection,
    );
    expect(await hubError(tc.conn.invoke('Remove', 'nobody'))).toBe(LIVE_ERRORS.unknownParticipant);
    expect(await t.count('live_answers', 'session_id = $1', [s.id])).toBe(0);
  });

  it('students cannot call the teacher methods; a teacher of another session is refused', async () => {
    const s = await session();
    const ana = await join(s.code, 'Ana');
    expect(await hubError(ana.c.conn.invoke('Teach', s.id))).toBe(LIVE_ERRORS.teacherOnly);
    expect(await hubError(ana.c.conn.invoke('Show', { kind: 'section', section: 'start' }))).toBe(
      LIVE_ERRORS.teacherOnly,
    );
    expect(await hubError(ana.c.conn.invoke('Remove', ana.a.participantId))).toBe(LIVE_ERRORS.teacherOnly);
    const stranger = await hubClient(t, other.token);
    expect(await hubError(stranger.conn.invoke('Teach', s.id))).toBe(LIVE_ERRORS.notYourSession);
    expect(await hubError(stranger.conn.invoke('Teach', 999999))).toBe(LIVE_ERRORS.notYourSession);
    expect(await hubError(stranger.conn.invoke('Show', { kind: 'section', section: 'start' }))).toBe(
      LIVE_ERRORS.teacherOnly,
    );
    expect(await t.count('live_participants', 'session_id = $1', [s.id])).toBe(1);
    // a bad token is refused at negotiate, not admitted as a student
    const bad = await t.request('POST', '/liveClassHub/negotiate?negotiateVersion=1', { token: 'bad.token' });
    expect(bad.status).toBe(401);
    expect((await t.request('POST', '/liveClassHub/negotiate?negotiateVersion=1')).status).toBe(200);
  });

  it('60 participants at most: the 61st is refused', async () => {
    const s = await session();
    const { c: tc } = await teach(s.id);
    const joined = await Promise.all(Array.from({ length: 60 }, (_, i) => join(s.code, `Alumno ${i + 1}`)));
    expect(new Set(joined.map((j) => j.a.participantId)).size).toBe(60);
    expect(await hubError(join(s.code, 'Alumno 61'))).toBe(LIVE_ERRORS.full);
    expect(await t.count('live_participants', 'session_id = $1', [s.id])).toBe(60);
    await until(() => tc.events.filter((e) => e[0] === 'Joined').length === 60, 5000, '60 Joined');
  });

  it('Remove: Removed, then the connection is closed (no more Shown), answers deleted, rejoin key void', async () => {
    const s = await session();
    const { c: tc } = await teach(s.id);
    await tc.conn.invoke('Show', { kind: 'question', questionId: 'exit' });
    const ana = await join(s.code, 'Ana');
    const leo = await join(s.code, 'Leo');
    let closed: Error | undefined | 'open' = 'open';
    ana.c.conn.onclose((err) => {
      closed = err;
    });
    await ana.c.conn.invoke('Answer', 'exit', 'hola');
    expect(await t.count('live_answers', 'participant_id = $1', [ana.a.participantId])).toBe(1);
    await tc.conn.invoke('Remove', ana.a.participantId);
    await until(() => ana.c.events.some((e) => e[0] === 'Removed'), 3000, 'Removed');
    await until(() => closed !== 'open', 3000, 'the removed student is disconnected');
    expect(closed).toBeUndefined(); // a clean Close: the client does not reconnect
    expect(ana.c.conn.state).toBe('Disconnected');
    expect(leo.c.events.some((e) => e[0] === 'Removed')).toBe(false);
    await tc.conn.invoke('Show', { kind: 'section', section: 'closure' });
    await until(() => leo.c.events.filter((e) => e[0] === 'Shown').length === 1, 3000, 'Shown to the others');
    expect(ana.c.events.filter((e) => e[0] === 'Shown')).toHaveLength(0);
    expect(tc.events.some((e) => e[0] === 'Left' && e[1][0] === ana.a.participantId)).toBe(false);
    expect(await t.count('live_participants', 'id = $1', [ana.a.participantId])).toBe(0);
    expect(await t.count('live_answers', 'participant_id = $1', [ana.a.participantId])).toBe(0);
    // the rejoin key no longer names anyone: a rejoin is a new join that needs a free nickname
    const back = await join(s.code, 'Ana otra', ana.a.rejoinKey);
    expect(back.a.participantId).not.toBe(ana.a.participantId);
  });

  it('answers are written in batches: acknowledged = stored; flush writes what waits; End sees every answer', async () => {
    const s = await session();
    const { c: tc } = await teach(s.id);
    await tc.conn.invoke('Show', { kind: 'question', questionId: 'exit' });
    const kids = await Promise.all(Array.from({ length: 20 }, (_, i) => join(s.code, `Kid ${i + 1}`)));
    // 20 answers at once: every acknowledged one is in the database, the teacher got each
    await Promise.all(kids.map((k, i) => k.c.conn.invoke('Answer', 'exit', `texto ${i + 1}`)));
    expect(await t.count('live_answers', 'session_id = $1', [s.id])).toBe(20);
    await until(() => tc.events.filter((e) => e[0] === 'AnswerReceived').length === 20, 3000, '20 AnswerReceived');

    // the batcher itself, with a window long enough to be sure the answers wait: nothing stored until the flush
    const b = new AnswerBatcher(() => t.db, 60_000);
    const [k1, k2] = kids;
    const first = b.store(s.id, k1.a.participantId, 'exit', 'uno');
    const again = b.store(s.id, k1.a.participantId, 'exit', 'uno bis'); // same question in one batch: the later wins
    const removed = b.store(s.id, 'nobody', 'exit', 'x');
    const other = b.store(s.id + 1000000, k2.a.participantId, 'exit', 'other session');
    await new Promise((r) => setTimeout(r, 50));
    expect(await t.count('live_answers', `participant_id = $1 AND value = '"uno bis"'`, [k1.a.participantId])).toBe(0);
    await b.flush();
    expect(await Promise.all([first, again, removed, other])).toEqual(['Kid 1', 'Kid 1', null, null]);
    expect(await t.count('live_answers', `participant_id = $1 AND value = '"uno bis"'`, [k1.a.participantId])).toBe(1);
    expect(await t.count('live_answers', `participant_id = $1 AND value = '"texto 2"'`, [k2.a.participantId])).toBe(1);

    const end = await t.request('POST', `${API}/LiveClassApi/${s.id}/End`, { token: teacher.token });
    expect(end.json.questions.find((q: { id: string }) => q.id === 'exit')).toMatchObject({ answered: 20 });
  });

  it('a session past its 3 hours ends by itself: Ended to students, used content registered', async () => {
    const s = await session();
    const ana = await join(s.code, 'Ana');
    await t.db.query(`UPDATE live_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [s.id]);
    const before = await t.count('used_content_records', 'user_id = $1', [teacher.userId]);
    const r = await liveSweep(t.db, t.app.liveHub);
    expect(r.ended).toBeGreaterThanOrEqual(1);
    await until(() => ana.c.events.some((e) => e[0] === 'Ended'), 3000, 'Ended');
    expect(await t.count('used_content_records', 'user_id = $1', [teacher.userId])).toBe(before + 1);
    expect((await t.request('GET', `${API}/LiveClassApi/ByCode/${s.code}`)).status).toBe(404);
  });

  it('30 days after the class nicknames and answers are deleted; the summary keeps counts only', async () => {
    const s = await session();
    const { c: tc } = await teach(s.id);
    await tc.conn.invoke('Show', { kind: 'question', questionId: 'exit' });
    const ana = await join(s.code, 'Ana');
    await ana.c.conn.invoke('Answer', 'exit', 'mi respuesta');
    await t.request('POST', `${API}/LiveClassApi/${s.id}/End`, { token: teacher.token });
    // 29 days: nothing deleted
    await t.db.query(`UPDATE live_sessions SET ended_at = now() - interval '29 days' WHERE id = $1`, [s.id]);
    await liveSweep(t.db, null);
    expect(await t.count('live_participants', 'session_id = $1', [s.id])).toBe(1);
    await t.db.query(`UPDATE live_sessions SET ended_at = now() - interval '31 days' WHERE id = $1`, [s.id]);
    const r = await liveSweep(t.db, null);
    expect(r.purged).toBeGreaterThanOrEqual(1);
    expect(await t.count('live_participants', 'session_id = $1', [s.id])).toBe(0);
    expect(await t.count('live_answers', 'session_id = $1', [s.id])).toBe(0);
    const sum = await t.request('GET', `${API}/LiveClassApi/${s.id}/Summary`, { token: teacher.token });
    expect(sum.json.participants).toBe(1);
    expect(sum.json.questions.find((q: { id: string }) => q.id === 'exit')).toMatchObject({ answered: 1, texts: [] });
    expect(JSON.stringify(sum.json)).not.toContain('mi respuesta');
    expect(JSON.stringify(sum.json)).not.toContain('Ana');
  });

  it('joins are rate-limited per address: 30 unknown codes in a minute, then LIVE_RATE_LIMITED', async () => {
    const C = await t.another(); // its own limiter: the other tests' address stays free
    const s = await session();
    const c = await hubClient(C);
    for (let i = 0; i < 30; i++)
      expect(await hubError(c.conn.invoke('Join', 'ZZZZZZ', 'Ana'))).toBe(LIVE_ERRORS.unknownCode);
    expect(await hubError(c.conn.invoke('Join', s.code, 'Ana'))).toBe(LIVE_ERRORS.rateLimited);
    expect(await t.count('live_participants', 'session_id = $1', [s.id])).toBe(0);
    // another instance (another limiter) still admits the class
    expect((await (await hubClient(t)).conn.invoke<LiveJoinAnswer>('Join', s.code, 'Ana')).participantId).toEqual(
      expect.any(String),
    );
  });

  if (!REDIS_URL) return;

  it(`two instances through Redis (${REDIS_URL}): teacher on one, students on the other`, async () => {
    const A = await t.another({ redisUrl: REDIS_URL });
    const B = await t.another({ redisUrl: REDIS_URL });
    const s = await session();
    const tc = await hubClient(A, teacher.token);
    await tc.conn.invoke('Teach', s.id);
    const stc = await hubClient(B);
    const a = await stc.conn.invoke<LiveJoinAnswer>('Join', s.code, 'Ana');
    await until(() => tc.events.some((e) => e[0] === 'Joined'), 3000, 'Joined across instances');
    await tc.conn.invoke('Show', { kind: 'question', questionId: 'q1' });
    await until(() => stc.events.some((e) => e[0] === 'Shown'), 3000, 'Shown across instances');
    await stc.conn.invoke('Answer', 'q1', ['a']);
    await until(() => tc.events.some((e) => e[0] === 'AnswerReceived'), 3000, 'AnswerReceived across instances');
    // the 60-participant rule and the nicknames hold across instances (one database)
    const other = await hubClient(A);
    expect(await hubError(other.conn.invoke('Join', s.code, 'ANA'))).toBe(LIVE_ERRORS.nicknameTaken);
    await stc.conn.stop();
    await until(() => tc.events.some((e) => e[0] === 'Left' && e[1][0] === a.participantId), 3000, 'Left');
    const back = await hubClient(A);
    expect((await back.conn.invoke<LiveJoinAnswer>('Join', s.code, '', a.rejoinKey)).state.myAnswers).toEqual({
      q1: ['a'],
    });
    expect((await B.request('POST', `${API}/LiveClassApi/${s.id}/End`, { token: teacher.token })).status).toBe(200);
    await until(() => back.events.some((e) => e[0] === 'Ended'), 3000, 'Ended across instances');
  });
}
