import 'server-only';

import { Activity } from '../../../models/activity';
import { Mandate } from '../../../models/mandate';
import { Owner } from '../../../models/owner';
import { Property } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import { findPage } from '../../db/find-page';
import type { StaffScope } from '../../domain/activity';
import { NotFoundError } from '../../domain/errors';
import { mandateStatus } from '../../domain/mandates';
import { OWNER_MESSAGES } from '../../domain/owners';
import { paginate, type Page } from '../../domain/pagination';
import type { PropertyStatus } from '../../domain/property';
import type { PublicUser } from '../../domain/users';
import { bogotaDay } from '../../domain/visits';
import type {
  ApiOwner,
  ApiOwnerDetail,
  ApiOwnerExport,
  ApiOwnerHistory,
  ApiOwnerProperty,
  OwnerListQuery,
} from '../../validation/owners';
import type { StoredMandate } from '../mandates';
import { staffNames } from '../users';
import { toApiOwner, toHistory, type StoredEntry, type StoredOwner } from './mapper';
import { ownerQuery, ownerScope, scopeOfCaller } from './scope';

// Owners are staff-only data (Ley 1581): nothing here is cached, and no public read touches them.

type Id = { toString(): string };

/** The owner if the scope may see it (an agent: only their own); 404 otherwise, theirs or not. */
export async function findScopedOwner(id: string, scope: StaffScope): Promise<StoredOwner> {
  await connectDb();
  const owner = await Owner.findOne({ _id: id, ...ownerScope(scope) }).lean<StoredOwner>();
  if (!owner) throw new NotFoundError(OWNER_MESSAGES.notFound);
  return owner;
}

export async function mandatesOf(ownerId: string): Promise<StoredMandate[]> {
  await connectDb();
  return Mandate.find({ ownerId }).sort({ startDate: -1 }).lean<StoredMandate[]>();
}

/** The titles, slugs and statuses of these properties, by id. */
export async function propertiesById(ids: Id[]) {
  if (ids.length === 0) return new Map<string, { title: string; slug: string; status: PropertyStatus }>();
  const rows = await Property.find({ _id: trusted({ $in: ids.map(String) }) })
    .select('title slug status')
    .lean<Array<{ _id: Id; title: string; slug: string; status: PropertyStatus }>>();
  return new Map(rows.map((row) => [row._id.toString(), row]));
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** A mandate as the owner's detail and export list it. */
function mandateOf(
  m: Pick<StoredMandate, '_id' | 'exclusive' | 'commissionPercent' | 'startDate' | 'endDate' | 'endedAt' | 'document'>,
  today: string,
) {
  return {
    id: m._id.toString(),
    exclusive: m.exclusive,
    commissionPercent: m.commissionPercent,
    startDate: m.startDate,
    endDate: m.endDate,
    endedAt: iso(m.endedAt),
    status: mandateStatus(m, today),
    hasDocument: !!m.document,
  };
}

/** The owner's activity entries and those of their mandates, newest first. */
async function historyOf(
  ownerId: string,
  mandates: Array<Pick<StoredMandate, 'propertyId'>>,
  limit: number,
): Promise<ApiOwnerHistory[]> {
  const or: Array<Record<string, unknown>> = [{ entity: 'owner', entityId: ownerId }];
  if (mandates.length > 0)
    or.push({ entity: 'mandate', entityId: trusted({ $in: mandates.map((m) => m.propertyId.toString()) }) });
  const rows = await Activity.find({ $or: or }).sort({ at: -1, _id: -1 }).limit(limit).lean<StoredEntry[]>();
  return rows.map(toHistory);
}

/** GET /api/owners: newest first, an agent's own (admins: all, or one agent's with agentId), searched and paged. */
export async function listOwners(query: OwnerListQuery, caller: PublicUser): Promise<Page<ApiOwner>> {
  const page = await findPage(
    Owner,
    ownerQuery(query, scopeOfCaller(caller), trusted),
    { createdAt: -1, _id: -1 },
    query,
    (row: StoredOwner) => row,
  );
  const ids = page.items.map((owner) => owner._id.toString());
  const [names, counts] = await Promise.all([
    staffNames(page.items.map((owner) => owner.agentId.toString())),
    propertyCounts(ids),
  ]);
  return paginate(
    page.items.map((owner) => toApiOwner(owner, names, counts.get(owner._id.toString()) ?? 0)),
    page.pagination,
  );
}

/** How many properties (mandates, one per property) each of these owners has. */
async function propertyCounts(ownerIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ownerIds.length === 0) return counts;
  const rows = await Mandate.find({ ownerId: trusted({ $in: ownerIds }) })
    .select('ownerId')
    .lean<Array<{ ownerId: Id }>>();
  for (const row of rows) counts.set(row.ownerId.toString(), (counts.get(row.ownerId.toString()) ?? 0) + 1);
  return counts;
}

/** The owner's properties, each with its mandate and that mandate's status today (Bogotá). */
async function propertiesOf(mandates: StoredMandate[], now: Date): Promise<ApiOwnerProperty[]> {
  const properties = await propertiesById(mandates.map((m) => m.propertyId));
  const today = bogotaDay(now);
  return mandates.flatMap((m) => {
    const property = properties.get(m.propertyId.toString());
    if (!property) return [];
    return [
      {
        id: m.propertyId.toString(),
        title: property.title,
        slug: property.slug,
        status: property.status,
        mandate: mandateOf(m, today),
      },
    ];
  });
}

/** The detail of a stored owner: properties with their mandates, and the history. */
export async function ownerDetail(owner: StoredOwner, now = new Date()): Promise<ApiOwnerDetail> {
  const id = owner._id.toString();
  const mandates = await mandatesOf(id);
  const [names, properties, history] = await Promise.all([
    staffNames([owner.agentId.toString()]),
    propertiesOf(mandates, now),
    historyOf(id, mandates, 100),
  ]);
  return { ...toApiOwner(owner, names, mandates.length), properties, history };
}

/** GET /api/owners/{id}: the owner with their properties, mandates and history. */
export async function getOwner(id: string, caller: PublicUser): Promise<ApiOwnerDetail> {
  return ownerDetail(await findScopedOwner(id, scopeOfCaller(caller)));
}

/**
 * GET /api/owners/{id}/export: everything the agency holds about the owner (Ley 1581, the owner's
 * right of access): their stored data and consent, every mandate, and every activity entry about
 * them or their mandates.
 */
export async function exportOwner(id: string, caller: PublicUser, now = new Date()): Promise<ApiOwnerExport> {
  const owner = await findScopedOwner(id, scopeOfCaller(caller));
  const mandates = await mandatesOf(id);
  const [names, properties, activity] = await Promise.all([
    staffNames([owner.agentId.toString()]),
    propertiesById(mandates.map((m) => m.propertyId)),
    historyOf(id, mandates, 10_000),
  ]);
  const { propertyCount: _count, ...data } = toApiOwner(owner, names, mandates.length);
  const today = bogotaDay(now);
  return {
    exportedAt: now.toISOString(),
    law: 'Ley 1581 de 2012: datos personales del propietario que conserva la agencia',
    owner: data,
    mandates: mandates.map((m) => {
      const property = properties.get(m.propertyId.toString());
      return {
        ...mandateOf(m, today),
        property: property ? { id: m.propertyId.toString(), title: property.title } : null,
        createdAt: iso(m.createdAt) ?? '',
        updatedAt: iso(m.updatedAt) ?? '',
      };
    }),
    activity,
  };
}
