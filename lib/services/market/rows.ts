import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { priceDropSince } from '../../domain/price-history';
import { LISTED_STATUSES, type Operation, type PropertyType } from '../../domain/property';
import type { Comparable } from '../../domain/valuation';
import type { PropertyMapQuery } from '../../validation/properties';
import { publicCatalogue } from '../catalogue';
import { normalizeQuery, propertyFilter } from '../properties';

/** A listing as the market figures and the estimate see it (a few fields, never the document). */
export interface MarketListing extends Comparable {
  operation: Operation;
  cityCode: string;
  localityCode: string;
}

const FIELDS = 'title slug price type operation features.area location.cityCode location.localityCode';

type Row = {
  _id: { toString(): string };
  title: string;
  slug: string;
  price: number;
  type: PropertyType;
  operation: Operation;
  features?: { area?: number | null };
  location?: { cityCode?: string; localityCode?: string };
};

async function cachedRows(query: PropertyMapQuery & { dropSince: string }): Promise<MarketListing[]> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  const rows = (await publicCatalogue.find(propertyFilter(query, LISTED_STATUSES), { select: FIELDS })) as Row[];
  return rows.map((row) => ({
    _id: row._id.toString(),
    title: row.title,
    slug: row.slug,
    price: row.price,
    type: row.type,
    operation: row.operation,
    area: row.features?.area || null,
    cityCode: row.location?.cityCode ?? '',
    localityCode: row.location?.localityCode ?? '',
  }));
}

/**
 * Every listing the public list returns for `query` (GET /api/properties's filters, the same
 * filter and statuses), as light rows; cached under the catalogue tag, so a property write
 * expires it with the lists, and a query is read from the database once between writes.
 */
export function listMarketListings(query: PropertyMapQuery): Promise<MarketListing[]> {
  return cachedRows(normalizeQuery({ ...query, dropSince: priceDropSince(new Date()) }));
}
