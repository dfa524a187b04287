/** Completeness rules of used content (spec §4): a resource is complete when all its classes are used; the program when every class of every resource is. */
export interface UcResource { resourceId: number; classPlans: Array<{ id: number }> }
export type Selection = Record<number, Set<number>>;

export const resourceComplete = (r: UcResource, sel: Selection) => r.classPlans.length > 0 && r.classPlans.every((c) => sel[r.resourceId]?.has(c.id));
export const programComplete = (rs: UcResource[], sel: Selection) => rs.length > 0 && rs.every((r) => resourceComplete(r, sel));
export const anySelected = (sel: Selection) => Object.values(sel).some((s) => s.size > 0);

export function toggleClass(sel: Selection, resourceId: number, classId: number): Selection {
  const next = new Set(sel[resourceId] ?? []);
  if (next.has(classId)) next.delete(classId); else next.add(classId);
  return { ...sel, [resourceId]: next };
}
export function toggleResource(sel: Selection, r: UcResource): Selection {
  return { ...sel, [r.resourceId]: resourceComplete(r, sel) ? new Set() : new Set(r.classPlans.map((c) => c.id)) };
}
export function toggleAll(sel: Selection, rs: UcResource[]): Selection {
  const all = programComplete(rs, sel);
  return Object.fromEntries(rs.map((r) => [r.resourceId, all ? new Set<number>() : new Set(r.classPlans.map((c) => c.id))]));
}
export function toPayload(programId: number, rs: UcResource[], sel: Selection, course?: { id: number; academicGrade?: { id: number } }) {
  return {
    educationalProgramId: programId,
    educationalProgramCompleted: programComplete(rs, sel),
    ...(course ? { academicCourse: { id: course.id, ...(course.academicGrade?.id ? { academicGrade: { id: course.academicGrade.id } } : {}) } } : {}),
    usedContentRecordResources: rs.filter((r) => (sel[r.resourceId]?.size ?? 0) > 0).map((r) => ({
      resourceId: r.resourceId, resourceCompleted: resourceComplete(r, sel), classPlanIds: [...sel[r.resourceId]],
    })),
  };
}
