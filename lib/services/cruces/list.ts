import 'server-only';

import { Cruce, type CruceDoc } from '../../../models/cruce';
import { Demand } from '../../../models/demand';
import { Property } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import { findPage } from '../../db/find-page';
import { paginate, type Page } from '../../domain/pagination';
import type { PublicUser } from '../../domain/users';
import { joinLocation } from '../../format';
import type { ApiCruce, CruceListQuery, CruceSeenBody } from '../../validation/cruce';
import type { StoredProperty } from '../properties';

// "Nuevos cruces" in the panel: an agent's own (the cruces of their demands), every one for an
// admin; "Marcar como vistos" and the sidebar's count.

const scopeOf = (caller: PublicUser): Record<string, unknown> =>
  caller.role === 'admin' ? {} : { agentId: caller.id };

const byId = <T extends { _id: { toString(): string } }>(rows: T[]) =>
  new Map(rows.map((row) => [row._id.toString(), row]));

/** The caller's cruces, newest first: the new ones (`nuevos`, by default) or all of them. */
export async function listCruces(query: CruceListQuery, caller: PublicUser): Promise<Page<ApiCruce>> {
  const filter = { ...scopeOf(caller), ...(query.view === 'nuevos' && { seenAt: null }) };
  const page = await findPage(Cruce, filter, { at: -1, _id: -1 }, query, (row: CruceDoc) => row);
  const ids = (key: 'demandId' | 'propertyId') => [...new Set(page.items.map((c) => String(c[key])))];
  const [demands, properties] = await Promise.all([
    Demand.find({ _id: trusted({ $in: ids('demandId') }) }, { client: 1 }).lean<
      Array<{ _id: { toString(): string }; client?: { name?: string } }>
    >(),
    Property.find(
      { _id: trusted({ $in: ids('propertyId') }) },
      { title: 1, slug: 1, price: 1, status: 1, location: 1 },
    ).lean<StoredProperty[]>(),
  ]);
  const demandById = byId(demands);
  const propertyById = byId(properties);
  const items = page.items.map((c): ApiCruce => {
    const p = propertyById.get(String(c.propertyId));
    return {
      id: c._id,
      reason: c.reason,
      score: c.score ?? 0,
      reasons: c.reasons ?? [],
      at: new Date(c.at).toISOString(),
      seenAt: c.seenAt ? new Date(c.seenAt).toISOString() : null,
      agentId: String(c.agentId),
      demand: { id: String(c.demandId), clientName: demandById.get(String(c.demandId))?.client?.name ?? '' },
      property: p
        ? {
            id: p._id.toString(),
            title: p.title ?? '',
            slug: p.slug ?? '',
            price: p.price ?? 0,
            status: p.status ?? 'borrador',
            place: joinLocation([p.location?.neighborhood, p.location?.city]),
          }
        : null,
    };
  });
  return paginate(items, page.pagination);
}

/** How many new cruces the caller has: one count, for the sidebar's badge. */
export async function countUnseenCruces(caller: PublicUser): Promise<number> {
  await connectDb();
  return Cruce.countDocuments({ ...scopeOf(caller), seenAt: null });
}

/** "Marcar como vistos": the given cruces of the caller's (others' are left alone), or all their new ones. */
export async function markCrucesSeen(body: CruceSeenBody, caller: PublicUser, now = new Date()): Promise<number> {
  await connectDb();
  const filter = { ...scopeOf(caller), seenAt: null, ...(body.ids && { _id: trusted({ $in: body.ids }) }) };
  const result = await Cruce.updateMany(filter, { $set: { seenAt: now } });
  return result.modifiedCount;
}
