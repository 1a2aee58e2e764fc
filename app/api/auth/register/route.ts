import type { NextRequest } from 'next/server';
import { handle, ok, readJson } from '@/lib/api/respond';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { startSession } from '@/lib/services/auth/sessions';
import { registerUser } from '@/lib/services/users';
import { registerSchema } from '@/lib/validation/auth';

export const POST = handle(async (request: NextRequest) => {
  const user = await registerUser(registerSchema.parse(await readJson(request)));
  return ok({ user, tokens: await startSession(user) }, AUTH_MESSAGES.registered, { status: 201 });
});
