import 'server-only';

import { sendArrearsReminders } from './arrears';
import { runChargeJob } from './charges';
import { sendLeaseNoticeMails } from './notices';

// The module's timed work, run on every alert pass (lib/services/jobs/timed.ts). Each part claims
// what it does in the database, so two instances never do it twice.

export interface RentalJobCounts {
  /** Monthly charges created. */
  charges: number;
  /** E-mails to agents: increases due and terms ending (notices.ts). */
  leaseNotices: number;
  /** Payment reminders to tenants (arrears.ts). */
  reminders: number;
}

/** Charges first, so that a reminder sees the day's charges; one part failing does not stop the others. */
export async function runRentalJobs(now: Date): Promise<RentalJobCounts> {
  const run = async (name: string, job: () => Promise<number>) => {
    try {
      return await job();
    } catch (error) {
      console.error(`[rentals] ${name} failed; the next pass retries`, error);
      return 0;
    }
  };
  return {
    charges: await run('charges', () => runChargeJob(now)),
    leaseNotices: await run('lease notices', () => sendLeaseNoticeMails(now)),
    reminders: await run('reminders', () => sendArrearsReminders(now)),
  };
}
