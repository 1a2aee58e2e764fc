import 'server-only';
import { ApiError } from '../../api/errors';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import { LOCATION_MESSAGES as M } from '../../domain/locations';
import type { LocalityBody, LocalityItem } from '../../validation/locations';
import { City } from '../../../models/city';
import { Locality } from '../../../models/locality';
import { atomically } from '../properties/write-lock';
import { countProperties, insertUnique, renameInProperties } from './shared';
import { toLocality } from './mapper';

/** The parent names a locality copies, always from the stored city (the body's are ignored). */
async function parentOf(cityCode: string) {
  const city = await City.findOne({ code: cityCode }).lean();
  if (!city) throw new ApiError(404, M.cityNotFound);
  return { cityCode: city.code, cityName: city.name, departmentCode: city.departmentCode, departmentName: city.departmentName };
}

/** Adds a locality under an existing city; 409 on a taken code. */
export async function createLocality(body: LocalityBody): Promise<LocalityItem> {
  await connectDb();
  // Queued like city deletes (write-lock.ts), so the city cannot go between the check and the insert.
  const locality = await atomically(async () => {
    const parent = await parentOf(body.cityCode);
    return insertUnique(
      () => Locality.exists({ code: body.code }),
      () => Locality.create({ name: body.name, code: body.code, ...parent }),
      M.duplicateLocality(body.code),
    );
  });
  return toLocality(locality.toObject());
}

/** Renames (or moves) the locality with `body.code`; its properties' copied names follow. */
export async function updateLocality(body: LocalityBody): Promise<LocalityItem> {
  await connectDb();
  // Queued with property writes: a property saved meanwhile would keep the old names.
  return atomically(() => writeLocality(body));
}

async function writeLocality(body: LocalityBody): Promise<LocalityItem> {
  const existing = await Locality.findOne({ code: body.code }).lean();
  if (!existing) throw new ApiError(404, M.localityNotFound);
  const next = { name: body.name, ...(await parentOf(body.cityCode)) };
  const locality = await Locality.findOneAndUpdate({ code: body.code }, { $set: next }, { returnDocument: 'after', runValidators: true }).lean();
  if (!locality) throw new ApiError(404, M.localityNotFound);
  const tags: string[] = [TAGS.locations];
  const changed = (['name', 'cityCode', 'cityName', 'departmentCode', 'departmentName'] as const).some((key) => existing[key] !== next[key]);
  if (changed) {
    tags.push(
      ...(await renameInProperties(
        { localityCode: body.code },
        { locality: next.name, city: next.cityName, cityCode: next.cityCode, state: next.departmentName, departmentCode: next.departmentCode },
      )),
    );
  }
  invalidate(...tags);
  return toLocality(locality);
}

/** Deletes a locality that no property refers to. */
export async function deleteLocality(code: string): Promise<void> {
  await connectDb();
  // Checked and deleted in the property write queue, like deleteCity.
  await atomically(() => removeLocality(code));
  invalidate(TAGS.locations);
}

async function removeLocality(code: string): Promise<void> {
  if (!(await Locality.exists({ code }))) throw new ApiError(404, M.localityNotFound);
  const properties = await countProperties({ localityCode: code });
  if (properties > 0) throw new ApiError(409, M.localityHasProperties(properties));
  await Locality.deleteOne({ code });
}
