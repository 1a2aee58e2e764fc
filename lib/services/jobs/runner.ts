import 'server-only';

import { randomUUID } from 'node:crypto';

import { AlertPass } from '../../../models/alert';
import { connectDb, trusted } from '../../db';
import { env } from '../../env';
import { matchPendingEvents, sendDueAlerts } from '../alerts';
import { runTimedJobs, type TimedJobCounts } from './timed';

/** How often each instance looks for alert work: `inmediata` goes out within a minute of a save. */
export const ALERT_TICK_MS = 30_000;

/**
 * One pass of the alerts at `now`: match the new events against the saved searches, then send
 * what is due, then the book of business's timed work (lib/services/jobs/timed.ts). Safe on any
 * number of instances at once (every claim is a unique `_id` insert).
 */
export async function runAlerts(now: Date): Promise<{ matched: number; sent: number } & TimedJobCounts> {
  await connectDb();
  const matched = await matchPendingEvents(now);
  const sent = await sendDueAlerts(now);
  return { matched, sent, ...(await runTimedJobs(now)) };
}

/**
 * Claims the timed pass of `now`'s slot for this instance (docs/architecture.md#work-done-once): a unique `_id` insert,
 * so of several instances ticking in the same slot one runs the pass and the others skip it.
 * Passes older than ten slots are dropped, so the collection stays a handful of documents.
 */
async function claimPass(now: Date, owner: string): Promise<boolean> {
  await connectDb();
  const slot = Math.floor(now.getTime() / ALERT_TICK_MS);
  try {
    await AlertPass.create({ _id: `pass:${slot}`, owner, expiresAt: new Date((slot + 1) * ALERT_TICK_MS) });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false; // another instance has this pass
    throw error;
  }
  await AlertPass.deleteMany({ expiresAt: trusted({ $lt: new Date(now.getTime() - 10 * ALERT_TICK_MS) }) });
  return true;
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
  const owner = randomUUID();
  const tick = async () => {
    if (busy) return; // a slow pass is never overlapped by the next one
    busy = true;
    try {
      const now = new Date();
      if (await claimPass(now, owner)) await runAlerts(now);
    } catch (error) {
      console.error('[alerts] pass failed; the next one retries', error);
    } finally {
      busy = false;
    }
  };
  // The timer only wakes this instance; claimPass decides, in the database, which one does the work.
  setInterval(() => void tick(), ALERT_TICK_MS).unref();
}
