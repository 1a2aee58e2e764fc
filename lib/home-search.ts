import { listingHref } from './listing-url';

// The home search bar's filters (docs/product-rules.md#home), named as /listing's query keys.

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
export function homeSearchHref(filters: HomeSearchFilters): string {
  const digits = (key: 'minPrice' | 'maxPrice') => filters[key].replace(/\D/g, '');
  const trimmed = Object.fromEntries(ORDER.map((key) => [key, filters[key].trim()]));
  return listingHref({}, { ...trimmed, minPrice: digits('minPrice'), maxPrice: digits('maxPrice') });
}
