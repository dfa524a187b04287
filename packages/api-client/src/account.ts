/**
 * AccountApi (spec §7): sign-in, tokens, user info and profile, preferences, password reset, white-label
 * subdomains, and the search suggestions and facet lists served under AccountApi.
 */
import { apiClient, type ApiClient } from '@platform/api-client';
import type {
  AppLocale,
  ChangeSchoolResult,
  CustomizedFieldDto,
  RequestTrialInformationRequest,
  SchoolInvitationDto,
  FacetCount,
  LanguageConfigurationDto,
  Paged,
  ResetPasswordRequest,
  SubdomainInfoDto,
  SuggestionDto,
  TokenResponse,
  UserProfileDto,
  AuthorProfileDto,
  AuthorProfileRequest,
  EditProfileRequest,
  InviteUserRequest,
  InviteUserResult,
  ProfileExtrasDto,
  ResendInvitationResult,
  AcceptExternalInvitationRequest,
  AcceptInvitationRequest,
  TrialSchoolDto,
  ConfirmTrialEmailResult,
  ExternalNonceDto,
  ExternalProvidersDto,
  ExternalUserInfoDto,
  InvitedTrialUsersDto,
  InvitedUserInfoDto,
  RegisterExternalTrialUserRequest,
  RegisterTrialUserRequest,
  RegisterTrialUserResult,
  RequestFreemiumLicenseResult,
  UserExistsDto,
  UserExistsInSchoolDto,
  ConfirmEmailChangeResult,
  RequestToJoinTrialSchoolRequest,
  TrialJoinRequestDto,
  TrialJoinRequestResult,
} from '@platform/contracts';
import { commaLists, type ApiQuery } from './params';

const A = '/AccountApi';

// the calls of a session's start and end live in ./account-session (a returning user's start loads only those)
export { signIn, refreshToken, logout, me } from './account-session';

/** GET /AccountApi/UserProfile (spec §3 Profile). */
export const userProfile = () => apiClient.get<UserProfileDto>(`${A}/UserProfile`).then((r) => r.data);

/** POST /AccountApi/LanguageConfiguration?DefaultMailingLanguage=&DefaultNavigationLanguage= */
export const languageConfiguration = (p: Partial<LanguageConfigurationDto>) =>
  apiClient
    .post<LanguageConfigurationDto>(`${A}/LanguageConfiguration`, undefined, { params: { ...p }, ignoreLocale: true })
    .then((r) => r.data);

/** POST /AccountApi/NavigationTutorial {status}: the onboarding tour is (not) to be shown again. */
export const navigationTutorial = (status: boolean) =>
  apiClient.post<{ navigationTutorial: boolean }>(`${A}/NavigationTutorial`, { status }).then((r) => r.data);

/** PUT /AccountApi/NotificationLastSeen: every notification until now counts as seen. */
export const notificationLastSeen = (opts: { silent?: boolean } = {}) =>
  apiClient
    .put<{ notificationLastSeen: string | null }>(`${A}/NotificationLastSeen`, undefined, opts)
    .then((r) => r.data);

/** POST /AccountApi/ResetPasswordEmail {email}. Rejects with ApiError (404 unknown user, 400 no school); silent. */
export const resetPasswordEmail = (email: string) =>
  apiClient.post<{ success: true }>(`${A}/ResetPasswordEmail`, { email }, { silent: true }).then((r) => r.data);

/** POST /AccountApi/ResetPassword {userId, resetToken, newPassword}. */
export const resetPassword = (p: Omit<ResetPasswordRequest, 'locale'>) =>
  apiClient.post<{ success: true }>(`${A}/ResetPassword`, p).then((r) => r.data);

/** GET /AccountApi/GetSubdomain?subdomain= (white-label host: name, logos, licence status). */
export const getSubdomain = (subdomain: string) =>
  apiClient.get<SubdomainInfoDto>(`${A}/GetSubdomain`, { params: { subdomain } }).then((r) => r.data);

