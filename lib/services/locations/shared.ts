import 'server-only';

import { Property, propertySearchText, SEARCH_TEXT_FIELDS } from '../../../models/property';
import { TAGS } from '../../cache/tags';
import { trusted } from '../../db';
import { noteCatalogueChanges } from '../catalogue';

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
  await noteCatalogueChanges(rows.map((row) => String(row._id)));
  return [TAGS.properties, ...rows.map((row) => TAGS.property(String(row._id)))];
}

/** The filter of the cities and localities in use: DELETE archives a place (place-writes.ts). */
export const NOT_ARCHIVED = { archivedAt: null };

/** The filter of an archived city or locality (creating one with its code brings it back). */
export const archived = () => ({ archivedAt: trusted({ $ne: null }) });

/** How many properties point at a city or locality (they block its deletion). */
export function countProperties(ref: { cityCode: string } | { localityCode: string }): Promise<number> {
  return Property.countDocuments(
    'cityCode' in ref ? { 'location.cityCode': ref.cityCode } : { 'location.localityCode': ref.localityCode },
  );
}
