import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { listHandler } from '@/lib/api/property-list-handler';
import { handle, ok, readJson } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { createProperty } from '@/lib/services/properties';
import { propertyCreateSchema, propertyListQuerySchema } from '@/lib/validation/properties';

/** GET /api/properties: the catalogue, paginated and filtered (SPEC §7); admins may filter by any status. */
export const GET = listHandler(propertyListQuerySchema);

/** POST /api/properties (admin): SPEC §5 body defaults; new properties start as borrador. */
export const POST = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const input = propertyCreateSchema.parse(await readJson(request));
  return ok(await createProperty(input), PROPERTY_MESSAGES.created, { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
