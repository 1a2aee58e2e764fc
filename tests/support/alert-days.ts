import { startOfBogotaDay } from '@/lib/domain/alert-window';
import { isColombianHoliday } from '@/lib/domain/colombian-holidays';
import { bogotaDay } from '@/lib/domain/visits';

// Instants for the alert tests, always after the real clock (events are stamped with it) and
// found by the same rules the runner uses: the tests inject them, they never wait for them.

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The Bogotá days from tomorrow on, as the instant each begins. */
function* daysAhead(from = Date.now()) {
  for (let i = 1; i < 400; i += 1) yield new Date(startOfBogotaDay(new Date(from)).getTime() + i * DAY);
}

/** `hour`:00 Bogotá on the `n`th (0 = first) working day (Monday to Friday, not a holiday) after `from`. */
export function workingDay(n: number, hour: number, from = Date.now()): Date {
  let seen = 0;
  for (const start of daysAhead(from)) {
    const weekday = new Date(start.getTime() - 5 * HOUR).getUTCDay();
    if (weekday === 0 || weekday === 6 || isColombianHoliday(bogotaDay(start))) continue;
    if (seen++ === n) return new Date(start.getTime() + hour * HOUR);
  }
  throw new Error('no working day');
}

/** 10:00 Bogotá on the next Sunday. */
export function nextSunday(): Date {
  for (const start of daysAhead())
    if (new Date(start.getTime() - 5 * HOUR).getUTCDay() === 0) return new Date(start.getTime() + 10 * HOUR);
  throw new Error('no Sunday');
}

/** 10:00 Bogotá on the next holiday that falls Monday to Saturday (a working hour on any other day). */
export function nextWeekdayHoliday(): Date {
  for (const start of daysAhead()) {
    const weekday = new Date(start.getTime() - 5 * HOUR).getUTCDay();
    if (weekday !== 0 && isColombianHoliday(bogotaDay(start))) return new Date(start.getTime() + 10 * HOUR);
  }
  throw new Error('no holiday');
}
