import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { exportableSettings, loadSettings } from '@/lib/services/settings';

/** GET /api/settings/export (admin): the settings as a JSON file that /import takes back. */
export const GET = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const settings = exportableSettings(await loadSettings());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`${JSON.stringify(settings, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="configuracion-${day}.json"`,
      'cache-control': 'no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
