import 'server-only';

import { sendCruceDigests } from './digest';
import { crossPendingEvents } from './events';
import { sendPendingSelections } from './selection';

/**
 * The cruce's timed work on every alert pass (lib/services/jobs/timed.ts): new listings and price
 * drops crossed with the active demands, then, in legal hours, the agents' daily digests and the
 * clients' selection e-mails. Every send is claimed in the database (docs/cruce.md).
 */
export async function runCruceJobs(now: Date): Promise<Record<string, number>> {
  const crossed = await crossPendingEvents(now);
  const digests = await sendCruceDigests(now);
  const selections = await sendPendingSelections(now);
  return { crossed, digests, selections };
}
