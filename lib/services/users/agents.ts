import 'server-only';

import { isValidObjectId } from 'mongoose';

import { Property } from '../../../models/property';
import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import { STAFF_ROLES, type AgentContact, type AgentProfile } from '../../domain/users';

// How other services reach the agents: leads go round the active agents, a property's inquiry
// and visits go to its agent. Always fresh (no cache): an assignment must not pick someone
// deactivated a second ago.

export type StoredStaff = {
  _id: { toString(): string };
  name: string;
  email: string;
  role?: string | null;
  active?: boolean | null;
  createdAt?: Date | null;
  agent?: Partial<{ [K in keyof AgentProfile]: AgentProfile[K] | null }> | null;
};

export function toAgentContact(user: StoredStaff): AgentContact {
  const profile = user.agent ?? {};
  return {
    id: user._id.toString(),
    name: user.name,
    email: profile.email || user.email,
    phone: profile.phone ?? '',
    whatsapp: profile.whatsapp ?? '',
    slug: profile.slug ?? '',
  };
}

/** Active agents (role 'agent'), oldest account first: the order in which leads go round. */
export async function listActiveAgents(): Promise<AgentContact[]> {
  await connectDb();
  const rows = await User.find({ role: 'agent', active: trusted({ $ne: false }) })
    .sort({ createdAt: 1, _id: 1 })
    .lean<StoredStaff[]>();
  return rows.map(toAgentContact);
}

/** An active staff member (agent or admin) by id, or null. */
export async function getAgentContact(userId: string): Promise<AgentContact | null> {
  if (!isValidObjectId(userId)) return null;
  await connectDb();
  const user = await User.findById(userId).lean<StoredStaff>();
  const usable = user && user.active !== false && (STAFF_ROLES as readonly unknown[]).includes(user.role);
  return usable ? toAgentContact(user) : null;
}

/** The active staff member a property is assigned to, or null (unassigned, deactivated, no property). */
export async function getPropertyAgent(propertyId: string): Promise<AgentContact | null> {
  if (!isValidObjectId(propertyId)) return null;
  await connectDb();
  const row = await Property.findById(propertyId, { agentId: 1 }).lean<{ agentId?: { toString(): string } | null }>();
  return row?.agentId ? getAgentContact(row.agentId.toString()) : null;
}
