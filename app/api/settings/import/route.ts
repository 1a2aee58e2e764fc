import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { SETTINGS_MESSAGES } from '@/lib/domain/settings';
import { importSettings, readSettingsFile } from '@/lib/services/settings';

/** POST /api/settings/import (admin): multipart field `settings` with a JSON file, validated whole first. */
export const POST = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const file = await readSettingsFile(request);
  return ok(await importSettings(file), SETTINGS_MESSAGES.imported);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
