/**
 * Completeness rules of used content (spec §4): toggling a class, a resource or all content; a resource is complete
 * when all its classes are used; the program only when every class of every resource is.
 */
import type { UsedContentRecordInput } from '@platform/contracts';

export interface UcResource {
  resourceId: number;
  classPlans: Array<{ id: number }>;
}
export type Selection = Record<number, Set<number>>;

export const resourceComplete = (r: UcResource, sel: Selection) =>
  r.classPlans.length > 0 && r.classPlans.every((c) => sel[r.resourceId]?.has(c.id));
export const programComplete = (rs: UcResource[], sel: Selection) =>
  rs.length > 0 && rs.every((r) => resourceComplete(r, sel));
export const anySelected = (sel: Selection) => Object.values(sel).some((s) => s.size > 0);

export function toggleClass(sel: Selection, resourceId: number, classId: number): Selection {
  const next = new Set(sel[resourceId] ?? []);
  if (next.has(classId)) next.delete(classId);
  else next.add(classId);
  return { ...sel, [resourceId]: next };
}
export function toggleResource(sel: Selection, r: UcResource): Selection {
  return { ...sel, [r.resourceId]: resourceComplete(r, sel) ? new Set() : new Set(r.classPlans.map((c) => c.id)) };
}
export function toggleAll(sel: Selection, rs: UcResource[]): Selection {
  const all = programComplete(rs, sel);
  return Object.fromEntries(
    rs.map((r) => [r.resourceId, all ? new Set<number>() : new Set(r.classPlans.map((c) => c.id))]),
  );
}

/** Step 1 of the flow (krea §3): school, academic course, month and year, experience text. */
export interface UseDetails {
  schoolId?: number;
  course?: { id: number; academicGrade?: { id: number } };
  month?: number;
  year?: number;
  experience?: string;
}

export function toPayload(
  programId: number,
  rs: UcResource[],
  sel: Selection,
  details: UseDetails = {},
): UsedContentRecordInput {
  const experience = details.experience?.trim();
  return {
    educationalProgramId: programId,
    educationalProgramCompleted: programComplete(rs, sel),
    ...(details.course
      ? {
          academicCourse: {
            id: details.course.id,
            ...(details.course.academicGrade?.id ? { academicGrade: { id: details.course.academicGrade.id } } : {}),
          },
        }
      : {}),
    ...(details.schoolId ? { schoolId: details.schoolId } : {}),
    ...(details.month && details.year ? { month: details.month, year: details.year } : {}),
    ...(experience ? { experience } : {}),
    usedContentRecordResources: rs
      .filter((r) => (sel[r.resourceId]?.size ?? 0) > 0)
      .map((r) => ({
        resourceId: r.resourceId,
        resourceCompleted: resourceComplete(r, sel),
        classPlanIds: [...sel[r.resourceId]],
      })),
  };
}

/** Months a use may be registered for: this one and back to January of USED_CONTENT_YEARS_BACK years ago; never the future. */
export function monthChoices(now: Date, yearsBack: number): Array<{ month: number; year: number }> {
  const out: Array<{ month: number; year: number }> = [];
  for (let y = now.getFullYear(); y >= now.getFullYear() - yearsBack; y--) {
    for (let m = y === now.getFullYear() ? now.getMonth() + 1 : 12; m >= 1; m--) out.push({ month: m, year: y });
  }
  return out;
}
