import { describe, expect, it } from 'vitest';

import { marketFigures, pricePerM2Figures, quantile, type MarketRow } from '@/lib/domain/market-stats';
import { marketPagePath, placeBySlug, placeSlug } from '@/lib/domain/place-slugs';
import { estimateValue, MIN_COMPARABLES, type Comparable } from '@/lib/domain/valuation';

const apt = (price: number, area: number | null = 100): MarketRow => ({ type: 'apartamento', price, area });

describe('quantile (linear interpolation between closest ranks)', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
  });

  it('interpolates the quartiles at p·(n−1)', () => {
    // n = 4: p25 at position 0.75 → 10 + 0.75·10; p75 at 2.25 → 30 + 0.25·10
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([10, 20, 30, 40], 0.75)).toBe(32.5);
    // n = 5: positions 1 and 3 fall on values
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([10, 20, 30, 40, 50], 0.75)).toBe(40);
    expect(quantile([], 0.5)).toBeNull();
  });
});

describe('marketFigures', () => {
  it('computes count, median price and price per m² of an odd count', () => {
    const figures = marketFigures([apt(300, 100), apt(500, 100), apt(400, 50)]);
    expect(figures.count).toBe(3);
    expect(figures.medianPrice).toBe(400);
    // per m²: 3, 5, 8
    expect(figures.pricePerM2).toEqual({ median: 5, p25: 4, p75: 7, sample: 3 });
  });

  it('computes an even count with the mean of the middle two', () => {
    const figures = marketFigures([apt(100), apt(200), apt(300), apt(400)]);
    expect(figures.medianPrice).toBe(250);
    expect(figures.pricePerM2.median).toBe(3); // 2.5 rounded to whole pesos
  });

  it('leaves listings without an area out of the price per m² but counts them', () => {
    const figures = marketFigures([apt(1000, null), apt(1000, 0), apt(300), apt(600), apt(900)]);
    expect(figures.count).toBe(5);
    expect(figures.medianPrice).toBe(900);
    expect(figures.pricePerM2).toEqual({ median: 6, p25: 5, p75: 8, sample: 3 });
  });

  it('answers null below a sample of 3 instead of a median of one or two', () => {
    expect(pricePerM2Figures([apt(100), apt(200)])).toEqual({ median: null, p25: null, p75: null, sample: 2 });
    expect(pricePerM2Figures([])).toEqual({ median: null, p25: null, p75: null, sample: 0 });
    expect(marketFigures([]).medianPrice).toBeNull();
  });

  it('gives one entry per type present, in the catalogue order of types', () => {
    const figures = marketFigures([
      { type: 'oficina', price: 900, area: 30 },
      apt(100),
      apt(300),
      { type: 'casa', price: 500, area: 100 },
    ]);
    expect(figures.byType.map((t) => [t.type, t.count, t.medianPrice, t.pricePerM2.median])).toEqual([
      ['casa', 1, 500, null],
      ['apartamento', 2, 200, null],
      ['oficina', 1, 900, null],
    ]);
  });
});

const comparable = (i: number, pricePerM2: number, area = 100): Comparable => ({
  _id: `id${i}`,
  slug: `slug-${i}`,
  title: `Comparable ${i}`,
  type: 'apartamento',
  price: pricePerM2 * area,
  area,
});
const many = (n: number, from = 1) => Array.from({ length: n }, (_, i) => comparable(i, (from + i) * 1_000_000));

describe('estimateValue', () => {
  it('uses the localidad when it has at least 5 comparables with an area', () => {
    const estimate = estimateValue(80, many(MIN_COMPARABLES), many(20, 50));
    expect(estimate?.scope).toBe('locality');
    expect(estimate?.comparables).toBe(5);
    // per m²: 1..5 millions → p25 2M, median 3M, p75 4M; × 80 m²
    expect([estimate?.low, estimate?.mid, estimate?.high]).toEqual([160_000_000, 240_000_000, 320_000_000]);
    expect(estimate?.sample).toHaveLength(5);
  });

  it('widens to the city when the localidad has fewer than 5 (listings without an area do not count)', () => {
    const local = [...many(4), { ...comparable(9, 1), area: null }];
    const estimate = estimateValue(100, local, many(7, 10));
    expect(estimate?.scope).toBe('city');
    expect(estimate?.comparables).toBe(7);
    expect(estimate?.mid).toBe(1_300_000_000);
    expect(estimate?.sample).toHaveLength(6);
  });

  it('refuses to invent a figure below 5 comparables in the city', () => {
    expect(estimateValue(100, many(2), many(4))).toBeNull();
    expect(estimateValue(100, null, [])).toBeNull();
  });

  it('links the comparables closest in size first', () => {
    const rows = [comparable(1, 1e6, 300), comparable(2, 1e6, 60), comparable(3, 1e6, 90), ...many(3, 2)];
    expect(estimateValue(62, null, rows)?.sample[0]._id).toBe('id2');
  });
});

describe('place slugs', () => {
  it('are the names without accents, a city without what follows its comma', () => {
    expect(placeSlug('Bogotá, D.C.')).toBe('bogota');
    expect(placeSlug('Chapinero')).toBe('chapinero');
    expect(placeSlug('Rafael Uribe Uribe')).toBe('rafael-uribe-uribe');
    expect(placeSlug('Los Mártires')).toBe('los-martires');
    expect(placeSlug('Fontibón')).toBe('fontibon');
  });

  it('build the page addresses and find a place back from its slug', () => {
    expect(marketPagePath('arriendo', 'Bogotá, D.C.', 'Chapinero')).toBe('/inmuebles/arriendo/bogota/chapinero');
    expect(marketPagePath('venta', 'Chía')).toBe('/inmuebles/venta/chia');
    const places = [{ name: 'Usaquén' }, { name: 'Ciudad Bolívar' }];
    expect(placeBySlug(places, 'ciudad-bolivar')).toBe(places[1]);
    expect(placeBySlug(places, 'nowhere')).toBeUndefined();
  });
});
