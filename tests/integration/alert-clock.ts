import { adminTokenAt, asAdmin } from './accounts';
import { call } from './stack-client';

export { nextSunday, nextWeekdayHoliday, workingDay } from '../support/alert-days';

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
  if (!tokens.has(origin)) tokens.set(origin, adminTokenAt(origin));
  return tokens.get(origin)!;
}
