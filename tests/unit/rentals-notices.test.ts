import { describe, expect, it } from 'vitest';

import { isEndingListed, isIncreaseDue, noticeDeadline } from '@/lib/domain/rentals/notice-windows';

describe('Incrementos por aplicar', () => {
  it('lists a lease 45 days before its 12 months at one canon, and 30 days after without an increase', () => {
    expect(isIncreaseDue('2027-03-01', '2027-01-14')).toBe(false); // 46 days ahead
    expect(isIncreaseDue('2027-03-01', '2027-01-15')).toBe(true); // 45 days ahead
    expect(isIncreaseDue('2027-03-01', '2027-03-31')).toBe(true); // 30 days after
    expect(isIncreaseDue('2027-03-01', '2027-04-01')).toBe(false);
  });
});

describe('Contratos por vencer (Ley 820 arts. 22-24)', () => {
  it('gives the last day of the three months’ notice', () => {
    expect(noticeDeadline('2027-02-28')).toBe('2026-12-01');
    expect(noticeDeadline('2027-05-30')).toBe('2027-02-28'); // a term started on the 31st
    expect(noticeDeadline('2027-12-31')).toBe('2027-10-01');
  });

  it('lists a lease from 45 days before that day until its term ends', () => {
    expect(isEndingListed('2027-02-28', '2026-10-16')).toBe(false);
    expect(isEndingListed('2027-02-28', '2026-10-17')).toBe(true);
    expect(isEndingListed('2027-02-28', '2027-02-28')).toBe(true);
    expect(isEndingListed('2027-02-28', '2027-03-01')).toBe(false);
  });
});
