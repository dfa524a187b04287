/**
 * The public student view (/r/{id}, spec platform §2 public routes, §3 student trigger and class fields,
 * §7 ResourceApi GetStudentResource / GetShareableLink). `id` in /r/{id} is a student link: a teacher's share of a
 * resource, or of some of its classes (docs/decisions/0011-student-links.md).
 */
import { z } from 'zod';

const int4Id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /ResourceApi/GetStudentResource?id={linkId}[&classId] — public (no session needed). */
export const studentLinkQuerySchema = z.object({
  /** the link id of /r/{id} */
  id: int4Id,
  /** one class of the link: 404 unless the teacher shared it */
  classId: int4Id.optional(),
});
export type StudentLinkQuery = z.infer<typeof studentLinkQuerySchema>;

/** GET /ResourceApi/GetShareableLink/{id}?classIds — the classes students may see (empty = all). */
export const STUDENT_LINK_ERRORS = {
  classNotInResource: 'CLASS_NOT_IN_RESOURCE',
  notShareable: 'NOT_SHAREABLE',
} as const;

/** The answer of GetShareableLink: the path to send to students, and the link's id and classes. */
export interface StudentLinkDto {
  /** the path, /r/{id} */
  link: string;
  /** the whole address to hand out (the platform's public origin, or the school's white-label host), for copy and QR */
  url: string;
  id: number;
  resourceId: number;
  classIds: number[];
}

/** One of my live student links of a resource (GET /ResourceApi/StudentLinks/{resourceId}), newest first. */
export interface MyStudentLinkDto extends StudentLinkDto {
  createdAt: string;
}
