import 'server-only';

import { lookup } from 'node:dns/promises';

import { InvalidError } from '../../domain/errors';
import { checkTargetUrl, isBlockedAddress } from '../../domain/webhook-targets';
import { WEBHOOK_MESSAGES } from '../../domain/webhooks';
import { env } from '../../env';

/** A target URL with the one address a delivery will connect to (checked, never looked up again). */
export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export const allowPrivateTargets = () => env().WEBHOOKS_ALLOW_PRIVATE;

/**
 * The URL's rules (lib/domain/webhook-targets.ts), then every address its name resolves to: one
 * private, loopback or link-local address refuses the URL (a name may resolve to several, and
 * DNS rebinding plays on that). Without WEBHOOKS_ALLOW_PRIVATE=true. Throws InvalidError (400).
 */
export async function resolveTarget(raw: string): Promise<ResolvedTarget> {
  const allowPrivate = allowPrivateTargets();
  const check = checkTargetUrl(raw, allowPrivate);
  if (!check.ok) throw new InvalidError(check.message);
  const host = check.url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new InvalidError(WEBHOOK_MESSAGES.unresolvable);
  }
  if (addresses.length === 0) throw new InvalidError(WEBHOOK_MESSAGES.unresolvable);
  if (!allowPrivate && addresses.some(({ address }) => isBlockedAddress(address)))
    throw new InvalidError(WEBHOOK_MESSAGES.privateAddress);
  const [first] = addresses;
  return { url: check.url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
