import { describe, expect, it } from 'vitest';

import {
  addMonths,
  currentTermEnd,
  dueOf,
  leaseStatus,
  nextIncreaseDate,
  periodIndexOf,
  periodStart,
  periodsThrough,
  rentOn,
  termEnd,
} from '@/lib/domain/rentals/periods';

// The lease's calendar (docs/rentals.md#the-lease): periods across month ends, due days, the canon
// in force, the term and its automatic extension (Ley 820 art. 6), the status, the next increase day.

describe('periods', () => {
  it('a start on the 31st falls on the last day of shorter months and goes back to the 31st', () => {
    expect([0, 1, 2, 3, 4].map((n) => periodStart('2026-01-31', n))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(periodStart('2027-12-31', 2)).toBe('2028-02-29');
    expect(periodStart('2026-01-29', 1)).toBe('2026-02-28');
    expect(periodStart('2026-01-30', 2)).toBe('2026-03-30');
  });

  it('crosses years and counts back', () => {
    expect(periodStart('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-10', -13)).toBe('2024-12-10');
  });

  it('lists every period that has started by a day, inclusive', () => {
    expect(periodsThrough('2026-01-31', '2026-03-30')).toEqual(['2026-01-31', '2026-02-28']);
    expect(periodsThrough('2026-01-31', '2026-03-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(periodsThrough('2026-05-01', '2026-04-30')).toEqual([]);
    expect(periodsThrough('2024-06-10', '2026-06-09')).toHaveLength(24);
  });

  it('finds the period a day falls in', () => {
    expect(periodIndexOf('2026-01-31', '2026-01-30')).toBe(-1);
    expect(periodIndexOf('2026-01-31', '2026-02-27')).toBe(0);
    expect(periodIndexOf('2026-01-31', '2026-02-28')).toBe(1);
    expect(periodIndexOf('2026-01-31', '2026-03-30')).toBe(1);
    expect(periodIndexOf('2026-01-31', '2026-03-31')).toBe(2);
  });

  it('a charge falls due graceDays after its period starts, across month ends', () => {
    expect(dueOf('2026-01-31', 5)).toBe('2026-02-05');
    expect(dueOf('2026-02-28', 5)).toBe('2026-03-05');
    expect(dueOf('2026-12-30', 5)).toBe('2027-01-04');
    expect(dueOf('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('takes the canon step in force on the period start', () => {
    const rents = [
      { from: '2026-01-31', amount: 2_000_000 },
      { from: '2027-01-31', amount: 2_104_000 },
    ];
    expect(rentOn(rents, '2026-12-31')).toBe(2_000_000);
    expect(rentOn(rents, '2027-01-31')).toBe(2_104_000);
    expect(rentOn(rents, '2027-02-28')).toBe(2_104_000);
  });
});

describe('term and status', () => {
  const terms = { startDate: '2026-01-31', termMonths: 12, terminatedAt: null };

  it('ends the day before the term months complete, and extends for the same term (art. 6)', () => {
    expect(termEnd('2026-01-31', 12)).toBe('2027-01-30');
    expect(termEnd('2026-03-01', 12, 1)).toBe('2028-02-29');
    expect(currentTermEnd(terms, '2027-01-30')).toBe('2027-01-30');
    expect(currentTermEnd(terms, '2027-01-31')).toBe('2028-01-30');
    expect(currentTermEnd({ ...terms, termMonths: 6 }, '2028-01-01')).toBe('2028-01-30');
  });

  it('is por_vencer in the last 120 days of the current term, vigente again once extended', () => {
    // 2026-10-03 through the end day 2027-01-30 are the last 120 days.
    expect(leaseStatus(terms, '2026-10-02')).toBe('vigente');
    expect(leaseStatus(terms, '2026-10-03')).toBe('por_vencer');
    expect(leaseStatus(terms, '2027-01-30')).toBe('por_vencer');
    expect(leaseStatus(terms, '2027-01-31')).toBe('vigente');
  });

  it('is terminado from its termination day on', () => {
    const ended = { ...terms, terminatedAt: '2026-08-15' };
    expect(leaseStatus(ended, '2026-08-14')).toBe('vigente');
    expect(leaseStatus(ended, '2026-08-15')).toBe('terminado');
    expect(currentTermEnd(ended, '2029-01-01')).toBe('2027-01-30');
  });
});

describe('next increase date (12 months at one canon, art. 20)', () => {
  it('is the day 12 months on the lease calendar complete: day 365 of a non-leap year', () => {
    expect(nextIncreaseDate([{ from: '2026-03-01', amount: 1 }], '2026-03-01')).toBe('2027-03-01');
    expect(nextIncreaseDate([{ from: '2026-01-31', amount: 1 }], '2026-01-31')).toBe('2027-01-31');
  });

  it('counts from the last step', () => {
    const rents = [
      { from: '2026-01-31', amount: 1 },
      { from: '2027-02-28', amount: 2 },
    ];
    expect(nextIncreaseDate(rents, '2026-01-31')).toBe('2028-02-29');
  });
});
