import type { z } from 'zod';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from '../../domain/property';
import type { propertyStatsSchema } from '../../validation/property-response';

/** GET /api/properties/stats figures (schema in lib/validation/property-response.ts). */
export type PropertyStats = z.infer<typeof propertyStatsSchema>;

export interface StatsGroup {
  _id: { status?: string; type?: string; featured?: boolean };
  count: number;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Sums the (status, type, featured) groups into the dashboard's figures. Pure: unit-tested. */
export function summarizeGroups(groups: StatsGroup[], totalViews: number, createdLast30Days: number, createdPrevious30Days: number): PropertyStats {
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
