import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { trusted } from '../../db';
import type { Page } from '../../domain/pagination';
import { priceDropSince } from '../../domain/price-history';
import { PUBLIC_STATUSES, type PropertyStatus } from '../../domain/property';
import type { PropertyQuery } from '../../validation/properties';
import type { ApiProperty } from '../../validation/property-response';
import { database, publicCatalogue } from '../catalogue';
import { mandateStatusesOf } from '../mandates';
import { agentTags, withAgent, withAgents } from './agent-blocks';
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

/** Tags a cached read with the agents its properties show (inside a 'use cache' function only). */
function tagAgents(items: ApiProperty[]): ApiProperty[] {
  const tags = agentTags(items);
  if (tags.length > 0) cacheTag(...tags);
  return items;
}

async function cachedPublicPage(query: PropertyQuery): Promise<Page<ApiProperty>> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  const page = await findListedPage(query, { map: toPublic(query.dropSince) });
  return { ...page, items: tagAgents(await withAgents(page.items)) };
}

/**
 * One page of the public catalogue (GET /api/properties and /search) for a query validated by
 * propertyListQuerySchema or propertySearchQuerySchema; cached until a property write. A
 * `status` in the query is ignored: the public sees the listed statuses.
 */
export function listPublicProperties(query: PropertyQuery): Promise<Page<ApiProperty>> {
  return cachedPublicPage(publicQuery(query));
}

/** One page for the panel: any status (`query.status` filters; an agent's `query.agentId` is theirs), always fresh. */
export async function listAdminProperties(query: PropertyQuery): Promise<Page<ApiProperty>> {
  const page = await findPropertyPage(
    { ...query, dropSince: priceDropSince(new Date()) },
    visibleStatuses(query, true),
    {
      exactLocation: true,
    },
  );
  // The panel's list shows each property's mandate: one query for the page's ids.
  const [items, mandates] = await Promise.all([
    withAgents(page.items),
    mandateStatusesOf(page.items.map((item) => item._id)),
  ]);
  return { ...page, items: items.map((item) => ({ ...item, mandateStatus: mandates.get(item._id) ?? null })) };
}

async function findOne(
  idOrSlug: string,
  dropSince: string,
  statuses?: readonly PropertyStatus[],
  agentId?: string,
): Promise<ApiProperty | null> {
  const filter = {
    ...byIdOrSlug(idOrSlug),
    ...(statuses && { status: trusted({ $in: [...statuses] }) }),
    ...(agentId && { agentId }),
  };
  // The public's statuses are in the public catalogue; staff may open any row.
  const [row] = await (statuses ? publicCatalogue : database).find(filter, { limit: 1 });
  return row ? withAgent(toApiProperty(row, dropSince)) : null;
}

/**
 * A property the public may open (disponible, reservado, vendido, arrendado), or
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
    cacheTag(TAGS.property(property._id), ...agentTags([property]));
    return toPublicProperty(property);
  }
  // Unknown or hidden (a draft): every property write expires the catalogue tag.
  cacheTag(TAGS.properties);
  return null;
}

/** Any property, any status, for staff (an agent: only one assigned to `agentId`); always fresh. */
export function getAdminProperty(idOrSlug: string, agentId?: string): Promise<ApiProperty | null> {
  return findOne(idOrSlug, priceDropSince(new Date()), undefined, agentId);
}

/** The public featured properties (GET /api/properties/featured), whole, cached. */
export function listFeaturedProperties(limit: number): Promise<ApiProperty[]> {
  return cachedFeatured(limit, priceDropSince(new Date()));
}

async function cachedFeatured(limit: number, dropSince: string): Promise<ApiProperty[]> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  return tagAgents(await withAgents((await findFeatured(limit)).map(toPublic(dropSince))));
}
export { withAgents } from './agent-blocks';
export { inScope } from './assignment';
export { normalizeQuery, propertyFilter } from './filters';
export { byIdOrSlug } from './lookup';
export { toApiProperty, toPropertyCard } from './mapper';
export type { StoredProperty } from './mapper';
export { toPublicProperty } from './public-location';
export { countViewDays } from './view-days';
export { expireProperties, slugBase } from './write';
export { ensurePropertyCodes } from './codes';
