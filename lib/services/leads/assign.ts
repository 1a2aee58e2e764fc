import 'server-only';

import { Counter } from '../../../models/counter';
import { connectDb } from '../../db';
import { activeAgents, propertyAgent, type StaffMember } from './agents';

const TURN = 'lead-round-robin';

/**
 * The next number of the shared turn: one atomic `$inc` in the database, so every app instance
 * draws from the same sequence and two concurrent leads never get the same turn.
 */
async function nextTurn(): Promise<number> {
  await connectDb();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const counter = await Counter.findOneAndUpdate(
        { _id: TURN },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      return counter!.seq;
    } catch (error) {
      // Two first-ever upserts race to insert the counter: the loser increments the winner's.
      if ((error as { code?: number }).code !== 11000 || attempt >= 3) throw error;
    }
  }
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
