import 'server-only';

import { Cruce } from '../../../models/cruce';
import { trusted } from '../../db';

/**
 * After a demand's write its new cruces follow it: a demand no longer active (paused, closed or
 * deleted) drops the ones nobody has seen or been e-mailed, so neither the panel, its badge nor the
 * digest offers work on it; a reassigned demand hands them to its new agent. A failure is logged,
 * not thrown: the demand's own write has happened and its answer must say so.
 */
export async function followDemand(demandId: string, after: { status: string; agentId: string } | null) {
  try {
    if (!after || after.status !== 'activa') {
      await Cruce.deleteMany({ demandId, seenAt: null, digestId: null });
      return;
    }
    await Cruce.updateMany(
      { demandId, seenAt: null, agentId: trusted({ $ne: after.agentId }) },
      { $set: { agentId: after.agentId } },
    );
  } catch (error) {
    console.error('[cruces] the new cruces of demand', demandId, 'did not follow its change:', error);
  }
}
