import 'server-only';

import { User } from '../../../models/user';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import type { Actor } from '../../domain/activity';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { isStaffRole } from '../../domain/users';
import { USER_MESSAGES, type AdminUser, type UserPatch } from '../../validation/users';
import { logUpdate } from '../activity';
import { toAdminUser, type StoredAccount } from './admin-view';
import { endAllSessions } from './sessions';
import { freeAgentSlug } from './slug';

// Every change to an account goes through updateUser: an admin's edit, a deactivation, and the
// staff's own profile. The activity log gets the changed fields (never a password or its hash).

const LOGGED = ['name', 'email', 'role', 'active', 'agent'] as const;

const activeAdmins = (exceptId?: string) =>
  User.countDocuments({
    role: 'admin',
    active: trusted({ $ne: false }),
    ...(exceptId && { _id: trusted({ $ne: exceptId }) }),
  });

const isActiveAdmin = (row: { role?: string | null; active?: boolean | null }) =>
  row.role === 'admin' && row.active !== false;

/** The $set of a patch: account fields, profile fields one by one, and the agent's page address. */
async function setOf(current: StoredAccount, patch: UserPatch): Promise<Record<string, unknown>> {
  const { agent, ...account } = patch;
  const set: Record<string, unknown> = { ...account };
  for (const [key, value] of Object.entries(agent ?? {})) if (value !== undefined) set[`agent.${key}`] = value;
  const name = patch.name ?? current.name;
  const becomesAgent = (patch.role ?? current.role) === 'agent';
  if (becomesAgent && (!current.agent?.slug || name !== current.name))
    set['agent.slug'] = await freeAgentSlug(name, current._id.toString());
  return set;
}

/** One update, then the row as stored (the embedded database's findAndModify takes no projection, and
 * this model's hidden password hash would need one). */
export async function writeUser(id: string, set: Record<string, unknown>): Promise<StoredAccount> {
  try {
    const { matchedCount } = await User.updateOne({ _id: id }, { $set: set }, { runValidators: true });
    const row = matchedCount > 0 ? await User.findById(id).lean<StoredAccount>() : null;
    if (!row) throw new NotFoundError(USER_MESSAGES.notFound);
    return row;
  } catch (error) {
    if ((error as { code?: number } | null)?.code === 11000)
      throw new ConflictError(USER_MESSAGES.emailTaken, 'email_taken');
    throw error;
  }
}

/**
 * Applies an edit. The last active admin cannot be demoted or deactivated (409): checked before
 * the write and again after it, so two admins demoting each other at once cannot both succeed.
 * A deactivation ends every session and token of the account at once.
 */
export async function updateUser(id: string, patch: UserPatch, actor: Actor): Promise<AdminUser> {
  await connectDb();
  const current = await User.findById(id).lean<StoredAccount>();
  if (!current) throw new NotFoundError(USER_MESSAGES.notFound);
  if (patch.email && patch.email !== current.email && (await User.exists({ email: patch.email })))
    throw new ConflictError(USER_MESSAGES.emailTaken, 'email_taken');
  const losesAdmin = (row: StoredAccount, next: UserPatch) =>
    isActiveAdmin(row) && !isActiveAdmin({ role: next.role ?? row.role, active: next.active ?? row.active });
  if (losesAdmin(current, patch) && (await activeAdmins(id)) === 0)
    throw new ConflictError(USER_MESSAGES.lastAdmin, 'last_admin');

  const updated = await writeUser(id, await setOf(current, patch));
  if (losesAdmin(current, patch) && (await activeAdmins()) === 0) {
    await writeUser(id, { role: current.role, active: current.active !== false });
    throw new ConflictError(USER_MESSAGES.lastAdmin, 'last_admin');
  }
  if (current.active !== false && updated.active === false) await endAllSessions(id);
  if (isStaffRole(current.role) || isStaffRole(updated.role)) await invalidate(TAGS.agents, TAGS.agent(id));
  const [before, after] = [toAdminUser(current), toAdminUser(updated)];
  await logUpdate(actor, { entity: 'user', id, label: after.name }, before, after, LOGGED);
  return after;
}
