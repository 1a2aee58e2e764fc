import { describe, expect, it } from 'vitest';

import { CRUCE_MESSAGES } from '@/lib/domain/cruce';
import { digestSubject, selectionMailText } from '@/lib/domain/cruce-mail';
import { byScoreThenNewest, matchDemand, SCORE_POINTS, type MatchableDemand } from '@/lib/domain/demand-match';
import type { MatchableProperty } from '@/lib/domain/saved-search-match';
import { statusPageTarget } from '@/lib/page-cache/eligible';
import { selectionIdOf } from '@/lib/security/selection-token';
import { selectionBodySchema } from '@/lib/validation/cruce';

// The cruce's matcher (docs/cruce.md): every hard criterion at its boundary, the score's parts and
// its order. tests/integration/cruce.test.ts checks the endpoints against the public list.

const flat: MatchableProperty = {
  status: 'disponible',
  operation: 'venta',
  type: 'apartamento',
  price: 400_000_000,
  estrato: 4,
  petsAllowed: true,
  features: { bedrooms: 3, bathrooms: 2, parking: 1, area: 80 },
  location: {
    city: 'Bogotá, D.C.',
    cityCode: '11001',
    neighborhood: 'Chapinero Alto',
    locality: 'Chapinero',
    localityCode: '02',
  },
};
const open: MatchableDemand = { operation: 'venta' };
const withFeatures = (f: Partial<NonNullable<MatchableProperty['features']>>): MatchableProperty => ({
  ...flat,
  features: { ...flat.features, ...f },
});

describe('hard criteria', () => {
  it('a demand with only its operation matches any listed property of that operation', () => {
    expect(matchDemand(open, flat)).not.toBeNull();
    expect(matchDemand({ operation: 'arriendo' }, flat)).toBeNull();
  });

  it('listed statuses only: reservado yes; borrador, vendido, arrendado no', () => {
    expect(matchDemand(open, { ...flat, status: 'reservado' })).not.toBeNull();
    for (const status of ['borrador', 'vendido', 'arrendado', undefined])
      expect(matchDemand(open, { ...flat, status })).toBeNull();
  });

  it('types: any of them; none listed means any type', () => {
    expect(matchDemand({ ...open, types: ['casa', 'apartamento'] }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, types: ['casa'] }, flat)).toBeNull();
    expect(matchDemand({ ...open, types: [] }, flat)).not.toBeNull();
  });

  it('city: a DANE code or a name without accents or case, as the list reads it', () => {
    expect(matchDemand({ ...open, city: '11001' }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, city: 'bogota' }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, city: '25754' }, flat)).toBeNull();
    expect(matchDemand({ ...open, city: 'Soacha' }, flat)).toBeNull();
  });

  it('localities: any one, by code or by a name found in the barrio or the locality', () => {
    expect(matchDemand({ ...open, localities: ['01', '02'] }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, localities: ['usaquen', 'chapinero'] }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, localities: ['Chapinero Alto'] }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, localities: ['01', 'Suba'] }, flat)).toBeNull();
  });

  it('price range: both ends included', () => {
    expect(matchDemand({ ...open, minPrice: 400_000_000, maxPrice: 400_000_000 }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, maxPrice: 399_999_999 }, flat)).toBeNull();
    expect(matchDemand({ ...open, minPrice: 400_000_001 }, flat)).toBeNull();
    expect(matchDemand({ ...open, maxPrice: 500_000_000 }, { ...flat, price: null })).toBeNull();
  });

  it('minimum bedrooms, bathrooms, parking and area: at least, a missing value fails', () => {
    const cases: Array<[keyof MatchableDemand, string, number]> = [
      ['minBedrooms', 'bedrooms', 3],
      ['minBathrooms', 'bathrooms', 2],
      ['minParking', 'parking', 1],
      ['minArea', 'area', 80],
    ];
    for (const [criterion, feature, value] of cases) {
      expect(matchDemand({ ...open, [criterion]: value }, flat), criterion).not.toBeNull();
      expect(matchDemand({ ...open, [criterion]: value + 1 }, flat), criterion).toBeNull();
      expect(matchDemand({ ...open, [criterion]: 0 }, withFeatures({ [feature]: null })), criterion).toBeNull();
      expect(matchDemand({ ...open, [criterion]: null }, withFeatures({ [feature]: null })), criterion).not.toBeNull();
    }
  });

  it('estrato range: both ends included; a property without estrato fails a range', () => {
    expect(matchDemand({ ...open, estratoMin: 4, estratoMax: 4 }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, estratoMin: 5 }, flat)).toBeNull();
    expect(matchDemand({ ...open, estratoMax: 3 }, flat)).toBeNull();
    expect(matchDemand({ ...open, estratoMin: 1 }, { ...flat, estrato: null })).toBeNull();
  });

  it('pets: only a demand that needs them filters', () => {
    const noPets = { ...flat, petsAllowed: false };
    expect(matchDemand({ ...open, petsAllowed: true }, flat)).not.toBeNull();
    expect(matchDemand({ ...open, petsAllowed: true }, noPets)).toBeNull();
    expect(matchDemand({ ...open, petsAllowed: false }, noPets)).not.toBeNull();
    expect(matchDemand({ ...open, petsAllowed: null }, noPets)).not.toBeNull();
  });
});

