import { useAtomValue } from 'jotai';
import { hasPrimaryRole, hasSecondaryRole, isProviderStaff, isTrial, sessionStore, userInfoAtom, type UserInfo } from '@platform/session';

/** Roles the API lets register used content (AcademicCourseApi/UsedContentRecord): Teacher, Manager, Admin; never Trial or provider staff. */
export const USED_CONTENT_ROLES = ['Teacher', 'Manager', 'Admin'] as const;

export function canRegisterUsedContent(u: UserInfo | null | undefined): boolean {
  if (!u || isTrial(u) || isProviderStaff(u)) return false;
  return USED_CONTENT_ROLES.some((r) => hasPrimaryRole(u, r) || hasSecondaryRole(u, r));
}

/** The signed-in user (the platform's one session store). */
export const useUserInfo = (): UserInfo | null => useAtomValue(userInfoAtom, { store: sessionStore });
