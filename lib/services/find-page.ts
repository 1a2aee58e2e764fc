import 'server-only';

import type { Model } from 'mongoose';

import { connectDb } from '../db';
import { countAlongside, knownTotal, paginate, type Page } from './pagination';

export interface FindPageOptions {
  /** The fields to fetch (a mongoose select string); all by default. */
  select?: string;
  /** How to count the matches when the page cannot tell (e.g. a cached count); countDocuments by default. */
  count?: () => Promise<number>;
}

// The total each filter had when last read in this process: only a hint of whether the next
// page will be full, never an answer (every total returned is counted or read off the page).
const lastTotals = new Map<string, number>();
const MAX_HINTS = 2000;

/**
 * One page of `model` rows matching `filter`, mapped to the API shape, with the total. The
 * count is a second query (DESIGN.md §3: no $facet), made only when the page does not tell the
 * total (knownTotal): a short page is one query. On FerretDB every find and count decodes the
 * whole collection, so a count saved is a scan saved; when the filter's last total says this
 * page will be full, the count runs alongside the find instead of after it, for latency.
 */
export async function findPage<Row, Item>(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any collection
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  { page, limit }: { page: number; limit: number },
  map: (row: Row) => Item,
  { select, count = () => model.countDocuments(filter) }: FindPageOptions = {},
): Promise<Page<Item>> {
  await connectDb();
  const key = `${model.modelName} ${JSON.stringify(filter)}`;
  // Promise.resolve: a mongoose query is a thenable that runs again on each `then`.
  const early = countAlongside({ page, limit }, lastTotals.get(key)) ? Promise.resolve(count()) : null;
  early?.catch(() => undefined); // awaited below only if needed; never an unhandled rejection
  const query = model
    .find(filter)
    .sort(sort)
    .skip((page - 1) * limit)
    .limit(limit);
  const rows = await (select ? query.select(select) : query).lean<Row[]>();
  const total = knownTotal({ page, limit }, rows.length) ?? (await (early ?? count()));
  if (lastTotals.size >= MAX_HINTS) lastTotals.clear();
  lastTotals.set(key, total);
  return paginate(rows.map(map), { page, limit, total });
}
