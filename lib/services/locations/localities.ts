import 'server-only';

import { City } from '../../../models/city';
import { Locality } from '../../../models/locality';
import { ApiError } from '../../api/errors';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import { LOCATION_MESSAGES as M } from '../../domain/locations';
import type { LocalityBody, LocalityItem } from '../../validation/locations';
import { atomically } from '../properties/write-lock';
import { between } from '../step-hook';
import { clearStaleMark, deleteUnreferenced, isMarked, stillThere } from './deletion';
import { toLocality } from './mapper';
import { countProperties, insertUnique, renameInProperties } from './shared';

/** The parent names a locality copies, always from the stored city (the body's are ignored). */
async function parentOf(cityCode: string) {
  const city = await City.findOne({ code: cityCode }).lean();
  if (!city) throw new ApiError(404, M.cityNotFound);
  if (isMarked(city)) throw new ApiError(409, M.cityGone);
  return {
    cityCode: city.code,
    cityName: city.name,
    departmentCode: city.departmentCode,
    departmentName: city.departmentName,
  };
}

/** Adds a locality under an existing city; 409 on a taken code. */
export async function createLocality(body: LocalityBody): Promise<LocalityItem> {
  await connectDb();
  const locality = await atomically(() => insertLocality(body)).catch(rethrowExpiringLocations);
  invalidate(TAGS.locations);
  return toLocality(locality.toObject());
}

/**
 * One create, unqueued: the city is checked, the locality written, then the city re-read and the
 * locality deleted again if the city went meanwhile (deletion.ts). Exported for the race tests.
 */
export async function insertLocality(body: LocalityBody) {
  await between('save:check');
  const parent = await parentOf(body.cityCode);
  await between('save:write');
  const created = await insertUnique(
    () => Locality.exists({ code: body.code }),
    () => Locality.create({ name: body.name, code: body.code, ...parent }),
    M.duplicateLocality(body.code),
  );
  await keepUnlessCityGone(body.cityCode, () => Locality.deleteOne({ _id: created._id }));
  return created;
}

/** A locality write taken back (its city went meanwhile) may have been listed in between. */
function rethrowExpiringLocations(error: unknown): never {
  if (error instanceof ApiError && error.message === M.cityGone) invalidate(TAGS.locations);
  throw error;
}

/** Renames (or moves) the locality with `body.code`; its properties' copied names follow. */
export async function updateLocality(body: LocalityBody): Promise<LocalityItem> {
  await connectDb();
  // Queued with property writes: a property saved meanwhile would keep the old names.
  const { locality, tags } = await atomically(() => writeLocality(body)).catch(rethrowExpiringLocations);
  invalidate(...tags);
  return locality;
}

/**
 * A locality just written into `cityCode` re-reads that city, like a property save (deletion.ts):
 * when the city went meanwhile, `undo` takes the write back and the answer is 409.
 */
async function keepUnlessCityGone(cityCode: string, undo: () => Promise<unknown>): Promise<void> {
  await between('save:confirm');
  if (await stillThere(City, cityCode)) return;
  await undo();
  throw new ApiError(409, M.cityGone);
}

/**
 * The update itself, unqueued, with the cache tags it changed; a move into another city follows
 * the location-delete protocol (deletion.ts). Exported for the race tests.
 */
export async function writeLocality(body: LocalityBody): Promise<{ locality: LocalityItem; tags: string[] }> {
  await between('save:check');
  await clearStaleMark(Locality, body.code);
  const existing = await Locality.findOne({ code: body.code }).lean();
  if (!existing) throw new ApiError(404, M.localityNotFound);
  const next = { name: body.name, ...(await parentOf(body.cityCode)) };
  await between('save:write');
  const locality = await Locality.findOneAndUpdate(
    { code: body.code },
    { $set: next },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!locality) throw new ApiError(404, M.localityNotFound);
  if (existing.cityCode !== next.cityCode) {
    const { name, cityCode, cityName, departmentCode, departmentName } = existing;
    const back = { name, cityCode, cityName, departmentCode, departmentName };
    await keepUnlessCityGone(next.cityCode, () =>
      Locality.updateOne({ code: body.code, cityCode: next.cityCode }, { $set: back }),
    );
  }
  const tags: string[] = [TAGS.locations];
  const changed = (['name', 'cityCode', 'cityName', 'departmentCode', 'departmentName'] as const).some(
    (key) => existing[key] !== next[key],
  );
  if (changed) {
    tags.push(
      ...(await renameInProperties(
        { localityCode: body.code },
        {
          locality: next.name,
          city: next.cityName,
          cityCode: next.cityCode,
          state: next.departmentName,
          departmentCode: next.departmentCode,
        },
      )),
    );
  }
  return { locality: toLocality(locality), tags };
}

/** Deletes a locality that no property refers to. */
export async function deleteLocality(code: string): Promise<void> {
  await connectDb();
  // Safe unqueued (deletion.ts); queued on FerretDB like deleteCity.
  await atomically(() => removeLocality(code));
  invalidate(TAGS.locations);
}

/** The delete itself, unqueued (deletion.ts); exported for the race tests, which drive its steps. */
export function removeLocality(code: string): Promise<void> {
  return deleteUnreferenced(
    Locality,
    code,
    { notFound: M.localityNotFound, interrupted: M.localityDeleteInterrupted },
    async () => {
      const properties = await countProperties({ localityCode: code });
      return properties > 0 ? M.localityHasProperties(properties) : null;
    },
  );
}
