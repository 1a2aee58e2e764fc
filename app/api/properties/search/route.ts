import { otherMethods } from '@/lib/api/other-methods';
import { listHandler } from '@/lib/api/property-list-handler';
import { propertySearchQuerySchema } from '@/lib/validation/properties';

/** GET /api/properties/search: the list filters plus yearBuilt, area, amenities and propertyId (SPEC §7). */
export const GET = listHandler(propertySearchQuerySchema);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
