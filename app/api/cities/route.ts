import type { NextRequest } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok, readJson } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { LOCATION_MESSAGES } from '@/lib/domain/locations';
import { createCity, listCities, updateCity } from '@/lib/services/locations';
import { searchParamsToObject } from '@/lib/validation/common';
import { citiesQuerySchema, cityBodySchema } from '@/lib/validation/locations';

/** GET /api/cities?departmentCode=: the cities of a department, or all (public, cached). */
export const GET = publicGet(
  handle(async (request: NextRequest) => {
    const { departmentCode } = citiesQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
    return ok(await listCities(departmentCode));
  }),
);

/** POST /api/cities (admin). */
export const POST = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const body = cityBodySchema.parse(await readJson(request));
  return ok(await createCity(body), LOCATION_MESSAGES.cityCreated, { status: 201 });
});

/** PUT /api/cities (admin): the body's code says which city. */
export const PUT = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const body = cityBodySchema.parse(await readJson(request));
  return ok(await updateCity(body), LOCATION_MESSAGES.cityUpdated);
});

export const { PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST, PUT });
