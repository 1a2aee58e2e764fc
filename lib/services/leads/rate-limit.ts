import 'server-only';
import { ApiError } from '../../api/errors';
import { LEAD_RATE_LIMIT, tooManyLeads } from '../../domain/leads';
import { lockedSeconds, recordHit } from '../auth/throttle';

/**
 * Counts one lead submission from `ip` (valid or not, honeypot or not) in the shared throttle
 * buckets; past LEAD_RATE_LIMIT in the window the IP gets 429 with Retry-After until the lock ends.
 */
export async function countLeadSubmission(ip: string): Promise<void> {
  const key = `lead:ip:${ip}`;
  const seconds = await lockedSeconds([key]);
  if (seconds !== null) throw new ApiError(429, tooManyLeads(seconds), { 'Retry-After': String(seconds) });
  await recordHit([{ key, limit: LEAD_RATE_LIMIT }]);
}
