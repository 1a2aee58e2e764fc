import { ZodError } from 'zod';

import { databaseUnreachable } from '../db';
import { DomainError, TooManyError, type DomainErrorKind } from '../domain/errors';

/** The HTTP layer's own failures (a body too large, not multipart...): a status and a Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

/** The status each kind of service failure answers with (lib/domain/errors.ts). */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many': 429,
  unavailable: 503,
};

/** Maps any thrown value to a status and SPEC's `{success:false, message}` body; never leaks a stack. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof ApiError) {
    return { status: error.status, body: { success: false, message: error.message }, headers: error.headers };
  }
  if (error instanceof DomainError) {
    const headers = error instanceof TooManyError ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
    return { status: DOMAIN_ERROR_STATUS[error.kind], body: { success: false, message: error.message }, headers };
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    return { status: 400, body: { success: false, message: errors[0]?.message ?? 'Datos no válidos', errors } };
  }
  if (error instanceof SyntaxError) {
    return { status: 400, body: { success: false, message: 'El cuerpo de la solicitud no es un JSON válido' } };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { success: false, message: 'La base de datos no está disponible. Intenta de nuevo en unos minutos.' },
    };
  }
  console.error('Unhandled API error:', error instanceof Error ? `${error.name}: ${error.message}` : error);
  return { status: 500, body: { success: false, message: 'Error interno del servidor' } };
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
