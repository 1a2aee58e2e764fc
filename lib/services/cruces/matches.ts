import 'server-only';

import { Demand } from '../../../models/demand';
import { connectDb, trusted } from '../../db';
import { byScoreThenNewest, matchDemand, type DemandMatch } from '../../domain/demand-match';
import { NotFoundError } from '../../domain/errors';
import { paginate, type Page } from '../../domain/pagination';
import { priceDropSince } from '../../domain/price-history';
import { LISTED_STATUSES, PROPERTY_MESSAGES } from '../../domain/property';
import type { MatchableProperty } from '../../domain/saved-search-match';
import type { PublicUser } from '../../domain/users';
import type { ApiDemandMatch, ApiPropertyMatch, MatchesQuery } from '../../validation/cruce';
import { catalogueRows, database } from '../catalogue';
import { byIdOrSlug, toApiProperty, toPublicProperty, withAgents, type StoredProperty } from '../properties';
import { demandInScope, demandScope, toMatchedDemand, type StoredDemand } from './demands';

// The two match lists (docs/cruce.md#the-match-lists). No cache of their own: the listings come
// from the catalogue copy in memory, which every property write brings up to date before it
// answers (catalogue/store.ts), or from the database; the demands from the database.

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : '');

/**
 * The listed properties a demand could match: the copy in memory (the matcher checks the status),
 * or on MongoDB the listed ones of its operation.
 */
export async function listedProperties(operation?: string): Promise<readonly StoredProperty[]> {
  const rows = await catalogueRows();
  if (rows) return rows;
  return database.find({ status: trusted({ $in: [...LISTED_STATUSES] }), ...(operation && { operation }) });
}

/** The listed properties among these ids (the copy in memory, else the database), by id. */
export async function listedByIds(ids: string[]): Promise<Map<string, StoredProperty>> {
  const wanted = new Set(ids);
  const rows =
    (await catalogueRows())?.filter((row) => wanted.has(row._id.toString())) ??
    (await database.find({ _id: trusted({ $in: ids }), status: trusted({ $in: [...LISTED_STATUSES] }) }));
  const listed = rows.filter((row) => (LISTED_STATUSES as readonly unknown[]).includes(row.status));
  return new Map(listed.map((row) => [row._id.toString(), row]));
}

/** Every listing that meets the demand, best first (score, then newest). */
export function rankListings(demand: StoredDemand, rows: readonly StoredProperty[]) {
  const found: Array<DemandMatch & { row: StoredProperty; id: string; createdAt: string }> = [];
  for (const row of rows) {
    const match = matchDemand(demand, row as MatchableProperty);
    if (match) found.push({ ...match, row, id: row._id.toString(), createdAt: iso(row.createdAt) });
  }
  return found.sort(byScoreThenNewest);
}

const slice = <T>(items: T[], { page, limit }: MatchesQuery) => items.slice((page - 1) * limit, page * limit);

/** GET /api/demands/{id}/matches: the public listings that meet the demand, as GET /api/properties shows them. */
export async function listDemandMatches(
  id: string,
  query: MatchesQuery,
  caller: PublicUser,
): Promise<Page<ApiDemandMatch>> {
  const demand = await demandInScope(id, caller);
  const ranked = rankListings(demand, await listedProperties(demand.operation));
  const pageItems = slice(ranked, query);
  const dropSince = priceDropSince(new Date());
  const properties = await withAgents(pageItems.map((m) => toPublicProperty(toApiProperty(m.row, dropSince))));
  const items = pageItems.map((m, i) => ({ property: properties[i], score: m.score, reasons: m.reasons }));
  return paginate(items, { page: query.page, limit: query.limit, total: ranked.length });
}

/** The active demands (an agent's own; an admin's: all) that the stored property meets, best first. */
export async function rankDemands(property: MatchableProperty, scope: Record<string, unknown>) {
  await connectDb();
  const demands = await Demand.find({ status: 'activa', ...scope }).lean<StoredDemand[]>();
  const found: Array<DemandMatch & { demand: StoredDemand; id: string; createdAt: string }> = [];
  for (const demand of demands) {
    const match = matchDemand(demand, property);
    if (match) found.push({ ...match, demand, id: demand._id.toString(), createdAt: iso(demand.createdAt) });
  }
  return found.sort(byScoreThenNewest);
}

/** GET /api/properties/{id}/matches: the property must be in the caller's scope (an agent's own), else 404. */
export async function listPropertyMatches(
  idOrSlug: string,
  query: MatchesQuery,
  caller: PublicUser,
): Promise<Page<ApiPropertyMatch>> {
  const agentId = caller.role === 'admin' ? undefined : caller.id;
  const [property] = await database.find({ ...byIdOrSlug(idOrSlug), ...(agentId && { agentId }) }, { limit: 1 });
  if (!property) throw new NotFoundError(PROPERTY_MESSAGES.notFound);
  const all = await rankDemands(property as MatchableProperty, demandScope(caller));
  const items = slice(all, query).map((m) => ({
    demand: toMatchedDemand(m.demand),
    score: m.score,
    reasons: m.reasons,
  }));
  return paginate(items, { page: query.page, limit: query.limit, total: all.length });
}
