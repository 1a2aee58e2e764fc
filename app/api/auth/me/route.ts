import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { requireUser } from '@/lib/auth/guard';

export const GET = handle(async (request: NextRequest) => {
  const { user } = await requireUser(request);
  return ok({ user });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
