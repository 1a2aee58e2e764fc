import { describe, expect, it } from 'vitest';

import { parseListing } from '@/components/listing/listing-state';
import { cleanParams, listingHref } from '@/lib/listing-url';

describe('parseListing', () => {
  it('reads every filter, the sort, the page, the size and the view from the URL', () => {
    const url = {
      operation: 'venta',
      type: 'casa,apartamento',
      city: '11001',
      minPrice: '300000000',
      bedrooms: '4',
      featured: 'true',
      estrato: '4',
      petsAllowed: 'true',
      sort: 'price-low',
      page: '2',
      limit: '24',
      view: 'list',
    };
    const { params, query, view } = parseListing({ ...url, type: ['casa', 'apartamento'], utm_source: 'x' });
    expect(params).toEqual(url);
    expect(query).toMatchObject({
      operation: 'venta',
      type: ['casa', 'apartamento'],
      minPrice: 300_000_000,
      bedrooms: 4,
      featured: true,
      estrato: [4],
      page: 2,
      limit: 24,
      sort: 'price-low',
    });
    expect(view).toBe('list');
  });

  it('drops invalid values and keeps the valid ones', () => {
    const { params, query, view } = parseListing({
      type: 'castillo',
      page: 'abc',
      limit: '7',
      sort: 'raro',
      view: 'mosaico',
      operation: 'arriendo',
    });
    expect(params).toEqual({ operation: 'arriendo' });
    expect(query).toMatchObject({ operation: 'arriendo', page: 1, limit: 12, sort: 'recently' });
    expect(view).toBe('grid');
  });

  it('drops the lower bound of a price range that is upside down', () => {
    expect(parseListing({ minPrice: '9', maxPrice: '1' }).params).toEqual({ maxPrice: '1' });
  });
});

describe('listingHref', () => {
  const params = cleanParams({ operation: 'venta', page: '3', sort: 'price-low', view: 'list' });
  it('keeps the page only when the page itself changes', () => {
    expect(listingHref(params, { page: '4' })).toBe('/listing?operation=venta&sort=price-low&page=4&view=list');
    expect(listingHref(params, { limit: '24' })).toBe('/listing?operation=venta&sort=price-low&view=list&limit=24');
  });
  it('leaves defaults and empty values out', () => {
    expect(listingHref({}, { sort: 'recently', view: 'grid', limit: '12', page: '1', search: '' })).toBe('/listing');
  });
});
