import 'server-only';

import { sendArrearsReminders } from './arrears';
import { runChargeJob } from './charges';
import { sendLeaseNoticeMails } from './notices';
import { sendMonthlySettlements } from './settlement-mail';

// The module's timed work, run on every alert pass (lib/services/jobs/timed.ts). Each part claims
// what it does in the database, so two instances never do it twice; one failing is logged and
// does not stop the others.

export interface RentalJobCounts {
  /** Monthly charges created. */
  charges: number;
  /** Owners' monthly settlement e-mails queued. */
  settlements: number;
  /** E-mails to agents: increases due and terms ending (notices.ts). */
  leaseNotices: number;
  /** Payment reminders to tenants (arrears.ts). */
  reminders: number;
}

async function guarded(name: string, job: () => Promise<number>): Promise<number> {
  try {
    return await job();
  } catch (error) {
    console.error(`[rentals] ${name} failed; the next pass retries`, error);
    return 0;
  }
}

/** Charges first, so that a reminder sees the day's charges; one part failing does not stop the others. */
export async function runRentalJobs(now: Date): Promise<RentalJobCounts> {
  const charges = await guarded('charges', () => runChargeJob(now));
  const settlements = await guarded('settlements', () => sendMonthlySettlements(now));
  const leaseNotices = await guarded('lease notices', () => sendLeaseNoticeMails(now));
  const reminders = await guarded('reminders', () => sendArrearsReminders(now));
  return { charges, settlements, leaseNotices, reminders };
}
