import type { NextRequest } from 'next/server';
import { handle, ok } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { loadSettings } from '@/lib/services/settings';

/** The whole settings document, for the admin screen (admin only). */
export const GET = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  return ok(await loadSettings());
});
