import 'server-only';

import type { PublicUser } from '../../domain/users';
import type { RegisterInput } from '../../validation/auth';
import { registerUser } from './accounts';
import { securitySettings } from './security-settings';
import { countHit, IP_LIMIT_FACTOR, lockedError } from './throttle';

/**
 * POST /api/auth/register, rate-limited with Settings > Seguridad `loginAttempts`: that many
 * attempts per e-mail and IP_LIMIT_FACTOR times as many per IP in the throttle window, counted
 * whether they succeed or not (a taken e-mail is a 409 that still counts), then 429 with
 * Retry-After until the lock ends.
 */
export async function registerFrom(ip: string, input: RegisterInput): Promise<PublicUser> {
  const { loginAttempts } = await securitySettings();
  const { lockedBefore } = await countHit([
    { key: `register:email:${input.email}`, limit: loginAttempts },
    { key: `register:ip:${ip}`, limit: loginAttempts * IP_LIMIT_FACTOR },
  ]);
  if (lockedBefore !== null) throw lockedError(lockedBefore);
  return registerUser(input);
}
