import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { adminUserStats } from '@/lib/services/users-stats';

/** GET /api/users/stats: user counts for the admin dashboard, admins only. */
export const GET = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  return ok(await adminUserStats());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
