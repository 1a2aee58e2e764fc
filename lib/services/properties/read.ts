import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { Property } from '../../../models/property';
import { TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { priceDropSince } from '../../domain/price-history';
import { LISTED_STATUSES, type ApiProperty, type PropertyStatus } from '../../domain/property';
import type { PropertyQuery } from '../../validation/properties';
import { findPage, type FindPageOptions } from '../find-page';
import type { Page } from '../pagination';
import { normalizeQuery, propertyFilter, propertySort, type PropertyFilterQuery } from './filters';
import { toApiProperty, type StoredProperty } from './mapper';
import { findPriceDropPage } from './price-drop-page';

// The queries behind the public reads (index.ts: whole properties for the API; cards.ts: the
// fields a card shows, for the pages).

/** One page of a query's properties, mapped by `map` (whole API properties by default). */
export function findPropertyPage<Item = ApiProperty>(
  query: PropertyQuery,
  statuses: readonly PropertyStatus[] | undefined,
  options: FindPageOptions & { map?: (row: StoredProperty) => Item; exactLocation?: boolean } = {},
): Promise<Page<Item>> {
  const map = options.map ?? ((row: StoredProperty) => toApiProperty(row, query.dropSince) as Item);
  const filter = propertyFilter(query, statuses, options.exactLocation);
  if (query.sort === 'price-drop') return findPriceDropPage(filter, query, map, options);
  return findPage(Property, filter, propertySort(query.sort), query, map, options);
}

/**
 * How many listed properties match a query, cached by the filter alone: every page and sort of
 * one search (and the API and page lists alike) share it, so paging on costs one query, not two.
 */
async function countListed(filter: PropertyFilterQuery): Promise<number> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  await connectDb();
  return Property.countDocuments(propertyFilter(filter, LISTED_STATUSES));
}

/** One page of the listed properties of a normalised public query, counted by countListed. */
export function findListedPage<Item = ApiProperty>(
  query: PropertyQuery,
  options: { select?: string; map?: (row: StoredProperty) => Item } = {},
) {
  const { page: _page, limit: _limit, sort: _sort, ...filter } = query;
  return findPropertyPage(query, LISTED_STATUSES, { ...options, count: () => countListed(filter) });
}

/**
 * A public query as a cache key: `status` dropped (the public sees the listed statuses), the
 * day's price-drop window added (so "Bajó de precio" ends on time in cached entries), normalised.
 */
export function publicQuery(query: PropertyQuery): PropertyQuery {
  const { status: _ignored, ...rest } = query;
  return normalizeQuery({ ...rest, dropSince: priceDropSince(new Date()) });
}

/** The featured listed properties, by priority, fetching `select` when given (all fields otherwise). */
export async function findFeatured(limit: number, select?: string): Promise<StoredProperty[]> {
  await connectDb();
  const query = Property.find({ featured: true, status: trusted({ $in: [...LISTED_STATUSES] }) })
    .sort({ priority: -1, createdAt: -1, _id: -1 })
    .limit(limit);
  return (select ? query.select(select) : query).lean<StoredProperty[]>();
}
