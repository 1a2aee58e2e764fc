import 'server-only';

import { isValidObjectId } from 'mongoose';

import { Property } from '../../../models/property';
import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';

// The staff the lead pipeline hands work to, read straight from User and Property by the team
// contract's fields (role, active, Property.agentId). One module, so the team's own agent
// service can take its place later.

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'agent';
}

type StoredStaff = { _id: { toString(): string }; name: string; email: string; role: string };

const ACTIVE = { active: trusted({ $ne: false }) };
const STAFF_ROLES = trusted({ $in: ['admin' as const, 'agent' as const] });

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

/** Active admins and agents, by name: whom an admin may hand a lead to. */
export async function assignableStaff(): Promise<StaffMember[]> {
  await connectDb();
  const rows = await User.find({ role: STAFF_ROLES, ...ACTIVE })
    .sort({ name: 1, _id: 1 })
    .select('name email role')
    .lean<StoredStaff[]>();
  return rows.map(toMember);
}

/** An active admin or agent by id, or null. */
export async function activeStaff(id: string | null | undefined): Promise<StaffMember | null> {
  if (!id || !isValidObjectId(id)) return null;
  await connectDb();
  const user = await User.findOne({ _id: id, role: STAFF_ROLES, ...ACTIVE })
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
  await connectDb();
  const property = await Property.findById(propertyId).select('agentId').lean<{ agentId?: unknown }>();
  return activeStaff(property?.agentId ? String(property.agentId) : null);
}
