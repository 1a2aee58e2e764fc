// The owner's report (docs/owner-report.md): the figures that show an owner what the agency does
// for their property, their weekly buckets, days on market, where its price per m² sits among
// comparable listings, and the day the monthly e-mail goes out. Pure: no server imports.

import { isColombianHoliday } from './colombian-holidays';
import { daysBetween } from './mandates';
import { MIN_PRICE_SAMPLE, quantile } from './market-stats';
import { LISTED_STATUSES } from './property';
import { addDays, bogotaDay, mondayOf, weekdayOf } from './visits';

/** The chart's weeks: the current one and the eleven before it. */
export const REPORT_WEEKS = 12;

export const OWNER_REPORT_MESSAGES = {
  /** The owner's page for an unknown, revoked or lapsed link (also its 404's text). */
  linkNotFound: 'Este enlace no es válido o ya no está activo. Pide uno nuevo a tu asesor.',
  noCurrentMandate:
    'El inmueble no tiene un mandato vigente: el enlace del propietario no abriría. Registra o renueva el mandato primero.',
  linkCreated: 'Enlace para el propietario creado',
  linkExisting: 'El inmueble ya tenía un enlace activo: es este',
  linkRevoked: 'Enlace revocado: ya no abre el informe',
  noLiveLink: 'El inmueble no tenía ningún enlace activo',
  invalidToken: 'Enlace no válido',
} as const;

export interface DayCount {
  /** Bogotá day, AAAA-MM-DD. */
  day: string;
  count: number;
}

export interface WeekCount {
  /** The Monday the week starts on (Bogotá), AAAA-MM-DD. */
  week: string;
  count: number;
}

/** The Mondays of the last `weeks` weeks up to `today`'s (Bogotá days), oldest first. */
export function reportWeeks(today: string, weeks = REPORT_WEEKS): string[] {
  const current = mondayOf(today);
  return Array.from({ length: weeks }, (_, i) => addDays(current, -7 * (weeks - 1 - i)));
}

/** The first day the chart counts: the Monday `weeks - 1` weeks before `today`'s. */
export const reportStartDay = (today: string, weeks = REPORT_WEEKS) => reportWeeks(today, weeks)[0];

/**
 * Daily counts summed into weeks starting on Monday: the last `weeks` weeks including the one
 * `today` falls in, oldest first, a week without views as 0. Days outside them are left out.
 */
export function weeklyBuckets(days: readonly DayCount[], today: string, weeks = REPORT_WEEKS): WeekCount[] {
  const buckets = new Map(reportWeeks(today, weeks).map((week) => [week, 0]));
  for (const { day, count } of days) {
    const week = mondayOf(day);
    if (day <= today && buckets.has(week)) buckets.set(week, buckets.get(week)! + count);
  }
  return [...buckets].map(([week, count]) => ({ week, count }));
}

/** Whole Bogotá days from `since` to `now` (0 on the same day, never negative). */
export function daysOnMarket(since: Date, now: Date): number {
  return Math.max(0, daysBetween(bogotaDay(since), bogotaDay(now)));
}

/** An activity-log entry of a property, as far as its status goes. */
export interface StatusEntry {
  at: Date | string;
  changes: ReadonlyArray<{ field: string; to?: unknown }>;
}

const isListed = (status: unknown) => (LISTED_STATUSES as readonly unknown[]).includes(status);

/**
 * When the property first became public (disponible or reservado): the first entry of its
 * activity log that set such a status. With no such entry (a property from before the log, or
 * seeded), its creation when it is listed now; null when it has never been listed.
 */
export function firstListedAt(
  entries: readonly StatusEntry[],
  property: { status: string; createdAt: Date | string },
): Date | null {
  const times = entries
    .filter((entry) => entry.changes.some((change) => change.field === 'status' && isListed(change.to)))
    .map((entry) => new Date(entry.at).getTime());
  if (times.length > 0) return new Date(Math.min(...times));
  return isListed(property.status) ? new Date(property.createdAt) : null;
}

/**
 * Where `value` sits among `comparables` (0 the cheapest, 100 the dearest): the share of them
 * below it, ties counted half, rounded. Null without a value or below MIN_PRICE_SAMPLE comparables.
 */
export function pricePercentile(value: number | null, comparables: readonly number[]): number | null {
  if (value === null || !(value > 0) || comparables.length < MIN_PRICE_SAMPLE) return null;
  const below = comparables.filter((other) => other < value).length;
  const ties = comparables.filter((other) => other === value).length;
  return Math.round((100 * (below + ties / 2)) / comparables.length);
}

/** The median of `values`, rounded to whole pesos; null below MIN_PRICE_SAMPLE of them. */
export function medianPricePerM2(values: readonly number[]): number | null {
  if (values.length < MIN_PRICE_SAMPLE) return null;
  return Math.round(
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    )!,
  );
}

/** Monday to Friday and not a Colombian holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 'sat' && weekday !== 'sun' && !isColombianHoliday(day);
}

/** The first business day of the month `day` falls in. */
export function firstBusinessDayOfMonth(day: string): string {
  let candidate = `${day.slice(0, 7)}-01`;
  while (!isBusinessDay(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/** The month of a Bogotá day, AAAA-MM: the key of its monthly e-mail. */
export const monthOf = (day: string) => day.slice(0, 7);

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "12 de mayo" of a Bogotá day (with the year when asked). */
export function dayInWords(day: string, withYear = false): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} de ${MONTHS[month - 1]}${withYear ? ` de ${year}` : ''}`;
}

/** "noviembre de 2026" of AAAA-MM. */
export function monthInWords(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return `${MONTHS[index - 1]} de ${year}`;
}

/** How the price per m² compares, in plain Spanish, from its percentile. */
export function percentileInWords(percentile: number | null): string {
  if (percentile === null) return 'Aún no hay suficientes inmuebles comparables en la zona para ubicar tu precio.';
  return `De cada 100 inmuebles parecidos en la zona, unos ${percentile} piden menos por m² que tú.`;
}
