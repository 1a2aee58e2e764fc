// The yearly increase of the canon (docs/rentals.md#the-yearly-increase-ley-820-art-20), checked
// where it is made. Ley 820 de 2003, art. 20: only after twelve months of execution at the same
// canon, and by at most the IPC of the calendar year before the one it takes effect in; art. 18:
// the canon never above 1 % of the property's commercial value. Pure.

import { INCREASE_MESSAGES } from './notice-messages';
import { nextIncreaseDate, periodIndexOf, periodStart } from './periods';
import type { RentStep } from './types';

export interface IncreaseInput {
  rents: readonly RentStep[];
  startDate: string;
  /** The canon in force now (the last step). */
  currentRent: number;
  /** Settings > Arriendos: DANE's IPC by year. */
  ipc: Readonly<Record<string, number>>;
  commercialValue: number | null;
}

export type IncreaseRefusal = {
  ok: false;
  /** invalid: a 400 (the law forbids it); conflict: a 409 (the IPC it needs is not recorded yet). */
  kind: 'invalid' | 'conflict';
  code:
    | 'increase_too_early'
    | 'increase_above_ipc'
    | 'increase_above_commercial_value'
    | 'ipc_not_recorded'
    | 'invalid_request';
  message: string;
};
export type IncreaseCheck = { ok: true; newRent: number; ipcYear: string; ipc: number } | IncreaseRefusal;

/** The year whose IPC caps an increase taking effect on `effectiveDate`: the calendar year before. */
export const ipcYearOf = (effectiveDate: string) => String(Number(effectiveDate.slice(0, 4)) - 1);

/** The canon after an increase of `percent` %, rounded to the peso once (docs/rentals.md#money-and-rounding). */
export const increasedRent = (rent: number, percent: number) => Math.round((rent * (100 + percent)) / 100);

/** The highest canon 1 % of the commercial value allows (art. 18), or null without a value. */
export const rentCap = (commercialValue: number | null) =>
  commercialValue === null || commercialValue <= 0 ? null : Math.floor(commercialValue / 100);

/**
 * The largest percentage (two decimals, rounded down) that keeps the canon within 1 % of the
 * commercial value, or null without a value.
 */
function capPercent(currentRent: number, commercialValue: number | null): number | null {
  const cap = rentCap(commercialValue);
  if (cap === null) return null;
  if (currentRent <= 0 || cap <= currentRent) return 0;
  let percent = Math.floor(((cap - currentRent) * 10_000) / currentRent) / 100;
  while (percent > 0 && increasedRent(currentRent, percent) > cap) percent = Math.round(percent * 100 - 1) / 100;
  return percent;
}

/** The first period start on or after `day`: when a canon changed on `day` is first charged. */
export function periodOnOrAfter(startDate: string, day: string): string {
  if (day <= startDate) return startDate;
  const n = periodIndexOf(startDate, day);
  const start = periodStart(startDate, n);
  return start === day ? start : periodStart(startDate, n + 1);
}

/**
 * The increase's verdict at `effectiveDate` for `percent`: the new canon, or the first rule it
 * breaks, each refusal citing its article. Twelve months are complete on `nextIncreaseDate`
 * (periods.ts): a step from 2026-03-01 may rise on 2027-03-01 (day 365 of execution), not on
 * 2027-02-28 (day 364). It takes effect where a period starts (the lease's start day of a month).
 */
export function checkIncrease(input: IncreaseInput & { percent: number; effectiveDate: string }): IncreaseCheck {
  const { rents, startDate, currentRent, ipc, commercialValue, percent, effectiveDate } = input;
  const earliest = nextIncreaseDate(rents, startDate);
  if (effectiveDate < earliest) return refuse('invalid', 'increase_too_early', INCREASE_MESSAGES.tooEarly(earliest));
  // A canon is charged by period: it changes where one starts, and its IPC year is that day's.
  const period = periodOnOrAfter(startDate, effectiveDate);
  if (period !== effectiveDate) return refuse('invalid', 'invalid_request', INCREASE_MESSAGES.notPeriodStart(period));
  const year = ipcYearOf(effectiveDate);
  const yearIpc = ipc[year];
  if (yearIpc === undefined) return refuse('conflict', 'ipc_not_recorded', INCREASE_MESSAGES.ipcNotRecorded(year));
  if (percent > yearIpc)
    return refuse('invalid', 'increase_above_ipc', INCREASE_MESSAGES.aboveIpc(percent, year, yearIpc));
  const newRent = increasedRent(currentRent, percent);
  const cap = rentCap(commercialValue);
  if (cap !== null && newRent > cap)
    return refuse('invalid', 'increase_above_commercial_value', INCREASE_MESSAGES.aboveCommercialValue(newRent, cap));
  return { ok: true, newRent, ipcYear: year, ipc: yearIpc };
}

const refuse = (kind: IncreaseRefusal['kind'], code: IncreaseRefusal['code'], message: string): IncreaseRefusal => ({
  ok: false,
  kind,
  code,
  message,
});

export interface IncreaseAllowance {
  /** The earliest day the increase may take effect. */
  effectiveDate: string;
  /** The IPC year that caps it and its value, or null when that year is not recorded yet. */
  ipcYear: string;
  ipc: number | null;
  /** The largest percentage allowed (IPC and 1 % of the commercial value), or null without the IPC. */
  maxPercent: number | null;
  /** The canon at that percentage, or null without the IPC. */
  maxRent: number | null;
}

/**
 * What the next increase may be at `effectiveDate` (by default its earliest; the dashboard's
 * "Incrementos por aplicar" passes the first period an increase made today can reach): the
 * smaller of the year's IPC and the percentage that keeps the canon within 1 % of the value; never
 * negative (a year of deflation allows no increase).
 */
export function maxIncrease(
  input: IncreaseInput,
  effectiveDate = nextIncreaseDate(input.rents, input.startDate),
): IncreaseAllowance {
  const ipcYear = ipcYearOf(effectiveDate);
  const ipc = input.ipc[ipcYear] ?? null;
  if (ipc === null) return { effectiveDate, ipcYear, ipc, maxPercent: null, maxRent: null };
  const cap = capPercent(input.currentRent, input.commercialValue);
  const maxPercent = Math.max(0, cap === null ? ipc : Math.min(ipc, cap));
  return { effectiveDate, ipcYear, ipc, maxPercent, maxRent: increasedRent(input.currentRent, maxPercent) };
}
