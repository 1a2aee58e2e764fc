import 'server-only';

import type { FindPageOptions } from '../../db/find-page';
import { paginate, type Page } from '../../domain/pagination';
import { priceDropSince } from '../../domain/price-history';
import type { PropertyQuery } from '../../validation/properties';
import type { PropertySource } from '../catalogue';
import { priceDropCondition, propertySort } from './filters';
import type { StoredProperty } from './mapper';

type Filter = Record<string, unknown>;

/**
 * One page of `sort=price-drop`: the properties whose price fell in the window, largest
 * reduction first (by the `lastDrop` each write stores), then every other match as `recently`.
 * Two segments paged as one list: the count of the first tells where the second starts.
 */
export async function findPriceDropPage<Item>(
  source: PropertySource,
  filter: Filter,
  query: PropertyQuery,
  map: (row: StoredProperty) => Item,
  { select, count }: FindPageOptions = {},
): Promise<Page<Item>> {
  const since = query.dropSince ?? priceDropSince(new Date());
  const recent = { $and: [filter, priceDropCondition(true, since)] };
  const others = { $and: [filter, priceDropCondition(false, since)] };
  const find = (where: Filter, sort: PropertyQuery['sort'], skip: number, limit: number) =>
    source.find(where, { sort: propertySort(sort), skip, limit, select });
  const skip = (query.page - 1) * query.limit;
  const recentTotal = await source.count(recent);
  const rows = skip < recentTotal ? await find(recent, 'price-drop', skip, query.limit) : [];
  if (rows.length < query.limit)
    rows.push(...(await find(others, 'recently', Math.max(0, skip - recentTotal), query.limit - rows.length)));
  const total = count ? await count() : await source.count(filter);
  return paginate(rows.map(map), { page: query.page, limit: query.limit, total });
}
