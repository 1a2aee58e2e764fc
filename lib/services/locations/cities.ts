import 'server-only';

import { City } from '../../../models/city';
import { Department } from '../../../models/department';
import { Locality } from '../../../models/locality';
import { ApiError } from '../../api/errors';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import { LOCATION_MESSAGES as M } from '../../domain/locations';
import type { CityBody, CityItem } from '../../validation/locations';
import { atomically } from '../properties/write-lock';
import { clearStaleMark, deleteUnreferenced } from './deletion';
import { toCity } from './mapper';
import { countProperties, insertUnique, renameInProperties } from './shared';

async function findDepartment(code: string): Promise<{ code: string; name: string }> {
  const department = await Department.findOne({ code }).lean();
  if (!department) throw new ApiError(404, M.departmentNotFound);
  return { code: department.code, name: department.name };
}

/** Adds a city under an existing department (whose stored name wins); 409 on a taken code. */
export async function createCity(body: CityBody): Promise<CityItem> {
  await connectDb();
  const department = await findDepartment(body.departmentCode);
  const city = await insertUnique(
    () => City.exists({ code: body.code }),
    () =>
      City.create({
        name: body.name,
        code: body.code,
        departmentCode: department.code,
        departmentName: department.name,
      }),
    M.duplicateCity(body.code),
  );
  invalidate(TAGS.locations);
  return toCity(city.toObject());
}

/**
 * Renames (or moves) the city with `body.code`; the copies of its names in its localities and
 * properties follow, so lists, filters and search keep agreeing.
 */
export async function updateCity(body: CityBody): Promise<CityItem> {
  await connectDb();
  // Queued with property writes: a property saved meanwhile would keep the old names.
  return atomically(() => writeCity(body));
}

async function writeCity(body: CityBody): Promise<CityItem> {
  await clearStaleMark(City, body.code);
  const existing = await City.findOne({ code: body.code }).lean();
  if (!existing) throw new ApiError(404, M.cityNotFound);
  const department = await findDepartment(body.departmentCode);
  const next = { name: body.name, departmentCode: department.code, departmentName: department.name };
  const city = await City.findOneAndUpdate(
    { code: body.code },
    { $set: next },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!city) throw new ApiError(404, M.cityNotFound);
  const tags: string[] = [TAGS.locations];
  const changed =
    existing.name !== next.name ||
    existing.departmentCode !== next.departmentCode ||
    existing.departmentName !== next.departmentName;
  if (changed) {
    await Locality.updateMany(
      { cityCode: body.code },
      { $set: { cityName: next.name, departmentCode: next.departmentCode, departmentName: next.departmentName } },
    );
    tags.push(
      ...(await renameInProperties(
        { cityCode: body.code },
        { city: next.name, state: next.departmentName, departmentCode: next.departmentCode },
      )),
    );
  }
  invalidate(...tags);
  return toCity(city);
}

/** Deletes a city that no locality and no property refers to (409 says which blocks it). */
export async function deleteCity(code: string): Promise<void> {
  await connectDb();
  // The protocol of deletion.ts makes this safe unqueued; on FerretDB it still runs in the write
  // queue (write-lock.ts), whose find-and-modify is not isolated.
  await atomically(() => removeCity(code));
  invalidate(TAGS.locations);
}

/** The delete itself, unqueued (deletion.ts); exported for the race tests, which drive its steps. */
export function removeCity(code: string): Promise<void> {
  return deleteUnreferenced(
    City,
    code,
    { notFound: M.cityNotFound, interrupted: M.cityDeleteInterrupted },
    async () => {
      const [localities, properties] = await Promise.all([
        Locality.countDocuments({ cityCode: code }),
        countProperties({ cityCode: code }),
      ]);
      if (localities > 0) return M.cityHasLocalities(localities);
      return properties > 0 ? M.cityHasProperties(properties) : null;
    },
  );
}
