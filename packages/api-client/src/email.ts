/**
 * EmailApi (spec §7): the contact forms (limited per IP by the server).
 */
import { apiClient } from '@platform/api-client';
import type { ContactRequest, FoundationContactRequest } from '@platform/contracts';

export const contact = (body: Omit<ContactRequest, 'locale'>) =>
  apiClient.post<{ success: true }>('/EmailApi/Contact', body).then((r) => r.data);
export const foundationContact = (body: Omit<FoundationContactRequest, 'locale'>) =>
  apiClient.post<{ success: true }>('/EmailApi/FoundationContact', body).then((r) => r.data);
