import type { NextRequest } from 'next/server';
import { handle, okPage } from '@/lib/api/respond';
import { searchParamsToObject } from '@/lib/validation/common';
import { listPublicProperties } from '@/lib/services/properties';
import { publicPropertyQuerySchema } from '@/lib/validation/properties';

/** GET /api/properties: the public catalogue, paginated (SPEC §7). */
export const GET = handle(async (request: NextRequest) => {
  const query = publicPropertyQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const page = await listPublicProperties(query);
  return okPage(page.items, page.pagination);
});
