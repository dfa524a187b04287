/** Krea resource store helpers every part of the service uses: order, dates, names, errors, the levels and review state. */
import { type ReviewState } from '@platform/contracts';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';

export type ResourceLevel = 'owner' | 'editor' | 'commenter';
export type ResourceNeed = 'read' | 'edit' | 'owner';
export const ORDER = `array_position(ARRAY['es','en','ca'], locale)`;
export const iso = (d: string | Date) => new Date(d).toISOString();
export const fullName = (name: string | null, surname: string | null, email: string | null) =>
  [name, surname].filter(Boolean).join(' ') || email || '';
export const bad = (message: string, code: string, path = '') =>
  ApiError.badRequest(message, [{ path, message }], code);
export const notFound = () => ApiError.notFound('Resource not found');

/** The review state of a resource language: published (status 1) is approved whatever the column says (catalogue rows). */
export const reviewStateOf = (l: { status: number; review_state?: string | null }): ReviewState =>
  l.status === 1 ? 'approved' : l.review_state === 'inReview' ? 'inReview' : 'draft';
/** Approving authors and admins publish directly and review the others' resources of their school group. */
export const isApproverOf = (user: AuthUser) => hasRole(user, 'ApprovingAuthor', 'Admin');
