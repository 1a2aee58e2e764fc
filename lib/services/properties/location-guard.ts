import 'server-only';

import { pricePerM2, Property, propertySearchText, SEARCH_TEXT_FIELDS } from '../../../models/property';
import { ApiError } from '../../api/errors';
import { invalidate, TAGS } from '../../cache/tags';
import { between } from '../step-hook';
import { gonePlace, type GonePlace, type LocationFields, type PlaceCodes } from './location';
import type { StoredProperty } from './mapper';

// The save's half of the location-delete protocol (lib/services/locations/deletion.ts): a
// property written into a city or locality re-reads it, and takes the write back when it is
// gone or being deleted.

type Row = StoredProperty & { version?: number | null };

/** A save taken back because its city or locality went meanwhile: 409. */
export class TakenBackError extends ApiError {
  constructor(
    message: string,
    readonly propertyId: string,
  ) {
    super(409, message);
  }
}

/** After a save failed: a taken-back write may have been read (and cached) meanwhile. */
export function expireTakenBack(error: unknown): void {
  if (error instanceof TakenBackError) invalidate(TAGS.properties, TAGS.property(error.propertyId));
}

/** A created property stays only while its places are still there; otherwise it is deleted again. */
export async function keepCreated(doc: { _id: unknown; location?: PlaceCodes | null }): Promise<void> {
  await between('save:confirm');
  const gone = await gonePlace(doc.location);
  if (!gone) return;
  await Property.deleteOne({ _id: doc._id });
  throw new TakenBackError(gone.message, String(doc._id));
}

/**
 * An update that set a location stays only while its places are still there. Otherwise each
 * field it changed gets its previous value back, guarded by the version it wrote (a 409 saves
 * nothing); when someone saved on top of it meanwhile, only the location goes back.
 */
export async function keepUpdated(previous: Row, written: Row, changed: string[]): Promise<void> {
  await between('save:confirm');
  const gone = await gonePlace(written.location);
  if (!gone) return;
  const restored = await Property.updateOne(
    { _id: written._id, version: written.version },
    { ...previousValues(previous, changed), $inc: { version: 1 } },
  );
  if (restored.matchedCount === 0) await moveBack(previous, gone);
  throw new TakenBackError(gone.message, String(written._id));
}

function previousValues(previous: Row, changed: string[]) {
  const derived: Record<string, unknown> = {
    searchText: propertySearchText(previous),
    pricePerM2: pricePerM2(previous.price, previous.features?.area),
  };
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const key of changed) {
    const value = key in derived ? derived[key] : (previous as Record<string, unknown>)[key];
    if (value === undefined) $unset[key] = 1;
    else $set[key] = value;
  }
  return Object.keys($unset).length > 0 ? { $set, $unset } : { $set };
}

/**
 * Someone saved over the write being taken back: the property leaves the gone place for its
 * previous location, their other fields stay. When that previous location names the same place,
 * the save that first put it there takes it back: that save wrote after the delete's count, so
 * it sees the mark too (deletion.ts).
 */
async function moveBack(previous: Row, gone: GonePlace): Promise<void> {
  const location = previous.location as LocationFields | undefined;
  if (!location || location[gone.field] === gone.code) return;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await Property.findById(previous._id).select(`${SEARCH_TEXT_FIELDS} version`).lean<Row>();
    if (!row || (row.location as LocationFields | undefined)?.[gone.field] !== gone.code) return;
    const { matchedCount } = await Property.updateOne(
      { _id: row._id, version: row.version },
      { $set: { location, searchText: propertySearchText({ ...row, location }) }, $inc: { version: 1 } },
    );
    if (matchedCount > 0) return;
  }
}
