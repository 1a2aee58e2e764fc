import 'server-only';

import { City } from '../../../models/city';
import { Locality, type LocalityDoc } from '../../../models/locality';
import { ApiError } from '../../api/errors';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import { serialWrites } from '../../db/capabilities';
import { LOCATION_MESSAGES as M } from '../../domain/locations';
import type { LocalityBody, LocalityItem } from '../../validation/locations';
import { toLocality } from './mapper';
import {
  archived,
  archiveUnreferenced,
  countProperties,
  insertUnique,
  NOT_ARCHIVED,
  renameInProperties,
} from './shared';

type LocalityNames = Pick<LocalityDoc, 'name' | 'cityCode' | 'cityName' | 'departmentCode' | 'departmentName'>;

/** The names a locality stores: the body's name under the city in use (the body's names are ignored). */
async function namesOf(body: LocalityBody): Promise<LocalityNames> {
  const city = await City.findOne({ code: body.cityCode, ...NOT_ARCHIVED }).lean();
  if (!city) throw new ApiError(404, M.cityNotFound);
  return {
    name: body.name,
    cityCode: city.code,
    cityName: city.name,
    departmentCode: city.departmentCode,
    departmentName: city.departmentName,
  };
}

/**
 * Adds a locality under a city in use; 409 on a code in use. The code of an archived (deleted)
 * locality brings that locality back under the new names.
 */
export async function createLocality(body: LocalityBody): Promise<LocalityItem> {
  await connectDb();
  return serialWrites(async () => {
    const next = await namesOf(body);
    const previous = await Locality.findOne({ code: body.code, ...archived() }).lean();
    if (previous) return writeLocality(previous, next, true);
    const locality = await insertUnique(
      () => Locality.exists({ code: body.code }),
      () => Locality.create({ code: body.code, ...next }),
      M.duplicateLocality(body.code),
    );
    invalidate(TAGS.locations);
    return toLocality(locality.toObject());
  });
}

/** Renames (or moves) the locality with `body.code`. */
export async function updateLocality(body: LocalityBody): Promise<LocalityItem> {
  await connectDb();
  return serialWrites(async () => {
    const existing = await Locality.findOne({ code: body.code, ...NOT_ARCHIVED }).lean();
    if (!existing) throw new ApiError(404, M.localityNotFound);
    return writeLocality(existing, await namesOf(body), false);
  });
}

/**
 * Stores the names of the locality `existing` (an archived one is brought back when `restore`);
 * the copies in its properties follow.
 */
async function writeLocality(existing: LocalityDoc, next: LocalityNames, restore: boolean): Promise<LocalityItem> {
  const locality = await Locality.findOneAndUpdate(
    { code: existing.code, ...(restore ? archived() : NOT_ARCHIVED) },
    { $set: next, ...(restore && { $unset: { archivedAt: 1 } }) },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!locality)
    throw restore ? new ApiError(409, M.duplicateLocality(existing.code)) : new ApiError(404, M.localityNotFound);
  const tags: string[] = [TAGS.locations];
  if (
    (['name', 'cityCode', 'cityName', 'departmentCode', 'departmentName'] as const).some((k) => existing[k] !== next[k])
  )
    tags.push(
      ...(await renameInProperties(
        { localityCode: existing.code },
        {
          locality: next.name,
          city: next.cityName,
          cityCode: next.cityCode,
          state: next.departmentName,
          departmentCode: next.departmentCode,
        },
      )),
    );
  invalidate(...tags);
  return toLocality(locality);
}

/** Archives a locality that no property refers to. */
export async function deleteLocality(code: string): Promise<void> {
  await connectDb();
  await serialWrites(() =>
    archiveUnreferenced(Locality, code, M.localityNotFound, async () => {
      const properties = await countProperties({ localityCode: code });
      return properties > 0 ? M.localityHasProperties(properties) : null;
    }),
  );
  invalidate(TAGS.locations);
}
