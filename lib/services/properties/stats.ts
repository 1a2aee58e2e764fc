import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { LISTED_STATUSES, type PropertyStatus } from '../../domain/property';
import { Property } from '../../../models/property';
import { summarizeGroups, type PropertyStats, type StatsGroup } from './stats-summary';

export type { PropertyStats } from './stats-summary';

const DAY = 86_400_000;

async function computeStats(statuses: readonly PropertyStatus[] | undefined): Promise<PropertyStats> {
  await connectDb();
  const match = statuses ? { status: trusted({ $in: [...statuses] }) } : {};
  const now = Date.now();
  const since = (days: number) => new Date(now - days * DAY);
  // No $facet: one grouped count, one sum, two counts for the 30-day windows, side by side. Each
  // $group has a single accumulator: FerretDB v1 answers 0 for every accumulator after the first.
  const [groups, views, last30, previous30] = await Promise.all([
    Property.aggregate<StatsGroup>([{ $match: match }, { $group: { _id: { status: '$status', type: '$type', featured: '$featured' }, count: { $sum: 1 } } }]),
    Property.aggregate<{ views: number }>([{ $match: match }, { $group: { _id: null, views: { $sum: '$views' } } }]),
    Property.countDocuments({ ...match, createdAt: trusted({ $gte: since(30) }) }),
    Property.countDocuments({ ...match, createdAt: trusted({ $gte: since(60), $lt: since(30) }) }),
  ]);
  return summarizeGroups(groups, views[0]?.views ?? 0, last30, previous30);
}

/**
 * Figures over the public catalogue (listed statuses) for anonymous callers; cached until a
 * property write, and at most an hour so the 30-day windows move on.
 */
export async function publicPropertyStats(): Promise<PropertyStats> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('hours');
  return computeStats(LISTED_STATUSES);
}

/** Figures over every property for the admin dashboard; always fresh. */
export function adminPropertyStats(): Promise<PropertyStats> {
  return computeStats(undefined);
}
