import 'server-only';

import { Lead } from '../../../../models/lead';
import { ConflictError } from '../../../domain/errors';
import type { StaffMember } from '../../users';
import type { StoredLead } from '../mapper';
import { claimSlot, releaseSlot } from './claims';

const BUSY = 'El asesor ya tiene una visita a esa hora';

/**
 * A visit handed to another staff member (or to nobody: the agency) takes their time instead:
 * a 409 when they already have a visit then. Past and cancelled visits hold no time.
 */
export async function transferVisit(lead: StoredLead, to: StaffMember | null): Promise<void> {
  const visit = lead.visit;
  if (lead.kind !== 'visit' || visit?.state !== 'scheduled' || !visit.start || !visit.end || !visit.agentKey) return;
  if (visit.start.getTime() <= Date.now()) return;
  const slot = { start: visit.start, end: visit.end };
  const key = to?.id ?? 'agency';
  if (key === visit.agentKey) return;
  const leadId = lead._id.toString();
  try {
    await claimSlot(key, slot, leadId);
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(BUSY, 'slot_taken');
    throw error;
  }
  await Lead.updateOne({ _id: leadId }, { $set: { 'visit.agentKey': key } });
  await releaseSlot(visit.agentKey, slot, leadId);
}
