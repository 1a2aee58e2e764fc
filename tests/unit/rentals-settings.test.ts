import { describe, expect, it } from 'vitest';

import { PUBLISHED_IPC } from '@/lib/domain/rentals/ipc';
import { rateRefusal } from '@/lib/domain/rentals/rates';
import { DEFAULT_SETTINGS } from '@/lib/domain/settings';
import { mergeSettings, toSetPaths } from '@/lib/services/settings/merge';
import { parseSectionUpdate } from '@/lib/validation/settings';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { issues?: Array<{ message: string }> }).issues?.[0]?.message;
  }
  return undefined;
};

describe('Settings > Arriendos: the late rate against the usury rate', () => {
  it('takes no late rate with or without a usury rate', () => {
    expect(rateRefusal({ lateInterestRate: null, usuryRate: null })).toBeNull();
    expect(rateRefusal({ lateInterestRate: null, usuryRate: 25 })).toBeNull();
  });

  it('asks for the usury rate before a late rate', () => {
    expect(rateRefusal({ lateInterestRate: 20, usuryRate: null })).toEqual({
      code: 'usury_rate_required',
      message:
        'Registra la tasa de usura vigente certificada por la Superintendencia Financiera antes de fijar la tasa de mora: la mora nunca puede superarla (Código de Comercio, artículo 884)',
    });
  });

  it('takes a late rate up to the usury rate, and refuses one above it citing the rule', () => {
    expect(rateRefusal({ lateInterestRate: 24.36, usuryRate: 24.36 })).toBeNull();
    expect(rateRefusal({ lateInterestRate: 24.37, usuryRate: 24.36 })).toEqual({
      code: 'late_rate_above_usury',
      message:
        'La tasa de mora (24,37 % efectivo anual) no puede superar la tasa de usura (24,36 % efectivo anual): Código de Comercio, artículo 884; Código Penal, artículo 305',
    });
  });
});

describe('Settings > Arriendos: stored values', () => {
  it('defaults to no rates, the published IPC and no bank details', () => {
    expect(DEFAULT_SETTINGS.rentals).toEqual({
      lateInterestRate: null,
      usuryRate: null,
      ipc: PUBLISHED_IPC,
      bankDetails: '',
    });
  });

  it('reads stored rates (numbers over a null default) and keeps a cleared one null', () => {
    const merged = mergeSettings({ rentals: { lateInterestRate: 22.5, usuryRate: 25.1, bankDetails: 'Banco' } });
    expect(merged.rentals).toMatchObject({ lateInterestRate: 22.5, usuryRate: 25.1, bankDetails: 'Banco' });
    expect(mergeSettings({ rentals: { lateInterestRate: null, usuryRate: '25' } }).rentals).toMatchObject({
      lateInterestRate: null,
      usuryRate: null,
    });
  });

  it('keeps IPC years beyond the seeded ones and edits to seeded ones, ignoring malformed entries', () => {
    const merged = mergeSettings({ rentals: { ipc: { '2025': 5.1, '2024': 5.21, nope: 3, '2026': '4' } } });
    expect(merged.rentals.ipc).toEqual({ ...PUBLISHED_IPC, '2024': 5.21, '2025': 5.1 });
  });

  it('writes one IPC year as its own $set path, so other years stay', () => {
    expect(toSetPaths('rentals', { ipc: { '2025': 5.1 }, lateInterestRate: null })).toEqual({
      'rentals.ipc.2025': 5.1,
      'rentals.lateInterestRate': null,
    });
  });

  it.each([
    [{ lateInterestRate: 101 }, 'La tasa de mora debe estar entre 0 y 100 %'],
    [{ usuryRate: -1 }, 'La tasa de usura debe estar entre 0 y 100 %'],
    [{ ipc: { '25': 5 } }, 'El año del IPC debe tener cuatro cifras'],
    [{ ipc: { '2025': 101 } }, 'El IPC debe estar entre -20 y 100 %'],
    [{ bankDetails: 'x'.repeat(1001) }, 'Los datos bancarios admiten hasta 1000 caracteres'],
  ] as const)('%j -> %s', (values, message) => {
    expect(messageOf(() => parseSectionUpdate('rentals', values))).toBe(message);
  });
});
