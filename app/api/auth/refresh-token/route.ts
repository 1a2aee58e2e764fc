import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok, readJson } from '@/lib/api/respond';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { rotateSession } from '@/lib/services/auth/sessions';
import { refreshSchema } from '@/lib/validation/auth';

export const POST = handle(async (request: NextRequest) => {
  const { refreshToken } = refreshSchema.parse(await readJson(request));
  const { tokens } = await rotateSession(refreshToken);
  return ok({ tokens }, AUTH_MESSAGES.refreshed);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
