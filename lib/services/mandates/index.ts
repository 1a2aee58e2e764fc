import 'server-only';

import { createHash } from 'node:crypto';

import { isValidObjectId, type Types } from 'mongoose';

import { Mandate, MandateDocument } from '../../../models/mandate';
import { Owner } from '../../../models/owner';
import { Property } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import { changedFields, type StaffScope } from '../../domain/activity';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { looksLikeId } from '../../domain/ids';
import {
  daysBetween,
  endingWindowEnd,
  MANDATE_MESSAGES,
  mandateStatus,
  type MandateStatus,
} from '../../domain/mandates';
import { PROPERTY_MESSAGES } from '../../domain/property';
import { bogotaDay } from '../../domain/visits';
import type { ApiMandate, EndingMandate, MandatePut } from '../../validation/mandates';
import { recordActivity } from '../activity';
import type { StoredMandate } from './stored';

// A property's mandate (docs/mandates.md): one per property, read and written through the
// property it belongs to, so an agent reaches only the mandates of their own properties (another
// agent's property is a 404, as it is for PUT /api/properties/{id}).

type Id = Types.ObjectId;
interface PropertyRow {
  _id: Id;
  title: string;
  slug?: string | null;
  agentId?: Id | null;
}
export type { StoredMandate };

const today = () => bogotaDay(new Date());
const propertyNotFound = () => new NotFoundError(PROPERTY_MESSAGES.notFound);

/** The property a path names (id, then slug) when the scope may see it; 404 otherwise. */
export async function propertyInScope(idOrSlug: string, scope: Pick<StaffScope, 'agentId'>): Promise<PropertyRow> {
  await connectDb();
  const fields = { title: 1, slug: 1, agentId: 1 };
  // By `_id` alone first: the one filter the embedded database answers without a scan.
  const row =
    (looksLikeId(idOrSlug) ? await Property.findById(idOrSlug, fields).lean<PropertyRow>() : null) ??
    (await Property.findOne({ slug: idOrSlug }, fields).lean<PropertyRow>());
  if (!row || (scope.agentId && row.agentId?.toString() !== scope.agentId)) throw propertyNotFound();
  return row;
}

const findMandate = (propertyId: Id) => Mandate.findOne({ propertyId: propertyId.toString() }).lean<StoredMandate>();

