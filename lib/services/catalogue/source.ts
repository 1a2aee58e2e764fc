import 'server-only';

import { Property } from '../../../models/property';
import { connectDb } from '../../db';
import { countRows, take, type SortSpec } from './query';
import { catalogueInOrder, catalogueRows } from './store';
import type { StoredProperty } from './stored-property';

type Filter = Record<string, unknown>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** The fields to fetch from the database (a mongoose select string); the copy gives whole rows. */
  select?: string;
}

/** Where the property reads find their rows: the same filter and sort documents for both. */
export interface PropertySource {
  find(filter: Filter, options?: FindOptions): Promise<StoredProperty[]>;
  count(filter: Filter): Promise<number>;
}

/** The database itself: any status (the panel, always fresh). */
export const database: PropertySource = {
  async find(filter, { sort, skip = 0, limit, select: fields } = {}) {
    await connectDb();
    let query = Property.find(filter).skip(skip);
    if (sort) query = query.sort(sort);
    if (limit !== undefined) query = query.limit(limit);
    if (fields) query = query.select(fields);
    return query.lean<StoredProperty[]>().exec();
  },
  async count(filter) {
    await connectDb();
    return Property.countDocuments(filter).exec();
  },
};

/**
 * The public catalogue: filters that select public statuses only (listed, sold, rented; never a
 * draft). Answered from the copy in memory on the embedded database (store.ts), from the
 * database's indexes on MongoDB.
 */
export const publicCatalogue: PropertySource = {
  async find(filter, options = {}) {
    const rows = options.sort ? await catalogueInOrder(options.sort) : await catalogueRows();
    if (!rows) return database.find(filter, options);
    return take(rows, filter, options.skip ?? 0, options.limit);
  },
  async count(filter) {
    const rows = await catalogueRows();
    return rows ? countRows(rows, filter) : database.count(filter);
  },
};
