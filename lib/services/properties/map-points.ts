import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { trusted } from '../../db';
import { priceDropSince } from '../../domain/price-history';
import { LISTED_STATUSES } from '../../domain/property';
import type { PropertyMapQuery } from '../../validation/properties';
import { MAP_POINTS_CAP, type MapPoint, type MapPoints } from '../../validation/property-map';
import { publicCatalogue } from '../catalogue';
import { normalizeQuery, propertyFilter } from './filters';
import { toApiProperty } from './mapper';
import { toMapPoint } from './public-location';

/** The stored fields a point needs (FerretDB v1 has no `$slice`: every image, for the cover). */
const MAP_FIELDS = 'title slug price operation type showExactLocation location.coordinates images';

/** Only properties with a location can be drawn. */
const PLACED = {
  'location.coordinates.lat': trusted({ $gte: -90, $lte: 90 }),
  'location.coordinates.lng': trusted({ $gte: -180, $lte: 180 }),
};

async function cachedMapPoints(query: PropertyMapQuery & { dropSince: string }): Promise<MapPoints> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  const filter = { $and: [propertyFilter(query, LISTED_STATUSES), PLACED] };
  const rows = await publicCatalogue.find(filter, {
    sort: { createdAt: -1, _id: -1 },
    limit: MAP_POINTS_CAP + 1,
    select: MAP_FIELDS,
  });
  const points = rows
    .slice(0, MAP_POINTS_CAP)
    .map((row) => toMapPoint(toApiProperty(row, query.dropSince)))
    .filter((point): point is MapPoint => point !== null);
  const capped = rows.length > MAP_POINTS_CAP;
  return { points, capped, total: capped ? await publicCatalogue.count(filter) : points.length };
}

/**
 * Every listed property of a search as a light point (GET /api/properties/map and the listing's
 * map), newest first, at most MAP_POINTS_CAP; cached under the catalogue tag and the day's
 * price-drop window like the lists.
 */
export function listMapPoints(query: PropertyMapQuery): Promise<MapPoints> {
  return cachedMapPoints(normalizeQuery({ ...query, dropSince: priceDropSince(new Date()) }));
}
