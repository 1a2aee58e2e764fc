import type { z } from 'zod';

import type { GroupRow, GroupSpec } from '../../db/group-counts';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from '../../domain/property';
import type { propertyStatsSchema } from '../../validation/property-response';

/** GET /api/properties/stats figures (schema in lib/validation/property-response.ts). */
export type PropertyStats = z.infer<typeof propertyStatsSchema>;

const DAY = 86_400_000;

/**
 * What the figures group and sum: properties by (status, type, featured), their views, and how
 * many were created in the 30 days before `now` and in the 30 before those.
 */
export function statsSpec(match: Record<string, unknown>, now: number): GroupSpec {
  const daysAgo = (days: number) => new Date(now - days * DAY);
  return {
    match,
    by: ['status', 'type', 'featured'],
    sums: { views: 'views' },
    windows: {
      last30: { field: 'createdAt', from: daysAgo(30) },
      previous30: { field: 'createdAt', from: daysAgo(60), to: daysAgo(30) },
    },
  };
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Adds the groups of statsSpec up into the dashboard's figures. Pure: unit-tested. */
export function summarizeGroups(groups: GroupRow[]): PropertyStats {
  const stats: PropertyStats = {
    totalProperties: 0,
    totalViews: 0,
    byStatus: zeros(PROPERTY_STATUSES),
    byType: zeros(PROPERTY_TYPES),
    featured: 0,
    createdLast30Days: 0,
    createdPrevious30Days: 0,
  };
  for (const { key, count, totals } of groups) {
    const [status, type] = [String(key.status), String(key.type)];
    stats.totalProperties += count;
    stats.totalViews += totals.views ?? 0;
    stats.createdLast30Days += totals.last30 ?? 0;
    stats.createdPrevious30Days += totals.previous30 ?? 0;
    if (Object.hasOwn(stats.byStatus, status)) stats.byStatus[status as PropertyStatus] += count;
    if (Object.hasOwn(stats.byType, type)) stats.byType[type as PropertyType] += count;
    if (key.featured) stats.featured += count;
  }
  return stats;
}
