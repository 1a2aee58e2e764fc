// Whether one stored property matches a saved search's filters: the alert runner's test, the same
// rules as the catalogue's MongoDB filter (lib/services/properties/filters.ts, `propertyFilter`
// with the public's statuses and shown locations). tests/integration/saved-search-match.test.ts
// compares the two over the seeded catalogue. Pure: no server imports.

import { boxRanges } from '../maps/approximate';
import type { Bbox } from '../maps/bbox';
import { accentInsensitivePattern, searchTermsPattern } from '../text';
import { LISTED_STATUSES } from './property';

/** The filters of a /listing query as its zod schema outputs them (lib/validation/properties.ts). */
export interface SavedFilterQuery {
  search?: string;
  operation?: string;
  type?: string[];
  city?: string;
  neighborhood?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  bedrooms?: number;
  bathrooms?: number;
  estrato?: number[];
  parking?: number;
  petsAllowed?: boolean;
  gatedCommunity?: boolean;
  maxAdminFee?: number;
  bbox?: Bbox;
  priceDrop?: boolean;
}

/** The stored fields of a property the filters read (a lean Property row fits). */
export interface MatchableProperty {
  status?: string | null;
  operation?: string | null;
  type?: string | null;
  featured?: boolean | null;
  price?: number | null;
  estrato?: number | null;
  petsAllowed?: boolean | null;
  gatedCommunity?: boolean | null;
  adminFee?: number | null;
  showExactLocation?: boolean | null;
  searchText?: string | null;
  features?: {
    bedrooms?: number | null;
    bathrooms?: number | null;
    parking?: number | null;
    /** Read by the demands' matcher (lib/domain/demand-match.ts), not by the saved searches. */
    area?: number | null;
  } | null;
  location?: {
    city?: string | null;
    cityCode?: string | null;
    neighborhood?: string | null;
    locality?: string | null;
    localityCode?: string | null;
    coordinates?: { lat?: number | null; lng?: number | null } | null;
  } | null;
  lastDrop?: { at?: Date | string | null } | null;
}

export const isNum = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
/** MongoDB's `$gte`/`$lte` never match a missing field. */
export const atLeast = (v: unknown, min: number) => isNum(v) && v >= min;
export const within = (v: unknown, min?: number, max?: number) =>
  isNum(v) && (min === undefined || v >= min) && (max === undefined || v <= max);
const icase = (pattern: string) => new RegExp(pattern, 'i');

/** The list's `city`: a DANE code, or a name without regard to accents or case ("bogota" finds "Bogotá, D.C."). */
export function cityMatches(value: string, p: MatchableProperty): boolean {
  if (/^\d+$/.test(value)) return p.location?.cityCode === value;
  return icase(`^${accentInsensitivePattern(value)}(,.*)?$`).test(p.location?.city ?? '');
}

/** The list's `neighborhood`: a locality code, or a name found in the barrio or the locality. */
export function neighborhoodMatches(value: string, p: MatchableProperty): boolean {
  if (/^\d+$/.test(value)) return p.location?.localityCode === value;
  const pattern = icase(accentInsensitivePattern(value));
  return pattern.test(p.location?.neighborhood ?? '') || pattern.test(p.location?.locality ?? '');
}

/** The public's box test: the stored point when shown exactly, else the cell its shown centre is in. */
function inBox(box: Bbox, p: MatchableProperty): boolean {
  const lat = p.location?.coordinates?.lat;
  const lng = p.location?.coordinates?.lng;
  if (!isNum(lat) || !isNum(lng)) return false;
  if (p.showExactLocation === true) return within(lat, box.swLat, box.neLat) && within(lng, box.swLng, box.neLng);
  const cells = boxRanges(box);
  return lat >= cells.lat.gte && lat < cells.lat.lt && lng >= cells.lng.gte && lng < cells.lng.lt;
}

function recentlyDropped(p: MatchableProperty, since: string): boolean {
  const at = p.lastDrop?.at;
  return !!at && new Date(at).getTime() >= new Date(since).getTime();
}

/**
 * Whether `p` is among the public results of `q`. `dropSince` is the start of the price-drop
 * window (priceDropSince of the instant the match is made for).
 */
export function matchesSavedFilters(p: MatchableProperty, q: SavedFilterQuery, dropSince: string): boolean {
  const checks: Array<() => boolean> = [
    () => (LISTED_STATUSES as readonly unknown[]).includes(p.status),
    () => !q.operation || p.operation === q.operation,
    () => !q.type?.length || q.type.includes(p.type ?? ''),
    () => q.featured === undefined || p.featured === q.featured,
    () => !q.city || cityMatches(q.city, p),
    () => !q.neighborhood || neighborhoodMatches(q.neighborhood, p),
    () => (q.minPrice === undefined && q.maxPrice === undefined) || within(p.price, q.minPrice, q.maxPrice),
    () => q.bedrooms === undefined || atLeast(p.features?.bedrooms, q.bedrooms),
    () => q.bathrooms === undefined || atLeast(p.features?.bathrooms, q.bathrooms),
    () => q.parking === undefined || atLeast(p.features?.parking, q.parking),
    () => !q.estrato?.length || (isNum(p.estrato) && q.estrato.includes(p.estrato)),
    () => q.petsAllowed === undefined || p.petsAllowed === q.petsAllowed,
    () => q.gatedCommunity === undefined || p.gatedCommunity === q.gatedCommunity,
    () => q.maxAdminFee === undefined || within(p.adminFee, undefined, q.maxAdminFee),
    () => !q.bbox || inBox(q.bbox, p),
    () => q.priceDrop === undefined || recentlyDropped(p, dropSince) === q.priceDrop,
    () => !q.search || searchTermsPattern(q.search).every((term) => new RegExp(term).test(p.searchText ?? '')),
  ];
  return checks.every((check) => check());
}
