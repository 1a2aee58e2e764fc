import { trusted } from '../../db';
import { priceDropSince } from '../../domain/price-history';
import { LISTED_STATUSES, type PropertyStatus } from '../../domain/property';
import { boxRanges } from '../../maps/approximate';
import type { Bbox } from '../../maps/bbox';
import { accentInsensitivePattern, searchTermsPattern } from '../../text';
import type { PropertyQuery, PropertySort } from '../../validation/properties';
import { byIdOrSlug } from './lookup';

type SortSpec = Record<string, 1 | -1>;
/** What selects the rows of a query (not which page of them, nor their order). */
export type PropertyFilterQuery = Omit<PropertyQuery, 'page' | 'limit' | 'sort'>;
type Filter = Record<string, unknown>;

// Every operator object is built here from zod-validated values, so it is marked trusted for
// mongoose's sanitizeFilter (lib/db/index.ts), which otherwise neutralises `$` keys.

const regex = (pattern: string, options?: 'i') =>
  trusted(options ? { $regex: pattern, $options: options } : { $regex: pattern });

function range(min: number | undefined, max: number | undefined) {
  return trusted({ ...(min !== undefined && { $gte: min }), ...(max !== undefined && { $lte: max }) });
}

/** A city by DANE code, or by name without regard to accents or case ("bogota" finds "Bogotá, D.C."). */
function cityCondition(value: string): Filter {
  if (/^\d+$/.test(value)) return { 'location.cityCode': value };
  return { 'location.city': regex(`^${accentInsensitivePattern(value)}(,.*)?$`, 'i') };
}

/** A locality by code, or a name matched in the barrio or the locality ("Chapinero"). */
function neighborhoodCondition(value: string): Filter {
  if (/^\d+$/.test(value)) return { 'location.localityCode': value };
  const pattern = regex(accentInsensitivePattern(value), 'i');
  return { $or: [{ 'location.neighborhood': pattern }, { 'location.locality': pattern }] };
}

const LAT = 'location.coordinates.lat';
const LNG = 'location.coordinates.lng';

/**
 * Properties inside a map area (docs/catalogue-and-map.md#map-areas: ranges, no geo operators). `exact`
 * (staff) compares the stored point; the public compares the point it is shown, approximate unless the owner
 * allowed the exact one (lib/maps/approximate.ts), so a box never reveals more than the page.
 */
function bboxCondition(box: Bbox, exact: boolean): Filter {
  const inBox = { [LAT]: range(box.swLat, box.neLat), [LNG]: range(box.swLng, box.neLng) };
  if (exact) return inBox;
  const cells = boxRanges(box);
  return {
    $or: [
      { showExactLocation: true, ...inBox },
      {
        showExactLocation: trusted({ $ne: true }),
        [LAT]: trusted({ $gte: cells.lat.gte, $lt: cells.lat.lt }),
        [LNG]: trusted({ $gte: cells.lng.gte, $lt: cells.lng.lt }),
      },
    ],
  };
}

/** Properties whose last price change was a reduction on or after `since` (or, `false`, the others). */
export function priceDropCondition(recent: boolean, since: string): Filter {
  const from = new Date(since);
  return recent
    ? { 'lastDrop.at': trusted({ $gte: from }) }
    : { $or: [{ 'lastDrop.at': trusted({ $lt: from }) }, { 'lastDrop.at': null }] };
}

/**
 * Which statuses a query may see: `undefined` means every status (an admin without a status
 * filter). The public always gets LISTED_STATUSES, whatever it asked for.
 */
export function visibleStatuses(
  query: Pick<PropertyQuery, 'status'>,
  admin: boolean,
): readonly PropertyStatus[] | undefined {
  if (!admin) return LISTED_STATUSES;
  return query.status?.length ? query.status : undefined;
}

/**
 * The MongoDB filter of a validated list or search query (GET /api/properties and /search).
 * `exactLocation`: a map area is matched against the stored points (staff), not the shown ones.
 */
export function propertyFilter(
  q: PropertyFilterQuery,
  statuses: readonly PropertyStatus[] | undefined,
  exactLocation = false,
): Filter {
  const filter: Filter = {};
  const and: Filter[] = [];
  if (statuses) filter.status = trusted({ $in: [...statuses] });
  if (q.operation) filter.operation = q.operation;
  if (q.type?.length) filter.type = trusted({ $in: q.type });
  if (q.featured !== undefined) filter.featured = q.featured;
  if (q.agentId) filter.agentId = q.agentId;
  if (q.city) Object.assign(filter, cityCondition(q.city));
  if (q.neighborhood) and.push(neighborhoodCondition(q.neighborhood));
  if (q.minPrice !== undefined || q.maxPrice !== undefined) filter.price = range(q.minPrice, q.maxPrice);
  if (q.bedrooms !== undefined) filter['features.bedrooms'] = trusted({ $gte: q.bedrooms });
  if (q.bathrooms !== undefined) filter['features.bathrooms'] = trusted({ $gte: q.bathrooms });
  if (q.parking !== undefined) filter['features.parking'] = trusted({ $gte: q.parking });
  if (q.estrato?.length) filter.estrato = q.estrato.length === 1 ? q.estrato[0] : trusted({ $in: q.estrato });
  if (q.petsAllowed !== undefined) filter.petsAllowed = q.petsAllowed;
  if (q.gatedCommunity !== undefined) filter.gatedCommunity = q.gatedCommunity;
  if (q.maxAdminFee !== undefined) filter.adminFee = trusted({ $lte: q.maxAdminFee });
  if (q.yearBuilt !== undefined) filter['features.yearBuilt'] = trusted({ $gte: q.yearBuilt });
  if (q.minArea !== undefined || q.maxArea !== undefined) filter['features.area'] = range(q.minArea, q.maxArea);
  // Every amenity must be present; each is compared whole, without regard to accents or case.
  for (const amenity of q.amenities ?? [])
    and.push({ amenities: regex(`^${accentInsensitivePattern(amenity)}$`, 'i') });
  if (q.propertyId) {
    and.push(byIdOrSlug(q.propertyId));
  }
  if (q.bbox) and.push(bboxCondition(q.bbox, exactLocation));
  if (q.priceDrop !== undefined) and.push(priceDropCondition(q.priceDrop, q.dropSince ?? priceDropSince(new Date())));
  // Accent-insensitive text search over the normalised title, description and location.
  for (const term of q.search ? searchTermsPattern(q.search) : []) and.push({ searchText: regex(term) });
  if (and.length === 1) Object.assign(filter, and[0]);
  if (and.length > 1) filter.$and = and;
  return filter;
}

/** Sort (docs/product-rules.md#limits); `_id` breaks ties so pages never overlap or skip. */
export function propertySort(sort: PropertySort): SortSpec {
  switch (sort) {
    case 'price-low':
      return { price: 1, _id: 1 };
    case 'price-high':
      return { price: -1, _id: -1 };
    case 'best-seller':
      return { featured: -1, priority: -1, createdAt: -1, _id: -1 };
    case 'newest':
      return { _id: -1 };
    case 'price-drop': // the recent reductions (price-drop-page.ts); the others follow as `recently`
      return { 'lastDrop.pct': -1, 'lastDrop.at': -1, _id: -1 };
    default:
      return { createdAt: -1, _id: -1 };
  }
}

/**
 * The query as a cache key: keys sorted, empty values dropped, lists sorted and deduplicated, so
 * `type=casa,apartamento` and `type=apartamento,casa` share one entry.
 */
export function normalizeQuery<T extends object>(query: T): T {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...new Set(value)].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries) as T;
}
