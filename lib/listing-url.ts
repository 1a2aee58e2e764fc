// Every /listing URL (docs/product-rules.md#catalogue: filters, sort, page, page size and view live in the query) is
// built here, for the server page, its client controls, the home search and the site's links.
// No zod: the controls' bundle stays small (the server validates in components/listing/listing-state.ts).

export const PAGE_SIZES = [12, 24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 12;
export type ListingView = 'grid' | 'list';

/** The query keys /listing understands; anything else in a link is ignored. */
export const FILTER_KEYS = [
  'search',
  'operation',
  'type',
  'city',
  'neighborhood',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'featured',
  'estrato',
  'parking',
  'petsAllowed',
  'gatedCommunity',
  'maxAdminFee',
  /** The map area, `swLng,swLat,neLng,neLat` (lib/maps/bbox.ts), set by the map's 'Buscar en esta zona'. */
  'bbox',
  'priceDrop',
] as const;
const STATE_KEYS = [...FILTER_KEYS, 'sort', 'page', 'limit', 'view'] as const;

export type ListingParams = Partial<Record<(typeof STATE_KEYS)[number], string>>;
export type RawParams = Record<string, string | string[] | undefined>;

/** Known keys only, trimmed, empty dropped; repeated keys (type=casa&type=local) joined by commas. */
export function cleanParams(raw: RawParams): ListingParams {
  const out: ListingParams = {};
  for (const key of STATE_KEYS) {
    const value = raw[key];
    const joined = (Array.isArray(value) ? value : [value])
      .map((v) => v?.trim())
      .filter(Boolean)
      .join(',');
    if (joined) out[key] = joined;
  }
  return out;
}

const DEFAULTS: ListingParams = { sort: 'recently', page: '1', limit: String(DEFAULT_PAGE_SIZE), view: 'grid' };

/**
 * The /listing URL for `params` with `changes` applied. Any change other than the page itself
 * goes back to page 1 (a new page size resets the page too). Defaults are left out.
 */
export function listingHref(params: ListingParams, changes: ListingParams = {}): string {
  const next: ListingParams = { ...params, ...changes };
  if (!('page' in changes)) delete next.page;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value && DEFAULTS[key as keyof ListingParams] !== value) qs.set(key, value);
  }
  const text = qs.toString();
  return text ? `/listing?${text}` : '/listing';
}

/** The lists kept in the browser (components/listing/saved-ids.ts), shown by /listing instead of results. */
const SAVED_LIST_KEYS = { favorites: 'favoritos', compare: 'comparar' } as const;
export type SavedList = keyof typeof SAVED_LIST_KEYS;

export function savedListHref(list: SavedList): string {
  return `/listing?${SAVED_LIST_KEYS[list]}=1`;
}

/** The saved list a /listing URL asks for, if any. */
export function savedListOf(raw: RawParams): SavedList | null {
  return raw[SAVED_LIST_KEYS.favorites] ? 'favorites' : raw[SAVED_LIST_KEYS.compare] ? 'compare' : null;
}
