import { describe, expect, it } from 'vitest';

import { formatArea, formatPrice, formatShortDate, joinLocation } from '@/lib/format';

// Intl puts a no-break space after the currency sign.
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it('formats COP in es-CO without decimals', () => {
    expect(nbsp(formatPrice(450_000_000))).toBe('$ 450.000.000');
    expect(nbsp(formatPrice(2_350_000))).toBe('$ 2.350.000');
    expect(nbsp(formatPrice(1_234_567.89))).toBe('$ 1.234.568');
  });
  it("says 'Precio a consultar' when there is no price", () => {
    expect(formatPrice(0)).toBe('Precio a consultar');
    expect(formatPrice(null)).toBe('Precio a consultar');
    expect(formatPrice(undefined)).toBe('Precio a consultar');
    expect(formatPrice(Number.NaN)).toBe('Precio a consultar');
  });
});

describe('formatArea', () => {
  it('adds m² with es-CO grouping', () => {
    expect(formatArea(85)).toBe('85 m²');
    expect(formatArea(12_500)).toBe('12.500 m²');
  });
  it("is '-' when unknown", () => {
    expect(formatArea(0)).toBe('-');
    expect(formatArea(undefined)).toBe('-');
  });
});

describe('joinLocation', () => {
  it('joins the non-empty parts once each', () => {
    expect(joinLocation(['Chicó Navarra', 'Chapinero', 'Bogotá, D.C.'])).toBe('Chicó Navarra, Chapinero, Bogotá, D.C.');
    expect(joinLocation(['Centro', '', 'Chía', 'Chía'])).toBe('Centro, Chía');
  });
  it("falls back to 'Ubicación no disponible'", () => {
    expect(joinLocation([undefined, '', '  '])).toBe('Ubicación no disponible');
  });
});

describe('formatShortDate', () => {
  it('uses a short Spanish date in Bogotá time', () => {
    // 03:00 UTC on 6 Nov is still 5 Nov in Bogotá (UTC-5).
    expect(formatShortDate('2026-11-06T03:00:00Z')).toBe('5 de nov de 2026');
  });
});
