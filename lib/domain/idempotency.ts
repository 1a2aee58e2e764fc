// Idempotent writes (docs/api.md#idempotency): a client that retries a creating POST with the
// same Idempotency-Key gets the first answer again instead of a second record.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_LIMITS = {
  keyMaxLength: 255,
  /** How long a key answers with its first answer (and is remembered at all). */
  ttlMs: 24 * 3_600_000,
  /**
   * A key still 'running' this long after its last sign of life belongs to a request whose
   * process died: the next request with it takes it over. A live request refreshes it every
   * quarter of this (lib/api/idempotency.ts), however long its work takes.
   */
  staleMs: 2 * 60_000,
} as const;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `La cabecera ${IDEMPOTENCY_HEADER} debe tener entre 1 y ${IDEMPOTENCY_LIMITS.keyMaxLength} caracteres ASCII imprimibles`,
  mismatch: 'Esta clave de idempotencia ya se usó con otra solicitud',
  inFlight: 'Una solicitud con esta clave de idempotencia todavía está en curso. Intenta de nuevo en unos segundos.',
} as const;

/** Printable ASCII (space to tilde), as Stripe accepts: 1 to 255 characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= IDEMPOTENCY_LIMITS.keyMaxLength && /^[\x20-\x7e]+$/.test(key);
}

/**
 * JSON with every object's keys sorted, so that two bodies that say the same thing (other key
 * order, other spacing) are the same request.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/** Whether an answer is kept for replays: successes and the client's own errors, except a rate limit's 429. */
export function isReplayableStatus(status: number): boolean {
  return status >= 200 && status < 500 && status !== 429;
}
