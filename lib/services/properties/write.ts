import 'server-only';

import { randomBytes } from 'node:crypto';

import mongoose from 'mongoose';

import { orderedImages, pricePerM2, Property, propertySearchText } from '../../../models/property';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import { deleteAndReturn, serialWrites, updateAndReturn, versionedFilter } from '../../db/capabilities';
import type { StaffScope } from '../../domain/activity';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { priceDropSince, recordPriceChange } from '../../domain/price-history';
import { PROPERTY_MESSAGES, PUBLIC_STATUSES } from '../../domain/property';
import { PROPERTY_CODE_MESSAGES } from '../../domain/property-code';
import { deleteStoredFiles } from '../../storage';
import { slugify } from '../../text';
import type { PropertyCreateInput, PropertyUpdateInput } from '../../validation/properties';
import { recordAlertEvent } from '../alerts';
import { noteCatalogueChanges } from '../catalogue';
import { assertPublishable } from '../mandates';
import { emitWebhooks, propertyEmissions } from '../webhooks';
import { logPropertyCreate, logPropertyDelete, logPropertyUpdate } from './activity';
import { withAgent, withAgents } from './agent-blocks';
import { agentIdForCreate, checkReassignment, inScope } from './assignment';
import { ensurePropertyCodes, isCodeClash, nextPropertyCode, noteCodeUsed } from './codes';
import { mergeLocation, placesByName, resolveLocation, type LocationFields } from './location';
import { looksLikeId } from './lookup';
import { toApiProperty, type StoredProperty } from './mapper';
import { countViewDay } from './view-days';

const notFound = () => new NotFoundError(PROPERTY_MESSAGES.notFound);

/** After a property's write: the catalogue in memory first, then the cached reads (store.ts). */
async function expireProperty(id: { toString(): string }) {
  await expireProperties([id.toString()]);
}

/** expireProperty for many writes at once: what a batch of writes (a CSV import) calls when it ends. */
export async function expireProperties(ids: string[]) {
  if (ids.length === 0) return;
  await noteCatalogueChanges(ids);
  await invalidate(TAGS.properties, ...ids.map((id) => TAGS.property(id)));
}

/**
 * A batch of writes (the CSV import, docs/import-export.md#the-commit): `expire: false` leaves the
 * expiry to one expireProperties() call at the end instead of one per row; `slug` is a slug the
 * caller already knows is free (it read them all once), which spares the embedded database a scan
 * of every property per row.
 */
export interface BatchWrite {
  expire?: boolean;
  slug?: string;
}
const conflict = () => new ConflictError(PROPERTY_MESSAGES.conflict, 'version_conflict');

/** Mongoose failures a request can provoke, as 400/409 instead of a 500. */
function asDomainError(error: unknown): unknown {
  if (error instanceof mongoose.Error.ValidationError) {
    return new InvalidError(Object.values(error.errors)[0]?.message ?? 'Datos de la propiedad no válidos');
  }
  if (error instanceof mongoose.Error.CastError) return new InvalidError('Datos de la propiedad no válidos');
  if ((error as { code?: unknown })?.code === 11000)
    return new ConflictError('Ya existe una propiedad con ese identificador');
  return error;
}

function isSlugClash(error: unknown): boolean {
  const e = error as { code?: unknown; keyPattern?: Record<string, unknown> };
  return e?.code === 11000 && (!e.keyPattern || 'slug' in e.keyPattern);
}

/** The slug a title asks for, before any suffix. */
export function slugBase(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, '') || 'propiedad';
}

