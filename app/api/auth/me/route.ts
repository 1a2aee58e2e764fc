import type { NextRequest } from 'next/server';
import { handle, ok } from '@/lib/api/respond';
import { requireUser } from '@/lib/auth/guard';
import { otherMethods } from '@/lib/api/other-methods';

export const GET = handle(async (request: NextRequest) => {
  const { user } = await requireUser(request);
  return ok({ user });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
