import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { SETTINGS_MESSAGES } from '@/lib/domain/settings';
import { resetSettings } from '@/lib/services/settings';

/** POST /api/settings/reset (admin): back to the defaults. */
export const POST = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  return ok(await resetSettings(), SETTINGS_MESSAGES.reset);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
