/**
 * Input hardening shared by every route (ADR 0009): text PostgreSQL cannot store or compare, and database errors
 * caused by the data a client sent, become a 400 with a message instead of a 500.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, NOT_JSON_MESSAGE } from './errors';

/** How deep a JSON body may nest; deeper bodies are refused (no route takes more than a few levels). */
export const MAX_JSON_DEPTH = 64;

/**
 * Where the first NUL (U+0000) is in `value` (a query, params or body): PostgreSQL text cannot hold it, so any
 * query given such a string fails. Walks iteratively (a deep body cannot overflow the stack); returns the path,
 * 'depth' when the value nests deeper than MAX_JSON_DEPTH, or null.
 */
export function findBadInput(value: unknown): string | null {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path || '(value)';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return 'depth';
    for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
      const p = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) return p;
      stack.push({ v: child, path: p, depth: depth + 1 });
    }
  }
  return null;
}

function check(where: 'query' | 'params' | 'body', value: unknown) {
  const bad = findBadInput(value);
  if (!bad) return;
  if (bad === 'depth')
    throw ApiError.badRequest(`${where}: nested deeper than ${MAX_JSON_DEPTH} levels`, [
      { path: where, message: 'too deep' },
    ]);
  const path = `${where}.${bad}`.replace(/\.\(value\)$/, '');
  throw ApiError.badRequest(`${path}: text must not contain NUL (\\u0000) characters`, [
    { path, message: 'NUL character not allowed' },
  ]);
}

/** Registers the checks on the root instance (every route, API and hub). */
export function registerInputHardening(app: FastifyInstance): void {
  // Every route takes JSON (or nothing). Fastify parses text/plain by default and hands the string to the handler;
  // here a text/plain request is accepted only without a body (the SignalR client negotiates with that header and
  // none) and any text/plain body is a 415 with a message, as other media types already are. It also keeps
  // cross-site "simple" form posts (text/plain needs no CORS preflight) from carrying a body to any route.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
    if (body === '') done(null, undefined);
    else done(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE), undefined);
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    check('params', req.params);
    check('query', req.query);
    check('body', req.body);
  });
}

/** Escapes LIKE / ILIKE wildcards (`%`, `_`) and the escape character itself, so typed text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
