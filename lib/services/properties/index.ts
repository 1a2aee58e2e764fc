import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { Property } from '../../../models/property';
import { TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { priceDropSince } from '../../domain/price-history';
import { PUBLIC_STATUSES, type ApiProperty, type PropertyStatus } from '../../domain/property';
import type { PropertyQuery } from '../../validation/properties';
import type { Page } from '../pagination';
import { visibleStatuses } from './filters';
import { byIdOrSlug } from './lookup';
import { toApiProperty, type StoredProperty } from './mapper';
import { toPublicProperty } from './public-location';
import { findFeatured, findListedPage, findPropertyPage, publicQuery } from './read';

export { createProperty, deleteProperty, recordPropertyView, updateProperty } from './write';
export { adminPropertyStats, publicPropertyStats, type PropertyStats } from './stats';
export { listFeaturedCards, listPublicPropertyCards, listSimilarCards, listSitemapProperties } from './cards';
export { listMapPoints } from './map-points';

/** Rows as the public sees them, "Bajó de precio" judged from `dropSince` (priceDropSince). */
const toPublic = (dropSince?: string) => (row: StoredProperty) => toPublicProperty(toApiProperty(row, dropSince));

async function cachedPublicPage(query: PropertyQuery): Promise<Page<ApiProperty>> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  return findListedPage(query, { map: toPublic(query.dropSince) });
}

/**
 * One page of the public catalogue (GET /api/properties and /search) for a query validated by
 * propertyListQuerySchema or propertySearchQuerySchema; cached until a property write. A
 * `status` in the query is ignored: the public sees the listed statuses.
 */
export function listPublicProperties(query: PropertyQuery): Promise<Page<ApiProperty>> {
  return cachedPublicPage(publicQuery(query));
}

/** One page for the admin panel: any status (`query.status` filters), always fresh. */
export function listAdminProperties(query: PropertyQuery): Promise<Page<ApiProperty>> {
  return findPropertyPage({ ...query, dropSince: priceDropSince(new Date()) }, visibleStatuses(query, true), {
    exactLocation: true,
  });
}

async function findOne(
  idOrSlug: string,
  dropSince: string,
  statuses?: readonly PropertyStatus[],
): Promise<ApiProperty | null> {
  await connectDb();
  const filter = { ...byIdOrSlug(idOrSlug), ...(statuses && { status: trusted({ $in: [...statuses] }) }) };
  const row = await Property.findOne(filter).lean<StoredProperty>();
  return row ? toApiProperty(row, dropSince) : null;
}

/**
 * A property the public may open (DESIGN.md §5: disponible, reservado, vendido, arrendado), or
 * null. Cached under its own tag and the day's price-drop window (lib/domain/price-history.ts); a
 * miss is tagged with the catalogue so a create or a publish shows on the next request. View
 * counts in it lag until the next write (see recordPropertyView).
 */
export function getPublicProperty(idOrSlug: string): Promise<ApiProperty | null> {
  return cachedPublicProperty(idOrSlug, priceDropSince(new Date()));
}

async function cachedPublicProperty(idOrSlug: string, dropSince: string): Promise<ApiProperty | null> {
  'use cache';
  cacheLife('max');
  const property = await findOne(idOrSlug, dropSince, PUBLIC_STATUSES);
  if (property) {
    cacheTag(TAGS.property(property._id));
    return toPublicProperty(property);
  }
  // Unknown or hidden (a draft): every property write expires the catalogue tag.
  cacheTag(TAGS.properties);
  return null;
}

/** Any property, any status, for admins; always fresh. */
export function getAdminProperty(idOrSlug: string): Promise<ApiProperty | null> {
  return findOne(idOrSlug, priceDropSince(new Date()));
}

/** The public featured properties (GET /api/properties/featured), whole, cached. */
export function listFeaturedProperties(limit: number): Promise<ApiProperty[]> {
  return cachedFeatured(limit, priceDropSince(new Date()));
}

async function cachedFeatured(limit: number, dropSince: string): Promise<ApiProperty[]> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  return (await findFeatured(limit)).map(toPublic(dropSince));
}
