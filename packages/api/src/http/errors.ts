import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ErrorDetail } from '@platform/contracts';
import { isConnectionLost, isDatabaseConnectionLost } from '../db/connection-errors';

const DEFAULT_CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
};

/** The answer to a body that is not JSON (every route takes JSON or nothing; issue 26). */
export const NOT_JSON_MESSAGE = 'Unsupported media type: send the body as JSON with Content-Type: application/json';

/** Throw from any handler or hook: answered as `{ statusCode, code, message, details? }`. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
  static badRequest(message: string, details?: ErrorDetail[], code = 'VALIDATION_ERROR') {
    return new ApiError(400, code, message, details);
  }
  static unauthorized(message = 'Authentication required', code = 'UNAUTHORIZED') {
    return new ApiError(401, code, message);
  }
  static forbidden(message = 'You do not have permission for this section', code = 'FORBIDDEN') {
    return new ApiError(403, code, message);
  }
  static notFound(message = 'Not found', code = 'NOT_FOUND') {
    return new ApiError(404, code, message);
  }
  static conflict(message: string, code = 'CONFLICT') {
    return new ApiError(409, code, message);
  }
}

export function errorBody(statusCode: number, code: string, message: string, details?: ErrorDetail[]): ApiErrorBody {
  return details && details.length ? { statusCode, code, message, details } : { statusCode, code, message };
}

/** Sends the error shape. Usable from hooks that answer directly. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  details?: ErrorDetail[],
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, code, message, details));
}

/** Maps anything thrown to the error shape (Fastify's own errors included: bad JSON, body too large, 429). */
export function toErrorBody(err: unknown): ApiErrorBody {
  if (err instanceof ApiError) return errorBody(err.statusCode, err.code, err.message, err.details);
  const e = err as Partial<FastifyError> & { statusCode?: number; code?: string; message?: string };
  const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
  if (status === 500) return errorBody(500, 'INTERNAL_ERROR', 'Internal server error');
  let code = DEFAULT_CODES[status] ?? 'ERROR';
  if (status === 429) code = 'RATE_LIMITED';
  if (status === 415) return errorBody(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
  if (typeof e.code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(e.code) && !e.code.startsWith('FST_')) code = e.code;
  return errorBody(status, code, e.message || 'Error');
}

/**
 * PostgreSQL errors that the request's data caused (SQLSTATE class 22 "data exception": a value out of range, text
 * with NUL, a malformed number or date, a negative OFFSET; 54001 statement too complex) → 400. They can only reach
 * here when a contract let such a value through, so they are logged as warnings to fix there.
 */
export function databaseInputError(err: unknown): ApiError | null {
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('22') || code === '54001') {
    return ApiError.badRequest(
      'The request contains a value the server cannot use (out of range or malformed)',
      undefined,
      'VALIDATION_ERROR',
    );
  }
  return null;
}

/**
 * A service the request needs is unreachable → 503 with Retry-After, never a 500; the client may retry (with its
 * Idempotency-Key for a write: the key is released on 5xx, see idempotency.ts):
 * - DATABASE_UNAVAILABLE: the database connection failed and the pool could not safely run the statement again
 *   (db/postgres: a write whose answer was lost, a COMMIT cut, PostgreSQL refusing connections);
 * - SERVICE_UNAVAILABLE: another service's connection failed (the S3 store refusing or resetting connections).
 */
export function serviceUnavailable(err: unknown): ApiError | null {
  if (isDatabaseConnectionLost(err))
    return new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable right now; retry in a moment');
  if (isConnectionLost(err))
    return new ApiError(
      503,
      'SERVICE_UNAVAILABLE',
      'A service the platform needs is not reachable right now; retry in a moment',
    );
  return null;
}

export function errorHandler(err: unknown, req: FastifyRequest, reply: FastifyReply) {
  const unavailable = serviceUnavailable(err);
  if (unavailable) {
    req.log.warn({ err, code: unavailable.code }, 'a connection was lost: answered 503');
    return reply.code(503).header('retry-after', '1').send(toErrorBody(unavailable));
  }
  const dataError = databaseInputError(err);
  if (dataError) req.log.warn({ err }, 'database refused request data: tighten the contract');
  const body = toErrorBody(dataError ?? err);
  if (body.statusCode >= 500) req.log.error({ err }, 'request failed');
  else req.log.debug({ code: body.code }, body.message);
  const headers = (err as { headers?: Record<string, string> }).headers;
  if (headers) reply.headers(headers);
  return reply.code(body.statusCode).send(body);
}
