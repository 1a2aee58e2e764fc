import { ZodError } from 'zod';

import { databaseUnreachable } from '../db';
import { STATUS_CODES, type ErrorCode } from '../domain/error-codes';
import { DomainError, TooManyError, type DomainErrorKind } from '../domain/errors';

/**
 * The HTTP layer's own failures (a body too large, not multipart...): a status, a Spanish
 * message and a code (by default the status's generic one). Only lib/api throws it; services
 * and the rest of lib throw domain errors (lib/domain/errors.ts).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? STATUS_CODES[status] ?? 'internal_error';
  }
}

export interface ErrorBody {
  success: false;
  message: string;
  /** What a client may branch on (lib/domain/error-codes.ts); `message` is for people. */
  code: ErrorCode;
  errors?: Array<{ field: string; message: string }>;
}

/** The status each kind of service failure answers with (lib/domain/errors.ts). */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  unprocessable: 422,
  'too-many': 429,
  upstream: 502,
  unavailable: 503,
};

/** The body of an error answer: SPEC's `{success:false, message}` plus its code. */
export function errorBody(message: string, code: ErrorCode): ErrorBody {
  return { success: false, message, code };
}

/** Maps any thrown value to a status and the error body; never leaks a stack. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof ApiError) {
    return { status: error.status, body: errorBody(error.message, error.code) };
  }
  if (error instanceof DomainError) {
    const headers = error instanceof TooManyError ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
    return { status: DOMAIN_ERROR_STATUS[error.kind], body: errorBody(error.message, error.code), headers };
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    return {
      status: 400,
      body: { ...errorBody(errors[0]?.message ?? 'Datos no válidos', 'validation_failed'), errors },
    };
  }
  if (error instanceof SyntaxError) {
    return { status: 400, body: errorBody('El cuerpo de la solicitud no es un JSON válido', 'invalid_json') };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: errorBody('La base de datos no está disponible. Intenta de nuevo en unos minutos.', 'unavailable'),
    };
  }
  console.error('Unhandled API error:', error instanceof Error ? `${error.name}: ${error.message}` : error);
  return { status: 500, body: errorBody('Error interno del servidor', 'internal_error') };
}

function isDatabaseUnavailable(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  if (name === 'MongooseServerSelectionError' || name === 'MongoServerSelectionError' || name === 'MongoNetworkError')
    return true;
  // An error thrown inside a 'use cache' read reaches us without its name (production builds
  // replace it), and a dropped socket can surface as a plain Error: an unexpected failure while
  // the driver sees the database out of reach is the database's (lib/db/index.ts).
  return databaseUnreachable();
}
