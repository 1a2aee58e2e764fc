import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { done, handle } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { LOCATION_MESSAGES } from '@/lib/domain/locations';
import { deleteCity } from '@/lib/services/locations';
import { cityCodeParamSchema } from '@/lib/validation/locations';

/** DELETE /api/cities/{code} (admin): refused with 409 while localities or properties use it. */
export const DELETE = handle(async (request: NextRequest, { params }: { params: Promise<{ code: string }> }) => {
  await requireAdmin(request);
  const { code } = cityCodeParamSchema.parse(await params);
  await deleteCity(code);
  return done(LOCATION_MESSAGES.cityDeleted);
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
