/**
 * The calls the shell makes (spec §7), from the api-client's group modules. Each group is fetched with
 * the first call that needs it, so shell pages that make none (login before submitting, the public
 * student view, marketing) do not load it on their first paint.
 */
import type {
  AppLocale,
  ExternalProvidersDto,
  InvitedTrialUsersDto,
  UserExistsInSchoolDto,
  FaqDto,
  FaqSectionDto,
  RequestQuoteRequest,
  RequestTrialInformationRequest,
  SubdomainInfoDto,
  TermsAndConditionsDto,
  UserInfoDto,
} from '@platform/contracts';

const account = () => import('@platform/api-client/account');
// the session's calls: a returning user's start (RefreshToken + Me) loads these, not the whole AccountApi group
const session = () => import('@platform/api-client/account-session');
const reference = () => import('@platform/api-client/reference');
const krea = () => import('@platform/api-client/krea');

export const signIn = async (body: { email: string; password: string }, subdomain?: string | null): Promise<string> =>
  (await (await session()).signIn(body, subdomain)).token;
export const refreshToken = async (): Promise<string | null> => (await session()).refreshToken();
export const me = async (): Promise<UserInfoDto> => (await session()).me();
export const logout = async (): Promise<void> => (await session()).logout();

export async function resetPasswordEmail(email: string): Promise<void> {
  await (await account()).resetPasswordEmail(email);
}
export async function resetPassword(body: { userId: string; resetToken: string; newPassword: string }): Promise<void> {
  await (await account()).resetPassword(body);
}
export const getSubdomain = async (subdomain: string): Promise<SubdomainInfoDto> =>
  (await account()).getSubdomain(subdomain);

export async function languageConfiguration(nav: AppLocale, mailing: AppLocale): Promise<void> {
  await (await account()).languageConfiguration({ DefaultNavigationLanguage: nav, DefaultMailingLanguage: mailing });
}
export async function navigationTutorial(active: boolean): Promise<void> {
  await (await account()).navigationTutorial(active);
}

/** Krea terms: silent (a 403 means no authoring access; callers decide, no global redirect). */
export const termsAndConditions = async (): Promise<TermsAndConditionsDto> => (await krea()).termsAndConditions();
export async function signTerms(): Promise<void> {
  await (await krea()).signTermsAndConditions();
}

export const faqSections = async (): Promise<FaqSectionDto[]> => (await reference()).faqSections();
export const faqs = async (category: string | number): Promise<FaqDto[]> => (await reference()).faqs(category);

export async function contact(body: {
  name: string;
  email: string;
  message: string;
  role: 'teacher' | 'author';
}): Promise<void> {
  await (await import('@platform/api-client/email')).contact(body);
}
export async function requestQuote(body: Omit<RequestQuoteRequest, 'locale'>): Promise<void> {
  await (await import('@platform/api-client/license')).requestQuote(body);
}

// ---- trial invitations and freemium (registration) ----------------------------------------------
export const getInvitedTrialUsers = async (): Promise<InvitedTrialUsersDto> => (await account()).getInvitedTrialUsers();
export const userExistsInSchool = async (email: string): Promise<UserExistsInSchoolDto> =>
  (await account()).userExistsInSchool(email);
export const sendTrialUsersInvitation = async (emails: string[]): Promise<InvitedTrialUsersDto> =>
  (await account()).sendTrialUsersInvitation(emails);
export async function requestFreemiumLicense(): Promise<void> {
  await (await account()).requestFreemiumLicense();
}
export async function requestTrialInformation(body: RequestTrialInformationRequest): Promise<void> {
  await (await account()).requestTrialInformation(body);
}

// ---- external sign-in (ADR 0024, 0026) -----------------------------------------------------------
export const externalProviders = async (): Promise<ExternalProvidersDto> => (await account()).externalProviders();
export const externalLogin = async (provider: 'google' | 'microsoft', idToken: string): Promise<string> =>
  (await (await account()).externalLogin(provider, idToken)).token;
/** The nonce the server issued to this browser for the next authorization request (ADR 0049). */
export const externalNonce = async (): Promise<string> => (await account()).externalNonce();
