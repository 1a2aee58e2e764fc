import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, JSON_LIMITS, ok, readJson } from '@/lib/api/respond';
import { clientIp } from '@/lib/auth/client-ip';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { registerFrom } from '@/lib/services/auth/register';
import { startSession } from '@/lib/services/auth/sessions';
import { registerSchema } from '@/lib/validation/auth';

export const POST = handle(async (request: NextRequest) => {
  const input = registerSchema.parse(await readJson(request, JSON_LIMITS.small));
  const user = await registerFrom(clientIp(request.headers), input);
  return ok({ user, tokens: await startSession(user) }, AUTH_MESSAGES.registered, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
