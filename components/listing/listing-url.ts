// The /listing state lives in the URL (DESIGN.md §5): filters, sort, page, page size and view.
// Pure helpers shared by the server page and the client controls; no zod here, so the controls'
// bundle stays small (the server parses the URL in listing-state.ts).

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
 * goes back to page 1 (SPEC §4: a new page size resets the page). Defaults are left out.
 */
export function listingHref(
  params: ListingParams,
  changes: ListingParams & Record<string, string | undefined> = {},
): string {
  const next: Record<string, string | undefined> = { ...params, ...changes };
  if (!('page' in changes)) delete next.page;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value && DEFAULTS[key as keyof ListingParams] !== value) qs.set(key, value);
  }
  const text = qs.toString();
  return text ? `/listing?${text}` : '/listing';
}
