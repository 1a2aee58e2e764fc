import { beforeAll, describe, expect, it } from 'vitest';

import { priceDropSince } from '@/lib/domain/price-history';
import { matchesSavedFilters, type MatchableProperty } from '@/lib/domain/saved-search-match';
import { parseSavedFilters, savedFiltersSchema } from '@/lib/validation/account';

import { allPages, storedRows } from './property-data';
import { connectTestDb } from './stack-client';

// The alert matcher (lib/domain/saved-search-match.ts) against the list itself: for each saved
// filter set, the public list's results and the stored rows the matcher accepts are the same.

const FILTER_SETS: Array<Record<string, string>> = [
  {},
  { operation: 'arriendo' },
  { type: 'apartamento,casa', operation: 'venta' },
  { city: 'bogota' },
  { city: '11001', neighborhood: 'chapinero' },
  { neighborhood: 'Usaquén' },
  { minPrice: '300000000', maxPrice: '900000000' },
  { bedrooms: '3+', bathrooms: '2' },
  { estrato: '4,5,6', parking: '1' },
  { petsAllowed: 'true' },
  { gatedCommunity: 'false', featured: 'true' },
  { maxAdminFee: '500000' },
  { bbox: '-74.10,4.60,-74.02,4.72' },
  { bbox: '-74.07,4.64,-74.05,4.70', operation: 'venta' },
  { priceDrop: 'true' },
  { priceDrop: 'false', type: 'apartamento' },
  { search: 'apartamento norte' },
  { search: 'Chapinero' },
];

let rows: Awaited<ReturnType<typeof storedRows>>;
beforeAll(async () => {
  await connectTestDb();
  rows = await storedRows('all');
});

describe('a saved search matches exactly what /api/properties lists for its filters', () => {
  it.each(FILTER_SETS)('%o', async (filters) => {
    const since = priceDropSince(new Date());
    const query = parseSavedFilters(savedFiltersSchema.parse(filters));
    const listed = await allPages(`/api/properties?${new URLSearchParams(filters)}`);
    const matched = rows.filter((row) => matchesSavedFilters(row as MatchableProperty, query, since));
    expect(matched.map((row) => row._id.toString()).sort()).toEqual(listed.map((p) => p._id).sort());
  });
});
