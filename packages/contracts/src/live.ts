/**
 * The live class (issue 33): a teacher runs one class of a resource from their device; students join from a QR or
 * a six-character code with a nickname only, see the section the teacher shows and answer the class's quick checks.
 *
 * REST (under /api/v1, teacher signed in):
 *   POST LiveClassApi/Start {resourceId, classId, locale} → LiveSessionDto
 *   POST LiveClassApi/{id}/End                             → LiveSummaryDto
 *   GET  LiveClassApi/{id}/Summary                          → LiveSummaryDto
 *   GET  LiveClassApi/ByCode/{code} (public)                → LiveJoinInfoDto (404 unknown or ended)
 * Hub at /liveClassHub (SignalR JSON protocol, the same server code as /notificationHub):
 *   student (no account):  Join(code, nickname, rejoinKey?) → LiveJoinAnswer ; Answer(questionId, value) → null
 *   teacher (access token): Teach(sessionId) → LiveTeacherState ; Show(LiveShowRequest) → null ;
 *                           Remove(participantId) → null
 *   teacher receives: Joined(LiveParticipant), Left(participantId), AnswerReceived(LiveAnswerEvent), and also
 *                     Shown and Ended (so a second screen of the same teacher, e.g. the projector, follows)
 *   students receive: Shown(LiveShown | null), Ended(), Removed()
 * Bad input: a 4xx with a LIVE_ERRORS code over REST, a hub error completion whose message is the code (the signalr
 * client's Error message ends with `HubException: <code>`).
 * Who: Start — Teacher, Manager or Admin, never Trial (403 LIVE_NOT_ALLOWED), who may read the resource (404 / 403 as
 * the resource page); End, Summary, Teach, Show, Remove — the session's teacher only; ByCode and Join — anyone.
 * The used-content history links a class given live: UsedContentRecordDto.liveSessionId (explore.ts) is the session
 * whose End made the record (null otherwise); its summary is GET LiveClassApi/{liveSessionId}/Summary.
 * Students' rejoin: Join(code, nickname, rejoinKey) with the key of the first Join answer gives back the same
 * participant (nickname and answers kept, whatever nickname is sent); a removed participant's key names nobody.
 */
import { z } from 'zod';
import { bodyIdSchema, LOCALES, type AppLocale } from './common';
import { hasMarkup, PLAIN_TEXT_MESSAGE } from './rich-text';

export const LIVE_LIMITS = {
  codeLength: 6,
  nicknameMax: 24,
  participantsMax: 60,
  quickChecksPerClass: 10,
  optionsMin: 2,
  optionsMax: 6,
  promptMax: 300,
  optionMax: 150,
  shortAnswerMax: 200,
  /** a session ends by itself this long after it started */
  sessionHours: 3,
  /** nicknames and answers are deleted this long after the class; the summary keeps counts only */
  retentionDays: 30,
} as const;

/** Codes: no 0/O/1/I/L, so a code read off a projector is typed right. */
export const LIVE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const liveCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(
    z
      .string()
      .length(LIVE_LIMITS.codeLength)
      .regex(/^[A-Z0-9]+$/),
  );

