import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { done, handle, JSON_LIMITS, readJson } from '@/lib/api/respond';
import { clientIp } from '@/lib/auth/client-ip';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { requestPasswordReset } from '@/lib/services/auth/password-reset';
import { forgotPasswordSchema } from '@/lib/validation/auth';

/** The same answer whether or not the e-mail has an account. */
export const POST = handle(async (request: NextRequest) => {
  const { email } = forgotPasswordSchema.parse(await readJson(request, JSON_LIMITS.small));
  await requestPasswordReset(email, clientIp(request.headers));
  return done(AUTH_MESSAGES.resetRequested);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
