import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { User } from '../../../models/user';
import { TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { STAFF_ROLES, type PublicAgent } from '../../domain/users';
import { DEFAULT_AGENT_PHOTO, NO_AGENT } from '../../validation/no-agent';
import type { ApiProperty } from '../../validation/property-response';
import type { StoredStaff } from './agents';

// The public side of the agents: /asesores, their pages, and the `agent` block of the properties
// they are assigned. Cached reads carry TAGS.agent(id), which every write to that account expires.

type AgentBlock = ApiProperty['agent'];

export function toPublicAgent(user: StoredStaff): PublicAgent {
  const p = user.agent ?? {};
  return {
    id: user._id.toString(),
    slug: p.slug ?? '',
    name: user.name,
    photo: p.photo || DEFAULT_AGENT_PHOTO,
    phone: p.phone ?? '',
    whatsapp: p.whatsapp ?? '',
    email: p.email || user.email,
    license: p.license ?? '',
    experienceYears: p.experienceYears ?? 0,
    specializations: p.specializations ?? [],
    bio: p.bio ?? '',
  };
}

type Listable = StoredStaff & { invitedAt?: Date | null; passwordChangedAt?: Date | null };

/** Whether an agent has a public page: active, with an address, and past their invitation. */
const isListed = (user: Listable) =>
  user.role === 'agent' && user.active !== false && !!user.agent?.slug && !(user.invitedAt && !user.passwordChangedAt);

/** The agent block of a property, from the assigned staff member (linked when they have a page). */
export function toAgentBlock(user: Listable): AgentBlock {
  const a = toPublicAgent(user);
  return {
    name: a.name,
    photo: a.photo,
    phone: a.phone || NO_AGENT.phone,
    email: a.email,
    license: a.license || NO_AGENT.license,
    experience: a.experienceYears,
    specializations: a.specializations,
    whatsapp: a.whatsapp,
    slug: isListed(user) ? a.slug : '',
  };
}

/** The agent blocks of these accounts when active staff, by id (one query; never cached itself). */
export async function agentBlocks(ids: string[]): Promise<Map<string, AgentBlock>> {
  if (ids.length === 0) return new Map();
  await connectDb();
  const rows = await User.find({
    _id: trusted({ $in: ids }),
    role: trusted({ $in: [...STAFF_ROLES] }),
    active: trusted({ $ne: false }),
  }).lean<StoredStaff[]>();
  return new Map(rows.map((row) => [row._id.toString(), toAgentBlock(row)]));
}

// isListed as a filter: an invited agent appears once they have set their password (which
// expires these reads: lib/services/users/password-reset.ts).
const publicAgentsFilter = () => ({
  role: 'agent' as const,
  active: trusted({ $ne: false }),
  'agent.slug': trusted({ $gt: '' }),
  $or: [{ invitedAt: null }, { passwordChangedAt: trusted({ $ne: null }) }],
});

/** Every active agent with a page, by name (/asesores and the sitemap). */
export async function listPublicAgents(): Promise<PublicAgent[]> {
  'use cache';
  cacheTag(TAGS.agents);
  cacheLife('max');
  await connectDb();
  const rows = await User.find(publicAgentsFilter()).sort({ name: 1, _id: 1 }).lean<StoredStaff[]>();
  cacheTag(...rows.map((row) => TAGS.agent(row._id.toString())));
  return rows.map(toPublicAgent);
}

/** The active agent with this page, or null (a miss is tagged with the directory, which any agent write expires). */
export async function getPublicAgent(slug: string): Promise<PublicAgent | null> {
  'use cache';
  cacheLife('max');
  await connectDb();
  const row = await User.findOne({ ...publicAgentsFilter(), 'agent.slug': slug }).lean<StoredStaff>();
  cacheTag(row ? TAGS.agent(row._id.toString()) : TAGS.agents);
  return row ? toPublicAgent(row) : null;
}
