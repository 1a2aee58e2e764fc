import { propertyListQuerySchema, type PublicPropertyQuery } from '@/lib/validation/properties';

// The /listing state lives in the URL (DESIGN.md §5): filters, sort, page, page size and view.
// Pure helpers shared by the server page and the client controls.

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
type RawParams = Record<string, string | string[] | undefined>;

/** Known keys only, trimmed, empty dropped; repeated keys (type=casa&type=local) joined by commas. */
export function cleanParams(raw: RawParams): ListingParams {
  const out: ListingParams = {};
  for (const key of STATE_KEYS) {
    const value = raw[key];
    const joined = (Array.isArray(value) ? value : [value]).map((v) => v?.trim()).filter(Boolean).join(',');
    if (joined) out[key] = joined;
  }
  return out;
}

export interface ListingState {
  /** The parameters that were valid, as they appear in the URL. */
  params: ListingParams;
  query: PublicPropertyQuery;
  view: ListingView;
}

/**
 * Parses the URL state; an invalid value (page=abc, type=castillo, limit=7) is dropped rather
 * than failing the page, so a mangled shared link still shows results.
 */
export function parseListing(raw: RawParams): ListingState {
  const params = cleanParams(raw);
  if (params.limit && !PAGE_SIZES.some((size) => String(size) === params.limit)) delete params.limit;
  if (params.view && params.view !== 'list' && params.view !== 'grid') delete params.view;
  const { view, ...queryParams } = params;
  let parsed = propertyListQuerySchema.safeParse({ limit: DEFAULT_PAGE_SIZE, ...queryParams });
  for (let attempt = 0; !parsed.success && attempt < 3; attempt++) {
    for (const issue of parsed.error.issues) delete params[issue.path[0] as keyof ListingParams];
    const { view: _v, ...retry } = params;
    parsed = propertyListQuerySchema.safeParse({ limit: DEFAULT_PAGE_SIZE, ...retry });
  }
  const query = parsed.success ? parsed.data : propertyListQuerySchema.parse({ limit: DEFAULT_PAGE_SIZE });
  if (!parsed.success) for (const key of Object.keys(params)) if (key !== 'view') delete params[key as keyof ListingParams];
  return { params, query, view: view === 'list' ? 'list' : 'grid' };
}

const DEFAULTS: ListingParams = { sort: 'recently', page: '1', limit: String(DEFAULT_PAGE_SIZE), view: 'grid' };

/**
 * The /listing URL for `params` with `changes` applied. Any change other than the page itself
 * goes back to page 1 (SPEC §4: a new page size resets the page). Defaults are left out.
 */
export function listingHref(params: ListingParams, changes: ListingParams & Record<string, string | undefined> = {}): string {
  const next: Record<string, string | undefined> = { ...params, ...changes };
  if (!('page' in changes)) delete next.page;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value && DEFAULTS[key as keyof ListingParams] !== value) qs.set(key, value);
  }
  const text = qs.toString();
  return text ? `/listing?${text}` : '/listing';
}
