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
  /** E-mails to agents: increases due and terms ending (notices.ts). */
  leaseNotices: number;
  /** Payment reminders to tenants (arrears.ts). */
  reminders: number;
  /** Owners' monthly settlement e-mails queued. */
  settlements: number;
}

async function guarded(name: string, job: () => Promise<number>): Promise<number> {
  try {
    return await job();
  } catch (error) {
    console.error(`[rentals] ${name} failed; the next pass retries`, error);
    return 0;
  }
}

/** Charges first, so that a reminder or a settlement sees the day's charges. */
export async function runRentalJobs(now: Date): Promise<RentalJobCounts> {
  return {
    charges: await guarded('charges', () => runChargeJob(now)),
    leaseNotices: await guarded('lease notices', () => sendLeaseNoticeMails(now)),
    reminders: await guarded('reminders', () => sendArrearsReminders(now)),
    settlements: await guarded('settlements', () => sendMonthlySettlements(now)),
  };
}