/** The title's slug, with a short random suffix when another property already has it. */
async function freeSlug(title: string, forceSuffix: boolean): Promise<string> {
  const base = slugBase(title);
  if (!forceSuffix && !(await Property.exists({ slug: base }))) return base;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** Staff POST /api/properties: the create defaults are applied by propertyCreateSchema; an agent's is theirs. */
export async function createProperty(input: PropertyCreateInput, scope: StaffScope, batch: BatchWrite = {}) {
  await connectDb();
  const agentId = await agentIdForCreate(input.agentId, scope);
  await assertPublishable(null, null, input.status);
  await ensurePropertyCodes();
  const named = await placesByName(input.location as LocationFields);
  for (let attempt = 0; ; attempt += 1) {
    let code = input.code;
    try {
      const doc = await serialWrites(async () => {
        const location = await resolveLocation(named);
        const slug = batch.slug && attempt === 0 ? batch.slug : await freeSlug(input.title, attempt > 0);
        code = input.code ?? (await nextPropertyCode());
        const priceHistory = [{ price: input.price, at: new Date() }];
        return Property.create({ ...input, code, agentId, location, slug, version: 0, priceHistory, lastDrop: null });
      });
      if (input.code) await noteCodeUsed(input.code);
      if (batch.expire !== false) await expireProperty(doc._id);
      await recordAlertEvent(null, doc);
      const created = await withAgent(toApiProperty(doc.toObject() as StoredProperty, priceDropSince(new Date())));
      await logPropertyCreate(scope.actor, created);
      // Last: a notification that cannot be scheduled answers 503 once everything else is done.
      await emitWebhooks(propertyEmissions(null, doc.toObject() as StoredProperty));
      return created;
    } catch (error) {
      if (await isCodeClash(error, code)) {
        // An assigned code someone typed meanwhile (or another instance took): the next one.
        if (attempt < 20 && !input.code) continue;
        throw new ConflictError(PROPERTY_CODE_MESSAGES.taken, 'property_code_taken');
      }
      // Two creates with one title can race past the exists() check; the unique index decides.
      if (attempt < 3 && isSlugClash(error)) continue;
      throw asDomainError(error);
    }
  }
}

type Stored = StoredProperty & { version?: number | null };

/** The history fields to set when a save changes the price (lib/domain/price-history.ts); none otherwise. */
function priceChange(current: Stored, price: number) {
  const history = (current.priceHistory ?? []).map((p) => ({
    price: p.price ?? 0,
    at: new Date(p.at ?? 0).toISOString(),
  }));
  const since = new Date(current.createdAt ?? Date.now());
  return recordPriceChange(history, current.price ?? 0, price, new Date(), since) ?? {};
}

/** The $set of an update: the sent fields over the stored ones, plus the derived fields. */
async function updateSet(
  current: Stored,
  patch: Omit<PropertyUpdateInput, 'version'>,
): Promise<Record<string, unknown>> {
  const set: Record<string, unknown> = { ...patch };
  if (patch.location) {
    const stored = current.location as LocationFields | undefined;
    set.location = await resolveLocation(mergeLocation(stored, await placesByName(patch.location, stored)));
  }
  if (patch.features) set.features = { ...current.features, ...patch.features };
  if (patch.contactInfo) set.contactInfo = { ...current.contactInfo, ...patch.contactInfo };
  if (patch.images) set.images = orderedImages(patch.images);
  if (patch.price !== undefined) Object.assign(set, priceChange(current, patch.price));
  // findOneAndUpdate skips the model's pre('validate') hook: derive the same fields here.
  const merged = { ...current, ...set } as Stored;
  set.searchText = propertySearchText(merged);
  set.pricePerM2 = pricePerM2(merged.price, merged.features?.area);
  return set;
}

/**
 * Staff PUT /api/properties/{id} (an agent: only theirs, else 404). What the body does not send
 * keeps its stored value (a draft stays a draft). With `expectedVersion` (body `version` or
 * If-Match) a stale edit is a 409 and changes nothing; the write itself is one findOneAndUpdate
 * filtered by the version it read.
 */
export async function updateProperty(
  idOrSlug: string,
  input: PropertyUpdateInput,
  scope: StaffScope,
  expectedVersion?: number,
  batch: BatchWrite = {},
) {
  await connectDb();
  const { version: bodyVersion, ...patch } = input;
  const wanted = expectedVersion ?? bodyVersion;
  await checkReassignment(patch.agentId, scope);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const saved = await serialWrites(() => saveUpdate(idOrSlug, patch, scope, wanted));
    if (saved) {
      if (patch.code) await noteCodeUsed(patch.code);
      if (batch.expire !== false) await expireProperty(saved.after._id);
      await recordAlertEvent(saved.before, saved.after);
      const dropSince = priceDropSince(new Date());
      const [before, after] = await withAgents([
        toApiProperty(saved.before, dropSince),
        toApiProperty(saved.after, dropSince),
      ]);
      await logPropertyUpdate(scope.actor, before, after, Object.keys(patch));
      await emitWebhooks(propertyEmissions(saved.before, saved.after));
      return after;
    }
    // Someone saved in between: the caller's version is stale; without one, merge onto theirs.
    if (wanted !== undefined) throw conflict();
  }
  throw conflict();
}

