/**
 * /liveClassHub (issue 33): the realtime hub's server code (../realtime/hub.ts) with anonymous students.
 * Groups: `t:{session}` the teacher's connections, `s:{session}` the students', `p:{participant}` one student.
 * Errors are hub error completions whose message is the LIVE_ERRORS code.
 */
import type { FastifyInstance } from 'fastify';
import {
  LIVE_ERRORS,
  liveAnswerValueSchema,
  liveCodeSchema,
  liveNicknameSchema,
  liveShowRequestSchema,
  type LiveAnswerEvent,
  type LiveJoinAnswer,
  type LiveTeacherState,
} from '@platform/contracts';
import { publicBase } from '../../http/links';
import { HubError, mountHub, type HubConnection } from '../realtime/public';
import { rootInstance } from '../realtime/public';
import { AnswerBatcher } from './answers';
import {
  addParticipant,
  answersOf,
  fitsQuestion,
  iso,
  isOpen,
  LiveError,
  participantsOf,
  rejoinParticipant,
  sectionsMeta,
  sessionByCode,
  sessionById,
  shownOf,
  type SessionRow,
} from './store';

export const LIVE_HUB_PATH = '/liveClassHub';

export interface LiveHub {
  /** Ended() to the session's students and teachers, on every instance */
  ended(sessionId: number): Promise<void>;
  /** writes the answers this instance is batching (before reading answers: End, Summary) */
  flush(): Promise<void>;
}

interface StudentData {
  role: 'student';
  sessionId: number;
  participantId: string;
}
interface TeacherData {
  role: 'teacher';
  sessionId: number;
}

/** Joins per address and minute (per instance): a generous bound for a school behind one address, failures tighter. */
const JOINS_PER_MINUTE = Number(process.env.LIVE_JOINS_PER_MINUTE) || 1200;
const FAILED_JOINS_PER_MINUTE = 30;

