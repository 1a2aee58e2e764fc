// A lease's calendar (docs/rentals.md#the-lease): its monthly periods, their due days, the canon in
// force, the term and its automatic extensions (Ley 820 de 2003, art. 6), its status and the day a
// yearly increase may take effect (art. 20). Days are Bogotá days `AAAA-MM-DD`. Pure.

import { addDays } from '../visits';
import type { LeaseStatus, LeaseTerms, RentStep } from './types';

/** A lease is por_vencer in the last days of its current term (the product's window). */
export const ENDING_DAYS = 120;

/** Months of execution at one canon before it may rise (Ley 820 de 2003, art. 20). */
export const MONTHS_AT_ONE_RENT = 12;

const DAY_MS = 86_400_000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The day `months` months after `day`, on `day`'s day of the month or, when that month is shorter,
 * on its last day (2026-01-31 + 1 → 2026-02-28; + 2 → 2026-03-31: always counted from `day`).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  const d = Math.min(date, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The start of period `n` (0, 1, 2...): the lease's start day of each month, or that month's last day. */
export function periodStart(startDate: string, n: number): string {
  return addMonths(startDate, n);
}

/** The index of the period a day falls in (-1 before the start). */
export function periodIndexOf(startDate: string, day: string): number {
  if (day < startDate) return -1;
  const [y0, m0] = startDate.split('-').map(Number);
  const [y1, m1] = day.split('-').map(Number);
  let n = (y1 - y0) * 12 + (m1 - m0);
  while (n > 0 && periodStart(startDate, n) > day) n -= 1;
  while (periodStart(startDate, n + 1) <= day) n += 1;
  return n;
}

/** Every period start from `startDate` through `lastDay` (inclusive), oldest first. */
export function periodsThrough(startDate: string, lastDay: string): string[] {
  const periods: string[] = [];
  for (let n = 0; ; n += 1) {
    const start = periodStart(startDate, n);
    if (start > lastDay) return periods;
    periods.push(start);
  }
}

/** The day a period's charge falls due: `graceDays` after the period starts. */
export const dueOf = (period: string, graceDays: number) => addDays(period, graceDays);

/** The canon of the period starting on `period`: the last step in force on that day (the first before any). */
export function rentOn(rents: readonly RentStep[], period: string): number {
  if (rents.length === 0) return 0;
  const sorted = [...rents].sort((a, b) => a.from.localeCompare(b.from));
  let amount = sorted[0].amount;
  for (const step of sorted) if (step.from <= period) amount = step.amount;
  return amount;
}

/** The last day of term number `renewals` (0: the term signed; 1: its first extension...). */
export function termEnd(startDate: string, termMonths: number, renewals = 0): string {
  return addDays(addMonths(startDate, termMonths * (renewals + 1)), -1);
}

/**
 * The last day of the term running on `today` (Ley 820 art. 6: a lease nobody ends is extended for
 * the same term, again and again). A terminated lease's term is the one its termination fell in.
 */
export function currentTermEnd(terms: Pick<LeaseTerms, 'startDate' | 'termMonths' | 'terminatedAt'>, today: string) {
  const day = terms.terminatedAt && terms.terminatedAt < today ? terms.terminatedAt : today;
  let renewals = 0;
  while (termEnd(terms.startDate, terms.termMonths, renewals) < day) renewals += 1;
  return termEnd(terms.startDate, terms.termMonths, renewals);
}

/** terminado from its termination day; por_vencer in the last ENDING_DAYS days of its current term; else vigente. */
export function leaseStatus(
  terms: Pick<LeaseTerms, 'startDate' | 'termMonths' | 'terminatedAt'>,
  today: string,
): LeaseStatus {
  if (terms.terminatedAt && terms.terminatedAt <= today) return 'terminado';
  const left = daysBetween(today, currentTermEnd(terms, today));
  return left < ENDING_DAYS ? 'por_vencer' : 'vigente';
}

/**
 * The earliest effectiveDate of the next increase: the day MONTHS_AT_ONE_RENT months of execution
 * at the current canon are complete, counted on the lease's calendar (a step from 2026-01-31 is
 * complete on 2027-01-31; one from 2026-03-01 on 2027-03-01, day 365 of it).
 */
export function nextIncreaseDate(rents: readonly RentStep[], startDate: string): string {
  const last = rents.reduce((latest, step) => (step.from > latest ? step.from : latest), startDate);
  const n = periodIndexOf(startDate, last);
  // A step that starts on a period start stays on the lease's calendar; any other day counts from itself.
  return periodStart(startDate, n) === last
    ? periodStart(startDate, n + MONTHS_AT_ONE_RENT)
    : addMonths(last, MONTHS_AT_ONE_RENT);
}
