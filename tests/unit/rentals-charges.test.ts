import { describe, expect, it } from 'vitest';

import { chargesFor } from '@/lib/services/rentals/charges';

// The charges a lease has due on a day (docs/rentals.md#charges-and-payments): from its next
// period through today, settled before paidThrough, none for a period starting on or after the
// termination day.

const lease = {
  startDate: '2026-01-31',
  graceDays: 5,
  rents: [
    { from: '2026-01-31', amount: 2_000_000 },
    { from: '2026-03-31', amount: 2_100_000 },
  ],
  adminFee: 300_000,
  paidThrough: null,
  terminatedAt: null,
  nextPeriod: '2026-01-31',
};

describe('chargesFor', () => {
  it('charges every started period, across month ends, with the canon in force', () => {
    const charges = chargesFor(lease, '2026-04-29');
    expect(charges.map((c) => [c.key, c.due, c.canon, c.amount])).toEqual([
      ['charge:2026-01-31', '2026-02-05', 2_000_000, 2_300_000],
      ['charge:2026-02-28', '2026-03-05', 2_000_000, 2_300_000],
      ['charge:2026-03-31', '2026-04-05', 2_100_000, 2_400_000],
    ]);
    expect(chargesFor(lease, '2026-01-30')).toEqual([]);
  });

  it('starts at nextPeriod', () => {
    expect(chargesFor({ ...lease, nextPeriod: '2026-03-31' }, '2026-04-30').map((c) => c.period)).toEqual([
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('settles the periods that start before paidThrough', () => {
    const charges = chargesFor({ ...lease, paidThrough: '2026-03-31' }, '2026-04-30');
    expect(charges.map((c) => c.settledAtRegistration)).toEqual([true, true, false, false]);
  });

  it('charges no period starting on or after the termination day', () => {
    expect(chargesFor({ ...lease, terminatedAt: '2026-03-31' }, '2026-06-01').map((c) => c.period)).toEqual([
      '2026-01-31',
      '2026-02-28',
    ]);
    expect(chargesFor({ ...lease, terminatedAt: '2026-03-15' }, '2026-06-01').map((c) => c.period)).toEqual([
      '2026-01-31',
      '2026-02-28',
    ]);
    expect(chargesFor({ ...lease, terminatedAt: '2026-01-31' }, '2026-06-01')).toEqual([]);
    // A termination still ahead does not stop today's charges.
    expect(chargesFor({ ...lease, terminatedAt: '2026-09-01' }, '2026-02-28')).toHaveLength(2);
  });
});
