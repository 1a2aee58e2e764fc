import { isLegalSendingTime, startOfBogotaDay } from '@/lib/domain/alert-window';
import { isColombianHoliday } from '@/lib/domain/colombian-holidays';
import { bogotaDay } from '@/lib/domain/visits';

import { asAdmin } from './accounts';
import { call } from './stack-client';

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

export { isLegalSendingTime };

/** POST /api/alerts/run at `now` on the app at `origin` (started with ALERTS_TEST_CLOCK=1). */
export async function runAlertsAt(now: Date, origin?: string) {
  const response = origin
    ? await call('POST', '/api/alerts/run', { body: { now: now.toISOString() }, origin, token: await adminAt(origin) })
    : await asAdmin('POST', '/api/alerts/run', { now: now.toISOString() });
  if (response.status !== 200)
    throw new Error(`alerts run failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { matched: number; sent: number };
}

const tokens = new Map<string, Promise<string>>();
async function adminAt(origin: string) {
  const { adminTokenAt } = await import('./accounts');
  if (!tokens.has(origin)) tokens.set(origin, adminTokenAt(origin));
  return tokens.get(origin)!;
}
