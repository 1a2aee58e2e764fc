import { describe, expect, it } from 'vitest';

import { priceDropSince } from '@/lib/domain/price-history';
import { matchesSavedFilters, type MatchableProperty } from '@/lib/domain/saved-search-match';
import { alertReasonOf } from '@/lib/services/alerts/events';
import { parseSavedFilters, savedFiltersSchema } from '@/lib/validation/account';

// The matcher against the list's own query semantics (lib/services/properties/filters.ts); the
// integration test saved-search-match.test.ts compares both over the whole seeded catalogue.

const now = new Date('2026-11-26T15:00:00Z');
const since = priceDropSince(now);
const apartment: MatchableProperty = {
  status: 'disponible',
  operation: 'venta',
  type: 'apartamento',
  featured: false,
  price: 450_000_000,
  estrato: 4,
  petsAllowed: true,
  gatedCommunity: true,
  adminFee: 380_000,
  showExactLocation: false,
  searchText: 'apartamento luminoso en chapinero alto bogota',
  features: { bedrooms: 3, bathrooms: 2, parking: 1 },
  location: {
    city: 'Bogotá, D.C.',
    cityCode: '11001',
    neighborhood: 'Chapinero Alto',
    locality: 'Chapinero',
    localityCode: '1100102',
    coordinates: { lat: 4.6486, lng: -74.0628 },
  },
  lastDrop: { at: '2026-11-20T10:00:00Z' },
};

const matches = (filters: Record<string, string>, p: MatchableProperty = apartment) =>
  matchesSavedFilters(p, parseSavedFilters(savedFiltersSchema.parse(filters)), since);

describe('matchesSavedFilters', () => {
  it('matches what the list would list', () => {
    expect(matches({})).toBe(true);
    expect(matches({ operation: 'venta', type: 'apartamento,casa', city: 'bogota', neighborhood: 'chapinero' })).toBe(
      true,
    );
    expect(matches({ city: '11001', neighborhood: '1100102', estrato: '3,4', bedrooms: '3+', bathrooms: '2' })).toBe(
      true,
    );
    expect(matches({ minPrice: '400000000', maxPrice: '450000000', maxAdminFee: '380000', parking: '1' })).toBe(true);
    expect(matches({ petsAllowed: 'true', gatedCommunity: 'true', featured: 'false', priceDrop: 'true' })).toBe(true);
    expect(matches({ search: 'Chapinero luminoso' })).toBe(true);
  });

  it('refuses what the list would not list', () => {
    expect(matches({ operation: 'arriendo' })).toBe(false);
    expect(matches({ type: 'casa' })).toBe(false);
    expect(matches({ city: 'Medellín' })).toBe(false);
    expect(matches({ city: 'Bogo' })).toBe(false); // a city name is matched whole, as the list does
    expect(matches({ maxPrice: '449999999' })).toBe(false);
    expect(matches({ bedrooms: '4' })).toBe(false);
    expect(matches({ estrato: '5,6' })).toBe(false);
    expect(matches({ featured: 'true' })).toBe(false);
    expect(matches({ priceDrop: 'false' })).toBe(false);
    expect(matches({ search: 'usaquen' })).toBe(false);
    expect(matches({}, { ...apartment, status: 'borrador' })).toBe(false);
    expect(matches({}, { ...apartment, status: 'vendido' })).toBe(false);
    expect(matches({ maxAdminFee: '500000' }, { ...apartment, adminFee: null })).toBe(false);
  });

  it('matches a map area by the shown (approximate) point unless the exact one is public', () => {
    // A box around the real point but away from its cell's centre (4.65, -74.065).
    const tight = { bbox: '-74.0630,4.6484,-74.0626,4.6488' };
    expect(matches(tight)).toBe(false);
    expect(matches(tight, { ...apartment, showExactLocation: true })).toBe(true);
    expect(matches({ bbox: '-74.07,4.64,-74.06,4.66' })).toBe(true);
    expect(matches({ bbox: '-74.07,4.64,-74.06,4.66' }, { ...apartment, location: { city: 'Bogotá' } })).toBe(false);
  });
});

describe('saved filters', () => {
  it('are the /listing keys, checked by its schema', () => {
    expect(savedFiltersSchema.parse({ operation: 'venta', city: '', bbox: '-74.1,4.6,-74.0,4.7' })).toEqual({
      operation: 'venta',
      bbox: '-74.1,4.6,-74.0,4.7',
    });
    expect(savedFiltersSchema.safeParse({ page: '2' }).success).toBe(false);
    expect(savedFiltersSchema.safeParse({ type: 'castillo' }).success).toBe(false);
    expect(savedFiltersSchema.safeParse({ bbox: '-74,4.7,-74.1,4.6' }).success).toBe(false);
    expect(savedFiltersSchema.safeParse({ minPrice: '9', maxPrice: '1' }).success).toBe(false);
  });
});

describe('alertReasonOf (the save tells the alerts)', () => {
  const id = { toString: () => 'p1' };
  it('is new when a listing becomes public, priceDrop when a public one gets cheaper', () => {
    expect(alertReasonOf(null, { _id: id, status: 'disponible' })).toBe('new');
    expect(alertReasonOf(null, { _id: id, status: 'borrador' })).toBeNull();
    expect(alertReasonOf({ _id: id, status: 'borrador' }, { _id: id, status: 'reservado' })).toBe('new');
    expect(
      alertReasonOf(
        { _id: id, status: 'disponible', lastDrop: null },
        { _id: id, status: 'disponible', lastDrop: { at: now } },
      ),
    ).toBe('priceDrop');
    expect(alertReasonOf({ _id: id, status: 'disponible' }, { _id: id, status: 'disponible' })).toBeNull();
    expect(alertReasonOf({ _id: id, status: 'disponible' }, { _id: id, status: 'vendido' })).toBeNull();
  });
});
