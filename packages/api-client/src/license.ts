/**
 * LicenseApi: the quote request of /quote/{license} (stored, sent to support, confirmed to the sender).
 */
import { apiClient } from '@platform/api-client';
import type { RequestQuoteRequest } from '@platform/contracts';

/** POST /LicenseApi/RequestQuote. Silent: the form shows its own error. */
export const requestQuote = (body: Omit<RequestQuoteRequest, 'locale'>) =>
  apiClient.post<{ success: true }>('/LicenseApi/RequestQuote', body, { silent: true }).then((r) => r.data);
