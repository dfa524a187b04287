import { hasPrimaryRole, isProviderStaff, isTrial, type UserInfo } from '@platform/session';

/** Register-use is for school staff: the API refuses trial users and provider staff (403). */
export function canRegister(u: UserInfo | null | undefined): boolean {
  return !!u && !isTrial(u) && !isProviderStaff(u) && ['Teacher', 'Manager', 'Admin'].some((r) => hasPrimaryRole(u, r));
}
