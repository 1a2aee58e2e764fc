import 'server-only';

import { randomBytes } from 'node:crypto';

import { User } from '../../../models/user';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { findPage } from '../../db/find-page';
import type { Actor } from '../../domain/activity';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Page } from '../../domain/pagination';
import { isStaffRole, STAFF_ROLES } from '../../domain/users';
import { hashPassword } from '../../security/password';
import { accentInsensitivePattern, escapeRegex } from '../../text';
import { USER_MESSAGES, type AdminUser, type InviteUserInput, type UserListQuery } from '../../validation/users';
import { logCreate, logUpdate } from '../activity';
import { updateUser, writeUser } from './account-writes';
import { toAdminUser, type StoredAccount } from './admin-view';
import { sendInvitation } from './invitation';
import { freeAgentSlug } from './slug';

// /admin/users: the accounts, staff invitations and deactivation (admins only; never cached).

function listFilter({ role, active, search }: UserListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (role) filter.role = role === 'staff' ? trusted({ $in: [...STAFF_ROLES] }) : role;
  if (active !== undefined) filter.active = active ? trusted({ $ne: false }) : false;
  const words = search?.split(/\s+/).filter(Boolean).slice(0, 6) ?? [];
  // Every word in the name (whatever its accents) or the e-mail.
  const byWord = words.map((word) => ({
    $or: [
      { name: trusted({ $regex: accentInsensitivePattern(word), $options: 'i' }) },
      { email: trusted({ $regex: escapeRegex(word.toLowerCase()) }) },
    ],
  }));
  if (byWord.length > 0) filter.$and = byWord;
  return filter;
}

export function listUsers(query: UserListQuery): Promise<Page<AdminUser>> {
  return findPage(User, listFilter(query), { name: 1, _id: 1 }, query, (row: StoredAccount) => toAdminUser(row));
}

export async function getUser(id: string): Promise<AdminUser> {
  await connectDb();
  const row = await User.findById(id).lean<StoredAccount>();
  if (!row) throw new NotFoundError(USER_MESSAGES.notFound);
  return toAdminUser(row);
}

/**
 * POST /api/users: a staff account without a usable password, and an e-mail with its
 * set-password link. `mailed` says whether the message left (the account exists either way).
 */
export async function inviteUser(input: InviteUserInput, actor: Actor): Promise<{ user: AdminUser; mailed: boolean }> {
  await connectDb();
  if (await User.exists({ email: input.email })) throw new ConflictError(USER_MESSAGES.emailTaken, 'email_taken');
  let row: StoredAccount;
  try {
    const created = await User.create({
      ...input,
      // Random and never told to anyone: the account signs in only after the link sets a password.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      invitedAt: new Date(),
      ...(input.role === 'agent' && { agent: { slug: await freeAgentSlug(input.name) } }),
    });
    row = created.toObject() as StoredAccount;
  } catch (error) {
    if ((error as { code?: number } | null)?.code === 11000)
      throw new ConflictError(USER_MESSAGES.emailTaken, 'email_taken');
    throw error;
  }
  const user = toAdminUser(row);
  await invalidate(TAGS.agents, TAGS.agent(user.id));
  await logCreate(actor, { entity: 'user', id: user.id, label: user.name }, user, ['name', 'email', 'role']);
  return { user, mailed: await sendInvitation(user, actor.name) };
}

/** POST /api/users/{id}/invitation: a new link for an active staff account (the old one stops working). */
export async function resendInvitation(id: string, actor: Actor): Promise<{ user: AdminUser; mailed: boolean }> {
  await connectDb();
  const current = await User.findById(id).lean<StoredAccount>();
  if (!current) throw new NotFoundError(USER_MESSAGES.notFound);
  if (current.active === false || !isStaffRole(current.role))
    throw new ConflictError(USER_MESSAGES.invitationUnavailable);
  const user = toAdminUser(await writeUser(id, { invitedAt: new Date() }));
  const target = { entity: 'user' as const, id, label: user.name };
  await logUpdate(actor, target, toAdminUser(current), user, ['invitedAt']);
  return { user, mailed: await sendInvitation(user, actor.name) };
}

/** DELETE /api/users/{id}: deactivates (the account and its history stay; PATCH active:true restores it). */
export function deactivateUser(id: string, actor: Actor): Promise<AdminUser> {
  return updateUser(id, { active: false }, actor);
}
