import 'server-only';

import { User } from '../../../models/user';
import { connectDb } from '../../db';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { ACCOUNT_MESSAGES } from '../../domain/saved-searches';
import { verifyPassword } from '../../security/password';
import { setPassword } from '../users';

/** What /cuenta shows and edits of the account. */
export interface AccountView {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  createdAt: string | null;
}

type Row = { _id: unknown; name: string; email: string; phone?: string; role?: string; createdAt?: Date };

const view = (row: Row): AccountView => ({
  id: String(row._id),
  name: row.name,
  email: row.email,
  phone: row.phone ?? '',
  role: row.role ?? 'user',
  createdAt: row.createdAt ? row.createdAt.toISOString() : null,
});

export async function getAccount(userId: string): Promise<AccountView> {
  await connectDb();
  const row = await User.findById(userId, { name: 1, email: 1, phone: 1, role: 1, createdAt: 1 }).lean<Row>();
  if (!row) throw new NotFoundError('Cuenta no encontrada');
  return view(row);
}

export async function updateAccount(userId: string, patch: { name?: string; phone?: string | null }) {
  await connectDb();
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.phone) set.phone = patch.phone;
  if (patch.phone === null) unset.phone = 1;
  await User.updateOne(
    { _id: userId },
    { ...(Object.keys(set).length && { $set: set }), ...(Object.keys(unset).length && { $unset: unset }) },
  );
  return getAccount(userId);
}

/**
 * Changes the password after checking the current one. Every session and token issued before
 * (this one included) stops working, as after a reset: the visitor signs in again.
 */
export async function changePassword(userId: string, current: string, next: string): Promise<void> {
  await connectDb();
  const row = await User.findById(userId).select('+passwordHash').lean<{ passwordHash?: string }>();
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, current)))
    throw new InvalidError(ACCOUNT_MESSAGES.wrongPassword);
  await setPassword(userId, next);
}