// ---- search suggestions and facets (served under AccountApi, spec §7) ------------------------------
/** Popular topics and titles, shown while the search box is focused and empty (in `locale` when given). */
export const availableSuggestions = (locale?: AppLocale) =>
  apiClient
    .get<Paged<SuggestionDto>>(`${A}/AvailableSuggestions`, {
      params: { pageNumber: 0, pageSize: 10, ...(locale ? { locale } : {}) },
    })
    .then((r) => r.data);

/** Suggestions for a typed text: resources, programs, topics and provider folders. */
export const availableSearchSuggestions = (search: string) =>
  apiClient
    .get<Paged<SuggestionDto>>(`${A}/AvailableSearchSuggestions`, { params: { search, pageNumber: 0, pageSize: 10 } })
    .then((r) => r.data);

export type FacetList = 'Topics' | 'Months' | 'Skills' | 'ODS' | 'AgeRanges' | 'Subjects';
/**
 * GET /AccountApi/Available{Topics|Months|…}: the values of one facet with their counts under a filter. `client`: the
 * platform's one by default; a server render passes its own (ADR 0053).
 */
export const available = (facet: FacetList, filter: ApiQuery = {}, client: ApiClient = apiClient) =>
  client.get<FacetCount[]>(`${A}/Available${facet}`, { params: commaLists(filter) }).then((r) => r.data);

// ---------------------------------------------------------------- profile and team (mf-profile-team)
/** PUT /AccountApi/Edit: my profile; answers the refreshed UserProfile. */
export const editProfile = (body: EditProfileRequest) =>
  apiClient.put<UserProfileDto>(`${A}/Edit`, body, { silent: true }).then((r) => r.data);
/** GET /AccountApi/ProfileExtras: phone country and the §5 fields still missing. */
export const profileExtras = () => apiClient.get<ProfileExtrasDto>(`${A}/ProfileExtras`).then((r) => r.data);
/** GET /AccountApi/AuthorProfile: my author card (authors only). */
export const authorProfile = () => apiClient.get<AuthorProfileDto>(`${A}/AuthorProfile`).then((r) => r.data);
/** PUT /AccountApi/AuthorProfile */
export const editAuthorProfile = (body: AuthorProfileRequest) =>
  apiClient.put<AuthorProfileDto>(`${A}/AuthorProfile`, body, { silent: true }).then((r) => r.data);
/** POST /AccountApi/InviteUser { schoolId, emails, role, educationalLevelIds } */
export const inviteUser = (body: InviteUserRequest) =>
  apiClient.post<InviteUserResult>(`${A}/InviteUser`, body, { silent: true }).then((r) => r.data);
/** POST /AccountApi/ResendInvitation?schoolId= { userIds } */
export const resendInvitation = (schoolId: number, userIds: number[]) =>
  apiClient
    .post<ResendInvitationResult>(`${A}/ResendInvitation`, { userIds }, { params: { schoolId }, silent: true })
    .then((r) => r.data);
/** GET /AccountApi/PositionsForUser: the positions I may choose. */
export const positionsForUser = () =>
  apiClient.get<Array<{ id: number; key: string; name: string }>>(`${A}/PositionsForUser`).then((r) => r.data);

// ---------------------------------------------------------------- registration (trial, invitations, freemium, external sign-in)
/** GET /AccountApi/UserExists?email= (public, rate-limited): is the email registered? */
export const userExists = (email: string) =>
  apiClient.get<UserExistsDto>(`${A}/UserExists`, { params: { email }, silent: true }).then((r) => r.data);
/** POST /AccountApi/RegisterTrialUser: 201 { userId, email }; the confirmation link is emailed. */
export const registerTrialUser = (body: RegisterTrialUserRequest) =>
  apiClient.post<RegisterTrialUserResult>(`${A}/RegisterTrialUser`, body, { silent: true }).then((r) => r.data);
/** POST /AccountApi/ConfirmTrialEmail { userId, token }: 400 INVALID_TOKEN, 409 TOKEN_USED, 410 TOKEN_EXPIRED. */
export const confirmTrialEmail = (userId: number, token: string) =>
  apiClient
    .post<ConfirmTrialEmailResult>(`${A}/ConfirmTrialEmail`, { userId, token }, { silent: true })
    .then((r) => r.data);
