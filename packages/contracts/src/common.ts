/**
 * Common contract pieces (spec platform §7 base rules, §8 errors, §9 languages and paging).
 */
import { z } from 'zod';

/** Enabled short locale codes (spec §9). Spanish is the default. */
export const LOCALES = ['es', 'en', 'ca'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'es';
/** Numeric language codes of spec §9 (ES_AR 1, EN_US 2, ES_CA 3; 4-6 defined but not enabled). */
export const LANGUAGE_CODES = { es: 1, en: 2, ca: 3 } as const;

/**
 * Normalises what clients send as a locale: `es`, `EN`, `en-US`, `ca_ES`, `es-ES`, `ES_CA` (Catalan code
 * of spec §9). Returns null for anything that is not an enabled language.
 */
export function normalizeLocale(value: unknown): AppLocale | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase().replace('_', '-');
  if (v === 'es-ca') return 'ca';
  const head = v.split('-')[0];
  return (LOCALES as readonly string[]).includes(head) ? (head as AppLocale) : null;
}
/** zod: optional locale in any accepted spelling, normalised to es | en | ca. */
export const localeInputSchema = z
  .string()
  .max(10)
  .refine((v) => normalizeLocale(v) !== null, { message: 'Unsupported locale (es, en or ca)' })
  .transform((v) => normalizeLocale(v) as AppLocale);

/** The one error body of the API. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'CONFLICT',
  'SUBDOMAIN_NOT_FOUND',
  'USER_NOT_FOUND',
  'NO_SCHOOL',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'NO_KREA_LICENSE',
  'TERMS_NOT_SIGNED',
  'LICENSE_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});
export interface ErrorDetail {
  path: string;
  message: string;
}
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Paged list body (spec §3): data, totalCount, pages, pageNumber. */
export interface PagedList<T> {
  data: T[];
  totalCount: number;
  pages: number;
  pageNumber: number;
}
export const pagingSchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
});
export function pagedList<T>(data: T[], totalCount: number, pageNumber: number, pageSize: number): PagedList<T> {
  return { data, totalCount, pages: pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0, pageNumber };
}

/** The largest PostgreSQL `integer` (int4): ids and counts past it are refused with a 400, never sent to the database. */
export const INT4_MAX = 2_147_483_647;
/** Positive database id in a path or query. */
export const dbIdSchema = z.coerce.number().int().positive().max(INT4_MAX);
/** Positive database id in a JSON body (a number, not coerced from text). */
export const bodyIdSchema = z.number().int().positive().max(INT4_MAX);
