import { describe, expect, it } from 'vitest';

import {
  financingIssues,
  frenchPayment,
  minDownPayment,
  monthlyRateOf,
  simulateFinancing,
  withFinancingDefaults,
} from '@/lib/domain/financing';
import { DEFAULT_SETTINGS } from '@/lib/domain/settings';
import { simulatorQuerySchema } from '@/lib/validation/financing';

import { CREDIT_CASE, LEASING_CASE } from '../support/financing-case';

const defaults = DEFAULT_SETTINGS.financing;

describe('simulateFinancing: crédito hipotecario (cuota fija)', () => {
  // 300.000.000 with 30 % down (90.000.000) at 12 % EA over 20 years, by hand:
  //   loan  L = 300.000.000 − 90.000.000 = 210.000.000
  //   i = 1,12^(1/12) − 1 = 0,009488793 (0,9489 % mes vencido); n = 240
  //   (1 + i)^240 = 1,12^20 = 9,646293; (1 + i)^−240 = 0,103667; 1 − that = 0,896333
  //   cuota = L · i / (1 − (1 + i)^−n) = 1.992.646,5 / 0,896333 = 2.223.109,04
  //   total = 2.223.109,04 · 240 = 533.546.169; intereses = 533.546.169 − 210.000.000 = 323.546.169
  //   ingreso mínimo = 2.223.109,04 / 0,30 = 7.410.363
  //   cierre (0,3 % + 0,5 % + 1 % of 300.000.000) = 900.000 + 1.500.000 + 3.000.000 = 5.400.000
  const { input } = CREDIT_CASE;

  it('matches the hand-computed figures', () => {
    const result = simulateFinancing(input, defaults);
    expect(result.monthlyRate).toBeCloseTo(0.009488793, 9);
    expect(result).toMatchObject({ ...CREDIT_CASE.figures, buyOption: 0, input });
  });

  it('pays the loan off exactly: the balance after n payments is zero', () => {
    const i = monthlyRateOf(0.12);
    const payment = frenchPayment(210_000_000, i, 240);
    let balance = 210_000_000;
    for (let month = 0; month < 240; month += 1) balance = balance * (1 + i) - payment;
    expect(Math.abs(balance)).toBeLessThan(0.01);
  });

  it('a shorter plazo at a lower rate: 100.000.000, 20 % down, 10 % EA, 5 years', () => {
    // L = 80.000.000; i = 1,1^(1/12) − 1 = 0,0079741404; (1 + i)^−60 = 1,1^−5 = 0,62092132
    // cuota = 80.000.000 · 0,0079741404 / 0,37907868 = 637.931,23 / 0,37907868 = 1.682.846,5
    const result = simulateFinancing(
      { ...input, price: 100_000_000, downPayment: 20_000_000, years: 5, rate: 10 },
      defaults,
    );
    expect(result.monthlyPayment).toBe(1_682_847);
    expect(result.totalPaid).toBe(Math.round(frenchPayment(80_000_000, monthlyRateOf(0.1), 60) * 60));
  });

  it('at a zero rate the cuota is the loan over the months', () => {
    expect(frenchPayment(120_000_000, 0, 120)).toBe(1_000_000);
  });
});

describe('simulateFinancing: leasing habitacional', () => {
  it('leaves the opción de compra for the end and pays no closing costs at the start', () => {
    // Same case with a 10 % option (30.000.000) paid with the last canon:
    //   canon = (L − B·(1 + i)^−n) · i / (1 − (1 + i)^−n)
    //         = (210.000.000 − 30.000.000 · 0,103667) · 0,009488793 / 0,896333 = 2.190.185,8
    //   total = 2.190.185,8 · 240 + 30.000.000 = 555.644.597
    expect(simulateFinancing(LEASING_CASE.input, defaults)).toMatchObject(LEASING_CASE.figures);
  });
});

describe('the cuota inicial rules', () => {
  it('VIS up to the cap needs its minimum, above it the non-VIS one', () => {
    expect(minDownPayment(defaults.visPriceCap, defaults)).toEqual({
      vis: true,
      percent: 20,
      amount: Math.ceil(defaults.visPriceCap * 0.2),
    });
    expect(minDownPayment(300_000_000, defaults)).toEqual({ vis: false, percent: 30, amount: 90_000_000 });
  });

  it('refuses a cuota inicial below the minimum or not below the price, in Spanish', () => {
    expect(financingIssues({ price: 300_000_000, downPayment: 89_999_999 }, defaults)).toEqual([
      {
        path: 'downPayment',
        message: 'La cuota inicial mínima para vivienda no VIS es el 30 % del precio: $ 90.000.000',
      },
    ]);
    expect(financingIssues({ price: 150_000_000, downPayment: 1 }, defaults)[0].message).toBe(
      'La cuota inicial mínima para vivienda de interés social (VIS) es el 20 % del precio: $ 30.000.000',
    );
    expect(financingIssues({ price: 300_000_000, downPayment: 300_000_000 }, defaults)).toEqual([
      { path: 'downPayment', message: 'La cuota inicial debe ser menor que el precio' },
    ]);
    expect(financingIssues({ price: 300_000_000, downPayment: 90_000_000 }, defaults)).toEqual([]);
  });

  it('fills what a request leaves out from the defaults', () => {
    expect(withFinancingDefaults({ price: 300_000_000 }, defaults)).toEqual({
      price: 300_000_000,
      downPayment: 90_000_000,
      years: defaults.years,
      rate: defaults.rate,
      product: 'credito',
    });
  });
});

describe('GET /api/simulator query', () => {
  it('takes numbers as query strings and refuses a plazo outside 5 to 30 years', () => {
    expect(simulatorQuerySchema.parse({ price: '300000000', years: '20', rate: '12.5', product: 'leasing' })).toEqual({
      price: 300_000_000,
      years: 20,
      rate: 12.5,
      product: 'leasing',
    });
    for (const years of ['4', '31', '7.5'])
      expect(simulatorQuerySchema.safeParse({ price: '1000', years }).error?.issues[0].message).toBe(
        'El plazo debe estar entre 5 y 30 años',
      );
    expect(simulatorQuerySchema.safeParse({}).success).toBe(false);
    expect(simulatorQuerySchema.safeParse({ price: '1000', product: 'hipoteca' }).error?.issues[0].message).toBe(
      'El producto debe ser credito o leasing',
    );
  });
});
