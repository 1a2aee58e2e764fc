import 'server-only';

import { City } from '../../../models/city';
import { Locality } from '../../../models/locality';
import { connectDb } from '../../db';
import { serialWrites } from '../../db/capabilities';
import type { Actor } from '../../domain/activity';
import { NotFoundError } from '../../domain/errors';
import { LOCATION_MESSAGES as M } from '../../domain/locations';
import type { LocalityBody, LocalityItem } from '../../validation/locations';
import { toLocality } from './mapper';
import { archivePlace, createPlace, updatePlace, type PlaceKind } from './place-writes';
import { countProperties, NOT_ARCHIVED, renameInProperties } from './shared';

type LocalityNames = {
  name: string;
  cityCode: string;
  cityName: string;
  departmentCode: string;
  departmentName: string;
};

const LOCALITY: PlaceKind<LocalityNames> = {
  model: Locality,
  entity: 'locality',
  notFound: M.localityNotFound,
  duplicate: M.duplicateLocality,
  copyNames: (code, next) =>
    renameInProperties(
      { localityCode: code },
      {
        locality: next.name,
        city: next.cityName,
        cityCode: next.cityCode,
        state: next.departmentName,
        departmentCode: next.departmentCode,
      },
    ),
};

/** The names a locality stores: the body's name under the city in use (the body's names are ignored). */
async function namesOf(body: LocalityBody): Promise<LocalityNames> {
  const city = await City.findOne({ code: body.cityCode, ...NOT_ARCHIVED }).lean();
  if (!city) throw new NotFoundError(M.cityNotFound);
  const { code: cityCode, name: cityName, departmentCode, departmentName } = city;
  return { name: body.name, cityCode, cityName, departmentCode, departmentName };
}

/** Adds a locality under a city in use, or brings back the archived one with its code. */
export async function createLocality(body: LocalityBody, actor: Actor): Promise<LocalityItem> {
  await connectDb();
  return toLocality(await serialWrites(async () => createPlace(LOCALITY, body.code, await namesOf(body), actor)));
}

/** Renames (or moves) the locality with `body.code`. */
export async function updateLocality(body: LocalityBody, actor: Actor): Promise<LocalityItem> {
  await connectDb();
  return toLocality(await serialWrites(() => updatePlace(LOCALITY, body.code, () => namesOf(body), actor)));
}

/** Archives a locality that no property refers to. */
export async function deleteLocality(code: string, actor: Actor): Promise<void> {
  await connectDb();
  await serialWrites(() =>
    archivePlace(
      LOCALITY,
      code,
      async () => {
        const properties = await countProperties({ localityCode: code });
        return properties > 0 ? M.localityHasProperties(properties) : null;
      },
      actor,
    ),
  );
}
