import 'server-only';
import type { Model } from 'mongoose';
import { connectDb } from '../db';
import { paginate, type Page } from './pagination';

/**
 * One page of `model` rows matching `filter`, mapped to the API shape, with the total. A list
 * and its total are two queries (DESIGN.md §3: no $facet), run side by side.
 */
export async function findPage<Row, Item>(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any collection
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  { page, limit }: { page: number; limit: number },
  map: (row: Row) => Item,
): Promise<Page<Item>> {
  await connectDb();
  const [rows, total] = await Promise.all([
    model.find(filter).sort(sort).skip((page - 1) * limit).limit(limit).lean<Row[]>(),
    model.countDocuments(filter),
  ]);
  return paginate(rows.map(map), { page, limit, total });
}
