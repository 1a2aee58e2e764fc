import 'server-only';

import { Types } from 'mongoose';
import { cacheLife, cacheTag } from 'next/cache';

import { Property } from '../../../models/property';
import { TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { countGroups, groupRows } from '../../db/group-counts';
import { LISTED_STATUSES, type PropertyStatus } from '../../domain/property';
import { catalogueRows, select } from '../catalogue';
import { statsSpec, summarizeGroups, type PropertyStats } from './stats-summary';

export type { PropertyStats } from './stats-summary';

/** Every figure in one query (lib/db/group-counts.ts), added up here. */
async function computeStats(statuses: readonly PropertyStatus[] | undefined, agentId?: string): Promise<PropertyStats> {
  await connectDb();
  // An aggregation's $match is not cast by mongoose: the id goes in as an ObjectId.
  const match = {
    ...(statuses && { status: trusted({ $in: [...statuses] }) }),
    ...(agentId && { agentId: new Types.ObjectId(agentId) }),
  };
  const spec = statsSpec(match, Date.now());
  // The public's figures come from the catalogue in memory when there is one (catalogue/store.ts).
  const rows = statuses && !agentId ? await catalogueRows() : null;
  if (rows) return summarizeGroups(groupRows(select(rows, match) as Record<string, unknown>[], spec));
  return summarizeGroups(await countGroups(Property, spec));
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

/** Figures over every property for the admin dashboard (an agent's: over theirs); always fresh. */
export function adminPropertyStats(agentId?: string): Promise<PropertyStats> {
  return computeStats(undefined, agentId);
}
