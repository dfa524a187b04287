/**
 * The live class's storage (issue 33, README "Live class"): sessions, participants and answers in PostgreSQL, so every
 * API instance sharing the database sees the same class; what a class holds (its sections, its quick checks) is
 * copied into the session when it starts.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  LIVE_CODE_ALPHABET,
  LIVE_ERRORS,
  LIVE_LIMITS,
  LIVE_SECTIONS,
  type AppLocale,
  type LiveAnswerEvent,
  type LiveAnswerValue,
  type LiveParticipant,
  type LiveSection,
  type LiveShown,
  type LiveSummaryDto,
  type QuickCheck,
} from '@platform/contracts';
import type { Db } from '../../db/types';

export interface SectionSnapshot {
  section: LiveSection;
  html: string;
  minutes: number | null;
  materials: { name: string; url: string }[];
}

export interface SessionRow {
  id: number;
  code: string;
  teacher_id: number;
  resource_id: number;
  class_plan_id: number;
  locale: AppLocale;
  resource_title: string;
  class_name: string;
  sections: SectionSnapshot[];
  questions: QuickCheck[];
  shown: LiveShown | null;
  started_at: string;
  expires_at: string;
  ended_at: string | null;
  used_content_id: number | null;
  summary: LiveSummaryDto | null;
}

export const iso = (t: string | Date | null) => (t === null ? null : new Date(t).toISOString());

export function newCode(): string {
  let s = '';
  for (let i = 0; i < LIVE_LIMITS.codeLength; i++) s += LIVE_CODE_ALPHABET[randomInt(LIVE_CODE_ALPHABET.length)];
  return s;
}
export const newParticipantId = () => randomBytes(9).toString('base64url');
export const newRejoinKey = () => randomBytes(18).toString('base64url');
export const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export async function sessionById(db: Db, id: number): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>('SELECT * FROM live_sessions WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The new session of a start: the row inserted (throws on a code already open: the unique index). */
export interface NewSession {
  code: string;
  teacherId: number;
  resourceId: number;
  classId: number;
  locale: AppLocale;
  resourceTitle: string;
  className: string;
  sections: SectionSnapshot[];
  questions: QuickCheck[];
  expiresAt: Date;
}