export const LIVE_ERRORS = {
  unknownCode: 'LIVE_UNKNOWN_CODE',
  ended: 'LIVE_ENDED',
  nicknameEmpty: 'LIVE_NICKNAME_EMPTY',
  nicknameTooLong: 'LIVE_NICKNAME_TOO_LONG',
  nicknameTaken: 'LIVE_NICKNAME_TAKEN',
  full: 'LIVE_FULL',
  notJoined: 'LIVE_NOT_JOINED',
  questionNotShown: 'LIVE_QUESTION_NOT_SHOWN',
  badAnswer: 'LIVE_BAD_ANSWER',
  teacherOnly: 'LIVE_TEACHER_ONLY',
  notYourSession: 'LIVE_NOT_YOUR_SESSION',
  unknownParticipant: 'LIVE_UNKNOWN_PARTICIPANT',
  unknownSection: 'LIVE_UNKNOWN_SECTION',
  classNotInResource: 'LIVE_CLASS_NOT_IN_RESOURCE',
  /** Show: a question id that is not one of the class's quick checks */
  unknownQuestion: 'LIVE_UNKNOWN_QUESTION',
  /** REST: End / Summary of a session id that does not exist */
  unknownSession: 'LIVE_UNKNOWN_SESSION',
  /** Join: too many joins from one address in a minute */
  rateLimited: 'LIVE_RATE_LIMITED',
  /** Start: only school teachers, managers and admins (not trial users) give a live class */
  notAllowed: 'LIVE_NOT_ALLOWED',
} as const;
export type LiveErrorCode = (typeof LIVE_ERRORS)[keyof typeof LIVE_ERRORS];

const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !hasMarkup(s), PLAIN_TEXT_MESSAGE);

// ---- quick checks: a field of a class plan (Krea's class editor), in the class's language like every field ----

export const QUICK_CHECK_KINDS = ['choice', 'short'] as const;
export type QuickCheckKind = (typeof QUICK_CHECK_KINDS)[number];

export const quickCheckOptionSchema = z.object({
  /** stable within its question; the editor makes one (e.g. 'a', 'b' or a short random id) */
  id: z.string().min(1).max(24),
  text: plain(LIVE_LIMITS.optionMax).pipe(z.string().min(1)),
  correct: z.boolean().default(false),
});
export type QuickCheckOption = z.infer<typeof quickCheckOptionSchema>;

export const quickCheckSchema = z
  .object({
    /** stable within its class; the editor makes one */
    id: z.string().min(1).max(24),
    kind: z.enum(QUICK_CHECK_KINDS),
    prompt: plain(LIVE_LIMITS.promptMax).pipe(z.string().min(1)),
    /** choice: 2-6 options, at least one correct (more than one correct = students may tick several) */
    options: z.array(quickCheckOptionSchema).max(LIVE_LIMITS.optionsMax).default([]),
    /** the close section's exit ticket: the teacher is offered it when showing the close section */
    exitTicket: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'choice') {
      if (q.options.length < LIVE_LIMITS.optionsMin)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'QUICK_CHECK_OPTIONS_MIN' });
      if (!q.options.some((o) => o.correct))
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'QUICK_CHECK_NO_CORRECT' });
      const ids = new Set(q.options.map((o) => o.id));
      if (ids.size !== q.options.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'QUICK_CHECK_DUPLICATE_OPTION' });
    } else if (q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'QUICK_CHECK_SHORT_HAS_OPTIONS' });
    }
  });
export type QuickCheck = z.infer<typeof quickCheckSchema>;

/** The class plan's `quickChecks` field: at most 10, ids unique. */
export const quickChecksSchema = z
  .array(quickCheckSchema)
  .max(LIVE_LIMITS.quickChecksPerClass)
  .default([])
  .superRefine((list, ctx) => {
    const ids = new Set(list.map((q) => q.id));
    if (ids.size !== list.length) ctx.addIssue({ code: 'custom', message: 'QUICK_CHECK_DUPLICATE_ID' });
  });

// ---- REST ----

export const liveStartBodySchema = z.object({
  resourceId: bodyIdSchema,
  classId: bodyIdSchema,
  locale: z.enum(LOCALES).default('es'),
});
export type LiveStartBody = z.infer<typeof liveStartBodySchema>;

export interface LiveSessionDto {
  id: number;
  code: string;
  /** the whole address to hand out (the platform's public origin + /live/{code}), for the link and the QR */
  joinUrl: string;
  expiresAt: string;
}

/** GET LiveClassApi/ByCode/{code}: what the join page shows before the nickname (public). */
export interface LiveJoinInfoDto {
  code: string;
  resourceTitle: string;
  className: string;
  locale: AppLocale;
}

