import type { z } from 'zod';

import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from '../../domain/property';
import type { propertyStatsSchema } from '../../validation/property-response';

/** GET /api/properties/stats figures (schema in lib/validation/property-response.ts). */
export type PropertyStats = z.infer<typeof propertyStatsSchema>;

export interface StatsGroup {
  _id: { status?: string; type?: string; featured?: boolean };
  count: number;
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Sums the (status, type, featured) groups into the dashboard's figures. Pure: unit-tested. */
export function summarizeGroups(
  groups: StatsGroup[],
  totalViews: number,
  createdLast30Days: number,
  createdPrevious30Days: number,
): PropertyStats {
  const stats: PropertyStats = {
    totalProperties: 0,
    totalViews,
    byStatus: zeros(PROPERTY_STATUSES),
    byType: zeros(PROPERTY_TYPES),
    featured: 0,
    createdLast30Days,
    createdPrevious30Days,
  };
  for (const { _id, count } of groups) {
    stats.totalProperties += count;
    if (_id.status && _id.status in stats.byStatus) stats.byStatus[_id.status as PropertyStatus] += count;
    if (_id.type && _id.type in stats.byType) stats.byType[_id.type as PropertyType] += count;
    if (_id.featured) stats.featured += count;
  }
  return stats;
}

/** The fields of a property the figures read. */
export interface StatsRow {
  status?: string | null;
  type?: string | null;
  featured?: boolean | null;
  views?: number | null;
  createdAt?: Date | string | null;
}

const DAY = 86_400_000;

/**
 * The figures from the rows themselves (one query of five small fields), `now` fixing the two
 * 30-day windows. Pure: unit-tested.
 */
export function summarizeRows(rows: StatsRow[], now: number): PropertyStats {
  let views = 0;
  let last30 = 0;
  let previous30 = 0;
  const groups: StatsGroup[] = [];
  for (const row of rows) {
    views += typeof row.views === 'number' && Number.isFinite(row.views) ? row.views : 0;
    const age = row.createdAt ? now - new Date(row.createdAt).getTime() : Infinity;
    if (age <= 30 * DAY) last30 += 1;
    else if (age <= 60 * DAY) previous30 += 1;
    groups.push({
      _id: { status: row.status ?? undefined, type: row.type ?? undefined, featured: Boolean(row.featured) },
      count: 1,
    });
  }
  return summarizeGroups(groups, views, last30, previous30);
}
