/** SQL of the class pack and of "plan with what I have" (ADR 0031, 0032). */
import type { AppLocale, ExploreLocale, PlanDeviceLevel, PlanQuery, PlanResult } from '@platform/contracts';
import { PLAN_DEVICE_LEVELS, PLAN_PAGE_SIZE_MAX } from '@platform/contracts';
import type { Db } from '../../db/types';
import type { ResourceRow } from '../resources/public';
import { buildDetail } from '../resources/public';
import type { PackClass, PackMaterial } from './pdf';

interface Timing {
  id: number;
  student_enabled: boolean;
  start_minutes: number | null;
  development_minutes: number | null;
  closure_minutes: number | null;
  valuation_minutes: number | null;
}

/** How many of `ids` are teacher-enabled classes of the resource. */
export async function teacherClassesOfResource(db: Db, resourceId: number, ids: number[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM class_plans WHERE resource_id = $1 AND teacher_enabled AND id = ANY($2::int[])',
    [resourceId, ids],
  );
  return rows.length;
}

/** How many of `ids` are teacher-enabled classes of the resources of the program (each counted once). */
export async function teacherClassesOfProgram(db: Db, programId: number, ids: number[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT c.id FROM class_plans c JOIN program_resources pr ON pr.resource_id = c.resource_id
      WHERE pr.program_id = $1 AND c.teacher_enabled AND c.id = ANY($2::int[])`,
    [programId, ids],
  );
  return new Set(rows.map((x) => x.id)).size;
}

/** Splits a class's minutes over its sections when it gives none: 15 % start, the rest development, 15 % closure, 10 % assessment (when there is one). */
export function splitMinutes(total: number, hasValuation: boolean): [number, number, number, number] {
  const start = Math.round(total * 0.15);
  const closure = Math.round(total * 0.15);
  const valuation = hasValuation ? Math.round(total * 0.1) : 0;
  return [start, Math.max(0, total - start - closure - valuation), closure, valuation];
}

/** The classes of one resource as the pack prints them (teacher-enabled, in order), `only` = some of them. */
export async function packClasses(
  db: Db,
  r: ResourceRow,
  locale: ExploreLocale,
  userId: number,
  only?: number[],
): Promise<{
  title: string;
  cover: string | null;
  ageMin: number;
  ageMax: number;
  classes: Array<Omit<PackClass, 'studentUrl'> & { studentEnabled: boolean }>;
}> {
  const d = await buildDetail(db, r, locale, userId);
  const { rows } = await db.query<Timing>(
    'SELECT id, student_enabled, start_minutes, development_minutes, closure_minutes, valuation_minutes FROM class_plans WHERE resource_id = $1',
    [r.id],
  );
  const timing = new Map(rows.map((x) => [x.id, x]));
  const byKind = (ms: Array<{ kind: number; name: string; file?: string | null }>, kind: number): PackMaterial[] =>
    ms.filter((m) => m.kind === kind).map((m) => ({ name: m.name, file: m.file ? m.file.split('/').pop() : null }));
  const classes = d.teacherMaterial.classPlans
    .filter((c) => !only?.length || only.includes(c.id))
    .map((c) => {
      const t = timing.get(c.id);
      const given = [t?.start_minutes, t?.development_minutes, t?.closure_minutes, t?.valuation_minutes];
      const approx = given.every((x) => x == null);
      const hasValuation = !!c.valuationSection.replace(/<[^>]+>/g, '').trim();
      const mins = approx ? splitMinutes(c.minutesDuration, hasValuation) : given.map((x) => x ?? 0);
      const student = d.studentMaterial.classPlans.find((s) => s.id === c.id);
      const keys = ['start', 'development', 'closure', 'valuation'] as const;
      const html = [c.startSection, c.developmentSection, c.closureSection, c.valuationSection];
      return {
        id: c.id,
        number: c.classNumber,
        name: c.name,
        // the class's minutes; the sections given by the author (Krea's class step) may leave some unassigned
        minutes: approx
          ? c.minutesDuration
          : Math.max(
              c.minutesDuration,
              mins.reduce((a, b) => a + b, 0),
            ),
        organizationType: c.organizationType,
        secondaryOrganizationType: c.secondaryOrganizationType,
        classLayout: c.classLayout,
        sections: keys
          .map((key, i) => ({ key, minutes: mins[i], html: html[i] }))
          .filter((s) => s.minutes > 0 || s.html.replace(/<[^>]+>/g, '').trim()),
        timingsApprox: approx,
        materials: {
          electronic: byKind(c.necessaryMaterials, 1),
          physical: byKind(c.necessaryMaterials, 2),
          downloadable: byKind(c.necessaryMaterials, 3),
        },
        statement: student?.statement || c.studentStatement,
        studentDownloads: (student?.necessaryDownloadableMaterials ?? []).map((m) => ({
          name: m.name,
          file: m.file ?? null,
        })),
        studentEnabled: !!t?.student_enabled && !!student,
      };
    });
  return { title: d.title, cover: d.cover, ageMin: d.ageMin, ageMax: d.ageMax, classes };
}

// ---------------------------------------------------------------- plan with what I have
interface FitRow {
  resource_id: number;
  class_plan_id: number;
  classes: number;
  minutes: number;
  max_class_minutes: number;
  devices: number;
  needs_printer: boolean;
  needs_connection: boolean;
}

/** What the teacher has, as the levels plan_fit stores. */
export function haveOf(q: PlanQuery): { devices: number; printer: boolean; online: boolean } {
  const m = new Set(q.materials);
  const devices = m.has('devicePerStudent') ? 3 : m.has('devicePerGroup') ? 2 : m.has('projector') ? 1 : 0;
  return { devices, printer: m.has('printer') || q.printer === true, online: q.connectivity === 'online' };
}

/**
 * The page of "plan with what I have", in one statement (one round trip: the answer's time is mostly waiting for the
 * database on a busy machine). The rows of plan_fit that fit: within the time (one sitting of `minutes`, or `sessions`
 * of `sessionMinutes` each), needing no more devices than the teacher has, a printer or a connection only when they
 * have them, ages overlapping, visible to the caller's school group. Best fit first: the most of the time used, then
 * resource id, the whole resource before its classes (fit_rank, 0091_plan_fit_gist.sql). Every condition but the
 * school group is a condition of plan_fit_gist_idx and the order is its nearest-first walk (fit_rank <-> the largest
 * rank within the time), so subtrees that cannot match are skipped and the walk stops at the window (3 pages: a class
 * is dropped when its whole resource is in the window). Then, for the page only: title and cover of the version shown
 * in the UI language, the class's name, the class minutes and the physical materials (for the reason).
 */
export async function planPage(
  db: Db,
  q: PlanQuery,
  groupId: number | null,
  pageSize: number,
  locale: ExploreLocale,
): Promise<Array<FitRow & PlanDetails>> {
  const have = haveOf(q);
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [];
  let within: number;
  if (q.sessions !== undefined) {
    const per = q.sessionMinutes ?? 55;
    within = q.sessions * per;
    where.push(`classes <= ${p(q.sessions)}::smallint`, `max_class_minutes <= ${p(per)}::int`);
  } else within = q.minutes as number;
  // the largest rank of a row of ≤ `within` minutes (typed in SQL: the key is wider than a JS number's integers)
  const target = `((least(${p(within)}::int, 65535)::bigint << 39) | 549755813887)`;
  where.push(`fit_rank <= ${target}`);
  // the booleans as the index holds them (0091: integer keys; "= false" would become "NOT b", not an index condition)
  if (!have.online) where.push('needs_connection::int <= 0');
  where.push(`devices <= ${p(have.devices)}::smallint`);
  if (!have.printer) where.push('needs_printer::int <= 0');
  if (q.ageMin !== undefined && q.ageMax !== undefined)
    where.push(`age_min <= ${p(q.ageMax)}::int`, `age_max >= ${p(q.ageMin)}::int`);
  where.push(`(school_group_id IS NULL OR school_group_id = ${p(groupId ?? -1)}::int)`);
  const window = Math.min(pageSize * 3, PLAN_PAGE_SIZE_MAX * 3);
  const ui = p(locale);
  const { rows } = await db.query<
    FitRow & {
      title: string | null;
      cover: string | null;
      class_name: string | null;
      class_number: number;
      class_minutes: number[] | null;
      physical: string[] | null;
    }
  >(
    `WITH cand AS MATERIALIZED (
       SELECT resource_id, class_plan_id, class_number, fit_rank, classes, minutes, max_class_minutes, devices, needs_printer, needs_connection
         FROM plan_fit WHERE ${where.join(' AND ')}
        ORDER BY fit_rank <-> ${target} LIMIT ${p(window)}
     ), page AS (
       SELECT c.* FROM cand c
        WHERE c.class_plan_id = 0 OR NOT EXISTS (SELECT 1 FROM cand w WHERE w.resource_id = c.resource_id AND w.class_plan_id = 0)
        ORDER BY c.fit_rank DESC LIMIT ${p(pageSize)}
     )
     SELECT f.resource_id, f.class_plan_id, f.classes, f.minutes, f.max_class_minutes, f.devices, f.needs_printer, f.needs_connection,
            f.class_number, r.cover, rl.title,
            (SELECT cl.name FROM class_plan_locales cl WHERE cl.class_plan_id = f.class_plan_id AND f.class_plan_id <> 0
              ORDER BY (cl.locale = s.content_locale) DESC, array_position(ARRAY['es','en','ca'], cl.locale) LIMIT 1) AS class_name,
            (SELECT array_agg(coalesce(c.minutes_duration, 0) ORDER BY c.class_number) FROM class_plans c
              WHERE c.resource_id = f.resource_id AND c.teacher_enabled AND (f.class_plan_id = 0 OR c.id = f.class_plan_id)
                AND (f.class_plan_id <> 0 OR coalesce(c.minutes_duration, 0) > 0)) AS class_minutes,
            (SELECT array_agg(x.name ORDER BY x.first, x.name) FROM (
               SELECT m.name, min(coalesce(m.class_plan_id, 2147483647)) AS first FROM materials m
                WHERE m.resource_id = f.resource_id AND m.kind = 2 AND m.locale = s.content_locale AND NOT m.global_valuation
                  AND (f.class_plan_id = 0 OR m.class_plan_id = f.class_plan_id)
                GROUP BY m.name) x) AS physical
       FROM page f
       JOIN resources r ON r.id = f.resource_id
       LEFT JOIN explore_search s ON s.resource_id = f.resource_id AND s.ui_locale = ${ui}
       LEFT JOIN resource_locales rl ON rl.resource_id = f.resource_id AND rl.locale = s.content_locale
      ORDER BY f.fit_rank DESC`,
    params,
  );
  return rows.map((x) => ({
    resource_id: x.resource_id,
    class_plan_id: x.class_plan_id,
    classes: x.classes,
    minutes: x.minutes,
    max_class_minutes: x.max_class_minutes,
    devices: x.devices,
    needs_printer: x.needs_printer,
    needs_connection: x.needs_connection,
    title: x.title ?? '',
    cover: x.cover,
    className: x.class_plan_id ? x.class_name : null,
    classNumber: x.class_plan_id ? x.class_number : null,
    classMinutes: (x.class_minutes ?? []).map(Number),
    physical: x.physical ?? [],
  }));
}

const REASON: Record<
  AppLocale,
  {
    classes: (n: number) => string;
    mins: (n: number) => string;
    total: (n: number) => string;
    oneClass: (n: number, name: string) => string;
    needs: (xs: string[]) => string;
    nothing: string;
    and: string;
    printer: string;
    projector: string;
    devicePerGroup: string;
    devicePerStudent: string;
    connection: string;
    more: (n: number) => string;
  }
> = {
  es: {
    classes: (n) => (n === 1 ? '1 clase' : `${n} clases`),
    mins: (n) => `${n} min`,
    total: (n) => `${n} min en total`,
    oneClass: (n, name) => `Clase ${n} (${name})`,
    needs: (xs) => `necesita ${xs.join('')}`,
    nothing: 'no necesita material',
    and: ' y ',
    printer: 'impresora',
    projector: 'proyector',
    devicePerGroup: 'un dispositivo por grupo',
    devicePerStudent: 'un dispositivo por alumno',
    connection: 'conexión a internet',
    more: (n) => `${n} más`,
  },
  en: {
    classes: (n) => (n === 1 ? '1 class' : `${n} classes`),
    mins: (n) => `${n} min`,
    total: (n) => `${n} min in total`,
    oneClass: (n, name) => `Class ${n} (${name})`,
    needs: (xs) => `needs ${xs.join('')}`,
    nothing: 'needs no materials',
    and: ' and ',
    printer: 'a printer',
    projector: 'a projector',
    devicePerGroup: 'one device per group',
    devicePerStudent: 'one device per student',
    connection: 'an internet connection',
    more: (n) => `${n} more`,
  },
  ca: {
    classes: (n) => (n === 1 ? '1 classe' : `${n} classes`),
    mins: (n) => `${n} min`,
    total: (n) => `${n} min en total`,
    oneClass: (n, name) => `Classe ${n} (${name})`,
    needs: (xs) => `necessita ${xs.join('')}`,
    nothing: 'no necessita material',
    and: ' i ',
    printer: 'impressora',
    projector: 'projector',
    devicePerGroup: 'un dispositiu per grup',
    devicePerStudent: 'un dispositiu per alumne',
    connection: 'connexió a internet',
    more: (n) => `${n} més`,
  },
};

/** "a, b and c" in the language. */
function list(xs: string[], and: string): string[] {
  if (xs.length <= 1) return xs;
  return [xs.slice(0, -1).join(', '), and, xs[xs.length - 1]];
}

/** The reason a result fits, e.g. "3 classes × 45 min; needs paper and markers". */
export function reasonOf(
  locale: AppLocale,
  f: {
    classes: number;
    minutes: number;
    classMinutes: number[];
    classNumber?: number | null;
    className?: string | null;
    devices: number;
    needsPrinter: boolean;
    needsConnection: boolean;
    physical: string[];
  },
): string {
  const t = REASON[locale] ?? REASON.es;
  const same = f.classMinutes.length > 0 && f.classMinutes.every((m) => m === f.classMinutes[0]);
  let time: string;
  if (f.classNumber != null) time = `${t.oneClass(f.classNumber, f.className ?? '')}, ${t.mins(f.minutes)}`;
  else if (f.classes === 1) time = `${t.classes(1)}, ${t.mins(f.minutes)}`;
  else
    time = same
      ? `${t.classes(f.classes)} × ${t.mins(f.classMinutes[0])}`
      : `${t.classes(f.classes)}, ${t.total(f.minutes)} (${f.classMinutes.join(' + ')})`;
  const needs: string[] = [];
  const shown = f.physical.slice(0, 3).map((x) => x.toLocaleLowerCase(locale));
  needs.push(...shown);
  if (f.physical.length > 3) needs.push(t.more(f.physical.length - 3));
  if (f.devices > 0) needs.push(t[PLAN_DEVICE_LEVELS[f.devices] as Exclude<PlanDeviceLevel, 'none'>]);
  if (f.needsPrinter) needs.push(t.printer);
  if (f.needsConnection) needs.push(t.connection);
  return `${time}; ${needs.length ? t.needs(list(needs, t.and)) : t.nothing}`;
}

/** What the reason of a result is made of (planPage). */
export interface PlanDetails {
  title: string;
  cover: string | null;
  className: string | null;
  classNumber: number | null;
  classMinutes: number[];
  physical: string[];
}

export function toPlanResult(f: FitRow, d: PlanDetails, available: number, locale: AppLocale): PlanResult {
  return {
    kind: f.class_plan_id ? 'class' : 'resource',
    resourceId: f.resource_id,
    classId: f.class_plan_id || null,
    classNumber: d.classNumber,
    title: d.title,
    className: d.className,
    cover: d.cover,
    classes: f.classes,
    minutes: f.minutes,
    fit: Math.round((f.minutes / Math.max(1, available)) * 100) / 100,
    devices: PLAN_DEVICE_LEVELS[f.devices] ?? 'none',
    needsPrinter: f.needs_printer,
    needsConnection: f.needs_connection,
    reason: reasonOf(locale, {
      classes: f.classes,
      minutes: f.minutes,
      classMinutes: d.classMinutes,
      classNumber: d.classNumber,
      className: d.className,
      devices: f.devices,
      needsPrinter: f.needs_printer,
      needsConnection: f.needs_connection,
      physical: d.physical,
    }),
  };
}

/** A program's title in a language and its cover (none when the program has no such language version). */
export async function programTitleOf(
  db: Db,
  id: number,
  locale: ExploreLocale,
): Promise<{ title: string; cover: string | null } | null> {
  const { rows } = await db.query<{ title: string; cover: string | null }>(
    'SELECT pl.title, p.cover FROM programs p JOIN program_locales pl ON pl.program_id = p.id AND pl.locale = $2 WHERE p.id = $1',
    [id, locale],
  );
  return rows[0] ?? null;
}

/** The resources of a program in its order (every one: the caller's access is checked resource by resource). */
export async function programResourceIds(db: Db, id: number): Promise<number[]> {
  const { rows } = await db.query<{ resource_id: number }>(
    'SELECT resource_id FROM program_resources WHERE program_id = $1 ORDER BY position, resource_id',
    [id],
  );
  return rows.map((r) => r.resource_id);
}
