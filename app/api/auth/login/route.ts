import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok, readJson } from '@/lib/api/respond';
import { clientIp } from '@/lib/auth/client-ip';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { verifyCredentials } from '@/lib/services/auth/login';
import { startSession } from '@/lib/services/auth/sessions';
import { loginSchema } from '@/lib/validation/auth';

export const POST = handle(async (request: NextRequest) => {
  const input = loginSchema.parse(await readJson(request));
  const user = await verifyCredentials(input, clientIp(request.headers));
  return ok({ user, tokens: await startSession(user) }, AUTH_MESSAGES.loginOk);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
