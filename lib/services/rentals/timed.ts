import 'server-only';

import { runChargeJob } from './charges';
import { sendMonthlySettlements } from './settlement-mail';

// The module's timed work, run on every alert pass (lib/services/jobs/timed.ts). Each part claims
// what it does in the database, so two instances never do it twice; one failing is logged and
// does not stop the others.

export interface RentalJobCounts {
  /** Monthly charges created. */
  charges: number;
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

export async function runRentalJobs(now: Date): Promise<RentalJobCounts> {
  const charges = await guarded('charges', () => runChargeJob(now));
  const settlements = await guarded('settlements', () => sendMonthlySettlements(now));
  return { charges, settlements };
}
