import 'server-only';

import { Lead } from '../../../models/lead';
import { connectDb, trusted } from '../../db';
import { countGroups } from '../../db/group-counts';
import { LEAD_STATUSES, leadStatusOf, medianFirstContactMinutes } from '../../domain/leads';
import type { PublicUser } from '../../domain/users';
import { bogotaDay, bogotaInstant } from '../../domain/visits';
import type { LeadStats } from '../../validation/lead-admin';
import { scopeOf } from './scope';

/**
 * The dashboard's lead figures, over the caller's leads (an agent's own, every lead for an
 * admin): received this month (Bogotá calendar), the median time to first contact of those, and
 * how many stand at each status now.
 */
export async function leadStats(caller: PublicUser): Promise<LeadStats> {
  await connectDb();
  const scope = scopeOf(caller);
  const monthStart = bogotaInstant(`${bogotaDay(new Date()).slice(0, 8)}01`);
  const thisMonth = { ...scope, createdAt: trusted({ $gte: monthStart }) };
  const [count, contacted, groups, unassigned] = await Promise.all([
    Lead.countDocuments(thisMonth),
    Lead.find({ ...thisMonth, firstContactAt: trusted({ $exists: true }) })
      .select('createdAt firstContactAt')
      .lean<Array<{ createdAt: Date; firstContactAt: Date }>>(),
    countGroups(Lead, { match: scope, by: ['status'] }),
    caller.role === 'admin' ? Lead.countDocuments({ assigneeId: null }) : 0,
  ]);
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<string, number>;
  for (const group of groups) byStatus[leadStatusOf(group.key.status) ?? 'nueva'] += group.count;
  return { thisMonth: count, medianFirstContactMinutes: medianFirstContactMinutes(contacted), byStatus, unassigned };
}
