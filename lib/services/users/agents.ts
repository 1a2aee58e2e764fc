import 'server-only';

import { isValidObjectId } from 'mongoose';

import { Property } from '../../../models/property';
import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import { STAFF_ROLES, type AgentProfile } from '../../domain/users';

// How other services reach the staff: leads go round the active agents, a property's inquiry and
// visits go to its agent, admins hand leads to any active staff member. Always fresh (no cache):
// an assignment must not pick someone deactivated a second ago.

export type StoredStaff = {
  _id: { toString(): string };
  name: string;
  email: string;
  role?: string | null;
  active?: boolean | null;
  createdAt?: Date | null;
  agent?: Partial<{ [K in keyof AgentProfile]: AgentProfile[K] | null }> | null;
};

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'agent';
}

const ACTIVE = { active: trusted({ $ne: false }) };
const STAFF = trusted({ $in: [...STAFF_ROLES] });

const toMember = (user: StoredStaff): StaffMember => ({
  id: user._id.toString(),
  name: user.name,
  email: user.email,
  role: user.role === 'admin' ? 'admin' : 'agent',
});

/** Active agents, oldest account first: the circle new leads go round. */
export async function activeAgents(): Promise<StaffMember[]> {
  await connectDb();
  const rows = await User.find({ role: 'agent', ...ACTIVE })
    .sort({ _id: 1 })
    .select('name email role')
    .lean<StoredStaff[]>();
  return rows.map(toMember);
}

/** An active admin or agent by id, or null. */
export async function activeStaff(id: string | null | undefined): Promise<StaffMember | null> {
  if (!id || !isValidObjectId(id)) return null;
  await connectDb();
  const user = await User.findOne({ _id: id, role: STAFF, ...ACTIVE })
    .select('name email role')
    .lean<StoredStaff>();
  return user ? toMember(user) : null;
}

/** Current names of these users (whatever their state): how a lead's assignee is shown. */
export async function staffNames(ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id && isValidObjectId(id)))];
  if (wanted.length === 0) return new Map();
  await connectDb();
  const rows = await User.find({ _id: trusted({ $in: wanted }) })
    .select('name')
    .lean<Array<{ _id: { toString(): string }; name: string }>>();
  return new Map(rows.map((row) => [row._id.toString(), row.name]));
}

/** The property's assigned agent, when that account is active staff. */
export async function propertyAgent(propertyId: string): Promise<StaffMember | null> {
  if (!isValidObjectId(propertyId)) return null;
  await connectDb();
  const property = await Property.findById(propertyId).select('agentId').lean<{ agentId?: unknown }>();
  return activeStaff(property?.agentId ? String(property.agentId) : null);
}
