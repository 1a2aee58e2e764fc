import 'server-only';

import { runCruceJobs } from '../cruces';
import { cleanUpIdempotencyRecords } from '../idempotency';
import { sendMandateReminders } from '../mandates';
import { runRentalJobs, type RentalJobCounts } from '../rentals';
import { sendMonthlyReports } from '../reports';

export interface TimedJobCounts {
  mandateReminders: number;
  cruces: Record<string, number>;
  ownerReports: number;
  /** Idempotency-Keys past their 24 hours, deleted. */
  idempotencyKeys: number;
  /** Rentals under administration: the monthly charges created (docs/rentals.md). */
  rentals: RentalJobCounts;
}

/**
 * The book of business's timed work, run on every alert pass (lib/services/jobs/runner.ts):
 * mandate reminders, the cruce and its digests and selections, the owners' monthly report, the
 * rentals' charges. Each
 * claims what it sends in the database, so two instances never send one twice; then the expired
 * Idempotency-Keys are deleted (at most every 15 minutes), so that their collection stays small.
 * One failing job is logged and does not stop the others.
 */
export async function runTimedJobs(now: Date): Promise<TimedJobCounts> {
  const counts: TimedJobCounts = {
    mandateReminders: 0,
    cruces: {},
    ownerReports: 0,
    idempotencyKeys: 0,
    rentals: { charges: 0, leaseNotices: 0, reminders: 0, settlements: 0 },
  };
  const run = async <T>(name: string, job: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await job();
    } catch (error) {
      console.error(`[timed-jobs] ${name} failed; the next pass retries`, error);
      return fallback;
    }
  };
  counts.mandateReminders = await run('mandate reminders', () => sendMandateReminders(now), 0);
  counts.cruces = await run('cruces', () => runCruceJobs(now), {});
  counts.ownerReports = await run('owner reports', () => sendMonthlyReports(now), 0);
  counts.rentals = await run('rentals', () => runRentalJobs(now), {
    charges: 0,
    leaseNotices: 0,
    reminders: 0,
    settlements: 0,
  });
  counts.idempotencyKeys = await run('idempotency keys', () => cleanUpIdempotencyRecords(now), 0);
  return counts;
}