export async function insertSession(db: Db, n: NewSession): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO live_sessions (code, teacher_id, resource_id, class_plan_id, locale, resource_title, class_name, sections, questions, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10) RETURNING *`,
    [
      n.code,
      n.teacherId,
      n.resourceId,
      n.classId,
      n.locale,
      n.resourceTitle,
      n.className,
      JSON.stringify(n.sections),
      JSON.stringify(n.questions),
      n.expiresAt,
    ],
  );
  return rows[0];
}

/** Whether a class is one of the resource and enabled for teachers. */
export async function isTeacherClassOf(db: Db, classId: number, resourceId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM class_plans WHERE id = $1 AND resource_id = $2 AND teacher_enabled', [
    classId,
    resourceId,
  ]);
  return rows.length > 0;
}

/** The quick checks of a class in a language (none when the language version has none). */
export async function quickChecksOf(db: Db, classId: number, locale: AppLocale): Promise<QuickCheck[]> {
  const { rows } = await db.query<{ quick_checks: QuickCheck[] }>(
    `SELECT quick_checks FROM class_plan_locales WHERE class_plan_id = $1 AND locale = $2`,
    [classId, locale],
  );
  return rows[0]?.quick_checks ?? [];
}

/** Marks an open session ended (at most at its expiry): the row, or null when it had already ended. */
export async function markEnded(db: Db, id: number): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    'UPDATE live_sessions SET ended_at = least(now(), expires_at) WHERE id = $1 AND ended_at IS NULL RETURNING *',
    [id],
  );
  return rows[0] ?? null;
}

/** Stores what the end of a session produced: its used-content record and its summary. */
export async function saveEnd(
  db: Db,
  id: number,
  usedContentId: number | null,
  summary: LiveSummaryDto,
): Promise<void> {
  await db.query('UPDATE live_sessions SET used_content_id = $2, summary = $3::jsonb WHERE id = $1', [
    id,
    usedContentId,
    JSON.stringify(summary),
  ]);
}

/** Open sessions past their expiry (the sweep ends them, 100 at a time). */
export async function expiredSessionIds(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM live_sessions WHERE ended_at IS NULL AND expires_at <= now() ORDER BY id LIMIT 100',
  );
  return rows.map((r) => r.id);
}

/** The open session of a code; `ended` when the code names only ended sessions. */
export async function sessionByCode(db: Db, code: string): Promise<SessionRow | 'ended' | null> {
  const { rows } = await db.query<SessionRow>(
    'SELECT * FROM live_sessions WHERE code = $1 ORDER BY (ended_at IS NULL) DESC, id DESC LIMIT 1',
    [code],
  );
  const s = rows[0];
  if (!s) return null;
  return s.ended_at || new Date(s.expires_at).getTime() <= Date.now() ? 'ended' : s;
}

export const isOpen = (s: SessionRow) => !s.ended_at && new Date(s.expires_at).getTime() > Date.now();

/** What students see of a Show request; null = an unknown section / question (the caller answers the error). */
export function shownOf(
  s: SessionRow,
  req: { kind: 'section'; section: LiveSection } | { kind: 'question'; questionId: string },
): LiveShown | null {
  if (req.kind === 'section') {
    const sec = s.sections.find((x) => x.section === req.section);
    if (!sec) return null;
    return { kind: 'section', section: sec.section, html: sec.html, minutes: sec.minutes, materials: sec.materials };
  }
  const q = s.questions.find((x) => x.id === req.questionId);
  if (!q) return null;
  return {
    kind: 'question',
    question: {
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options.map((o) => ({ id: o.id, text: o.text })),
      multiple: q.kind === 'choice' && q.options.filter((o) => o.correct).length > 1,
    },
  };
}

/** An answer fits its question: known, distinct option ids (one unless several are correct), or a text. */
export function fitsQuestion(q: QuickCheck, value: LiveAnswerValue): boolean {
  if (q.kind === 'short') return typeof value === 'string';
  if (!Array.isArray(value)) return false;
  const ids = new Set(q.options.map((o) => o.id));
  const multiple = q.options.filter((o) => o.correct).length > 1;
  return new Set(value).size === value.length && value.every((v) => ids.has(v)) && (multiple || value.length === 1);
}

export async function participantsOf(db: Db, sessionId: number): Promise<LiveParticipant[]> {
  const { rows } = await db.query<{ id: string; nickname: string; connected: boolean }>(
    'SELECT id, nickname, connected FROM live_participants WHERE session_id = $1 ORDER BY joined_at, id',
    [sessionId],
  );
  return rows;
}

export async function answersOf(db: Db, sessionId: number, participantId?: string): Promise<LiveAnswerEvent[]> {
  const { rows } = await db.query<{
    question_id: string;
    participant_id: string;
    nickname: string;
    value: LiveAnswerValue;
  }>(
    `SELECT a.question_id, a.participant_id, p.nickname, a.value FROM live_answers a JOIN live_participants p ON p.id = a.participant_id
      WHERE a.session_id = $1 AND ($2::text IS NULL OR a.participant_id = $2) ORDER BY a.answered_at, a.participant_id`,
    [sessionId, participantId ?? null],
  );
  return rows.map((r) => ({
    questionId: r.question_id,
    participantId: r.participant_id,
    nickname: r.nickname,
    value: r.value,
  }));
}

/** Participation and results per question, from the stored answers. */
export async function computeSummary(db: Db, s: SessionRow): Promise<LiveSummaryDto> {
  const participants = (await participantsOf(db, s.id)).length;
  const answers = await answersOf(db, s.id);
  return {
    id: s.id,
    resourceId: s.resource_id,
    classId: s.class_plan_id,
    resourceTitle: s.resource_title,
    className: s.class_name,
    startedAt: iso(s.started_at)!,
    endedAt: iso(s.ended_at),
    participants,
    usedContentId: s.used_content_id,
    questions: s.questions.map((q) => {
      const mine = answers.filter((a) => a.questionId === q.id);
      const right = q.options.filter((o) => o.correct).map((o) => o.id);
      const isRight = (v: LiveAnswerValue) =>
        Array.isArray(v) && v.length === right.length && right.every((id) => v.includes(id));
      return {
        id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        answered: mine.length,
        correct: q.kind === 'choice' ? mine.filter((a) => isRight(a.value)).length : null,
        options: q.options.map((o) => ({
          id: o.id,
          text: o.text,
          correct: o.correct,
          count: mine.filter((a) => Array.isArray(a.value) && a.value.includes(o.id)).length,
        })),
        texts: q.kind === 'short' ? mine.map((a) => String(a.value)) : [],
      };
    }),
  };
}

export class LiveError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * A new participant of an open session, or LIVE_FULL / LIVE_NICKNAME_TAKEN. The session row is locked while it
 * counts, so two joins on two instances cannot pass 60 together.
 */
export async function addParticipant(
  db: Db,
  sessionId: number,
  nickname: string,
  connectionId: string,
): Promise<{ id: string; rejoinKey: string }> {
  const id = newParticipantId();
  const rejoinKey = newRejoinKey();
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM live_sessions WHERE id = $1 FOR UPDATE', [sessionId]);
    const { rows } = await tx.query<{ n: number; taken: boolean }>(
      `SELECT count(*)::int AS n, coalesce(bool_or(lower(nickname) = lower($2)), false) AS taken
         FROM live_participants WHERE session_id = $1`,
      [sessionId, nickname],
    );
    if (rows[0].taken) throw new LiveError(LIVE_ERRORS.nicknameTaken);
    if (rows[0].n >= LIVE_LIMITS.participantsMax) throw new LiveError(LIVE_ERRORS.full);
    await tx.query(
      `INSERT INTO live_participants (id, session_id, nickname, rejoin_hash, connected, connection_id)
       VALUES ($1, $2, $3, $4, true, $5)`,
      [id, sessionId, nickname, hashKey(rejoinKey), connectionId],
    );
  });
  return { id, rejoinKey };
}

/** The participant a rejoin key names in a session (marked connected on this connection), or null. */
export async function rejoinParticipant(
  db: Db,
  sessionId: number,
  rejoinKey: string,
  connectionId: string,
): Promise<{ id: string; nickname: string } | null> {
  const { rows } = await db.query<{ id: string; nickname: string }>(
    `UPDATE live_participants SET connected = true, connection_id = $3 WHERE session_id = $1 AND rejoin_hash = $2
     RETURNING id, nickname`,
    [sessionId, hashKey(rejoinKey), connectionId],
  );
  return rows[0] ?? null;
}

/** Sections as the teacher's screen lists them. */
export const sectionsMeta = (s: SessionRow) =>
  LIVE_SECTIONS.map((section) => {
    const sec = s.sections.find((x) => x.section === section);
    return { section, minutes: sec?.minutes ?? null, hasContent: !!sec?.html.replace(/<[^>]+>/g, '').trim() };
  });

/**
 * The privacy sweep: 30 days after a class its nicknames and answers are deleted and the stored summary keeps counts
 * only (its texts emptied). Returns the sessions purged.
 */
export async function purgeOld(db: Db, days: number = LIVE_LIMITS.retentionDays): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE live_sessions s SET purged_at = now(),
            summary = CASE WHEN s.summary IS NULL THEN NULL ELSE jsonb_set(s.summary, '{questions}', coalesce(
              (SELECT jsonb_agg(jsonb_set(q, '{texts}', '[]'::jsonb)) FROM jsonb_array_elements(s.summary->'questions') q), '[]'::jsonb)) END
      WHERE s.purged_at IS NULL AND s.ended_at IS NOT NULL AND s.ended_at < now() - make_interval(days => $1::int)
      RETURNING s.id`,
    [days],
  );
  if (rows.length)
    await db.query('DELETE FROM live_participants WHERE session_id = ANY($1::int[])', [rows.map((r) => r.id)]);
  return rows.length;
}
