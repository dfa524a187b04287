/** A fake of the shared API client for component tests: routes → handlers, every call recorded. */
import { apiClient, ApiError, type ApiRequestOptions, type ApiResponse } from '@platform/api-client';
import { sessionStore, userInfoAtom, type UserInfo } from '@platform/session';

export interface Call {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
}
type Handler = (c: Call) => unknown;

export const calls: Call[] = [];
const routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = [];

export function on(method: string, pattern: RegExp, handler: Handler | unknown): void {
  routes.unshift({ method, pattern, handler: typeof handler === 'function' ? (handler as Handler) : () => handler });
}
export function resetApi(): void {
  calls.length = 0;
  routes.length = 0;
}

async function handle(
  method: string,
  url: string,
  params?: Record<string, unknown>,
  body?: unknown,
): Promise<ApiResponse> {
  const c: Call = { method, url, params, body };
  calls.push(c);
  const r = routes.find((x) => x.method === method && x.pattern.test(url));
  if (!r) throw new ApiError(404, 'NOT_FOUND', `no fake for ${method} ${url}`);
  const data = await r.handler(c);
  if (data instanceof ApiError) throw data;
  return { data, status: 200, headers: {} };
}
export function installFakeApi(): void {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((url: string, cfg: ApiRequestOptions = {}) =>
      handle('GET', url, cfg.params as Record<string, unknown> | undefined)) as typeof apiClient.get);
  jest
    .spyOn(apiClient, 'post')
    .mockImplementation(((url: string, body?: unknown) =>
      handle('POST', url, undefined, body)) as typeof apiClient.post);
  jest
    .spyOn(apiClient, 'put')
    .mockImplementation(((url: string, body?: unknown) => handle('PUT', url, undefined, body)) as typeof apiClient.put);
  jest
    .spyOn(apiClient, 'delete')
    .mockImplementation(((url: string) => handle('DELETE', url)) as typeof apiClient.delete);
}

export function signedIn(over: Partial<UserInfo> = {}): UserInfo {
  const u = {
    userId: 10,
    email: 'marta@demo.test',
    name: 'Marta',
    surname: 'Manager',
    fullName: 'Marta Manager',
    avatar: null,
    primaryRoles: [{ id: 2, name: 'Manager' }],
    secondaryRoles: [],
    position: null,
    positionId: null,
    educationalLevels: [],
    schoolEducationalLevels: [],
    schoolGroupEducationalLevels: [],
    mainTrial: false,
    joinDate: '2026-01-01T00:00:00Z',
    trialDaysLeft: null,
    baseLicenses: [],
    license: null,
    customLicense: false,
    activeKreaLicense: null,
    activeWhitelabelLicense: null,
    schoolGroupId: 1,
    schoolGroupName: 'Grupo Demo',
    schoolGroupType: 1,
    schoolId: 5,
    schoolName: 'Colegio Norte',
    languageConfiguration: { DefaultMailingLanguage: 'es', DefaultNavigationLanguage: 'es' },
    signedTermsAndCondition: true,
    navigationTutorial: false,
    notificationLastSeen: null,
    kreaAccess: false,
    ...over,
  } as UserInfo;
  sessionStore.set(userInfoAtom, u);
  return u;
}

export const levels = [
  { id: 1, name: 'Primaria' },
  { id: 2, name: 'Secundaria' },
];
export const profileDto = (over: Record<string, unknown> = {}) => ({
  userProfile: {
    userVO: {
      userId: 10,
      email: 'marta@demo.test',
      name: 'Marta',
      surname: 'Manager',
      fullName: 'Marta Manager',
      avatar: null,
      cellPhoneNumber: null,
      bio: null,
      position: { id: 1, name: 'Director/a' },
      educationalLevels: [levels[0]],
      subjects: [],
      subjectsLabel: null,
      primaryRoles: [{ id: 2, name: 'Manager' }],
      secondaryRoles: [],
      ...over,
    },
    schoolGroupVO: { id: 1, name: 'Grupo Demo', picture: null, educationalLevels: levels, currentSchool: null },
  },
  profileComplete: false,
});
export const schoolDto = (over: Record<string, unknown> = {}) => ({
  id: 5,
  name: 'Colegio Norte',
  address: 'Calle Mayor 1',
  email: 'norte@demo.test',
  centreKey: 'K-1',
  studentsBand: 3,
  educationalLevels: levels,
  networkName: 'Red Demo',
  avatar: null,
  schoolGroupId: 1,
  schoolGroupName: 'Grupo Demo',
  managers: [{ userId: 10, name: 'Marta Manager', email: 'marta@demo.test', avatar: null }],
  teamCount: 3,
  canEdit: true,
  ...over,
});
export const member = (
  userId: number,
  name: string,
  invitationStatus: 'confirmed' | 'pending' | 'canceled',
  role = 'Teacher',
) => ({
  userId,
  name,
  email: `${name.toLowerCase().replace(/\s/g, '.')}@demo.test`,
  avatar: null,
  role,
  state: role === 'Manager' ? 2 : 3,
  educationalLevels: [levels[0]],
  invitationStatus,
  invitationSent: null,
  invitationExpiresAt: null,
});
