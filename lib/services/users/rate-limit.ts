import 'server-only';

import { TooManyError } from '../../domain/errors';
import { tooManyLeads } from '../../domain/leads';
import { leadsPerWindow } from './security-settings';
import { countHit } from './throttle';

/**
 * Counts one lead submission in the shared throttle buckets (queued, so parallel submissions
 * are each counted): past Settings > Seguridad `leadsPer15Minutes` in the window the bucket
 * answers 429 with Retry-After until its lock ends. Every submission from `ip` counts (valid or
 * not, honeypot or not); `email` is counted once the body is valid, so one address cannot be
 * flooded from many IPs.
 */
export async function countLeadSubmission(who: { ip: string } | { email: string }): Promise<void> {
  const key = 'ip' in who ? `lead:ip:${who.ip}` : `lead:email:${who.email}`;
  const { lockedBefore } = await countHit([{ key, limit: await leadsPerWindow() }]);
  if (lockedBefore !== null) throw new TooManyError(tooManyLeads(lockedBefore), lockedBefore);
}

/** Cancel-or-move requests through a visit link, per IP, in their own bucket with the same limit. */
export function countVisitChange(ip: string): Promise<void> {
  return countIpHit(`visit-link:ip:${ip}`, 1);
}

/**
 * Owner's estimates (POST /api/valuations), per IP in their own bucket: four times the leads'
 * limit, since an owner tries a few areas and localidades before leaving their details.
 */
export function countValuation(ip: string): Promise<void> {
  return countIpHit(`valuation:ip:${ip}`, 4);
}

async function countIpHit(key: string, factor: number): Promise<void> {
  const { lockedBefore } = await countHit([{ key, limit: (await leadsPerWindow()) * factor }]);
  if (lockedBefore !== null) throw new TooManyError(tooManyLeads(lockedBefore), lockedBefore);
}
