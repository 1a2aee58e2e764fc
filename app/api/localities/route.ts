import type { NextRequest } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok, readJson } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { LOCATION_MESSAGES } from '@/lib/domain/locations';
import { createLocality, listLocalities, updateLocality } from '@/lib/services/locations';
import { searchParamsToObject } from '@/lib/validation/common';
import { localitiesQuerySchema, localityBodySchema } from '@/lib/validation/locations';

/** GET /api/localities?cityCode=: the localities of a city; without cityCode, all (public, cached). */
export const GET = publicGet(
  handle(async (request: NextRequest) => {
    const { cityCode } = localitiesQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
    return ok(await listLocalities(cityCode));
  }),
);

/** POST /api/localities (admin). */
export const POST = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const body = localityBodySchema.parse(await readJson(request));
  return ok(await createLocality(body), LOCATION_MESSAGES.localityCreated, { status: 201 });
});

/** PUT /api/localities (admin): the body's code says which locality. */
export const PUT = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const body = localityBodySchema.parse(await readJson(request));
  return ok(await updateLocality(body), LOCATION_MESSAGES.localityUpdated);
});

export const { PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST, PUT });
