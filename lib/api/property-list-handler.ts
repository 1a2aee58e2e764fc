import type { NextRequest } from 'next/server';
import type { z } from 'zod';

import { authenticate } from '../auth/guard';
import { listAdminProperties, listPublicProperties } from '../services/properties';
import { searchParamsToObject } from '../validation/common';
import type { PropertyQuery } from '../validation/properties';
import { publicGet } from './cache-control';
import { handle, okPage } from './respond';

/**
 * The GET handler of /api/properties and /api/properties/search: admins get every status (and
 * may filter by it), uncached; anyone else gets the cached public catalogue, where a `status`
 * parameter is ignored. Anonymous answers may be kept by a shared cache (lib/api/cache-control.ts).
 */
export function listHandler(schema: z.ZodType<PropertyQuery>) {
  const list = handle(async (request: NextRequest) => {
    const raw = searchParamsToObject(request.nextUrl.searchParams);
    const admin = (await authenticate(request))?.user.role === 'admin';
    if (!admin) delete raw.status;
    const query = schema.parse(raw);
    const page = admin ? await listAdminProperties(query) : await listPublicProperties(query);
    return okPage(page.items, page.pagination);
  });
  return publicGet(list, { varies: true });
}
