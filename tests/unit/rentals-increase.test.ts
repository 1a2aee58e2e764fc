import { describe, expect, it } from 'vitest';

import { checkIncrease, increasedRent, ipcYearOf, maxIncrease, periodOnOrAfter } from '@/lib/domain/rentals/increase';
import { PUBLISHED_IPC } from '@/lib/domain/rentals/ipc';

const ipc = { ...PUBLISHED_IPC, '2025': 5.1, '2026': 4.8 };
const lease = {
  rents: [{ from: '2026-03-01', amount: 2_000_000 }],
  startDate: '2026-03-01',
  currentRent: 2_000_000,
  ipc,
  commercialValue: null,
};

describe('the yearly increase (Ley 820 art. 20)', () => {
  it('is refused on day 364 of execution at one canon and allowed on day 365', () => {
    expect(checkIncrease({ ...lease, percent: 4, effectiveDate: '2027-02-28' })).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'increase_too_early',
      message:
        'Ley 820 de 2003, artículo 20: el canon solo puede incrementarse cuando se cumplan doce meses de ejecución del contrato con el mismo canon; el próximo incremento puede regir desde el 1 de marzo de 2027',
    });
    expect(checkIncrease({ ...lease, percent: 4, effectiveDate: '2027-03-01' })).toEqual({
      ok: true,
      newRent: 2_080_000,
      ipcYear: '2026',
      ipc: 4.8,
    });
  });

  it('counts twelve months from the last increase, on the lease calendar (a start on the 31st)', () => {
    const rents = [
      { from: '2026-01-31', amount: 1_500_000 },
      { from: '2027-01-31', amount: 1_560_000 },
    ];
    const input = { ...lease, rents, startDate: '2026-01-31', currentRent: 1_560_000, ipc: { ...ipc, '2027': 4 } };
    expect(checkIncrease({ ...input, percent: 1, effectiveDate: '2028-01-30' })).toMatchObject({
      code: 'increase_too_early',
    });
    expect(checkIncrease({ ...input, percent: 1, effectiveDate: '2028-01-31' })).toMatchObject({ ok: true });
  });

  it('is capped by the IPC of the calendar year before the effective date, the boundary included', () => {
    const december = { ...lease, rents: [{ from: '2025-12-31', amount: 2_000_000 }], startDate: '2025-12-31' };
    const january = { ...lease, rents: [{ from: '2026-01-01', amount: 2_000_000 }], startDate: '2026-01-01' };
    expect(ipcYearOf('2026-01-01')).toBe('2025');
    expect(ipcYearOf('2026-12-31')).toBe('2025');
    expect(checkIncrease({ ...december, percent: 5.1, effectiveDate: '2026-12-31' })).toMatchObject({
      ok: true,
      ipcYear: '2025',
      newRent: 2_102_000,
    });
    expect(checkIncrease({ ...december, percent: 5.11, effectiveDate: '2026-12-31' })).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'increase_above_ipc',
      message: 'Ley 820 de 2003, artículo 20: el incremento (5,11 %) no puede superar el IPC de 2025 (5,1 %)',
    });
    // The next day is in 2027: capped by 2026's IPC.
    expect(checkIncrease({ ...january, percent: 5.1, effectiveDate: '2027-01-01' })).toMatchObject({
      code: 'increase_above_ipc',
    });
    expect(checkIncrease({ ...january, percent: 4.8, effectiveDate: '2027-01-01' })).toMatchObject({
      ok: true,
      ipcYear: '2026',
    });
  });

  it('is a conflict when the IPC year is not recorded yet, saying which', () => {
    expect(checkIncrease({ ...lease, percent: 3, effectiveDate: '2028-03-01' })).toEqual({
      ok: false,
      kind: 'conflict',
      code: 'ipc_not_recorded',
      message:
        'Ley 820 de 2003, artículo 20: el incremento no puede superar el IPC del año calendario anterior, y el IPC de 2027 aún no está registrado. Regístralo en Configuración > Arriendos cuando el DANE lo publique',
    });
  });

  it('keeps the canon within 1 % of the commercial value (art. 18), the boundary included', () => {
    const valued = { ...lease, commercialValue: 208_000_000 };
    expect(checkIncrease({ ...valued, percent: 4, effectiveDate: '2027-03-01' })).toMatchObject({
      ok: true,
      newRent: 2_080_000,
    });
    expect(checkIncrease({ ...valued, percent: 4.01, effectiveDate: '2027-03-01' })).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'increase_above_commercial_value',
      message:
        'Ley 820 de 2003, artículo 18: el canon no puede superar el 1 % del valor comercial del inmueble; con este incremento sería $\u00a02.080.200 y el máximo es $\u00a02.080.000',
    });
  });

  it('rounds the new canon to the peso once', () => {
    expect(increasedRent(1_234_567, 5.2)).toBe(1_298_764); // 1.298.764,484
    expect(increasedRent(999_999, 3.18)).toBe(1_031_799); // 1.031.798,968
    expect(increasedRent(1_000_000, 5.2)).toBe(1_052_000);
  });
});

describe('the allowed maximum (dashboard)', () => {
  it('is the IPC at the earliest effective date', () => {
    expect(maxIncrease(lease)).toEqual({
      effectiveDate: '2027-03-01',
      ipcYear: '2026',
      ipc: 4.8,
      maxPercent: 4.8,
      maxRent: 2_096_000,
    });
  });

  it('is lowered by 1 % of the commercial value, and never below zero', () => {
    expect(maxIncrease({ ...lease, commercialValue: 205_000_000 })).toMatchObject({
      maxPercent: 2.5,
      maxRent: 2_050_000,
    });
    expect(maxIncrease({ ...lease, commercialValue: 204_999_999 })).toMatchObject({ maxPercent: 2.49 });
    expect(maxIncrease({ ...lease, commercialValue: 150_000_000 })).toMatchObject({
      maxPercent: 0,
      maxRent: 2_000_000,
    });
    expect(maxIncrease({ ...lease, ipc: { '2026': -0.5 } })).toMatchObject({ maxPercent: 0 });
  });

  it('says when the IPC year is not recorded', () => {
    expect(maxIncrease({ ...lease, ipc: PUBLISHED_IPC })).toEqual({
      effectiveDate: '2027-03-01',
      ipcYear: '2026',
      ipc: null,
      maxPercent: null,
      maxRent: null,
    });
  });
});

describe('where an increase takes effect', () => {
  it('is the start of a period of the lease', () => {
    const early = { ...lease, rents: [{ from: '2025-01-31', amount: 2_000_000 }], startDate: '2025-01-31' };
    expect(checkIncrease({ ...early, percent: 3, effectiveDate: '2026-02-15' })).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'invalid_request',
      message:
        'El incremento rige desde el inicio de un periodo del contrato (el día en que empieza cada mes del arriendo); el siguiente empieza el 28 de febrero de 2026',
    });
    expect(checkIncrease({ ...early, percent: 3, effectiveDate: '2026-02-28' })).toMatchObject({ ok: true });
    expect(periodOnOrAfter('2025-01-31', '2026-03-01')).toBe('2026-03-31');
    expect(periodOnOrAfter('2025-01-31', '2024-12-01')).toBe('2025-01-31');
  });
});
