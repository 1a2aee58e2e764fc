import 'server-only';

import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import type { UserStats } from '../../validation/users';

const DAY = 86_400_000;

/** Figures over the users for the admin dashboard; always fresh (admin read, not cached). */
export async function adminUserStats(): Promise<UserStats> {
  await connectDb();
  const now = Date.now();
  const since = (days: number) => new Date(now - days * DAY);
  // Four counts side by side (no $facet: docs/architecture.md#what-both-databases-support).
  const [totalUsers, activeUsers, createdLast30Days, createdPrevious30Days] = await Promise.all([
    User.countDocuments({}),
    User.countDocuments({ active: trusted({ $ne: false }) }),
    User.countDocuments({ createdAt: trusted({ $gte: since(30) }) }),
    User.countDocuments({ createdAt: trusted({ $gte: since(60), $lt: since(30) }) }),
  ]);
  return { totalUsers, activeUsers, createdLast30Days, createdPrevious30Days };
}
