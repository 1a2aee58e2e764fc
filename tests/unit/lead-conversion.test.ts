import { describe, expect, it } from 'vitest';

import { criteriaFromProperty, draftFromOwnerLead } from '@/lib/domain/lead-conversion';
import { propertyCreateSchema } from '@/lib/validation/properties';

describe('a demand prefilled from the inquired listing', () => {
  it('takes its operation, type, place and its price ±20 %', () => {
    const criteria = criteriaFromProperty({
      operation: 'arriendo',
      type: 'apartamento',
      price: 2_500_000,
      location: { city: 'Bogotá, D.C.', cityCode: '11001', locality: 'Chapinero', localityCode: '1100102' },
    });
    expect(criteria).toEqual({
      operation: 'arriendo',
      types: ['apartamento'],
      city: 'Bogotá, D.C.',
      localities: ['Chapinero'],
      minPrice: 2_000_000,
      maxPrice: 3_000_000,
    });
  });

  it('falls back to the codes, and leaves the budget open for a listing without a price', () => {
    const criteria = criteriaFromProperty({
      operation: 'venta',
      type: 'casa',
      price: 0,
      location: { city: '', cityCode: '25175', locality: '' },
    });
    expect(criteria).toEqual({ operation: 'venta', types: ['casa'], city: '25175', localities: [] });
  });
});

describe('a draft property from an owner lead', () => {
  const owner = {
    operation: 'venta' as const,
    type: 'apartamento' as const,
    city: 'Bogotá, D.C.',
    locality: 'Usaquén',
    area: 84,
    bedrooms: 3,
    bathrooms: 2,
    parking: null,
    estrato: 4,
    estimate: { low: 400_000_000, mid: 450_000_000, high: 500_000_000, comparables: 9, scope: 'locality' as const },
  };

  it('is a valid draft body with the estimate as its price', () => {
    const body = propertyCreateSchema.parse(draftFromOwnerLead(owner, 'abc'));
    expect(body).toMatchObject({
      title: 'Apartamento en venta en Usaquén, Bogotá, D.C.',
      status: 'borrador',
      price: 450_000_000,
      estrato: 4,
      features: { area: 84, bedrooms: 3, bathrooms: 2, parking: 0 },
      location: { city: 'Bogotá, D.C.', locality: 'Usaquén' },
    });
  });

  it('has no price when the lead had no estimate', () => {
    const body = propertyCreateSchema.parse(draftFromOwnerLead({ ...owner, estimate: null, estrato: null }, 'abc'));
    expect(body.price).toBe(0);
    expect(body.estrato).toBeUndefined();
  });
});
