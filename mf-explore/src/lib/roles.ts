import { hasPrimaryRole, hasSecondaryRole, isProviderStaff, isTrial, type UserInfo } from '@platform/session';

export { useUserInfo } from '@platform/session';

/** Roles the API lets register used content (AcademicCourseApi/UsedContentRecord): Teacher, Manager, Admin; never Trial or provider staff. */
export const USED_CONTENT_ROLES = ['Teacher', 'Manager', 'Admin'] as const;

export function canRegisterUsedContent(u: UserInfo | null | undefined): boolean {
  if (!u || isTrial(u) || isProviderStaff(u)) return false;
  return USED_CONTENT_ROLES.some((r) => hasPrimaryRole(u, r) || hasSecondaryRole(u, r));
}
