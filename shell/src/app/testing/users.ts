/** Test users shaped like GET /AccountApi/Me answers for the demo accounts. */
import type { UserInfo } from '@platform/session';

export const DAY = 24 * 3600 * 1000;

export function mkUser(partial: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 1,
    email: 'teacher@demo.test',
    avatar: null,
    primaryRoles: [{ name: 'Teacher' }],
    secondaryRoles: [],
    educationalLevels: [1],
    baseLicenses: [{ code: 3, level: 1 }],
    joinDate: '2024-01-01T00:00:00Z',
    activeKreaLicense: false,
    mainTrial: false,
    schoolId: 10,
    schoolName: 'Demo School',
    ...partial,
  } as UserInfo;
}

export const joinedDaysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY).toISOString();
