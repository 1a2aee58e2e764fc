// The home search bar's filters (SPEC §3 "Home search filters") and the /listing link they make.
// The query names are the ones /listing and GET /api/properties understand (DESIGN.md §5).

export interface HomeSearchFilters {
  operation: string;
  search: string;
  type: string;
  /** City DANE code. */
  city: string;
  /** Locality code (the API's `neighborhood` accepts locality codes). */
  neighborhood: string;
  minPrice: string;
  maxPrice: string;
}

export const EMPTY_HOME_SEARCH: HomeSearchFilters = {
  operation: '',
  search: '',
  type: '',
  city: '',
  neighborhood: '',
  minPrice: '',
  maxPrice: '',
};

const ORDER: Array<keyof HomeSearchFilters> = [
  'operation',
  'search',
  'type',
  'city',
  'neighborhood',
  'minPrice',
  'maxPrice',
];

export function hasAnyFilter(filters: HomeSearchFilters): boolean {
  return ORDER.some((key) => filters[key].trim() !== '');
}

/** `/listing?…` with exactly the non-empty filters (trimmed; prices as whole digits). */
export function listingHref(filters: HomeSearchFilters): string {
  const query = new URLSearchParams();
  for (const key of ORDER) {
    let value = filters[key].trim();
    if (key === 'minPrice' || key === 'maxPrice') value = value.replace(/\D/g, '');
    if (value) query.set(key, value);
  }
  return query.size > 0 ? `/listing?${query}` : '/listing';
}
