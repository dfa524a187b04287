import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Validates `value` with a zod schema from @platform/contracts. Bad input throws ApiError 400
 * VALIDATION_ERROR with `details: [{ path, message }]` (never a 500), before anything is written.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const details = r.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  throw ApiError.badRequest(
    details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ') || 'Invalid request',
    details,
  );
}
