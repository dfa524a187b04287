import type { RedirectMarker } from '../api/types';
export const isRedirectMarker = (v: unknown): v is RedirectMarker => !!v && typeof v === 'object' && 'redirect' in (v as object) && !!(v as RedirectMarker).redirect?.locale;
