import 'server-only';

import { City } from '../../../models/city';
import { Locality } from '../../../models/locality';
import { ApiError } from '../../api/errors';
import { LOCATION_MESSAGES as PLACE_MESSAGES } from '../../domain/locations';
import { isMarked, stillThere } from '../locations/deletion';

export interface LocationFields {
  address?: string;
  neighborhood?: string;
  locality?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  cityCode?: string;
  localityCode?: string;
  departmentCode?: string;
  coordinates?: { lat: number; lng: number } | null;
}

export const LOCATION_MESSAGES = {
  unknownCity: 'La ciudad seleccionada no existe',
  unknownLocality: 'La localidad seleccionada no existe',
  mismatch: 'La localidad no pertenece a la ciudad seleccionada',
  cityGone: PLACE_MESSAGES.cityGone,
  localityGone: PLACE_MESSAGES.localityGone,
} as const;

/**
 * Checks the DANE codes against the database and fills the names from it (city, department
 * as `state`, locality), so a stored property never names a place its codes do not.
 */
export async function resolveLocation<L extends LocationFields>(location: L): Promise<L> {
  const out: L = { ...location };
  if (out.localityCode) {
    const locality = await Locality.findOne({ code: out.localityCode }).lean();
    if (!locality) throw new ApiError(400, LOCATION_MESSAGES.unknownLocality);
    // Being deleted (locations/deletion.ts): refused now rather than taken back after the write.
    if (isMarked(locality)) throw new ApiError(409, LOCATION_MESSAGES.localityGone);
    if (out.cityCode && out.cityCode !== locality.cityCode) throw new ApiError(400, LOCATION_MESSAGES.mismatch);
    Object.assign(out, {
      locality: locality.name,
      cityCode: locality.cityCode,
      city: locality.cityName,
      state: locality.departmentName,
      departmentCode: locality.departmentCode,
    });
  } else if (out.cityCode) {
    const city = await City.findOne({ code: out.cityCode }).lean();
    if (!city) throw new ApiError(400, LOCATION_MESSAGES.unknownCity);
    if (isMarked(city)) throw new ApiError(409, LOCATION_MESSAGES.cityGone);
    Object.assign(out, { city: city.name, state: city.departmentName, departmentCode: city.departmentCode });
  }
  if (out.coordinates === null) delete out.coordinates;
  return out;
}

/** The codes a stored location names its places by. */
export type PlaceCodes = { cityCode?: string | null; localityCode?: string | null };

/** A place a written property names that is gone or being deleted (none: null). */
export interface GonePlace {
  field: 'cityCode' | 'localityCode';
  code: string;
  message: string;
}

/**
 * The second read of a save (locations/deletion.ts): run after the property was written, it
 * names its locality or city when either was deleted or marked for deletion meanwhile.
 */
export async function gonePlace(location: PlaceCodes | null | undefined): Promise<GonePlace | null> {
  const { cityCode, localityCode } = location ?? {};
  const [city, locality] = await Promise.all([
    cityCode && stillThere(City, cityCode),
    localityCode && stillThere(Locality, localityCode),
  ]);
  if (localityCode && !locality)
    return { field: 'localityCode', code: localityCode, message: LOCATION_MESSAGES.localityGone };
  if (cityCode && !city) return { field: 'cityCode', code: cityCode, message: LOCATION_MESSAGES.cityGone };
  return null;
}

/**
 * The stored location with an update's fields over it. A new city without a locality drops the
 * old locality, which belonged to the previous city.
 */
export function mergeLocation(stored: LocationFields | null | undefined, patch: LocationFields): LocationFields {
  const merged: LocationFields = { ...(stored ?? {}), ...patch };
  if (patch.cityCode && !patch.localityCode && patch.cityCode !== stored?.cityCode) {
    merged.localityCode = '';
    merged.locality = '';
  }
  return merged;
}
