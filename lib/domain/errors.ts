import type { ErrorCode, ErrorCodeOf } from './error-codes';

/**
 * Failures a service reports, in words for the user (Spanish) and a stable `code` a client may
 * branch on (lib/domain/error-codes.ts). They say what went wrong, not how to answer it: the API
 * layer maps each kind to its HTTP status (lib/api/errors.ts), so services never import the HTTP
 * layer (docs/architecture.md). A code is typed by the kind's status: a conflict cannot carry a 404's.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-media'
  | 'unprocessable'
  | 'too-many'
  | 'upstream'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
  }
}

/** The request names something that does not fit the rules (an unknown city, a past slot...). */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';
  readonly name = 'InvalidError';
  constructor(message: string, code: ErrorCodeOf<400> = 'invalid_request') {
    super(message, code);
  }
}

/** Wrong or expired credentials. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  readonly name = 'UnauthenticatedError';
  constructor(message: string, code: ErrorCodeOf<401> = 'unauthenticated') {
    super(message, code);
  }
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  readonly name = 'ForbiddenError';
  constructor(message: string, code: ErrorCodeOf<403> = 'forbidden') {
    super(message, code);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly name = 'NotFoundError';
  constructor(message: string, code: ErrorCodeOf<404> = 'not_found') {
    super(message, code);
  }
}

/** Clashes with the stored state: a duplicate, a stale version, a slot just taken. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  readonly name = 'ConflictError';
  constructor(message: string, code: ErrorCodeOf<409> = 'conflict') {
    super(message, code);
  }
}

/** A body or a file past its size limit. */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
  readonly name = 'TooLargeError';
  constructor(message: string, code: ErrorCodeOf<413> = 'payload_too_large') {
    super(message, code);
  }
}

/** A request or file of a type the operation does not take (not multipart, not a PDF...). */
export class UnsupportedMediaError extends DomainError {
  readonly kind = 'unsupported-media';
  readonly name = 'UnsupportedMediaError';
  constructor(message: string, code: ErrorCodeOf<415> = 'unsupported_media_type') {
    super(message, code);
  }
}

/** Well-formed, but the data to answer it is missing (too few comparables for an estimate). */
export class UnprocessableError extends DomainError {
  readonly kind = 'unprocessable';
  readonly name = 'UnprocessableError';
  constructor(message: string, code: ErrorCodeOf<422> = 'unprocessable') {
    super(message, code);
  }
}

/** A limit on attempts was reached; the caller may try again after `retryAfterSeconds`. */
export class TooManyError extends DomainError {
  readonly kind = 'too-many';
  readonly name = 'TooManyError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCodeOf<429> = 'rate_limited',
  ) {
    super(message, code);
  }
}

/** A service we hand work to (file storage) failed at it. */
export class UpstreamError extends DomainError {
  readonly kind = 'upstream';
  readonly name = 'UpstreamError';
  constructor(message: string, code: ErrorCodeOf<502> = 'upstream_failed') {
    super(message, code);
  }
}

/** A shared dependency (the database, Redis) did not answer: worth retrying later. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  readonly name = 'UnavailableError';
  constructor(message: string, code: ErrorCodeOf<503> = 'unavailable') {
    super(message, code);
  }
}
