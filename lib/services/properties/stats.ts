import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { Property } from '../../../models/property';
import { TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { countGroups } from '../../db/group-counts';
import { LISTED_STATUSES, type PropertyStatus } from '../../domain/property';
import { statsSpec, summarizeGroups, type PropertyStats } from './stats-summary';

export type { PropertyStats } from './stats-summary';

/** Every figure in one query (lib/db/group-counts.ts), added up here. */
async function computeStats(statuses: readonly PropertyStatus[] | undefined): Promise<PropertyStats> {
  await connectDb();
  const match = statuses ? { status: trusted({ $in: [...statuses] }) } : {};
  return summarizeGroups(await countGroups(Property, statsSpec(match, Date.now())));
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
