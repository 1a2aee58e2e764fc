import { describe, expect, it } from 'vitest';

import {
  activeMonths,
  percentOf,
  previousMonth,
  settlementFigures,
  settlementLine,
} from '@/lib/domain/rentals/settlement';
import type { LedgerEntry, StatementPayment } from '@/lib/domain/rentals/types';

const at = new Date('2026-01-01T12:00:00Z');

function payment(id: string, date: string, amount: number, canon: number, reversed = false): StatementPayment {
  return {
    id,
    date,
    amount,
    method: 'transferencia',
    reference: '',
    createdBy: null,
    reversal: reversed ? { date, reason: 'error', by: 'admin' } : null,
    allocation: reversed ? null : { interest: 0, canon, adminFee: amount - canon, credit: 0 },
  };
}

const expense = (id: string, date: string, amount: number): LedgerEntry => ({
  kind: 'expense',
  key: `expense:${id}`,
  id,
  date,
  amount,
  description: 'Arreglo',
  createdAt: at,
  createdBy: null,
});

describe('percentOf', () => {
  it('rounds half up on whole pesos', () => {
    expect(percentOf(1_000_000, 8)).toBe(80_000);
    expect(percentOf(1_234_567, 8.5)).toBe(104_938); // 104.938,195
    expect(percentOf(50, 1)).toBe(1); // 0,5 → 1
    expect(percentOf(150, 1)).toBe(2); // 1,5 → 2
    expect(percentOf(149, 1)).toBe(1); // 1,49 → 1
    expect(percentOf(12_345, 19)).toBe(2_346); // 2.345,55
  });

  it('is exact where a float product would not be', () => {
    // 1.005 × 100 is 100.49999… in floating point; the scaled product keeps it at 100,5 → 101.
    expect(percentOf(10_050, 1)).toBe(101);
    expect(percentOf(0, 10)).toBe(0);
  });
});

describe('settlementLine', () => {
  const lease = {
    leaseId: 'l1',
    commissionPercent: 10,
    statement: {
      payments: [
        payment('p1', '2026-03-05', 1_200_000, 1_000_000),
        payment('p2', '2026-03-20', 300_000, 300_000),
        payment('p3', '2026-03-21', 999_999, 999_999, true),
        payment('p4', '2026-04-01', 700_000, 700_000),
        payment('p5', '2026-02-28', 50_000, 50_000),
      ],
    },
    entries: [expense('e1', '2026-03-10', 85_000), expense('e2', '2026-04-02', 40_000)],
  };

  it('takes only the month’s payments that stand, and the commission on their canon', () => {
    const line = settlementLine(lease, '2026-03', []);
    expect(line).toMatchObject({
      leaseId: 'l1',
      collected: 1_500_000,
      canonCollected: 1_300_000,
      commission: 130_000,
      iva: 24_700,
      expenses: 85_000,
      withholdings: 0,
      net: 1_500_000 - 130_000 - 24_700 - 85_000,
    });
  });

  it('withholds each percentage of the canon collected, each rounded', () => {
    const line = settlementLine(lease, '2026-03', [
      { label: 'Retención en la fuente', percent: 3.5 },
      { label: 'ReteICA', percent: 0.966 },
    ]);
    expect(line.withholdingDetail.map((w) => w.amount)).toEqual([45_500, 12_558]);
    expect(line.withholdings).toBe(58_058);
    expect(line.net).toBe(1_500_000 - 130_000 - 24_700 - 85_000 - 58_058);
  });

  it('may be negative when the expenses exceed what came in', () => {
    const line = settlementLine({ ...lease, statement: { payments: [] } }, '2026-04', []);
    expect(line).toMatchObject({ collected: 0, commission: 0, iva: 0, expenses: 40_000, net: -40_000 });
  });

  it('rounds the IVA on the rounded commission', () => {
    const odd = {
      ...lease,
      commissionPercent: 7,
      statement: { payments: [payment('x', '2026-05-01', 1_111_111, 1_111_111)] },
    };
    const line = settlementLine(odd, '2026-05', []);
    expect(line.commission).toBe(77_778); // 77.777,77
    expect(line.iva).toBe(14_778); // 19 % of 77.778 = 14.777,82
  });
});

describe('settlementFigures', () => {
  it('adds the lines up', () => {
    const one = {
      leaseId: 'a',
      commissionPercent: 10,
      statement: { payments: [payment('a1', '2026-03-01', 1_000_000, 1_000_000)] },
      entries: [],
    };
    const two = {
      leaseId: 'b',
      commissionPercent: 8,
      statement: { payments: [payment('b1', '2026-03-03', 2_000_000, 1_800_000)] },
      entries: [expense('x', '2026-03-30', 100_000)],
    };
    const figures = settlementFigures([one, two], '2026-03', [{ label: 'Retención', percent: 1 }]);
    expect(figures.lines.map((line) => line.net)).toEqual([
      1_000_000 - 100_000 - 19_000 - 10_000,
      2_000_000 - 144_000 - 27_360 - 100_000 - 18_000,
    ]);
    expect(figures.total).toBe(figures.lines[0].net + figures.lines[1].net);
    expect(figures.totals).toMatchObject({ collected: 3_000_000, commission: 244_000, iva: 46_360, expenses: 100_000 });
  });
});

describe('months', () => {
  it('lists the months with money in or out, newest first', () => {
    const pay: LedgerEntry = {
      kind: 'payment',
      key: 'payment:1',
      id: '1',
      date: '2026-02-03',
      amount: 1,
      method: 'pse',
      reference: '',
      createdAt: at,
      createdBy: null,
    };
    expect(activeMonths([[pay], [expense('e', '2026-04-09', 1), expense('f', '2026-02-01', 1)]])).toEqual([
      '2026-04',
      '2026-02',
    ]);
  });

  it('goes back a month across the year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });
});
