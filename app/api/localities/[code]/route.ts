import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { done, handle } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { LOCATION_MESSAGES } from '@/lib/domain/locations';
import { deleteLocality } from '@/lib/services/locations';
import { localityCodeParamSchema } from '@/lib/validation/locations';

/** DELETE /api/localities/{code} (admin): refused with 409 while properties use it. */
export const DELETE = handle(async (request: NextRequest, { params }: { params: Promise<{ code: string }> }) => {
  await requireAdmin(request);
  const { code } = localityCodeParamSchema.parse(await params);
  await deleteLocality(code);
  return done(LOCATION_MESSAGES.localityDeleted);
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
