/**
 * The `code` of every error answer: stable snake_case names a client may branch on, beside the
 * Spanish `message` meant for people. This table is the one source: the error mapper
 * (lib/api/errors.ts), the OpenAPI document and docs/api.md's table follow it, and a unit test
 * fails when docs/api.md and this list disagree. A code, once published, is never renamed.
 */
export const ERROR_CODES = {
  invalid_request: {
    status: 400,
    meaning: 'The request breaks a rule the schema cannot say (an unknown city, a past slot...)',
    action: 'Show the message; fix the input before sending it again.',
  },
  validation_failed: {
    status: 400,
    meaning: 'The body, query or path fails its schema',
    action: 'Show each entry of `errors` beside its field; fix and resend.',
  },
  invalid_json: {
    status: 400,
    meaning: 'The body is not valid JSON',
    action: 'Send well-formed JSON.',
  },
  idempotency_key_invalid: {
    status: 400,
    meaning: 'The Idempotency-Key header is malformed',
    action: 'Send 1 to 255 printable ASCII characters (a UUID v4).',
  },
  usury_rate_required: {
    status: 400,
    meaning: 'A late-interest rate needs the usury rate recorded in Settings to be checked against',
    action: 'Record the usury rate first (or both in one save).',
  },
  late_rate_above_usury: {
    status: 400,
    meaning: 'The late-interest rate is above the usury rate (Código de Comercio art. 884)',
    action: 'Lower the late rate to the usury rate or below.',
  },
  increase_too_early: {
    status: 400,
    meaning: 'A canon increase before 12 months of execution at the current canon (Ley 820 art. 20)',
    action: "Use an effective date on or after the lease's next increase date.",
  },
  increase_above_ipc: {
    status: 400,
    meaning: "A canon increase above the previous calendar year's IPC (Ley 820 art. 20)",
    action: 'Lower the percentage to the IPC or below.',
  },
  increase_above_commercial_value: {
    status: 400,
    meaning: "The increased canon would exceed 1 % of the property's commercial value (Ley 820 art. 18)",
    action: 'Lower the percentage, or correct the commercial value.',
  },
  unauthenticated: {
    status: 401,
    meaning: 'No credential was sent',
    action: 'Sign in (or send an API key) and retry.',
  },
  token_invalid: {
    status: 401,
    meaning: 'The access token or session is invalid, expired or revoked, or its account is gone',
    action: 'Refresh the token (`/api/auth/refresh-token`) or sign in again.',
  },
  invalid_credentials: {
    status: 401,
    meaning: 'Wrong e-mail or password',
    action: 'Ask the person again; do not retry the same pair.',
  },
  refresh_token_invalid: {
    status: 401,
    meaning: 'The refresh token is invalid, already used or revoked',
    action: 'Sign in again.',
  },
  api_key_invalid: {
    status: 401,
    meaning: 'The API key is not one this site issued',
    action: 'Check the configured secret.',
  },
  api_key_revoked: {
    status: 401,
    meaning: 'The API key was revoked',
    action: 'Ask an admin for a new key.',
  },
  api_key_expired: {
    status: 401,
    meaning: 'The API key expired',
    action: 'Ask an admin for a new key.',
  },
  forbidden: {
    status: 403,
    meaning: "The caller may not do this (role, or another agent's record)",
    action: 'Do not retry; use an account allowed to.',
  },
  scope_missing: {
    status: 403,
    meaning: 'The API key lacks the scope the message names',
    action: 'Grant the scope to the key, or use another key.',
  },
  api_key_not_allowed: {
    status: 403,
    meaning: 'The operation serves people only, never API keys',
    action: "Use a person's credentials.",
  },
  csrf_rejected: {
    status: 403,
    meaning: 'A write authenticated by the session cookie came from another origin',
    action: "Call from the site's own pages, or use a bearer token.",
  },
  not_found: {
    status: 404,
    meaning: 'Nothing there, or nothing the caller may see (also any unknown path under /api)',
    action: 'Do not retry; refresh the list the id came from.',
  },
  method_not_allowed: {
    status: 405,
    meaning: 'The path does not take this method',
    action: 'Use a method the `Allow` header lists.',
  },
  conflict: {
    status: 409,
    meaning: 'The stored state forbids this now (already done, still in use, not enabled...)',
    action: 'Show the message; reload the record before trying again.',
  },
  version_conflict: {
    status: 409,
    meaning: 'Someone else saved the record since it was read',
    action: 'Reload it, reapply the change, save again.',
  },
  email_taken: {
    status: 409,
    meaning: 'An account already uses this e-mail',
    action: 'Sign in, or choose another e-mail.',
  },
  document_taken: {
    status: 409,
    meaning: 'An owner with this identity document already exists',
    action: 'Open that owner instead of creating one.',
  },
  property_code_taken: {
    status: 409,
    meaning: 'Another listing already has this code',
    action: 'Choose another code.',
  },
  place_code_taken: {
    status: 409,
    meaning: 'A city or localidad with this DANE code already exists',
    action: 'Use that place, or another code.',
  },
  owner_has_current_mandate: {
    status: 409,
    meaning: 'The owner still has a current mandate',
    action: 'End the mandate (or wait until it expires), then delete.',
  },
  mandate_required: {
    status: 409,
    meaning: 'Publishing (when Settings requires it) or signing a lease needs a current mandate',
    action: 'Record the mandate, then publish or sign.',
  },
  not_a_rental: {
    status: 409,
    meaning: 'Only a listing for rent (operation arriendo) can have a lease',
    action: 'Sign the lease on a rental listing, or change the listing first.',
  },
  lease_in_force: {
    status: 409,
    meaning: 'The property already has a lease in force',
    action: 'Terminate that lease first, or open it instead.',
  },
  slot_taken: {
    status: 409,
    meaning: 'The visit slot was just taken (or the agent is busy then)',
    action: 'Pick another slot.',
  },
  last_admin: {
    status: 409,
    meaning: 'This would leave no active admin',
    action: 'Make another account admin first.',
  },
  limit_reached: {
    status: 409,
    meaning: 'A count limit is reached (saved searches, webhooks)',
    action: 'Delete one before adding another.',
  },
  ipc_not_recorded: {
    status: 409,
    meaning: 'The IPC of the year an increase is capped by is not recorded in Settings yet',
    action: "Record that year's IPC (DANE publishes it in January), then retry.",
  },
  idempotency_key_in_flight: {
    status: 409,
    meaning: 'The first request with this Idempotency-Key is still running',
    action: 'Retry the same request, with the same key, in a few seconds.',
  },
  payload_too_large: {
    status: 413,
    meaning: 'The body or a file is over its limit (the message says which)',
    action: 'Send less or smaller files.',
  },
  unsupported_media_type: {
    status: 415,
    meaning: 'Wrong content type or file type',
    action: 'Send what the operation takes (multipart, an image, a PDF, a CSV...).',
  },
  unprocessable: {
    status: 422,
    meaning: 'Well-formed, but the data needed to answer is missing',
    action: 'Do not retry unchanged.',
  },
  not_enough_comparables: {
    status: 422,
    meaning: 'Too few comparable listings for an estimate',
    action: 'Widen the area or the property type.',
  },
  idempotency_key_reused: {
    status: 422,
    meaning: 'This Idempotency-Key was used with another body',
    action: 'Draw a new key for a new request.',
  },
  rate_limited: {
    status: 429,
    meaning: "Too many requests (sign-in, forms, an API key's limit)",
    action: 'Wait the `Retry-After` seconds, then retry.',
  },
  internal_error: {
    status: 500,
    meaning: 'An unexpected failure on the server',
    action: 'Retry later; report it if it persists.',
  },
  upstream_failed: {
    status: 502,
    meaning: 'File storage failed to keep the upload',
    action: 'Retry the upload later.',
  },
  unavailable: {
    status: 503,
    meaning: 'The database or the shared cache does not answer',
    action: 'Retry in a few minutes.',
  },
  notification_not_scheduled: {
    status: 503,
    meaning: 'The change was saved, but its e-mail or webhook could not be queued (docs/outbox.md)',
    action: 'Do not resend the change; the server logged the missing notification.',
  },
} as const satisfies Record<string, { status: number; meaning: string; action: string }>;

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
