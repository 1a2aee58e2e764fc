import { describe, expect, it } from 'vitest';

import { formatArea, formatNumber, formatPercent, formatPrice, formatShortDate, joinLocation } from '@/lib/format';

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

// The numbers are written without Intl (a phone's first es-CO formatter costs tens of ms): they
// must read exactly as Intl writes them, rounding included.
describe('es-CO numbers without Intl', () => {
  const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
  const whole = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const values = [
    0,
    0.5,
    1,
    2.5,
    9.995,
    99.995,
    999.5,
    1000,
    1234,
    12_345,
    999_999.5,
    1.005,
    12.345,
    0.615,
    0.3,
    2.8,
    10,
    100_000_000_000,
    Number.MAX_SAFE_INTEGER,
    1e21,
    5e-7,
    -0,
    -1234.5,
    Infinity,
    NaN,
    ...Array.from({ length: 3000 }, (_, i) => {
      const scale = 10 ** Math.floor(random() * 13);
      return i % 3 === 0
        ? Math.round(random() * scale)
        : i % 3 === 1
          ? random() * scale
          : Math.round(random() * scale * 1000) / 1000;
    }),
  ];
  it('formatNumber, formatPercent and formatPrice read as Intl writes them', () => {
    for (const value of values) {
      expect(formatNumber(value), String(value)).toBe(whole.format(value));
      expect(formatPercent(value), String(value)).toBe(`${percent.format(value)} %`);
      if (value > 0 && Number.isFinite(value))
        expect(formatPrice(value), String(value)).toBe(cop.format(Math.round(value)));
    }
  });
});
