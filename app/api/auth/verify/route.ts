import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { requireUser } from '@/lib/auth/guard';

/** Whether the presented credential is valid and its user still active (401 otherwise). */
export const GET = handle(async (request: NextRequest) => {
  const { user } = await requireUser(request);
  return ok({ valid: true, user });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
