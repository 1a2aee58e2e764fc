import type { NextRequest } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { authenticate } from '@/lib/auth/guard';
import { adminPropertyStats, publicPropertyStats } from '@/lib/services/properties';

/** GET /api/properties/stats: public figures for anyone, figures over every status for admins. */
export const GET = publicGet(
  handle(async (request: NextRequest) => {
    const admin = (await authenticate(request))?.user.role === 'admin';
    return ok(admin ? await adminPropertyStats() : await publicPropertyStats());
  }),
  { varies: true },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
