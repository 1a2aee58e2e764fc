/**
 * Failures a service reports, in words for the user (Spanish). They say what went wrong, not
 * how to answer it: the API layer maps each kind to its HTTP status (lib/api/errors.ts), so
 * services never import the HTTP layer (docs/architecture.md).
 */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'unprocessable' | 'too-many' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

/** The request names something that does not fit the rules (an unknown city, a past slot...). */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';
  readonly name = 'InvalidError';
}

/** Wrong or expired credentials. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  readonly name = 'UnauthenticatedError';
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  readonly name = 'ForbiddenError';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly name = 'NotFoundError';
}

/** Clashes with the stored state: a duplicate, a stale version, a slot just taken. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  readonly name = 'ConflictError';
}

/** Well-formed, but the data to answer it is missing (too few comparables for an estimate). */
export class UnprocessableError extends DomainError {
  readonly kind = 'unprocessable';
  readonly name = 'UnprocessableError';
}

/** A limit on attempts was reached; the caller may try again after `retryAfterSeconds`. */
export class TooManyError extends DomainError {
  readonly kind = 'too-many';
  readonly name = 'TooManyError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A shared dependency (the database, Redis) did not answer: worth retrying later. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  readonly name = 'UnavailableError';
}
