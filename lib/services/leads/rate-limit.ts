import 'server-only';
import { ApiError } from '../../api/errors';
import { LEAD_RATE_LIMIT, tooManyLeads } from '../../domain/leads';
import { countHit } from '../auth/throttle';

/**
 * Counts one lead submission in the shared throttle buckets (queued, so parallel submissions
 * are each counted): past LEAD_RATE_LIMIT in the window the bucket answers 429 with
 * Retry-After until its lock ends. Every submission from `ip` counts (valid or not, honeypot or
 * not); `email` is counted once the body is valid, so one address cannot be flooded from many IPs.
 */
export async function countLeadSubmission(who: { ip: string } | { email: string }): Promise<void> {
  const key = 'ip' in who ? `lead:ip:${who.ip}` : `lead:email:${who.email}`;
  const { lockedBefore } = await countHit([{ key, limit: LEAD_RATE_LIMIT }]);
  if (lockedBefore !== null) throw new ApiError(429, tooManyLeads(lockedBefore), { 'Retry-After': String(lockedBefore) });
}
