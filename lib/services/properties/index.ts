import 'server-only';
import { connectDb } from '../../db';
import { Property } from '../../../models/property';
import type { PublicPropertyQuery } from '../../validation/properties';
import { paginate, type Page } from '../pagination';
import { publicPropertyFilter, publicPropertySort } from './filters';
import { toApiProperty, type ApiProperty, type StoredProperty } from './mapper';

export type { ApiProperty } from './mapper';

/** One page of the public catalogue for a query validated by publicPropertyQuerySchema. */
export async function listPublicProperties(query: PublicPropertyQuery): Promise<Page<ApiProperty>> {
  await connectDb();
  const filter = publicPropertyFilter(query);
  // A list and its total are two queries (DESIGN.md §3: no $facet); run them side by side.
  const [rows, total] = await Promise.all([
    Property.find(filter)
      .sort(publicPropertySort(query.sort))
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<StoredProperty[]>(),
    Property.countDocuments(filter),
  ]);
  return paginate(rows.map(toApiProperty), { page: query.page, limit: query.limit, total });
}
