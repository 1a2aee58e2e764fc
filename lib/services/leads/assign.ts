import 'server-only';

import { LeadTurn } from '../../../models/lead-turn';
import { connectDb, trusted } from '../../db';
import { activeAgents, propertyAgent, type StaffMember } from '../users';

/** Turns kept: far more than could be taken between one taker's read and its insert. */
const KEEP = 500;

/**
 * The next number of the shared turn: the one after the highest taken, claimed by inserting it
 * (the next one up when another instance took it first), so every lead gets its own turn.
 */
async function nextTurn(): Promise<number> {
  await connectDb();
  const last = await LeadTurn.findOne().sort({ _id: -1 }).select('_id').lean<{ _id: number }>();
  let turn = (last?._id ?? 0) + 1;
  for (;;) {
    try {
      await LeadTurn.create({ _id: turn, at: new Date() });
      break;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      turn += 1;
    }
  }
  if (turn % KEEP === 0) await LeadTurn.deleteMany({ _id: trusted({ $lte: turn - KEEP }) });
  return turn;
}

/**
 * The active agents in turn order, starting with the one whose turn it is (the turn is spent).
 * Empty when no agent is active.
 */
export async function agentsInTurn(): Promise<StaffMember[]> {
  const agents = await activeAgents();
  if (agents.length === 0) return [];
  const first = (await nextTurn()) % agents.length;
  return [...agents.slice(first), ...agents.slice(0, first)];
}

/**
 * Who follows up a new lead: an inquiry's property agent when that account is active, else the
 * active agents in turn; null (unassigned, admins see it) when no agent is active.
 */
export async function assigneeFor(propertyId?: string): Promise<StaffMember | null> {
  const agent = propertyId ? await propertyAgent(propertyId) : null;
  return agent ?? (await agentsInTurn())[0] ?? null;
}
