import 'server-only';

import { connectDb } from '../../db';
import { env } from '../../env';
import { matchPendingEvents } from './match';
import { sendDueAlerts } from './send';

/** How often each instance looks for alert work: `inmediata` goes out within a minute of a save. */
export const ALERT_TICK_MS = 30_000;

/**
 * One pass of the alerts at `now`: match the new events against the saved searches, then send
 * what is due. Safe on any number of instances at once (every claim is a unique `_id` insert).
 */
export async function runAlerts(now: Date): Promise<{ matched: number; sent: number }> {
  await connectDb();
  const matched = await matchPendingEvents(now);
  const sent = await sendDueAlerts(now);
  return { matched, sent };
}

let started = false;

/**
 * Starts this instance's timer (instrumentation.ts). Not with ALERTS_TEST_CLOCK=1: the tests
 * run the alerts at instants of their choosing (POST /api/alerts/run), never on the wall clock.
 */
export function startAlertRunner(): void {
  if (started || env().ALERTS_TEST_CLOCK) return;
  started = true;
  let busy = false;
  const tick = async () => {
    if (busy) return; // a slow pass is never overlapped by the next one
    busy = true;
    try {
      await runAlerts(new Date());
    } catch (error) {
      console.error('[alerts] pass failed; the next one retries', error);
    } finally {
      busy = false;
    }
  };
  setInterval(() => void tick(), ALERT_TICK_MS).unref();
}