export const LIVE_SECTIONS = ['start', 'development', 'closure', 'valuation'] as const;
export type LiveSection = (typeof LIVE_SECTIONS)[number];

/** What students see: a section of the class (its html, timing and student materials) or a question. */
export type LiveShown =
  | {
      kind: 'section';
      section: LiveSection;
      /** the section's rich text (sanitized html) */
      html: string;
      minutes: number | null;
      materials: { name: string; url: string }[];
    }
  | {
      kind: 'question';
      question: {
        id: string;
        kind: QuickCheckKind;
        prompt: string;
        /** without the correct flags */
        options: { id: string; text: string }[];
        /** more than one option may be ticked */
        multiple: boolean;
      };
    };

/** Show(request): a section, or one of the class's quick checks by id; null clears the screen. */
export const liveShowRequestSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('section'), section: z.enum(LIVE_SECTIONS) }),
    z.object({ kind: z.literal('question'), questionId: z.string().min(1).max(24) }),
  ])
  .nullable();
export type LiveShowRequest = z.infer<typeof liveShowRequestSchema>;

/** An answer: option ids for a choice question, a text for a short one. */
export const liveAnswerValueSchema = z.union([
  z.array(z.string().min(1).max(24)).min(1).max(LIVE_LIMITS.optionsMax),
  plain(LIVE_LIMITS.shortAnswerMax).pipe(z.string().min(1)),
]);
export type LiveAnswerValue = z.infer<typeof liveAnswerValueSchema>;

export const liveNicknameSchema = z
  .string()
  .trim()
  .min(1, LIVE_ERRORS.nicknameEmpty)
  .max(LIVE_LIMITS.nicknameMax, LIVE_ERRORS.nicknameTooLong);

export interface LiveParticipant {
  id: string;
  nickname: string;
  /** false while the student's connection is down (SignalR reconnecting) */
  connected: boolean;
}

/** The student's Join answer. `rejoinKey` is kept by the browser (sessionStorage) and sent again after a reconnect. */
export interface LiveJoinAnswer {
  participantId: string;
  rejoinKey: string;
  state: LiveStudentState;
}

export interface LiveStudentState {
  code: string;
  resourceTitle: string;
  className: string;
  locale: AppLocale;
  shown: LiveShown | null;
  /** this student's answers so far, by question id */
  myAnswers: Record<string, LiveAnswerValue>;
  ended: boolean;
}

export interface LiveAnswerEvent {
  questionId: string;
  participantId: string;
  nickname: string;
  value: LiveAnswerValue;
}

/** The teacher's Teach(sessionId) answer: everything to draw the teacher's screen after a (re)connect. */
export interface LiveTeacherState extends LiveSessionDto {
  resourceId: number;
  classId: number;
  resourceTitle: string;
  className: string;
  locale: AppLocale;
  startedAt: string;
  endedAt: string | null;
  sections: { section: LiveSection; minutes: number | null; hasContent: boolean }[];
  /** the class's quick checks, with their correct flags */
  questions: QuickCheck[];
  shown: LiveShown | null;
  participants: LiveParticipant[];
  answers: LiveAnswerEvent[];
}

/** The summary kept after the class (counts only once the 30 days have passed). */
export interface LiveSummaryDto {
  id: number;
  resourceId: number;
  classId: number;
  resourceTitle: string;
  className: string;
  startedAt: string;
  endedAt: string | null;
  participants: number;
  /** the used-content record the end of the class made */
  usedContentId: number | null;
  questions: {
    id: string;
    kind: QuickCheckKind;
    prompt: string;
    answered: number;
    /** choice: answers that ticked exactly the correct options */
    correct: number | null;
    options: { id: string; text: string; correct: boolean; count: number }[];
    /** short answers' texts; empty once the 30 days have passed */
    texts: string[];
  }[];
}