/** GET /AccountApi/GetInvitedUserInfo?token= (404 INVALID_TOKEN for unknown or used links). */
export const getInvitedUserInfo = (token: string) =>
  apiClient.get<InvitedUserInfoDto>(`${A}/GetInvitedUserInfo`, { params: { token }, silent: true }).then((r) => r.data);
/** POST /AccountApi/AcceptInvitation: registers and answers the access token (the refresh cookie is set). */
export const acceptInvitation = (body: AcceptInvitationRequest) =>
  apiClient.post<TokenResponse>(`${A}/AcceptInvitation`, body, { silent: true }).then((r) => r.data);
/** POST /AccountApi/AcceptExternalInvitation: the same with a Google / Microsoft ID token. */
export const acceptExternalInvitation = (body: AcceptExternalInvitationRequest) =>
  apiClient.post<TokenResponse>(`${A}/AcceptExternalInvitation`, body, { silent: true }).then((r) => r.data);
/** POST /AccountApi/RequestInvitationResend { token } (the expired-token page: the expired link's own token). */
export const requestInvitationResend = (token: string) =>
  apiClient.post<{ success: true }>(`${A}/RequestInvitationResend`, { token }, { silent: true }).then((r) => r.data);
/** GET /AccountApi/GetInvitedTrialUsers (main trial user). */
export const getInvitedTrialUsers = () =>
  apiClient.get<InvitedTrialUsersDto>(`${A}/GetInvitedTrialUsers`).then((r) => r.data);
/** GET /AccountApi/UserExistsInSchool?email= (main trial user). */
export const userExistsInSchool = (email: string) =>
  apiClient
    .get<UserExistsInSchoolDto>(`${A}/UserExistsInSchool`, { params: { email }, silent: true })
    .then((r) => r.data);
/** POST /AccountApi/SendTrialUsersInvitation { emails }: the refreshed list. */
export const sendTrialUsersInvitation = (emails: string[]) =>
  apiClient
    .post<InvitedTrialUsersDto>(`${A}/SendTrialUsersInvitation`, { emails }, { silent: true })
    .then((r) => r.data);
/** POST /AccountApi/RequestFreemiumLicense: every trial account of my school gets the freemium licence. */
export const requestFreemiumLicense = () =>
  apiClient.post<RequestFreemiumLicenseResult>(`${A}/RequestFreemiumLicense`, {}, { silent: true }).then((r) => r.data);
/** POST /AccountApi/RequestToJoinTrialSchool: 202; the school's main trial user is asked to invite me (ADR 0048). */
export const requestToJoinTrialSchool = (body: RequestToJoinTrialSchoolRequest) =>
  apiClient.post<TrialJoinRequestResult>(`${A}/RequestToJoinTrialSchool`, body, { silent: true }).then((r) => r.data);
/** GET /AccountApi/TrialJoinRequests (main trial user): requests to join my trial school waiting for an answer. */
export const trialJoinRequests = () =>
  apiClient.get<TrialJoinRequestDto[]>(`${A}/TrialJoinRequests`).then((r) => r.data);
/** POST /AccountApi/TrialJoinRequests/{id}/Invite: sends the requester a trial invitation; the refreshed list. */
export const inviteTrialJoinRequest = (id: number) =>
  apiClient.post<InvitedTrialUsersDto>(`${A}/TrialJoinRequests/${id}/Invite`, {}, { silent: true }).then((r) => r.data);
/** POST /AccountApi/TrialJoinRequests/{id}/Decline */
export const declineTrialJoinRequest = (id: number) =>
  apiClient.post<{ success: true }>(`${A}/TrialJoinRequests/${id}/Decline`, {}, { silent: true }).then((r) => r.data);
/** POST /AccountApi/ConfirmEmailChange { token }: 400 INVALID_TOKEN, 409 TOKEN_USED / EMAIL_TAKEN, 410 TOKEN_EXPIRED. */
export const confirmEmailChange = (token: string) =>
  apiClient.post<ConfirmEmailChangeResult>(`${A}/ConfirmEmailChange`, { token }, { silent: true }).then((r) => r.data);
