/**
 * The `code` of every error answer: stable snake_case names a client may branch on, beside the
 * Spanish `message` meant for people. This table is the one source: the error mapper
 * (lib/api/errors.ts), the OpenAPI document and docs/api.md's table follow it, and a unit test
 * fails when docs/api.md and this list disagree. A code, once published, is never renamed.
 */
export const ERROR_CODES = {
  invalid_request: {
    status: 400,
    action: 'The request breaks a rule beyond the schema: show the message, fix the input.',
  },
  validation_failed: { status: 400, action: 'The body, query or path fails its schema: `errors` names each field.' },
  invalid_json: { status: 400, action: 'The body is not valid JSON: send well-formed JSON.' },
  idempotency_key_invalid: {
    status: 400,
    action: 'The Idempotency-Key header is malformed: send 1-255 printable ASCII.',
  },
  unauthenticated: { status: 401, action: 'No credential was sent: sign in (or send an API key) and retry.' },
  token_invalid: {
    status: 401,
    action: 'The access token or session is invalid, expired or revoked: refresh or sign in.',
  },
  invalid_credentials: { status: 401, action: 'Wrong e-mail or password: ask the person again.' },
  refresh_token_invalid: { status: 401, action: 'The refresh token is invalid, spent or revoked: sign in again.' },
  api_key_invalid: { status: 401, action: 'The API key is not one we issued: check the configured secret.' },
  api_key_revoked: { status: 401, action: 'The API key was revoked: ask an admin for a new one.' },
  api_key_expired: { status: 401, action: 'The API key expired: ask an admin for a new one.' },
  forbidden: { status: 403, action: 'The caller may not do this (role or ownership): do not retry.' },
  scope_missing: { status: 403, action: 'The API key lacks the scope the message names: grant it or use another key.' },
  api_key_not_allowed: {
    status: 403,
    action: 'This operation is for people, never API keys: use a person’s credentials.',
  },
  csrf_rejected: {
    status: 403,
    action: 'A cookie-authenticated write came from another origin: call from our own pages.',
  },
  not_found: { status: 404, action: 'Nothing there (or not visible to the caller): do not retry.' },
  method_not_allowed: { status: 405, action: 'The path does not take this method: see the `Allow` header.' },
  conflict: { status: 409, action: 'The stored state forbids this now: show the message; reload before retrying.' },
  version_conflict: {
    status: 409,
    action: 'Someone saved the record first: reload it, reapply the change, save again.',
  },
  email_taken: { status: 409, action: 'An account already uses this e-mail: sign in or choose another.' },
  document_taken: { status: 409, action: 'An owner with this identity document exists: open that owner instead.' },
  property_code_taken: { status: 409, action: 'Another listing has this code: choose another code.' },
  place_code_taken: { status: 409, action: 'A city or locality with this DANE code exists: use it or another code.' },
  owner_has_current_mandate: { status: 409, action: 'The owner still has a current mandate: end it before deleting.' },
  mandate_required: { status: 409, action: 'Publishing needs a current mandate: record one, then publish.' },
  slot_taken: { status: 409, action: 'The visit slot was just taken: pick another slot.' },
  last_admin: { status: 409, action: 'This would leave no active admin: promote another admin first.' },
  limit_reached: { status: 409, action: 'A count limit is reached (saved searches, webhooks): delete one first.' },
  idempotency_key_in_flight: {
    status: 409,
    action: 'The first request with this key still runs: retry the same request shortly.',
  },
  payload_too_large: { status: 413, action: 'The body or a file is over its limit (in the message): send less.' },
  unsupported_media_type: { status: 415, action: 'Wrong content type or file type: send what the operation takes.' },
  unprocessable: {
    status: 422,
    action: 'Well-formed, but there is not enough data to answer: do not retry unchanged.',
  },
  not_enough_comparables: {
    status: 422,
    action: 'Too few comparable listings for an estimate: widen the area or type.',
  },
  idempotency_key_reused: {
    status: 422,
    action: 'The key was used with another body: draw a new key for a new request.',
  },
  rate_limited: { status: 429, action: 'Too many requests: wait the `Retry-After` seconds, then retry.' },
  internal_error: { status: 500, action: 'An unexpected failure on our side: retry later; report it if it persists.' },
  upstream_failed: { status: 502, action: 'File storage failed: retry the upload later.' },
  unavailable: { status: 503, action: 'The database or shared cache does not answer: retry in a few minutes.' },
} as const satisfies Record<string, { status: number; action: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes answered with `status`: what each kind of domain error may carry. */
export type ErrorCodeOf<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C]['status'] extends S ? C : never;
}[ErrorCode];

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The generic code of a status, for an answer that names nothing more specific. */
export const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'upstream_failed',
  503: 'unavailable',
};
