import type { NextRequest } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok, readJson } from '@/lib/api/respond';
import { authenticate, requireAdmin } from '@/lib/auth/guard';
import { SETTINGS_MESSAGES } from '@/lib/domain/settings';
import { readAdminSettings, readPublicSettings, updateSettings } from '@/lib/services/settings';
import { parseSettingsUpdate } from '@/lib/validation/settings';

/** GET /api/settings: the public part (cached) for everyone, the whole settings (fresh) for admins. */
export const GET = publicGet(
  handle(async (request: NextRequest) => {
    const context = await authenticate(request);
    return ok(context?.user.role === 'admin' ? await readAdminSettings() : await readPublicSettings());
  }),
  { varies: true },
);

/** PUT /api/settings (admin): exactly one section, e.g. `{general: {...}}`, merged into the stored one. */
export const PUT = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const update = parseSettingsUpdate(await readJson(request));
  return ok(await updateSettings(update), SETTINGS_MESSAGES.saved);
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
