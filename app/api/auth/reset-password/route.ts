import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { done, handle, readJson } from '@/lib/api/respond';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { resetPassword } from '@/lib/services/auth/password-reset';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const POST = handle(async (request: NextRequest) => {
  const { token, password } = resetPasswordSchema.parse(await readJson(request));
  await resetPassword(token, password);
  return done(AUTH_MESSAGES.resetDone);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
