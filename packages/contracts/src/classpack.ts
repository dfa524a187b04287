/**
 * Beyond the spec (issue 19, docs/decisions/0031-class-pack.md, 0032-plan-with-what-i-have.md):
 * - the printable class pack: POST /ResourceApi/{id}/ClassPack and POST /EducationalProgramApi/{id}/ClassPack
 *   (a PDF per class with timings, organization, materials by kind, the teacher's sections, the student sheet and a
 *   QR code of the public student link /r/{linkId}/class/{classId});
 * - "plan with what I have": GET /ResourceApi/PlanWithWhatIHave (resources and single classes that fit the
 *   teacher's time and materials, ranked by fit, each with a reason).
 */
import { z } from 'zod';
import { localeInputSchema } from './common';

const int4Id = z.coerce.number().int().positive().max(2_147_483_647);

/** Comma-separated ids (or repeated keys) → sorted unique ids; 40 at most. */
const classIdList = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? undefined
      : (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean),
  z.array(int4Id).max(40).optional(),
);

/** Query of both ClassPack calls: the page's language and, for a resource, optionally some of its classes (none = all). */
export const classPackQuerySchema = z.object({ locale: localeInputSchema.optional(), classIds: classIdList });
export type ClassPackQuery = z.infer<typeof classPackQuerySchema>;

/** Response header with the student links the pack's QR codes carry (one per class: "/r/{linkId}/class/{classId}", comma-separated). */
export const CLASS_PACK_LINKS_HEADER = 'x-class-pack-links';

// ---------------------------------------------------------------- plan with what I have
/** What the teacher has at hand. Devices: none unless one of the first three is given; a printer is its own item. */
export const PLAN_MATERIALS = ['projector', 'devicePerGroup', 'devicePerStudent', 'printer'] as const;
export type PlanMaterial = (typeof PLAN_MATERIALS)[number];
/** Device levels, ordered: a class that needs level n fits a teacher who has level ≥ n (ADR 0032). */
export const PLAN_DEVICE_LEVELS = ['none', 'projector', 'devicePerGroup', 'devicePerStudent'] as const;
export type PlanDeviceLevel = (typeof PLAN_DEVICE_LEVELS)[number];
export const PLAN_CONNECTIVITY = ['offline', 'online'] as const;
export const PLAN_PAGE_SIZE_MAX = 50;

const materialList = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? []
      : (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean),
  z
    .array(
      z.enum(PLAN_MATERIALS, {
        error: (i) => `unknown material "${String(i.input)}": use ${PLAN_MATERIALS.join(', ')}`,
      }),
    )
    .max(PLAN_MATERIALS.length),
);
const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/**
 * GET /ResourceApi/PlanWithWhatIHave. Time: `minutes` (one sitting) or `sessions` (× `sessionMinutes`, 55 by
 * default). Age range optional (both ends or none).
 */
export const planQuerySchema = z
  .object({
    locale: localeInputSchema.optional(),
    minutes: z.coerce.number().int().min(1, 'minutes must be a positive number').max(6000).optional(),
    sessions: z.coerce.number().int().min(1, 'sessions must be a positive number').max(60).optional(),
    sessionMinutes: z.coerce.number().int().min(1, 'sessionMinutes must be a positive number').max(600).optional(),
    materials: materialList,
    connectivity: z.enum(PLAN_CONNECTIVITY).default('offline'),
    /** @deprecated alias of materials=printer */
    printer: bool.optional(),
    ageMin: z.coerce.number().int().min(0).max(99).optional(),
    ageMax: z.coerce.number().int().min(0).max(99).optional(),
    pageSize: z.coerce.number().int().min(1).max(PLAN_PAGE_SIZE_MAX).default(20),
  })
  .superRefine((q, ctx) => {
    if (q.minutes === undefined && q.sessions === undefined)
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'give the time available: minutes or sessions' });
    if (q.minutes !== undefined && q.sessions !== undefined)
      ctx.addIssue({ code: 'custom', path: ['sessions'], message: 'give minutes or sessions, not both' });
    if (q.sessionMinutes !== undefined && q.sessions === undefined)
      ctx.addIssue({ code: 'custom', path: ['sessionMinutes'], message: 'sessionMinutes goes with sessions' });
    if ((q.ageMin === undefined) !== (q.ageMax === undefined))
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'give both ends of the age range' });
    if (q.ageMin !== undefined && q.ageMax !== undefined && q.ageMin > q.ageMax)
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'ageMax must not be below ageMin' });
  });
export type PlanQuery = z.infer<typeof planQuerySchema>;
export type PlanQueryInput = z.input<typeof planQuerySchema>;

/** One result: a whole resource (classId null) or one of its classes; `reason` in the requested language. */
export interface PlanResult {
  kind: 'resource' | 'class';
  resourceId: number;
  classId: number | null;
  classNumber: number | null;
  title: string;
  className: string | null;
  cover: string | null;
  classes: number;
  minutes: number;
  /** 0..1: how much of the available time it uses (more is a better fit) */
  fit: number;
  devices: PlanDeviceLevel;
  needsPrinter: boolean;
  needsConnection: boolean;
  reason: string;
}
export interface PlanResponse {
  data: PlanResult[];
  available: { minutes: number; sessions: number | null; sessionMinutes: number | null };
}
