import 'server-only';

import type { Model } from 'mongoose';

import type { City } from '../../../models/city';
import type { Locality } from '../../../models/locality';
import { Property, propertySearchText, SEARCH_TEXT_FIELDS } from '../../../models/property';
import { ApiError } from '../../api/errors';
import { TAGS } from '../../cache/tags';
import { trusted } from '../../db';

/** The location fields of a property that mirror a city's or locality's names and codes. */
export interface PropertyLocationNames {
  locality?: string;
  city?: string;
  cityCode?: string;
  /** Department name (SPEC's `location.state`). */
  state?: string;
  departmentCode?: string;
}

type PropertyRow = Parameters<typeof propertySearchText>[0] & { _id: unknown };

/**
 * Rewrites the copied names in every property of a city or locality after a rename or move,
 * with its searchText recomputed (updates skip the model's pre-validate hook). Returns the
 * cache tags of what changed: nothing when no property refers to it.
 */
export async function renameInProperties(
  ref: { cityCode: string } | { localityCode: string },
  names: PropertyLocationNames,
): Promise<string[]> {
  const filter =
    'cityCode' in ref ? { 'location.cityCode': ref.cityCode } : { 'location.localityCode': ref.localityCode };
  const rows = await Property.find(filter).select(SEARCH_TEXT_FIELDS).lean<PropertyRow[]>();
  if (rows.length === 0) return [];
  const set = Object.fromEntries(Object.entries(names).map(([key, value]) => [`location.${key}`, value]));
  await Property.bulkWrite(
    rows.map((row) => ({
      updateOne: {
        filter: { _id: row._id },
        // The version moves too: an admin form opened before the rename gets a 409, not a silent revert.
        update: {
          $set: { ...set, searchText: propertySearchText({ ...row, location: { ...row.location, ...names } }) },
          $inc: { version: 1 },
        },
      },
    })),
  );
  return [TAGS.properties, ...rows.map((row) => TAGS.property(String(row._id)))];
}

/** The filter of the cities and localities in use: DELETE archives a place (archiveUnreferenced). */
export const NOT_ARCHIVED = { archivedAt: null };

/** The filter of an archived city or locality (creating one with its code brings it back). */
export const archived = () => ({ archivedAt: trusted({ $ne: null }) });

/**
 * DELETE of a city or locality: 404 when none in use has `code`, 409 with `blocker`'s message
 * while something points at it, else archived in one single-document write. Never deleted: a save
 * that checked the place just before the archive still finds it (archived, with its names), so no
 * property or locality ever names a place that does not exist. Archived places leave every list.
 */
export async function archiveUnreferenced(
  model: typeof City | typeof Locality,
  code: string,
  notFound: string,
  blocker: () => Promise<string | null>,
): Promise<void> {
  const places = model as unknown as Model<{ code: string; archivedAt?: Date | null }>;
  if (!(await places.exists({ code, ...NOT_ARCHIVED }))) throw new ApiError(404, notFound);
  const blocked = await blocker();
  if (blocked) throw new ApiError(409, blocked);
  const { matchedCount } = await places.updateOne({ code, ...NOT_ARCHIVED }, { $set: { archivedAt: new Date() } });
  if (matchedCount === 0) throw new ApiError(404, notFound);
}

/** How many properties point at a city or locality (they block its deletion). */
export function countProperties(ref: { cityCode: string } | { localityCode: string }): Promise<number> {
  return Property.countDocuments(
    'cityCode' in ref ? { 'location.cityCode': ref.cityCode } : { 'location.localityCode': ref.localityCode },
  );
}

/**
 * Inserts a city or locality whose code must be free: 409 `duplicate` when `taken` says so, or
 * when the unique index refuses a code taken between the check and the insert (E11000). The
 * caller expires TAGS.locations once its whole write is done.
 */
export async function insertUnique<T>(
  taken: () => Promise<unknown>,
  insert: () => Promise<T>,
  duplicate: string,
): Promise<T> {
  if (await taken()) throw new ApiError(409, duplicate);
  try {
    return await insert();
  } catch (error) {
    if ((error as { code?: number } | null)?.code === 11000) throw new ApiError(409, duplicate);
    throw error;
  }
}