/** GET /AccountApi/ExternalProviders: configured Google / Microsoft client ids (null: no button). */
export const externalProviders = () =>
  apiClient.get<ExternalProvidersDto>(`${A}/ExternalProviders`, { silent: true }).then((r) => r.data);
export type ExternalProviderName = 'google' | 'microsoft';
const providerPath = (p: ExternalProviderName) => (p === 'google' ? 'Google' : 'Microsoft');
/**
 * POST /AccountApi/ExternalNonce: the nonce the authorization request must carry (bound to this browser by an httpOnly
 * cookie, single use; ADR 0049).
 */
export const externalNonce = () =>
  apiClient
    .post<ExternalNonceDto>(`${A}/ExternalNonce`, undefined, { ignoreLocale: true, silent: true })
    .then((r) => r.data.nonce);
/**
 * POST /AccountApi/External{Google|Microsoft}Login { token } (JSON body only): 404 EXTERNAL_NOT_REGISTERED for an
 * unknown identity, 403 EXTERNAL_EMAIL_UNVERIFIED when the provider does not vouch for the email.
 */
export const externalLogin = (provider: ExternalProviderName, token: string) =>
  apiClient
    .post<TokenResponse>(`${A}/External${providerPath(provider)}Login`, { token }, { silent: true })
    .then((r) => r.data);
/** GET /AccountApi/External{Google|Microsoft}Info?token=: email and name to prefill the trial form. */
export const externalInfo = (provider: ExternalProviderName, token: string) =>
  apiClient
    .get<ExternalUserInfoDto>(`${A}/External${providerPath(provider)}Info`, { params: { token }, silent: true })
    .then((r) => r.data);
/** POST /AccountApi/RegisterExternalTrialUser: creates the trial account and answers the access token. */
export const registerExternalTrialUser = (body: RegisterExternalTrialUserRequest) =>
  apiClient.post<TokenResponse>(`${A}/RegisterExternalTrialUser`, body, { silent: true }).then((r) => r.data);
/** GET /AccountApi/PositionsForNewUser?roleName= (public): positions offered when registering. */
export const positionsForNewUser = (roleName?: 'Teacher' | 'Trial' | 'Manager') =>
  apiClient
    .get<Array<{ id: number; key: string; name: string }>>(`${A}/PositionsForNewUser`, {
      params: roleName ? { roleName } : {},
    })
    .then((r) => r.data);
/** GET /AccountApi/SearchTrialSchools?name=: existing trial schools (3+ characters) a colleague can join on /trial. */
export const searchTrialSchools = (name: string) =>
  apiClient.get<TrialSchoolDto[]>(`${A}/SearchTrialSchools`, { params: { name }, silent: true }).then((r) => r.data);

/** GET /AccountApi/SchoolInvitations: invitations of my account to other schools, still pending. */
export const schoolInvitations = () =>
  apiClient.get<SchoolInvitationDto[]>(`${A}/SchoolInvitations`).then((r) => r.data);
/** POST /AccountApi/ChangeSchool { schoolId }: switch to a school of mine, or accept its pending invitation. */
export const changeSchool = (schoolId: number) =>
  apiClient.post<ChangeSchoolResult>(`${A}/ChangeSchool`, { schoolId }, { silent: true }).then((r) => r.data);
/** POST /AccountApi/DeclineSchoolInvitation { invitationId } */
export const declineSchoolInvitation = (invitationId: number) =>
  apiClient
    .post<{ declined: number }>(`${A}/DeclineSchoolInvitation`, { invitationId }, { silent: true })
    .then((r) => r.data);
/** POST /AccountApi/RequestTrialInformation { topic, phone?, message? } (trial, admin): 202. */
export const requestTrialInformation = (body: RequestTrialInformationRequest) =>
  apiClient.post<{ ok: true }>(`${A}/RequestTrialInformation`, body, { silent: true }).then((r) => r.data);
/** GET /AccountApi/CustomizedFields: custom Krea fields of my school group (and global ones) with their options. */
export const customizedFields = () => apiClient.get<CustomizedFieldDto[]>(`${A}/CustomizedFields`).then((r) => r.data);
