import type { NextRequest } from 'next/server';

import { otherMethods } from '@/lib/api/other-methods';
import { handle } from '@/lib/api/respond';
import { requireAdmin } from '@/lib/auth/guard';
import { UPLOAD_TARGETS } from '@/lib/uploads/limits';
import { receiveUploads } from '@/lib/uploads/receive';
import { uploadedResponse } from '@/lib/uploads/respond';

/**
 * POST /api/upload/property-images: up to 20 property photos of 5 MB, re-encoded to WebP (SPEC §7),
 * admins only; auth is checked before the body is read.
 */
export const POST = handle(async (request: NextRequest) => {
  await requireAdmin(request);
  const { files } = await receiveUploads(request, UPLOAD_TARGETS.propertyImages);
  return uploadedResponse(files);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