describe('score', () => {
  const score = (demand: MatchableDemand, p: MatchableProperty = flat) => matchDemand(demand, p)!.score;

  it('without a budget or minimums: the base and a neutral price', () => {
    expect(matchDemand(open, flat)).toEqual({ score: SCORE_POINTS.base + SCORE_POINTS.priceNeutral, reasons: [] });
  });

  it('the price: 10 points at the maximum, 40 at the floor (the minimum, else 80 % of the maximum)', () => {
    expect(score({ ...open, maxPrice: 400_000_000 })).toBe(30);
    expect(score({ ...open, maxPrice: 500_000_000 })).toBe(60); // exactly at 80 %
    expect(score({ ...open, maxPrice: 450_000_000 })).toBe(Math.round(20 + 10 + 30 * (50 / 90)));
    expect(score({ ...open, minPrice: 400_000_000, maxPrice: 600_000_000 })).toBe(60);
    expect(score({ ...open, minPrice: 300_000_000 })).toBe(40); // no maximum: neutral
  });

  it('explains the price', () => {
    expect(matchDemand({ ...open, maxPrice: 400_000_000 }, flat)!.reasons).toEqual(['Precio dentro del presupuesto']);
    expect(matchDemand({ ...open, maxPrice: 500_000_000 }, flat)!.reasons).toEqual([
      'Precio dentro del presupuesto',
      '20 % por debajo del presupuesto máximo',
    ]);
  });

  it('what it gives beyond the minimums, each part capped', () => {
    const asked = { ...open, minBedrooms: 2, minBathrooms: 1, minParking: 0, minArea: 64 };
    const match = matchDemand(asked, flat)!;
    // 20 + 20 + 8 (1 bedroom) + 6 (1 bathroom) + 6 (1 parking) + 6 (80 m² is 25 % over 64).
    expect(match.score).toBe(66);
    expect(match.reasons).toEqual([
      '1 habitación más de lo pedido',
      '1 baño más de lo pedido',
      '1 parqueadero más de lo pedido',
      '16 m² más de lo pedido',
    ]);
    const big = withFeatures({ bedrooms: 6, bathrooms: 5, parking: 3, area: 200 });
    expect(matchDemand({ ...asked, minBedrooms: 1 }, big)!.reasons[0]).toBe('5 habitaciones más de lo pedido');
    expect(score({ ...asked, maxPrice: 500_000_000 }, big)).toBe(100);
  });

  it('a pet-friendly demand says so', () => {
    expect(matchDemand({ ...open, petsAllowed: true }, flat)!.reasons).toEqual(['Admite mascotas']);
  });

  it('orders: cheaper within the budget first, then more room, then newer', () => {
    const demand = { ...open, maxPrice: 500_000_000, minBedrooms: 2 };
    const rows = [
      { id: 'a', createdAt: '2026-01-01T00:00:00.000Z', p: { ...flat, price: 500_000_000 } },
      { id: 'b', createdAt: '2026-01-02T00:00:00.000Z', p: { ...flat, price: 420_000_000 } },
      { id: 'c', createdAt: '2026-01-03T00:00:00.000Z', p: { ...flat, price: 500_000_000 } },
      { id: 'd', createdAt: '2026-01-01T00:00:00.000Z', p: withFeatures({ bedrooms: 4 }) },
    ];
    const ranked = rows
      .map((row) => ({ ...row, score: matchDemand(demand, row.p)!.score }))
      .sort(byScoreThenNewest)
      .map((row) => row.id);
    expect(ranked).toEqual(['d', 'b', 'c', 'a']);
  });
});

describe('the selection body', () => {
  it('takes 1 to 20 property ids', () => {
    const id = '665f1c2a9b1e4a0012345678';
    expect(selectionBodySchema.safeParse({ propertyIds: [id] }).success).toBe(true);
    const empty = selectionBodySchema.safeParse({ propertyIds: [] });
    expect(empty.error?.issues[0].message).toBe(CRUCE_MESSAGES.selectionEmpty);
    const many = selectionBodySchema.safeParse({ propertyIds: Array.from({ length: 21 }, () => id) });
    expect(many.error?.issues[0].message).toBe(CRUCE_MESSAGES.selectionTooMany);
    const bad = selectionBodySchema.safeParse({ propertyIds: ['x'] });
    expect(bad.error?.issues[0].message).toBe(CRUCE_MESSAGES.selectionInvalidProperty);
  });
});

describe('the selection link and the e-mails', () => {
  it('names its selection in a path without a dot, whose 404 the proxy reads from the render', () => {
    const token = `665f1c2a9b1e4a0012345678${'a'.repeat(43)}`;
    expect(selectionIdOf(token)).toBe('665f1c2a9b1e4a0012345678');
    for (const bad of ['665f1c2a9b1e4a0012345678', `665f1c2a9b1e4a0012345678.${'a'.repeat(43)}`, 'nada'])
      expect(selectionIdOf(bad)).toBeNull();
    const load = { method: 'GET', pathname: `/seleccion/${token}`, search: '', headers: new Headers() };
    expect(statusPageTarget(load)?.path).toBe(`/seleccion/${token}`);
  });

  it('says what it is and, to a client, which laws it follows', () => {
    expect(digestSubject(1)).toBe('1 cruce nuevo para tus demandas');
    expect(digestSubject(3)).toBe('3 cruces nuevos para tus demandas');
    const text = selectionMailText({
      clientName: 'Mariana',
      agentName: 'Laura',
      links: [{ url: 'https://x.co/seleccion/t', count: 2, expiresOn: '27 de dic de 2026' }],
    });
    expect(text).toContain('2 inmuebles: https://x.co/seleccion/t');
    expect(text).toContain('Ley 1581 de 2012');
    expect(text).toContain('Ley 2300 de 2023');
  });
});
