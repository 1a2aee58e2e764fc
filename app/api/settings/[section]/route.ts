import type { NextRequest } from 'next/server';

import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok, readJson } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { isSettingsSection, SETTINGS_MESSAGES } from '@/lib/domain/settings';
import { updateSettings } from '@/lib/services/settings';
import { parseSectionUpdate } from '@/lib/validation/settings';

/** PUT /api/settings/{section} (admin): the section's fields, merged into the stored ones. */
export const PUT = handle(async (request: NextRequest, { params }: { params: Promise<{ section: string }> }) => {
  await requireAdmin(request);
  const { section } = await params;
  if (!isSettingsSection(section)) throw new ApiError(404, SETTINGS_MESSAGES.unknownSection);
  const body = await readJson(request);
  // `{general: {...}}` is accepted too, like PUT /api/settings.
  const wrapped = typeof body === 'object' && body !== null && Object.keys(body).length === 1 && section in body;
  const values = wrapped ? (body as Record<string, unknown>)[section] : body;
  return ok(await updateSettings(parseSectionUpdate(section, values)), SETTINGS_MESSAGES.saved);
});

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
