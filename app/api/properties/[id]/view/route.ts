import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { recordPropertyView } from '@/lib/services/properties';
import { propertyIdParamsSchema } from '@/lib/validation/properties';

/**
 * POST /api/properties/{id}/view: counts a visit of a public property (no auth, no body). It
 * does not invalidate the caches: counters change too often to expire every page on each view.
 */
export const POST = handle(async (_request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = propertyIdParamsSchema.parse(await params);
  return ok({ views: await recordPropertyView(id) });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
