/**
 * '@platform/session/testing' — for tests only: a whole `UserInfo` (GET /AccountApi/Me, the contract's
 * type) from the few fields a test cares about, written loosely: roles by name, levels by id, licences as
 * `{ code, level }`, the Krea licence as true/false.
 */
import type {
  BaseLicenseDto,
  IdName,
  KreaLicenseDto,
  LicenseTypeCode,
  UserInfoDto,
  WhitelabelLicenseDto,
} from '@platform/contracts';

type LooseKeys =
  | 'primaryRoles'
  | 'secondaryRoles'
  | 'educationalLevels'
  | 'schoolEducationalLevels'
  | 'schoolGroupEducationalLevels'
  | 'baseLicenses'
  | 'activeKreaLicense'
  | 'activeWhitelabelLicense';
export type TestUserInput = Partial<Omit<UserInfoDto, LooseKeys>> & {
  primaryRoles?: Array<{ name: string; id?: number }>;
  secondaryRoles?: Array<{ name: string; id?: number }>;
  educationalLevels?: Array<number | IdName>;
  schoolEducationalLevels?: Array<number | IdName>;
  schoolGroupEducationalLevels?: Array<number | IdName>;
  baseLicenses?: Array<Partial<BaseLicenseDto> & { code: number; level?: number | null }>;
  activeKreaLicense?: boolean | (Partial<KreaLicenseDto> & { status: number }) | null;
  activeWhitelabelLicense?: (Partial<WhitelabelLicenseDto> & { status: number }) | null;
};

const roles = (list: Array<{ name: string; id?: number }> = []) =>
  list.map((r, i) => ({ id: r.id ?? i + 1, name: r.name }));
const levels = (list: Array<number | IdName> = []): IdName[] =>
  list.map((l) => (typeof l === 'number' ? { id: l, name: `Level ${l}` } : l));

export function testUser(p: TestUserInput = {}): UserInfoDto {
  const {
    primaryRoles,
    secondaryRoles,
    educationalLevels,
    schoolEducationalLevels,
    schoolGroupEducationalLevels,
    baseLicenses,
    activeKreaLicense,
    activeWhitelabelLicense,
    ...rest
  } = p;
  const krea =
    activeKreaLicense === true
      ? { id: 1, status: 1, expiresAt: null }
      : activeKreaLicense
        ? { id: 1, expiresAt: null, ...activeKreaLicense }
        : null;
  return {
    userId: 1,
    email: 'teacher@demo.test',
    name: null,
    surname: null,
    fullName: null,
    avatar: null,
    position: null,
    positionId: null,
    mainTrial: false,
    joinDate: '2024-01-01T00:00:00Z',
    trialDaysLeft: null,
    license: null,
    customLicense: false,
    schoolGroupId: null,
    schoolGroupName: null,
    schoolGroupType: null,
    schoolId: null,
    schoolName: null,
    languageConfiguration: { DefaultMailingLanguage: 'es', DefaultNavigationLanguage: 'es' },
    signedTermsAndCondition: false,
    navigationTutorial: false,
    notificationLastSeen: null,
    kreaAccess: false,
    ...rest,
    primaryRoles: roles(primaryRoles ?? [{ name: 'Teacher' }]),
    secondaryRoles: roles(secondaryRoles),
    educationalLevels: levels(educationalLevels),
    schoolEducationalLevels: levels(schoolEducationalLevels),
    schoolGroupEducationalLevels: levels(schoolGroupEducationalLevels),
    baseLicenses: (baseLicenses ?? []).map((l, i) => ({
      id: i + 1,
      levelName: null,
      expiresAt: null,
      ...l,
      code: l.code as LicenseTypeCode,
      level: l.level ?? null,
    })),
    activeKreaLicense: krea as KreaLicenseDto | null,
    activeWhitelabelLicense: activeWhitelabelLicense
      ? ({
          id: 1,
          whitelabelLicenseConfiguration: { largeLogo: null, smallLogo: null, subdomain: null },
          ...activeWhitelabelLicense,
        } as WhitelabelLicenseDto)
      : null,
  };
}
