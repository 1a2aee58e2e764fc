import 'server-only';

import { Property } from '../../../models/property';
import { connectDb } from '../../db';
import { priceDropSince } from '../../domain/price-history';
import type { PropertyQuery } from '../../validation/properties';
import type { FindPageOptions } from '../find-page';
import { paginate, type Page } from '../pagination';
import { priceDropCondition, propertySort } from './filters';
import type { StoredProperty } from './mapper';

type Filter = Record<string, unknown>;

/**
 * One page of `sort=price-drop`: the properties whose price fell in the window, largest
 * reduction first (by the `lastDrop` each write stores), then every other match as `recently`.
 * Two segments paged as one list: the count of the first tells where the second starts.
 */
export async function findPriceDropPage<Item>(
  filter: Filter,
  query: PropertyQuery,
  map: (row: StoredProperty) => Item,
  { select, count }: FindPageOptions = {},
): Promise<Page<Item>> {
  await connectDb();
  const since = query.dropSince ?? priceDropSince(new Date());
  const recent = { $and: [filter, priceDropCondition(true, since)] };
  const others = { $and: [filter, priceDropCondition(false, since)] };
  const find = (where: Filter, sort: PropertyQuery['sort'], skip: number, limit: number) => {
    const rows = Property.find(where).sort(propertySort(sort)).skip(skip).limit(limit);
    return (select ? rows.select(select) : rows).lean<StoredProperty[]>().exec();
  };
  const skip = (query.page - 1) * query.limit;
  const recentTotal = await Property.countDocuments(recent);
  const rows = skip < recentTotal ? await find(recent, 'price-drop', skip, query.limit) : [];
  if (rows.length < query.limit)
    rows.push(...(await find(others, 'recently', Math.max(0, skip - recentTotal), query.limit - rows.length)));
  const total = count ? await count() : await Property.countDocuments(filter);
  return paginate(rows.map(map), { page: query.page, limit: query.limit, total });
}
