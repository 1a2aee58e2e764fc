import 'server-only';

import { AUTH_MESSAGES } from '../../domain/auth-messages';
import { UnauthenticatedError } from '../../domain/errors';
import type { PublicUser } from '../../domain/users';
import type { LoginInput } from '../../validation/auth';
import { checkPassword } from './accounts';
import { securitySettings } from './security-settings';
import { assertNotLocked, clearThrottle, IP_LIMIT_FACTOR, lockedError, recordHit } from './throttle';

/**
 * The one credential check behind both `/api/auth/login` and next-auth's Credentials provider:
 * throttled per account and per IP (Settings > Seguridad `loginAttempts`), the same 401 for an
 * unknown e-mail and a wrong password.
 */
export async function verifyCredentials(input: LoginInput, ip: string): Promise<PublicUser> {
  const { loginAttempts } = await securitySettings();
  const account = { key: `login:email:${input.email}`, limit: loginAttempts };
  const address = { key: `login:ip:${ip}`, limit: loginAttempts * IP_LIMIT_FACTOR };
  await assertNotLocked([account.key, address.key]);
  const user = await checkPassword(input.email, input.password);
  if (!user) {
    const lockedFor = await recordHit([account, address]);
    if (lockedFor) throw lockedError(lockedFor);
    throw new UnauthenticatedError(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  await clearThrottle(account.key);
  return user;
}
