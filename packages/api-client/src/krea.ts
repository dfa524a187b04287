/**
 * Krea (krea.md §7): the authoring area's calls. The Krea screens add theirs here, one exported function each.
 */
import { apiClient } from '@platform/api-client';
import type { TermsAndConditionsDto } from '@platform/contracts';

/** GET /krea/Account/TermsAndConditions. Silent by default: a 403 means no authoring access, the caller decides. */
export const termsAndConditions = (opts: { silent?: boolean } = { silent: true }) =>
  apiClient.get<TermsAndConditionsDto>('/krea/Account/TermsAndConditions', opts).then((r) => r.data);

/** POST /krea/Account/TermsAndConditions/sign */
export const signTermsAndConditions = () =>
  apiClient.post<TermsAndConditionsDto>('/krea/Account/TermsAndConditions/sign').then((r) => r.data);
