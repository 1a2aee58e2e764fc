import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { Property } from '../../../models/property';
import { TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { LISTED_STATUSES, type PropertyStatus } from '../../domain/property';
import { summarizeRows, type PropertyStats, type StatsRow } from './stats-summary';

export type { PropertyStats } from './stats-summary';

/**
 * One query of five small fields, summed here. It was a grouped count, a views sum and two
 * window counts side by side (no $facet, and FerretDB v1 answers 0 for every accumulator of a
 * $group after the first): four full scans on FerretDB, where every query decodes the whole
 * collection, for figures a single scan gives.
 */
async function computeStats(statuses: readonly PropertyStatus[] | undefined): Promise<PropertyStats> {
  await connectDb();
  const match = statuses ? { status: trusted({ $in: [...statuses] }) } : {};
  const rows = await Property.find(match).select('-_id status type featured views createdAt').lean<StatsRow[]>();
  return summarizeRows(rows, Date.now());
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
