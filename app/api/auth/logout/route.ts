import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { done, handle, readJson } from '@/lib/api/respond';
import { requireUser } from '@/lib/auth/guard';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { endSession } from '@/lib/services/auth/sessions';
import { logoutSchema } from '@/lib/validation/auth';

/** Revokes the bearer token's family and, if given, the refresh token's. */
export const POST = handle(async (request: NextRequest) => {
  const { user, family } = await requireUser(request);
  const { refreshToken } = logoutSchema.parse(await readJson(request));
  await endSession(user.id, family, refreshToken);
  return done(AUTH_MESSAGES.loggedOut);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
