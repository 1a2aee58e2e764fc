import type { NextRequest } from 'next/server';
import { handle, okPage } from '@/lib/api/respond';
import { authenticate } from '@/lib/auth/guard';
import { listAdminProperties, listPublicProperties } from '@/lib/services/properties';
import { searchParamsToObject } from '@/lib/validation/common';
import { propertySearchQuerySchema } from '@/lib/validation/properties';

/** GET /api/properties/search: the list filters plus yearBuilt, area, amenities and propertyId (SPEC §7). */
export const GET = handle(async (request: NextRequest) => {
  const query = propertySearchQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const admin = (await authenticate(request))?.user.role === 'admin';
  const page = admin ? await listAdminProperties(query) : await listPublicProperties(query);
  return okPage(page.items, page.pagination);
});
