import 'server-only';

import { City } from '../../../models/city';
import { Department } from '../../../models/department';
import { Locality } from '../../../models/locality';
import { connectDb } from '../../db';
import { serialWrites } from '../../db/capabilities';
import type { Actor } from '../../domain/activity';
import { NotFoundError } from '../../domain/errors';
import { LOCATION_MESSAGES as M } from '../../domain/locations';
import type { CityBody, CityItem } from '../../validation/locations';
import { toCity } from './mapper';
import { archivePlace, createPlace, updatePlace, type PlaceKind } from './place-writes';
import { countProperties, NOT_ARCHIVED, renameInProperties } from './shared';

type CityNames = { name: string; departmentCode: string; departmentName: string };

const CITY: PlaceKind<CityNames> = {
  model: City,
  entity: 'city',
  notFound: M.cityNotFound,
  duplicate: M.duplicateCity,
  // Its localities and properties keep copies of its names, so lists, filters and search agree.
  async copyNames(code, next) {
    const { name, departmentCode, departmentName } = next;
    await Locality.updateMany({ cityCode: code }, { $set: { cityName: name, departmentCode, departmentName } });
    return renameInProperties({ cityCode: code }, { city: name, state: departmentName, departmentCode });
  },
};

/** The names a city stores: the body's name under the stored department (404 when none). */
async function namesOf(body: CityBody): Promise<CityNames> {
  const department = await Department.findOne({ code: body.departmentCode }).lean();
  if (!department) throw new NotFoundError(M.departmentNotFound);
  return { name: body.name, departmentCode: department.code, departmentName: department.name };
}

/** Adds a city under an existing department, or brings back the archived one with its code. */
export async function createCity(body: CityBody, actor: Actor): Promise<CityItem> {
  await connectDb();
  const next = await namesOf(body);
  return toCity(await serialWrites(() => createPlace(CITY, body.code, next, actor)));
}

/** Renames (or moves) the city with `body.code`. */
export async function updateCity(body: CityBody, actor: Actor): Promise<CityItem> {
  await connectDb();
  return toCity(await serialWrites(() => updatePlace(CITY, body.code, () => namesOf(body), actor)));
}

/** Archives a city that no locality in use and no property refers to (409 says which blocks it). */
export async function deleteCity(code: string, actor: Actor): Promise<void> {
  await connectDb();
  await serialWrites(() =>
    archivePlace(
      CITY,
      code,
      async () => {
        const [localities, properties] = await Promise.all([
          Locality.countDocuments({ cityCode: code, ...NOT_ARCHIVED }),
          countProperties({ cityCode: code }),
        ]);
        if (localities > 0) return M.cityHasLocalities(localities);
        return properties > 0 ? M.cityHasProperties(properties) : null;
      },
      actor,
    ),
  );
}
