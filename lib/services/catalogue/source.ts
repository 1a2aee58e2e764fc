import 'server-only';

import { Property } from '../../../models/property';
import { connectDb } from '../../db';
import { select, type SortSpec } from './query';
import { catalogueRows } from './store';
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
    const rows = await catalogueRows();
    if (!rows) return database.find(filter, options);
    const skip = options.skip ?? 0;
    const end = options.limit === undefined ? undefined : skip + options.limit;
    return select(rows, filter, options.sort).slice(skip, end);
  },
  async count(filter) {
    const rows = await catalogueRows();
    return rows ? select(rows, filter).length : database.count(filter);
  },
};
