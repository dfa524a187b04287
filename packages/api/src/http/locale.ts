import type { FastifyRequest } from 'fastify';
import { normalizeLocale, type AppLocale } from '@platform/contracts';

/** The language a request asks for: ?locale on GET/DELETE/HEAD, body.locale (or ?locale) on POST/PUT/PATCH; default es. */
export function requestLocale(req: FastifyRequest): AppLocale {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const b =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const fromBody = normalizeLocale(b.locale);
  const fromQuery = normalizeLocale(q.locale);
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE') return fromQuery ?? 'es';
  return fromBody ?? fromQuery ?? 'es';
}

/** Languages to try, in order, for content in `locale`: the requested one, then es, en, ca. */
export function fallbackChain(locale: AppLocale): AppLocale[] {
  return [locale, ...(['es', 'en', 'ca'] as const).filter((l) => l !== locale)];
}

/** Picks the text in `locale` from a `{ es, en, ca }` object, falling back to another available language. */
export function pickL10n(value: unknown, locale: AppLocale): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const v = value as Record<string, unknown>;
  for (const l of fallbackChain(locale)) {
    const s = v[l];
    if (typeof s === 'string' && s.trim() !== '') return s;
  }
  return '';
}

/** SQL expression picking a jsonb `{es,en,ca}` column in the locale at `$n`, with fallback. */
export const l10nSql = (col: string, param: string) =>
  `coalesce(nullif(${col}->>${param}, ''), nullif(${col}->>'es', ''), nullif(${col}->>'en', ''), nullif(${col}->>'ca', ''), '')`;
