import 'server-only';

import { isValidObjectId } from 'mongoose';

import { User, type UserDoc } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import { ConflictError } from '../../domain/errors';
import { isUserRole, type PublicUser } from '../../domain/users';
import { hashPassword, verifyPassword } from '../../security/password';
import type { RegisterInput } from '../../validation/auth';

// The account lookups sign-in needs. lib/services/auth imports this file, not the users index:
// that index reaches back into auth (an edit or an invitation ends sessions, sends reset links).

type StoredUser = UserDoc & { _id: { toString(): string } };

export function toPublicUser(user: StoredUser): PublicUser {
  return {
    id: user._id.toString(),
    name: user.name,
    email: user.email,
    role: isUserRole(user.role) ? user.role : 'user',
  };
}

/** Registration only ever creates the `user` role. */
export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  await connectDb();
  if (await User.exists({ email: input.email })) throw new ConflictError('El email ya está registrado', 'email_taken');
  try {
    const user = await User.create({
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: 'user',
      privacyAcceptedAt: new Date(),
    });
    return toPublicUser(user.toObject());
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if ((error as { code?: number }).code === 11000)
      throw new ConflictError('El email ya está registrado', 'email_taken');
    throw error;
  }
}

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | null = null;

/** The active user with this e-mail and password, or null. */
export async function checkPassword(email: string, password: string): Promise<PublicUser | null> {
  await connectDb();
  const user = await User.findOne({ email }).select('+passwordHash').lean<StoredUser>();
  if (!user) {
    await verifyPassword(await (dummyHash ??= hashPassword('not-a-real-password-1')), password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password)) || user.active === false) return null;
  await User.updateOne({ _id: user._id }, { $set: { lastLoginAt: new Date() } });
  return toPublicUser(user);
}

/**
 * The active user behind a session or token, or null. Credentials issued before the last
 * password change (`issuedAtMs`) no longer count.
 */
export async function findSessionUser(id: string, issuedAtMs?: number): Promise<PublicUser | null> {
  if (!isValidObjectId(id)) return null;
  await connectDb();
  const user = await User.findById(id).lean<StoredUser>();
  if (!user || user.active === false) return null;
  if (issuedAtMs !== undefined && user.passwordChangedAt && !(issuedAtMs >= user.passwordChangedAt.getTime()))
    return null;
  return toPublicUser(user);
}

export async function findUserIdByEmail(email: string): Promise<string | null> {
  await connectDb();
  const user = await User.findOne({ email, active: trusted({ $ne: false }) })
    .select('_id')
    .lean<{ _id: { toString(): string } }>();
  return user ? user._id.toString() : null;
}

export async function setPassword(userId: string, password: string): Promise<void> {
  await connectDb();
  await User.updateOne(
    { _id: userId },
    { $set: { passwordHash: await hashPassword(password), passwordChangedAt: new Date() } },
  );
}