export async function liveHub(app: FastifyInstance, endSession: (id: number) => Promise<unknown>): Promise<LiveHub> {
  const db = () => app.db;
  const fail = (code: string): never => {
    throw new HubError(code);
  };
  const attempts = new Map<string, { at: number; all: number; failed: number }>();
  const countJoin = (ip: string, failed: boolean) => {
    const now = Date.now();
    let a = attempts.get(ip);
    if (!a || now - a.at > 60_000) attempts.set(ip, (a = { at: now, all: 0, failed: 0 }));
    if (failed) a.failed++;
    else a.all++;
    if (attempts.size > 10_000) for (const [k, v] of attempts) if (now - v.at > 60_000) attempts.delete(k);
  };
  const limited = (ip: string) => {
    const a = attempts.get(ip);
    return !!a && Date.now() - a.at <= 60_000 && (a.all >= JOINS_PER_MINUTE || a.failed >= FAILED_JOINS_PER_MINUTE);
  };

  // the open sessions' rows this instance has read, for Answer: a row changes only by Show and End, whose messages
  // every instance delivers (whoever published them), so those messages drop the copy; 30 s at most in any case
  const cache = new Map<number, { row: SessionRow; at: number }>();
  // a read that started before a Show / End message must not store its (older) row after it: one counter a session
  const changes = new Map<number, number>();
  const forget = (groups: string[] | undefined) => {
    for (const g of groups ?? [])
      if (g.startsWith('s:')) {
        const id = Number(g.slice(2));
        cache.delete(id);
        changes.set(id, (changes.get(id) ?? 0) + 1);
      }
    if (changes.size > 5000) changes.clear();
  };
  const cachedSession = async (id: number) => {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < 30_000 && isOpen(hit.row)) return hit.row;
    const at = Date.now();
    const before = changes.get(id) ?? 0;
    const row = await openSession(id);
    if (cache.size > 5000) cache.clear();
    if ((changes.get(id) ?? 0) === before) cache.set(id, { row, at });
    return row;
  };

  // answers are written in batches (./answers.ts); what waits is written before the hub closes its connections
  const answers = new AnswerBatcher(db);
  rootInstance(app).addHook('preClose', async () => {
    await answers.flush().catch((err) => app.log.warn({ err }, 'live class: writing the last answers failed'));
  });

  const hub = await mountHub(app, LIVE_HUB_PATH, {
    anonymous: true,
    onDeliver: (msg) => {
      if (msg.target === 'Shown' || msg.target === 'Ended') forget(msg.groups);
    },
    onDisconnect: (conn) => {
      const d = conn.data as Partial<StudentData>;
      if (d.role !== 'student' || !d.participantId) return;
      void (async () => {
        const { rows } = await db().query(
          'UPDATE live_participants SET connected = false WHERE id = $1 AND connection_id = $2 RETURNING id',
          [d.participantId, conn.connectionId],
        );
        if (rows.length) await hub.sendToGroups([`t:${d.sessionId}`], 'Left', [d.participantId]);
      })().catch((err) => app.log.warn({ err }, 'live class: marking a participant gone failed'));
    },
  });

  const student = (conn: HubConnection): StudentData => {
    const d = conn.data as Partial<StudentData | TeacherData>;
    if (d.role !== 'student') fail(LIVE_ERRORS.notJoined);
    return d as StudentData;
  };
  const teacher = (conn: HubConnection): TeacherData => {
    const d = conn.data as Partial<StudentData | TeacherData>;
    if (!conn.user || d.role !== 'teacher') fail(LIVE_ERRORS.teacherOnly);
    return d as TeacherData;
  };
  /** The open session of a connection (LIVE_ENDED when it has ended or expired, ending it then). */
  const openSession = async (id: number) => {
    const s = await sessionById(db(), id);
    if (!s) return fail(LIVE_ERRORS.ended);
    if (!isOpen(s)) {
      if (!s.ended_at) await endSession(id);
      return fail(LIVE_ERRORS.ended);
    }
    return s;
  };
  const setRole = (conn: HubConnection, data: StudentData | TeacherData) => {
    for (const k of Object.keys(conn.data)) delete conn.data[k];
    Object.assign(conn.data, data);
  };

  // Join(code, nickname, rejoinKey?) → LiveJoinAnswer
  hub.addMethod('Join', async (conn, args) => {
    if (limited(conn.ip)) fail(LIVE_ERRORS.rateLimited);
    const code = liveCodeSchema.safeParse(args[0]);
    const found = code.success ? await sessionByCode(db(), code.data) : null;
    if (!found || found === 'ended') {
      countJoin(conn.ip, true);
      return fail(found === 'ended' ? LIVE_ERRORS.ended : LIVE_ERRORS.unknownCode);
    }
    countJoin(conn.ip, false);
    const s = found;
    const rejoinKey = typeof args[2] === 'string' && args[2].length <= 64 ? args[2] : null;
    let participant: { id: string; nickname: string; rejoinKey: string } | null = null;
    if (rejoinKey) {
      const p = await rejoinParticipant(db(), s.id, rejoinKey, conn.connectionId);
      if (p) participant = { ...p, rejoinKey };
    }
    if (!participant) {
      const nick = liveNicknameSchema.safeParse(typeof args[1] === 'string' ? args[1] : '');
      if (!nick.success) return fail(nick.error.issues[0]?.message ?? LIVE_ERRORS.nicknameEmpty);
      try {
        const p = await addParticipant(db(), s.id, nick.data, conn.connectionId);
        participant = { id: p.id, nickname: nick.data, rejoinKey: p.rejoinKey };
      } catch (err) {
        if (err instanceof LiveError) return fail(err.code);
        if (/duplicate|unique/i.test(String((err as Error).message))) return fail(LIVE_ERRORS.nicknameTaken);
        throw err;
      }
    }
    for (const g of [...conn.groups]) conn.leave(g);
    setRole(conn, { role: 'student', sessionId: s.id, participantId: participant.id });
    conn.join(`s:${s.id}`);
    conn.join(`p:${participant.id}`);
    await hub.sendToGroups([`t:${s.id}`], 'Joined', [
      { id: participant.id, nickname: participant.nickname, connected: true },
    ]);
    if (rejoinKey) await answers.flush();
    const mine = await answersOf(db(), s.id, participant.id);
    const answer: LiveJoinAnswer = {
      participantId: participant.id,
      rejoinKey: participant.rejoinKey,
      state: {
        code: s.code,
        resourceTitle: s.resource_title,
        className: s.class_name,
        locale: s.locale,
        shown: s.shown,
        myAnswers: Object.fromEntries(mine.map((a) => [a.questionId, a.value])),
        ended: false,
      },
    };
    return answer;
  });

  // Answer(questionId, value) → null; the teacher receives AnswerReceived
  hub.addMethod('Answer', async (conn, args) => {
    const me = student(conn);
    const s = await cachedSession(me.sessionId);
    const questionId = typeof args[0] === 'string' ? args[0] : '';
    if (s.shown?.kind !== 'question' || s.shown.question.id !== questionId) fail(LIVE_ERRORS.questionNotShown);
    const q = s.questions.find((x) => x.id === questionId);
    const value = liveAnswerValueSchema.safeParse(args[1]);
    if (!q || !value.success || !fitsQuestion(q, value.data)) return fail(LIVE_ERRORS.badAnswer);
    const nickname = await answers.store(s.id, me.participantId, questionId, value.data);
    if (nickname === null) return fail(LIVE_ERRORS.notJoined);
    const event: LiveAnswerEvent = { questionId, participantId: me.participantId, nickname, value: value.data };
    await hub.sendToGroups([`t:${s.id}`], 'AnswerReceived', [event]);
    return null;
  });

  // Teach(sessionId) → LiveTeacherState
  hub.addMethod('Teach', async (conn, args) => {
    if (!conn.user) return fail(LIVE_ERRORS.teacherOnly);
    const id = Number(args[0]);
    const s = Number.isInteger(id) && id > 0 && id <= 2147483647 ? await sessionById(db(), id) : null;
    if (!s || s.teacher_id !== conn.user.userId) return fail(LIVE_ERRORS.notYourSession);
    if (!s.ended_at && !isOpen(s)) await endSession(s.id);
    await answers.flush();
    const fresh = (await sessionById(db(), id))!;
    setRole(conn, { role: 'teacher', sessionId: s.id });
    conn.join(`t:${s.id}`);
    const state: LiveTeacherState = {
      id: fresh.id,
      code: fresh.code,
      joinUrl: `${publicBase(app)}/live/${fresh.code}`,
      expiresAt: iso(fresh.expires_at)!,
      resourceId: fresh.resource_id,
      classId: fresh.class_plan_id,
      resourceTitle: fresh.resource_title,
      className: fresh.class_name,
      locale: fresh.locale,
      startedAt: iso(fresh.started_at)!,
      endedAt: iso(fresh.ended_at),
      sections: sectionsMeta(fresh),
      questions: fresh.questions,
      shown: fresh.shown,
      participants: await participantsOf(db(), fresh.id),
      answers: await answersOf(db(), fresh.id),
    };
    return state;
  });

  // Show(section | question | null) → null; students (and the teacher's other screens) receive Shown
  hub.addMethod('Show', async (conn, args) => {
    const me = teacher(conn);
    const s = await openSession(me.sessionId);
    const req = liveShowRequestSchema.safeParse(args[0] ?? null);
    if (!req.success) return fail(LIVE_ERRORS.unknownSection);
    const shown = req.data === null ? null : shownOf(s, req.data);
    if (req.data && !shown)
      fail(req.data.kind === 'question' ? LIVE_ERRORS.unknownQuestion : LIVE_ERRORS.unknownSection);
    await db().query('UPDATE live_sessions SET shown = $2::jsonb WHERE id = $1', [s.id, JSON.stringify(shown)]);
    await hub.sendToGroups([`s:${s.id}`, `t:${s.id}`], 'Shown', [shown]);
    return null;
  });

  // Remove(participantId) → null; the student receives Removed, their answers are deleted, then their connection
  // leaves the session's groups and is closed without reconnection (on whichever instance holds it)
  hub.addMethod('Remove', async (conn, args) => {
    const me = teacher(conn);
    const pid = typeof args[0] === 'string' ? args[0] : '';
    const { rows } = await db().query('DELETE FROM live_participants WHERE id = $1 AND session_id = $2 RETURNING id', [
      pid,
      me.sessionId,
    ]);
    if (!rows.length) return fail(LIVE_ERRORS.unknownParticipant);
    await hub.sendToGroups([`p:${pid}`], 'Removed', [], true);
    return null;
  });

  return {
    ended: (sessionId) => hub.sendToGroups([`s:${sessionId}`, `t:${sessionId}`], 'Ended', []),
    flush: () => answers.flush(),
  };
}
