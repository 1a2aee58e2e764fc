// When an alert e-mail may go out (Ley 2300 de 2023, art. 3: commercial messages only Monday to
// Friday 7:00-19:00 and Saturday 8:00-15:00, never on Sundays or holidays) and which alerts are
// due at an instant. Bogotá has no daylight saving time: it is always UTC-5. Pure.

import { isColombianHoliday } from './colombian-holidays';
import { bogotaDay, bogotaInstant, BOGOTA_OFFSET_MS as OFFSET_MS } from './visits';

export { bogotaDay };

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Opening and closing hour (closing excluded) per Bogotá weekday, 0 = Sunday; null: closed all day. */
const WINDOWS: ReadonlyArray<readonly [number, number] | null> = [
  null,
  [7, 19],
  [7, 19],
  [7, 19],
  [7, 19],
  [7, 19],
  [8, 15],
];

const local = (now: Date) => new Date(now.getTime() + OFFSET_MS);

/** The instant Bogotá's day `now` falls in began (00:00 Bogotá). */
export function startOfBogotaDay(now: Date): Date {
  return bogotaInstant(bogotaDay(now));
}

/** The instant Bogotá's week (Monday 00:00) `now` falls in began. */
export function startOfBogotaWeek(now: Date): Date {
  const start = startOfBogotaDay(now);
  const weekday = local(start).getUTCDay();
  return new Date(start.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/** The legal sending hours of the Bogotá day `now` falls in, or null when none (Sunday, holiday). */
function windowOf(now: Date): readonly [number, number] | null {
  if (isColombianHoliday(bogotaDay(now))) return null;
  return WINDOWS[local(now).getUTCDay()];
}

/** Whether the law allows sending a commercial e-mail at `now`. */
export function isLegalSendingTime(now: Date): boolean {
  const window = windowOf(now);
  if (!window) return false;
  const hour = local(now).getUTCHours();
  return hour >= window[0] && hour < window[1];
}

/** The first instant at or after `now` the law allows sending (`now` itself when it does). */
export function nextLegalInstant(now: Date): Date {
  if (isLegalSendingTime(now)) return now;
  for (let day = 0; day < 30; day += 1) {
    const start = new Date(startOfBogotaDay(now).getTime() + day * DAY_MS);
    const window = windowOf(start);
    if (!window) continue;
    const opens = new Date(start.getTime() + window[0] * HOUR_MS);
    if (opens.getTime() >= now.getTime()) return opens;
  }
  throw new Error('no legal sending time within 30 days');
}

export const ALERT_FREQUENCIES = ['inmediata', 'diaria', 'semanal', 'ninguna'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * Whether an alert recorded at `at` for a search of `frequency` is due at `now` (the legal window
 * and the daily cap are checked apart). `inmediata`: at once; `diaria`: in the first e-mail of
 * the next Bogotá day; `semanal`: in the first of the next week (from Monday 00:00).
 */
export function isAlertDue(frequency: AlertFrequency, at: Date, now: Date): boolean {
  if (frequency === 'inmediata') return true;
  if (frequency === 'diaria') return at.getTime() < startOfBogotaDay(now).getTime();
  if (frequency === 'semanal') return at.getTime() < startOfBogotaWeek(now).getTime();
  return false;
}
