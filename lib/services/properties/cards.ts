import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { trusted } from '../../db';
import type { Page } from '../../domain/pagination';
import { priceDropSince } from '../../domain/price-history';
import { LISTED_STATUSES, type PropertyCardModel } from '../../domain/property';
import type { PropertyQuery } from '../../validation/properties';
import type { ApiProperty } from '../../validation/property-response';
import { publicCatalogue } from '../catalogue';
import { CARD_FIELDS, toApiProperty, toPropertyCard, type StoredProperty } from './mapper';
import { findFeatured, findListedPage, publicQuery } from './read';

// The pages' reads of the catalogue: only the fields a card shows (CARD_FIELDS), mapped to the
// card model, so the cached entries and the rendered payload stay small. Cached like the API
// reads, under the catalogue tag that every property write expires.

const toCard = (dropSince: string | undefined) => (row: StoredProperty) =>
  toPropertyCard(toApiProperty(row, dropSince));

async function cachedCardPage(query: PropertyQuery): Promise<Page<PropertyCardModel>> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  return findListedPage(query, { select: CARD_FIELDS, map: toCard(query.dropSince) });
}

/** One page of the public catalogue as cards (the /listing page); query as for listPublicProperties. */
export function listPublicPropertyCards(query: PropertyQuery): Promise<Page<PropertyCardModel>> {
  return cachedCardPage(publicQuery(query));
}

/** The featured properties as cards (the home carousel). */
export function listFeaturedCards(limit: number): Promise<PropertyCardModel[]> {
  return cachedFeaturedCards(limit, priceDropSince(new Date()));
}

async function cachedFeaturedCards(limit: number, dropSince: string): Promise<PropertyCardModel[]> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  return (await findFeatured(limit, CARD_FIELDS)).map(toCard(dropSince));
}

/**
 * Up to `limit` listed properties like one (same type and operation, and city when it has one),
 * as cards, newest first: one query, no count (the section shows no total).
 */
export function listSimilarCards(like: SimilarTo, limit: number): Promise<PropertyCardModel[]> {
  return cachedSimilarCards(like, limit, priceDropSince(new Date()));
}

type SimilarTo = { id: string; type: ApiProperty['type']; operation: ApiProperty['operation']; cityCode: string };

async function cachedSimilarCards(like: SimilarTo, limit: number, dropSince: string): Promise<PropertyCardModel[]> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  const filter = {
    status: trusted({ $in: [...LISTED_STATUSES] }),
    _id: trusted({ $ne: like.id }),
    type: like.type,
    operation: like.operation,
    ...(like.cityCode && { 'location.cityCode': like.cityCode }),
  };
  const sort = { createdAt: -1, _id: -1 } as const;
  const rows = await publicCatalogue.find(filter, { sort, limit, select: CARD_FIELDS });
  return rows.map(toCard(dropSince));
}

export interface SitemapProperty {
  id: string;
  updatedAt: string;
  featured: boolean;
}

/**
 * Every listed property's address data for the sitemap, in one query of three fields (paging
 * through the catalogue cost a find and a count per hundred properties).
 */
export async function listSitemapProperties(): Promise<SitemapProperty[]> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  const rows = await publicCatalogue.find(
    { status: trusted({ $in: [...LISTED_STATUSES] }) },
    { sort: { _id: -1 }, select: 'updatedAt featured' },
  );
  return rows.map((row) => ({
    id: row._id.toString(),
    updatedAt: new Date(row.updatedAt ?? 0).toISOString(),
    featured: Boolean(row.featured),
  }));
}
