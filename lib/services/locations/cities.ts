import 'server-only';

import { City, type CityDoc } from '../../../models/city';
import { Department } from '../../../models/department';
import { Locality } from '../../../models/locality';
import { ApiError } from '../../api/errors';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import { serialWrites } from '../../db/capabilities';
import { LOCATION_MESSAGES as M } from '../../domain/locations';
import type { CityBody, CityItem } from '../../validation/locations';
import { toCity } from './mapper';
import {
  archived,
  archiveUnreferenced,
  countProperties,
  insertUnique,
  NOT_ARCHIVED,
  renameInProperties,
} from './shared';

type CityNames = Pick<CityDoc, 'name' | 'departmentCode' | 'departmentName'>;

/** The names a city stores: the body's name under the stored department (404 when none). */
async function namesOf(body: CityBody): Promise<CityNames> {
  const department = await Department.findOne({ code: body.departmentCode }).lean();
  if (!department) throw new ApiError(404, M.departmentNotFound);
  return { name: body.name, departmentCode: department.code, departmentName: department.name };
}

/**
 * Adds a city under an existing department; 409 on a code in use. The code of an archived
 * (deleted) city brings that city back under the new names.
 */
export async function createCity(body: CityBody): Promise<CityItem> {
  await connectDb();
  const next = await namesOf(body);
  return serialWrites(async () => {
    const previous = await City.findOne({ code: body.code, ...archived() }).lean();
    if (previous) return writeCity(previous, next, true);
    const city = await insertUnique(
      () => City.exists({ code: body.code }),
      () => City.create({ code: body.code, ...next }),
      M.duplicateCity(body.code),
    );
    invalidate(TAGS.locations);
    return toCity(city.toObject());
  });
}

/** Renames (or moves) the city with `body.code`. */
export async function updateCity(body: CityBody): Promise<CityItem> {
  await connectDb();
  return serialWrites(async () => {
    const existing = await City.findOne({ code: body.code, ...NOT_ARCHIVED }).lean();
    if (!existing) throw new ApiError(404, M.cityNotFound);
    return writeCity(existing, await namesOf(body), false);
  });
}

/**
 * Stores the names of the city `existing` (an archived one is brought back when `restore`); the
 * copies in its localities and properties follow, so lists, filters and search keep agreeing.
 */
async function writeCity(existing: CityDoc, next: CityNames, restore: boolean): Promise<CityItem> {
  const city = await City.findOneAndUpdate(
    { code: existing.code, ...(restore ? archived() : NOT_ARCHIVED) },
    { $set: next, ...(restore && { $unset: { archivedAt: 1 } }) },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!city) throw restore ? new ApiError(409, M.duplicateCity(existing.code)) : new ApiError(404, M.cityNotFound);
  const tags: string[] = [TAGS.locations];
  if ((['name', 'departmentCode', 'departmentName'] as const).some((key) => existing[key] !== next[key])) {
    await Locality.updateMany(
      { cityCode: existing.code },
      { $set: { cityName: next.name, departmentCode: next.departmentCode, departmentName: next.departmentName } },
    );
    tags.push(
      ...(await renameInProperties(
        { cityCode: existing.code },
        { city: next.name, state: next.departmentName, departmentCode: next.departmentCode },
      )),
    );
  }
  invalidate(...tags);
  return toCity(city);
}

/** Archives a city that no locality in use and no property refers to (409 says which blocks it). */
export async function deleteCity(code: string): Promise<void> {
  await connectDb();
  await serialWrites(() =>
    archiveUnreferenced(City, code, M.cityNotFound, async () => {
      const [localities, properties] = await Promise.all([
        Locality.countDocuments({ cityCode: code, ...NOT_ARCHIVED }),
        countProperties({ cityCode: code }),
      ]);
      if (localities > 0) return M.cityHasLocalities(localities);
      return properties > 0 ? M.cityHasProperties(properties) : null;
    }),
  );
  invalidate(TAGS.locations);
}
