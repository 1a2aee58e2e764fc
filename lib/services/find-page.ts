import 'server-only';
import type { Model } from 'mongoose';
import { connectDb } from '../db';
import { knownTotal, paginate, type Page } from './pagination';

export interface FindPageOptions {
  /** The fields to fetch (a mongoose select string); all by default. */
  select?: string;
  /** How to count the matches when the page cannot tell (e.g. a cached count); countDocuments by default. */
  count?: () => Promise<number>;
}

/**
 * One page of `model` rows matching `filter`, mapped to the API shape, with the total. The
 * count is a second query (DESIGN.md §3: no $facet), run only when the page does not tell the
 * total (knownTotal): on FerretDB every find and count decodes the whole collection, and two
 * queries side by side took as long as one after the other (scripts/bench.mjs).
 */
export async function findPage<Row, Item>(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any collection
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  { page, limit }: { page: number; limit: number },
  map: (row: Row) => Item,
  { select, count }: FindPageOptions = {},
): Promise<Page<Item>> {
  await connectDb();
  const query = model.find(filter).sort(sort).skip((page - 1) * limit).limit(limit);
  const rows = await (select ? query.select(select) : query).lean<Row[]>();
  const total = knownTotal({ page, limit }, rows.length) ?? (await (count ? count() : model.countDocuments(filter)));
  return paginate(rows.map(map), { page, limit, total });
}
