import { describe, expect, it } from 'vitest';

import { nitCheckDigit, normalizeNit } from '@/lib/domain/nit';

// DIAN's check digit (módulo 11) on real companies' NITs, as their RUT shows them.
const REAL = [
  ['890903938', 8], // Bancolombia S.A.
  ['890900608', 9], // Almacenes Éxito S.A.
  ['860034313', 7], // Banco Davivienda S.A.
] as const;

describe('nitCheckDigit', () => {
  it.each(REAL)('%s has check digit %i', (base, digit) => {
    expect(nitCheckDigit(base)).toBe(digit);
  });

  it('is the rest itself when the rest is 0 or 1, else 11 minus the rest', () => {
    expect(nitCheckDigit('900000009')).toBe(0); // rest 0
    expect(nitCheckDigit('900000002')).toBe(1); // rest 1
    expect(nitCheckDigit('900123456')).toBe(8); // rest 3
  });

  it('refuses a base of no digits or more than 15', () => {
    expect(() => nitCheckDigit('')).toThrow(RangeError);
    expect(() => nitCheckDigit('1234567890123456')).toThrow(RangeError);
  });
});

describe('normalizeNit', () => {
  it('stores a NIT as base-digit', () => {
    expect(normalizeNit('890903938-8')).toBe('890903938-8');
  });

  it('accepts dots, spaces and a missing dash', () => {
    expect(normalizeNit('890.903.938-8')).toBe('890903938-8');
    expect(normalizeNit(' 890 900 608 - 9 ')).toBe('890900608-9');
    expect(normalizeNit('8600343137')).toBe('860034313-7');
  });

  it('refuses a wrong check digit', () => {
    expect(normalizeNit('890903938-7')).toBeNull();
    expect(normalizeNit('860034313-0')).toBeNull();
    expect(normalizeNit('8909039389')).toBeNull();
  });

  it('refuses what is not a NIT', () => {
    expect(normalizeNit('')).toBeNull();
    expect(normalizeNit('abc-1')).toBeNull();
    expect(normalizeNit('1234-5')).toBeNull();
    expect(normalizeNit('890903938--8')).toBeNull();
    expect(normalizeNit('890903938-88')).toBeNull();
  });
});
