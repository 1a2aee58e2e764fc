import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { trusted } from '../../db';
import { pageOf, type FindPageOptions } from '../../db/find-page';
import type { Page } from '../../domain/pagination';
import { priceDropSince } from '../../domain/price-history';
import { LISTED_STATUSES, type PropertyStatus } from '../../domain/property';
import type { PropertyQuery } from '../../validation/properties';
import type { ApiProperty } from '../../validation/property-response';
import { database, publicCatalogue, type PropertySource } from '../catalogue';
import { normalizeQuery, propertyFilter, propertySort, type PropertyFilterQuery } from './filters';
import { toApiProperty, type StoredProperty } from './mapper';
import { findPriceDropPage } from './price-drop-page';

// The queries behind the public reads (index.ts: whole properties for the API; cards.ts: the
// fields a card shows, for the pages), from the public catalogue (catalogue/source.ts).

type PageOptions<Item> = FindPageOptions & {
  map?: (row: StoredProperty) => Item;
  exactLocation?: boolean;
  /** The database by default (the panel); the public catalogue for the public's statuses. */
  source?: PropertySource;
};

/** One page of a query's properties, mapped by `map` (whole API properties by default). */
export function findPropertyPage<Item = ApiProperty>(
  query: PropertyQuery,
  statuses: readonly PropertyStatus[] | undefined,
  options: PageOptions<Item> = {},
): Promise<Page<Item>> {
  const map = options.map ?? ((row: StoredProperty) => toApiProperty(row, query.dropSince) as Item);
  const filter = propertyFilter(query, statuses, options.exactLocation);
  const { source = database, select, count = () => source.count(filter) } = options;
  if (query.sort === 'price-drop') return findPriceDropPage(source, filter, query, map, { select, count });
  const sort = propertySort(query.sort);
  const find = (skip: number) => source.find(filter, { sort, skip, limit: query.limit, select });
  return pageOf(query, find, count, map);
}

/**
 * How many listed properties match a query, cached by the filter alone: every page and sort of
 * one search (and the API and page lists alike) share it, so paging on costs one query, not two.
 */
async function countListed(filter: PropertyFilterQuery): Promise<number> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  return publicCatalogue.count(propertyFilter(filter, LISTED_STATUSES));
}

/** One page of the listed properties of a normalised public query, counted by countListed. */
export function findListedPage<Item = ApiProperty>(
  query: PropertyQuery,
  options: { select?: string; map?: (row: StoredProperty) => Item } = {},
) {
  const { page: _page, limit: _limit, sort: _sort, ...filter } = query;
  return findPropertyPage(query, LISTED_STATUSES, {
    ...options,
    source: publicCatalogue,
    count: () => countListed(filter),
  });
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
export function findFeatured(limit: number, select?: string): Promise<StoredProperty[]> {
  return publicCatalogue.find(
    { featured: true, status: trusted({ $in: [...LISTED_STATUSES] }) },
    { sort: { priority: -1, createdAt: -1, _id: -1 }, limit, select },
  );
}
