import 'server-only';

import type { Model } from 'mongoose';

import { connectDb } from '.';
import { paginate, type Page } from '../domain/pagination';
import { pageAndTotal } from './page-total';

export interface FindPageOptions {
  /** The fields to fetch (a mongoose select string); all by default. */
  select?: string;
  /** How to count the matches (e.g. a cached count); countDocuments by default. */
  count?: () => Promise<number>;
}

/**
 * One page of `model` rows matching `filter`, mapped to the API shape, with the total: a find and
 * a count, two queries (no $facet), run as the database does best (page-total.ts).
 */
export function findPage<Row, Item>(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any collection
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  { page, limit }: { page: number; limit: number },
  map: (row: Row) => Item,
  { select, count = () => model.countDocuments(filter).exec() }: FindPageOptions = {},
): Promise<Page<Item>> {
  const find = (skip: number) => {
    const query = model.find(filter).sort(sort).skip(skip).limit(limit);
    return (select ? query.select(select) : query).lean<Row[]>().exec();
  };
  return pageOf({ page, limit }, find, count, map);
}

/** One page from a `find` of `limit` rows after `skip` and a `count`, run as page-total.ts says. */
export async function pageOf<Row, Item>(
  { page, limit }: { page: number; limit: number },
  find: (skip: number) => PromiseLike<Row[]>,
  count: () => PromiseLike<number>,
  map: (row: Row) => Item,
): Promise<Page<Item>> {
  await connectDb();
  const { rows, total } = await pageAndTotal({ page, limit }, () => find((page - 1) * limit), count);
  return paginate(rows.map(map), { page, limit, total });
}