/** One update attempt; null when another save moved the version between the read and the write. */
async function saveUpdate(
  idOrSlug: string,
  patch: Omit<PropertyUpdateInput, 'version'>,
  scope: StaffScope,
  wanted?: number,
): Promise<{ before: Stored; after: Stored } | null> {
  const current = await findRow(idOrSlug);
  if (!current || !inScope(current.agentId, scope)) throw notFound();
  if (wanted !== undefined && wanted !== (current.version ?? 0)) throw conflict();
  if (patch.status !== undefined) await assertPublishable(current._id.toString(), current.status, patch.status);
  const set = await updateSet(current, patch);
  const after = await updateAndReturn<Stored>(
    Property,
    await versionedFilter(current._id, current.version),
    { $set: set, $inc: { version: 1 } },
    { runValidators: true },
  ).catch(async (error: unknown) => {
    if (await isCodeClash(error, patch.code, current._id))
      throw new ConflictError(PROPERTY_CODE_MESSAGES.taken, 'property_code_taken');
    throw asDomainError(error);
  });
  return after && { before: current, after };
}

/** Admin DELETE /api/properties/{id}: the row, then its stored photos and videos. */
export async function deleteProperty(idOrSlug: string, scope: StaffScope): Promise<void> {
  await connectDb();
  const removed = await serialWrites(async () => {
    const row = await findRow(idOrSlug, { _id: 1 });
    return row && deleteAndReturn<Stored>(Property, { _id: row._id });
  });
  if (!removed) throw notFound();
  await expireProperty(removed._id);
  await logPropertyDelete(scope.actor, toApiProperty(removed));
  await deleteStoredFiles([...(removed.images ?? []).map((image) => image.url), ...(removed.videos ?? [])]);
  await emitWebhooks(propertyEmissions(removed, null));
}

/** The _id of the property a view names, when the public may see it. */
async function viewableId(idOrSlug: string) {
  const row = await findRow(idOrSlug, { _id: 1, status: 1 });
  return row && (PUBLIC_STATUSES as readonly string[]).includes(row.status ?? '') ? row._id : null;
}

/**
 * The row a path names: by `_id` alone first, then by slug. A filter on `_id` alone is the one
 * the embedded database answers without a scan (lib/db/capabilities.ts).
 */
async function findRow(idOrSlug: string, fields?: Record<string, 1>) {
  const byId = looksLikeId(idOrSlug) ? await Property.findById(idOrSlug, fields).lean<Stored>() : null;
  return byId ?? (await Property.findOne({ slug: idOrSlug }, fields).lean<Stored>());
}

/**
 * POST /api/properties/{id}/view: one $inc on a property the public may see. On MongoDB a view
 * racing an unpublish may count once more. It does not invalidate the caches: counters change
 * too often, and the cached pages show them at the next real write. It also counts the view on
 * today's Bogotá day for the owner's report.
 */
export async function recordPropertyView(idOrSlug: string): Promise<number> {
  await connectDb();
  let daily: Promise<void> | undefined;
  const updated = await serialWrites(async () => {
    const id = await viewableId(idOrSlug);
    if (!id) return null;
    // The day's count for the owner's report runs beside the $inc, in its own queue, and never
    // throws (view-days.ts): the view costs no extra round trip and never fails for it.
    daily = countViewDay(String(id));
    return updateAndReturn<Stored>(Property, { _id: id }, { $inc: { views: 1 } }, { timestamps: false });
  });
  await daily;
  if (!updated) throw notFound();
  return updated.views ?? 0;
}
