/** Test users shaped like GET /AccountApi/Me answers for the demo accounts. */
import type { SubdomainInfoDto } from '@platform/contracts';
import type { UserInfo } from '@platform/session';
import { testUser, type TestUserInput } from '@platform/session/testing';

export const DAY = 24 * 3600 * 1000;

export function mkUser(partial: TestUserInput = {}): UserInfo {
  return testUser({
    userId: 1,
    email: 'teacher@demo.test',
    primaryRoles: [{ name: 'Teacher' }],
    educationalLevels: [1],
    baseLicenses: [{ code: 3, level: 1 }],
    joinDate: '2024-01-01T00:00:00Z',
    activeKreaLicense: false,
    schoolId: 10,
    schoolName: 'Demo School',
    ...partial,
  });
}

export const joinedDaysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY).toISOString();

/** GET /AccountApi/GetSubdomain answers for tests: `status` is the white-label licence status (1 active). */
export function mkSubdomain(p: Partial<SubdomainInfoDto> & { status?: 1 | 2 | 3 } = {}): SubdomainInfoDto {
  const { status = 1, ...rest } = p;
  return {
    subdomain: 'demo-school',
    name: 'Demo School',
    smallLogo: null,
    largeLogo: null,
    schoolId: 10,
    schoolGroupId: 1,
    licenseStatus: status,
    active: status === 1,
    ...rest,
  };
}
