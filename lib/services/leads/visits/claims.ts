import 'server-only';

import { VisitSlot } from '../../../../models/visit-slot';
import { connectDb, trusted } from '../../../db';
import { ConflictError } from '../../../domain/errors';
import { VISIT_MESSAGES } from '../../../domain/visit-messages';
import { slotBlocks, type Slot } from '../../../domain/visits';

// An agent's time as 15-minute blocks held by visits (models/visit-slot.ts). Whoever inserts a
// block first has it: the database's unique _id decides a race, never a read before the write.

/** The key of one block of an agent's time. */
export const blockKey = (agentKey: string, block: Date) => `${agentKey}|${block.toISOString()}`;

const keysOf = (agentKey: string, slot: Slot) => slotBlocks(slot).map((block) => blockKey(agentKey, block));
const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Takes every block of `slot` for the visit `leadId` (blocks it already holds are its own), in
 * time order, so two bookings of one slot collide on its first block. When another visit holds
 * one, what was taken here is given back and the answer is a 409.
 */
export async function claimSlot(agentKey: string, slot: Slot, leadId: string): Promise<void> {
  await connectDb();
  const taken: string[] = [];
  for (const block of slotBlocks(slot)) {
    const _id = blockKey(agentKey, block);
    try {
      await VisitSlot.create({ _id, agentKey, start: block, leadId });
      taken.push(_id);
    } catch (error) {
      const own =
        isDuplicate(error) &&
        String((await VisitSlot.findById(_id).select('leadId').lean<{ leadId?: unknown }>())?.leadId) === leadId;
      if (own) continue;
      if (taken.length) await VisitSlot.deleteMany({ _id: trusted({ $in: taken }) });
      if (isDuplicate(error)) throw new ConflictError(VISIT_MESSAGES.slotTaken, 'slot_taken');
      throw error;
    }
  }
}

/** Gives back the blocks of `slot` the visit holds, except those of `keep` (a move that overlaps). */
export async function releaseSlot(agentKey: string, slot: Slot, leadId: string, keep?: Slot): Promise<void> {
  const kept = new Set(keep ? keysOf(agentKey, keep) : []);
  const keys = keysOf(agentKey, slot).filter((key) => !kept.has(key));
  if (keys.length === 0) return;
  await connectDb();
  await VisitSlot.deleteMany({ _id: trusted({ $in: keys }), leadId });
}

/** The keys of the blocks these agents have taken between `from` and `to` (but by the visit `except`). */
export async function takenBlocks(agentKeys: string[], from: Date, to: Date, except?: string): Promise<Set<string>> {
  await connectDb();
  const rows = await VisitSlot.find({
    agentKey: trusted({ $in: agentKeys }),
    start: trusted({ $gte: from, $lt: to }),
    ...(except ? { leadId: trusted({ $ne: except }) } : {}),
  })
    .select('_id')
    .lean<Array<{ _id: string }>>();
  return new Set(rows.map((row) => row._id));
}

/** Whether no block of `slot` is among `taken` for `agentKey`. */
export function isFree(taken: Set<string>, agentKey: string, slot: Slot): boolean {
  return keysOf(agentKey, slot).every((key) => !taken.has(key));
}
