import type { NextRequest } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { listFeaturedProperties } from '@/lib/services/properties';
import { searchParamsToObject } from '@/lib/validation/common';
import { featuredQuerySchema } from '@/lib/validation/properties';

/** GET /api/properties/featured: the public featured properties (home carousel). */
export const GET = publicGet(
  handle(async (request: NextRequest) => {
    const { limit } = featuredQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
    return ok(await listFeaturedProperties(limit));
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
