import type { NextRequest } from 'next/server';
import { handle, ok, okPage, readJson } from '@/lib/api/respond';
import { authenticate, requireAdmin } from '@/lib/auth/guard';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { createProperty, listAdminProperties, listPublicProperties } from '@/lib/services/properties';
import { searchParamsToObject } from '@/lib/validation/common';
import { propertyCreateSchema, propertyListQuerySchema } from '@/lib/validation/properties';

/** GET /api/properties: the catalogue, paginated and filtered (SPEC §7); admins may filter by any status. */
export const GET = handle(async (request: NextRequest) => {
  const query = propertyListQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const admin = (await authenticate(request))?.user.role === 'admin';
  const page = admin ? await listAdminProperties(query) : await listPublicProperties(query);
  return okPage(page.items, page.pagination);
});

/** POST /api/properties (admin): SPEC §5 body defaults; new properties start as borrador. */
export const POST = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const input = propertyCreateSchema.parse(await readJson(request));
  return ok(await createProperty(input), PROPERTY_MESSAGES.created, { status: 201 });
});
