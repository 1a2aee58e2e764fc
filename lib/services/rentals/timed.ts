import 'server-only';

import { runChargeJob } from './charges';

// The module's timed work, run on every alert pass (lib/services/jobs/timed.ts). Each part claims
// what it does in the database, so two instances never do it twice.

export interface RentalJobCounts {
  /** Monthly charges created. */
  charges: number;
}

export async function runRentalJobs(now: Date): Promise<RentalJobCounts> {
  return { charges: await runChargeJob(now) };
}
