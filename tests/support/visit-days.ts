import { addDays, bogotaDay, weekdayOf, type Weekday } from '../../lib/domain/visits';

// Days for the visit tests, in Bogotá's calendar (the default office hours: Monday to Friday
// 7:00 to 16:00, Saturday 8:00 to 12:00, Sunday closed).

function firstFrom(after: number, accept: (day: Weekday) => boolean): string {
  let day = addDays(bogotaDay(new Date()), after);
  while (!accept(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

/** A weekday (Monday to Friday) at least `after` days ahead, YYYY-MM-DD. */
export const workday = (after = 2) => firstFrom(after, (day) => !['sat', 'sun'].includes(day));

/** The next Sunday at least `after` days ahead: the office is closed. */
export const sunday = (after = 1) => firstFrom(after, (day) => day === 'sun');
