/**
 * The live class's answers, written in batches (issue 33, report "Run 3"): with 30 classes answering, one upsert per
 * answer kept PGlite's single statement queue busy and the rest of the API waited behind it. Answers arriving within
 * a short window (LIVE_ANSWER_BATCH_MS, 20 ms by default) are stored by one statement.
 *
 * Durability: `store()` resolves only once the statement holding the answer has committed, and the hub acknowledges
 * the answer (the completion, then the teacher's AnswerReceived) only after that: an acknowledged answer is in the
 * database, whatever instance reads it. What waits in the window is not acknowledged yet; `flush()` writes it at once
 * (the readers of this instance call it before reading answers: Teach, a rejoin, End, Summary; and shutdown).
 */
import type { LiveAnswerValue } from '@platform/contracts';
import type { Db } from '../../db/types';

interface Pending {
  sessionId: number;
  participantId: string;
  questionId: string;
  value: LiveAnswerValue;
  waiters: { resolve: (nickname: string | null) => void; reject: (err: unknown) => void }[];
}

/** Past this many answers waiting, the batch is written without waiting for the window. */
const MAX_BATCH = 500;

export class AnswerBatcher {
  private queue = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: () => Db,
    private readonly windowMs = Number(process.env.LIVE_ANSWER_BATCH_MS ?? 20),
  ) {}

  /**
   * Stores (or replaces) a participant's answer; resolves with their nickname once it is committed, null when the
   * participant is not in the session (removed). Two answers of one participant to one question in one window: the
   * later value is stored, both callers are answered.
   */
  store(sessionId: number, participantId: string, questionId: string, value: LiveAnswerValue): Promise<string | null> {
    return new Promise((resolve, reject) => {
      const key = `${participantId}\u0000${questionId}`;
      const had = this.queue.get(key);
      const p: Pending = { sessionId, participantId, questionId, value, waiters: [...(had?.waiters ?? [])] };
      p.waiters.push({ resolve, reject });
      this.queue.delete(key); // re-inserted last: the batch keeps the arrival order
      this.queue.set(key, p);
      if (this.queue.size >= MAX_BATCH || this.windowMs <= 0) void this.write();
      else if (!this.timer) this.timer = setTimeout(() => void this.write(), this.windowMs);
    });
  }

  /** Writes what waits and waits for every batch being written (the readers call it before reading answers). */
  async flush(): Promise<void> {
    if (this.queue.size) void this.write();
    await Promise.all([...this.writing]);
  }

  private write(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.queue.values()];
    this.queue = new Map();
    const done = this.insert(batch).finally(() => this.writing.delete(done));
    this.writing.add(done);
    return done;
  }

  private async insert(batch: Pending[]): Promise<void> {
    if (!batch.length) return;
    try {
      const rows = batch.map((p, i) => ({ i, s: p.sessionId, p: p.participantId, q: p.questionId, v: p.value }));
      const { rows: stored } = await this.db().query<{ i: number; nickname: string }>(
        `WITH v AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(i int, s int, p text, q text, v jsonb)),
              ins AS (INSERT INTO live_answers (participant_id, question_id, session_id, value)
                      SELECT v.p, v.q, v.s, v.v FROM v JOIN live_participants lp ON lp.id = v.p AND lp.session_id = v.s
                      ORDER BY v.i
                      ON CONFLICT (participant_id, question_id) DO UPDATE SET value = EXCLUDED.value, answered_at = now()
                      RETURNING participant_id, question_id)
         SELECT v.i, lp.nickname FROM ins JOIN v ON v.p = ins.participant_id AND v.q = ins.question_id
           JOIN live_participants lp ON lp.id = ins.participant_id`,
        [JSON.stringify(rows)],
      );
      const nick = new Map(stored.map((r) => [Number(r.i), r.nickname]));
      batch.forEach((p, i) => p.waiters.forEach((w) => w.resolve(nick.get(i) ?? null)));
    } catch (err) {
      for (const p of batch) for (const w of p.waiters) w.reject(err);
    }
  }
}
