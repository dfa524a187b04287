/**
 * The calls the shell makes (spec §7). Thin adapters over @platform/api-client's typed calls, so
 * the rest of the shell has one place to look and unit tests mock one module.
 *
 * Not named by the spec, agreed for the shell:
 *   POST /api/v1/LicenseApi/RequestQuote {license, name, email, schoolName, phone, message, locale}
 */
import type { UserInfo } from '@platform/session';
import type { SubdomainInfo } from './guard/decide';

/** @platform/api-client is fetched with the first call: shell pages that make none (login before
 * submitting, the public student view, marketing) do not load it on their first paint. */
const api = () => import('@platform/api-client');

export interface FaqSection {
  id?: number | string;
  name: string;
  [k: string]: unknown;
}
export interface FaqItem {
  id?: number | string;
  question?: string;
  answer?: string;
  [k: string]: unknown;
}

export async function signIn(body: { email: string; password: string }, subdomain?: string | null): Promise<string> {
  const { token } = await (await api()).signIn(body, subdomain);
  return token;
}

export const refreshToken = async (): Promise<string | null> => (await api()).refreshToken();

export const me = async (): Promise<UserInfo> => (await api()).me();

export const logout = async (): Promise<void> => (await api()).logoutCall();

export async function resetPasswordEmail(email: string): Promise<void> {
  await (await api()).resetPasswordEmail(email);
}

export async function resetPassword(body: { userId: string; resetToken: string; newPassword: string }): Promise<void> {
  await (await api()).resetPassword(body);
}

export async function getSubdomain(subdomain: string): Promise<SubdomainInfo | null> {
  const data = (await (await api()).getSubdomain(subdomain)) as unknown;
  const inner = data && typeof data === 'object' && 'data' in (data as object) ? (data as { data: unknown }).data : data;
  return inner && typeof inner === 'object' ? (inner as SubdomainInfo) : null;
}

export async function languageConfiguration(nav: 'es' | 'en' | 'ca', mailing: 'es' | 'en' | 'ca'): Promise<void> {
  await (await api()).languageConfiguration({ DefaultNavigationLanguage: nav, DefaultMailingLanguage: mailing });
}

export async function navigationTutorial(active: boolean): Promise<void> {
  await (await api()).navigationTutorial(active);
}

/** Krea terms: silent (a 403 means no authoring access; callers decide, no global redirect). */
export async function termsAndConditions(): Promise<Record<string, unknown>> {
  const data = (await (await api()).apiClient.get('/krea/Account/TermsAndConditions', { silent: true })).data as unknown;
  const inner = data && typeof data === 'object' && 'data' in (data as object) ? (data as { data: unknown }).data : data;
  return inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {};
}

export async function signTerms(): Promise<void> {
  await (await api()).signKreaTermsAndConditions();
}

export const faqSections = async (): Promise<FaqSection[]> => (await api()).reference.faqSections() as Promise<FaqSection[]>;

export const faqs = async (category: string | number): Promise<FaqItem[]> => (await api()).reference.faqs(category) as Promise<FaqItem[]>;

export async function contact(body: { name: string; email: string; message: string; role: 'teacher' | 'author' }): Promise<void> {
  await (await api()).contact(body);
}

export async function requestQuote(body: { license: string; name: string; email: string; schoolName: string; phone?: string; message?: string }): Promise<void> {
  await (await api()).apiClient.post('/LicenseApi/RequestQuote', body, { silent: true });
}