async function ownerName(ownerId: Id): Promise<string> {
  const owner = await Owner.findById(ownerId.toString(), { name: 1 }).lean<{ name: string }>();
  return owner?.name ?? '';
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

function toApiMandate(row: StoredMandate, owner: string, day = today()): ApiMandate {
  return {
    propertyId: row.propertyId.toString(),
    owner: { id: row.ownerId.toString(), name: owner },
    exclusive: row.exclusive,
    commissionPercent: row.commissionPercent,
    startDate: row.startDate,
    endDate: row.endDate,
    status: mandateStatus(row, day),
    endedAt: iso(row.endedAt),
    document: row.document?.uploadedAt
      ? { size: row.document.size ?? 0, uploadedAt: iso(row.document.uploadedAt)! }
      : null,
    createdAt: iso(row.createdAt) ?? new Date(0).toISOString(),
    updatedAt: iso(row.updatedAt) ?? new Date(0).toISOString(),
  };
}

/** What the activity log compares (dates as days, the owner by id, the contract by its hash). */
function logged(row: StoredMandate | null) {
  if (!row) return null;
  return {
    ownerId: row.ownerId.toString(),
    exclusive: row.exclusive,
    commissionPercent: row.commissionPercent,
    startDate: row.startDate,
    endDate: row.endDate,
    endedAt: iso(row.endedAt),
    document: row.document?.sha256 ? { size: row.document.size ?? 0, sha256: row.document.sha256 } : null,
  };
}

async function log(scope: StaffScope, property: PropertyRow, before: StoredMandate | null, after: StoredMandate) {
  await recordActivity({
    actor: scope.actor,
    entity: 'mandate',
    entityId: property._id.toString(),
    label: property.title,
    action: before ? 'update' : 'create',
    changes: changedFields(logged(before), logged(after)!),
  });
}

/** GET /api/properties/{id}/mandate. */
export async function getMandate(idOrSlug: string, scope: Pick<StaffScope, 'agentId'>): Promise<ApiMandate> {
  const property = await propertyInScope(idOrSlug, scope);
  const row = await findMandate(property._id);
  if (!row) throw new NotFoundError(MANDATE_MESSAGES.notFound);
  return toApiMandate(row, await ownerName(row.ownerId));
}

/** The owner named by a PUT, when it exists in the caller's scope (an agent: one of their own owners). */
async function ownerInScope(ownerId: string, scope: StaffScope): Promise<{ name: string }> {
  const owner = isValidObjectId(ownerId)
    ? await Owner.findById(ownerId, { name: 1, agentId: 1 }).lean<{ name: string; agentId?: Id }>()
    : null;
  if (!owner || (scope.agentId && owner.agentId?.toString() !== scope.agentId))
    throw new InvalidError(MANDATE_MESSAGES.ownerMissing);
  return owner;
}

/**
 * PUT /api/properties/{id}/mandate: records the mandate or replaces it. A renewal moves the dates
 * (and, when the end day moves, the reminders start over); a PUT on a terminated mandate reopens it.
 */
export async function putMandate(idOrSlug: string, input: MandatePut, scope: StaffScope): Promise<ApiMandate> {
  const property = await propertyInScope(idOrSlug, scope);
  const owner = await ownerInScope(input.ownerId, scope);
  const fields = {
    ownerId: input.ownerId,
    exclusive: input.exclusive,
    commissionPercent: input.commissionPercent,
    startDate: input.startDate,
    endDate: input.endDate,
    endedAt: null,
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const before = await findMandate(property._id);
    if (before) {
      const reminders = before.endDate === input.endDate ? {} : { reminders: {} };
      const after = await Mandate.findOneAndUpdate(
        { _id: before._id },
        { $set: { ...fields, ...reminders } },
        { returnDocument: 'after', runValidators: true },
      ).lean<StoredMandate>();
      if (!after) continue; // removed in between (the property was deleted): try as new
      await log(scope, property, before, after);
      return toApiMandate(after, owner.name);
    }
    try {
      const created = (await Mandate.create({ ...fields, propertyId: property._id, reminders: {} })).toObject();
      await log(scope, property, null, created as unknown as StoredMandate);
      return toApiMandate(created as unknown as StoredMandate, owner.name);
    } catch (error) {
      // Two first PUTs at once: the unique propertyId lets one create; the other updates it.
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
  }
  throw new ConflictError('Otro usuario guardó el mandato al mismo tiempo. Intenta de nuevo.', 'version_conflict');
}

/** DELETE /api/properties/{id}/mandate: ends it by hand (terminado); the record and its contract stay. */
export async function endMandate(idOrSlug: string, scope: StaffScope): Promise<ApiMandate> {
  const property = await propertyInScope(idOrSlug, scope);
  const before = await findMandate(property._id);
  if (!before) throw new NotFoundError(MANDATE_MESSAGES.notFound);
  if (before.endedAt) throw new ConflictError(MANDATE_MESSAGES.alreadyEnded);
  const after = await Mandate.findOneAndUpdate(
    { _id: before._id },
    { $set: { endedAt: new Date() } },
    { returnDocument: 'after' },
  ).lean<StoredMandate>();
  if (!after) throw new NotFoundError(MANDATE_MESSAGES.notFound);
  await log(scope, property, before, after);
  return toApiMandate(after, await ownerName(after.ownerId));
}

/** The mandate a contract is uploaded to; 404 "Registra primero el mandato" before there is one. */
export async function mandateForDocument(idOrSlug: string, scope: Pick<StaffScope, 'agentId'>) {
  const property = await propertyInScope(idOrSlug, scope);
  const mandate = await findMandate(property._id);
  if (!mandate) throw new NotFoundError(MANDATE_MESSAGES.registerFirst);
  return { property, mandate };
}

/**
 * POST /api/properties/{id}/mandate/document, after lib/uploads read and checked the PDF: its
 * bytes go to MandateDocument (the database, so every instance serves it and it never has a
 * public URL), its size, hash, time and uploader onto the mandate.
 */
export async function saveMandateDocument(idOrSlug: string, data: Buffer, scope: StaffScope): Promise<ApiMandate> {
  const { property, mandate: before } = await mandateForDocument(idOrSlug, scope);
  await MandateDocument.updateOne({ _id: before._id }, { $set: { data } }, { upsert: true });
  const document = {
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    uploadedAt: new Date(),
    uploadedBy: scope.actor.id,
  };
  const after = await Mandate.findOneAndUpdate(
    { _id: before._id },
    { $set: { document } },
    { returnDocument: 'after' },
  ).lean<StoredMandate>();
  if (!after) throw new NotFoundError(MANDATE_MESSAGES.registerFirst);
  await log(scope, property, before, after);
  return toApiMandate(after, await ownerName(after.ownerId));
}

/** GET /api/properties/{id}/mandate/document: the contract's bytes and a file name for the download. */
export async function readMandateDocument(
  idOrSlug: string,
  scope: Pick<StaffScope, 'agentId'>,
): Promise<{ data: Buffer; fileName: string }> {
  const property = await propertyInScope(idOrSlug, scope);
  const mandate = await findMandate(property._id);
  if (!mandate) throw new NotFoundError(MANDATE_MESSAGES.notFound);
  // Hydrated, not lean: a lean read gives the driver's Binary, the document a plain Buffer.
  const stored = mandate.document?.uploadedAt ? await MandateDocument.findById(mandate._id) : null;
  if (!stored) throw new NotFoundError(MANDATE_MESSAGES.documentMissing);
  return {
    data: Buffer.from(stored.data),
    fileName: `contrato-mandato-${property.slug || property._id.toString()}.pdf`,
  };
}

/**
 * The mandates' statuses of these properties, in one query (the panel's property list shows each
 * one's; a property without a mandate is absent from the map).
 */
export async function mandateStatusesOf(propertyIds: string[], day = today()): Promise<Map<string, MandateStatus>> {
  const ids = propertyIds.filter((id) => isValidObjectId(id));
  if (ids.length === 0) return new Map();
  await connectDb();
  const rows = await Mandate.find(
    { propertyId: trusted({ $in: ids }) },
    { propertyId: 1, startDate: 1, endDate: 1, endedAt: 1 },
  ).lean<StoredMandate[]>();
  return new Map(rows.map((row) => [row.propertyId.toString(), mandateStatus(row, day)]));
}

/**
 * The dashboard's "Mandatos por vencer": running mandates whose end day is today or within
 * MANDATE_ENDING_DAYS, soonest first (an agent: those of their own properties).
 */
export async function listEndingMandates(scope: Pick<StaffScope, 'agentId'>, day = today()): Promise<EndingMandate[]> {
  await connectDb();
  const rows = await Mandate.find({
    endedAt: null,
    endDate: trusted({ $gte: day, $lte: endingWindowEnd(day) }),
  }).lean<StoredMandate[]>();
  if (rows.length === 0) return [];
  const properties = await Property.find(
    { _id: trusted({ $in: rows.map((row) => row.propertyId) }), ...(scope.agentId && { agentId: scope.agentId }) },
    { title: 1, agentId: 1 },
  ).lean<PropertyRow[]>();
  const titles = new Map(properties.map((p) => [p._id.toString(), p.title]));
  const mine = rows.filter((row) => titles.has(row.propertyId.toString()));
  const owners = await Owner.find({ _id: trusted({ $in: mine.map((row) => row.ownerId) }) }, { name: 1 }).lean<
    Array<{ _id: Id; name: string }>
  >();
  const names = new Map(owners.map((o) => [o._id.toString(), o.name]));
  return mine
    .map((row) => ({
      propertyId: row.propertyId.toString(),
      propertyTitle: titles.get(row.propertyId.toString()) ?? '',
      owner: { id: row.ownerId.toString(), name: names.get(row.ownerId.toString()) ?? '' },
      endDate: row.endDate,
      daysLeft: daysBetween(day, row.endDate),
    }))
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.propertyTitle.localeCompare(b.propertyTitle, 'es'));
}
export { assertPublishable } from './gate';
export { sendMandateReminders } from './reminders';
